// @ts-check
// tournament.html: the organiser's screen. The tournaments kept on this device (open one,
// create one, restore a backup), and the one open: its players, rounds (pair, enter results
// by tap, play a game on this device), standings and crosstable, a player's card, undo, print,
// the backup and the exports. Every rule and number is the tournament module's (the wasm
// Tournament); every change is saved at once (session.js, store.js) and another tab's change
// is taken up as soon as it is announced. The address keeps the tournament open (`?id=`), so
// a reload comes back to it.

import { startPage } from '../lib/page-shell.js';
import { loadTournament } from '../wasm/loader.js';
import { loadConfig } from '../wasm/config.js';
import { TournamentStore, StoreError, listenForChanges } from './store.js';
import { Session } from './session.js';
import { CreateForm } from './create-form.js';
import { PlayersView } from './players.js';
import { RoundsView } from './rounds.js';
import { crosstableTable, standingsCsv, standingsTable } from './standings.js';
import { showCard } from './player-card.js';
import { backupText, fileName, readBackup, resultsPage } from './files.js';
import { PDN_TYPE, download } from '../lib/download.js';
import { el } from '../lib/dom.js';
import { deviceStorage, readText, removeKeys, writeText } from '../lib/storage.js';
import { WordedError, isolate, playerName, refusalText, warningText } from './words.js';
import { detailsLine } from './details-line.js';
import { endedGames, playBoardGame, tournamentPdn } from './board-games.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').Command} Command */
/** @typedef {import('../tobit_tournament.js').NewPlayer} NewPlayer */

/** sessionStorage key: the tournament this tab has open (kept while it plays a game on the app's board). */
const OPEN_KEY = 'tobit.tournament.open';
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const VIEWS = ['players', 'rounds', 'standings', 'crosstable'];

/** @type {Translator | null} */
let t = null;
/** @type {Session | null} the tournament open */
let session = null;
/** The view shown (the address's when the page opens, else the first). */
let shown = new URLSearchParams(location.search).get('view') ?? VIEWS[0];
if (!VIEWS.includes(shown)) shown = VIEWS[0];
/** @type {CreateForm | null} the create form, once the wasm is loaded */
let form = null;

const choice = await startPage('tournament.html', (translator) => {
  t = translator;
  form?.translate(translator);
  render();
}, ['tournament']);
/** The translator once the words are loaded. */
const words = () => /** @type {Translator} */ (t ?? choice.translator);
const [wasm, config, store] = await Promise.all([loadTournament(), loadConfig(), TournamentStore.open()]).catch((error) => {
  status(refusalText(words(), error));
  throw error;
});

/** @param {string} text what the status line says (read out) */
function status(text) {
  $('status').textContent = text;
}

/**
 * Runs a change; a refusal or a save that failed is said in the status line (a save another
 * tab got in before reloads the tournament first).
 * @param {() => Promise<unknown>} change
 * @param {string} [done] what to say when it succeeded
 */
async function change(change, done) {
  try {
    await change();
    if (done) status(done);
  } catch (error) {
    if (error instanceof StoreError && error.code === 'stale' && session) {
      await reopen();
      status(words().t('tournament.error.stale'));
    } else {
      status(refusalText(words(), error, session?.view().players));
    }
  }
  render();
}

/**
 * Applies a command to the tournament open.
 * @param {Command} command
 * @param {string} [done]
 */
function apply(command, done) {
  return change(async () => {
    const warnings = await /** @type {Session} */ (session).apply(command);
    if (warnings.length) status(warnings.map((w) => warningText(words(), w, /** @type {Session} */ (session).view().players)).join(' '));
  }, done);
}

/** Reads the tournament open again from the store (another tab changed it). */
async function reopen() {
  if (!session) return;
  session = await Session.open(store, session.record.id);
  if (!session) showHome();
}

// ---- home: the kept tournaments ----

async function renderHome() {
  const list = await store.list();
  const tr = words();
  $('saved').replaceChildren(...list.map((record) => el('li', {}, [
    el('a', { href: `?id=${record.id}`, dir: 'auto', onclick: (/** @type {Event} */ e) => { e.preventDefault(); open(record.id); } }, [record.name || '?']),
    el('span', { class: 'when', text: ` ${tr.date(record.updated, { dateStyle: 'medium' })} ` }),
    el('button', {
      type: 'button', class: 'small', 'aria-label': tr.t('tournament.deleteNamed', { name: isolate(record.name) }),
      onclick: async () => {
        if (!confirm(tr.t('tournament.confirmDelete', { name: isolate(record.name) }))) return;
        await store.remove(record.id);
        renderHome();
      },
    }, [tr.t('tournament.delete')]),
  ])));
  $('none-saved').hidden = list.length > 0;
}

function showHome() {
  session = null;
  removeKeys([OPEN_KEY], deviceStorage('sessionStorage'));
  history.replaceState(null, '', location.pathname);
  $('home').hidden = false;
  $('create').hidden = true;
  $('event').hidden = true;
  renderHome();
}

/**
 * Opens a kept tournament on `view` (its first unless the address asked for another), the
 * status line saying `news` (by default nothing: the last one's news is not this one's).
 * @param {string} id
 * @param {string} [view]
 * @param {string} [news]
 */
async function open(id, view = VIEWS[0], news = '') {
  shown = view;
  status(news);
  try {
    session = await Session.open(store, id);
  } catch (error) {
    status(refusalText(words(), error));
    session = null;
  }
  if (!session) {
    showHome();
    return;
  }
  history.replaceState(null, '', `?id=${id}&view=${shown}`);
  $('home').hidden = true;
  $('create').hidden = true;
  $('event').hidden = false;
  render();
  $('event-name').focus({ preventScroll: true });
  writeText(OPEN_KEY, id, deviceStorage('sessionStorage'));
  await collectResults();
}

form = new CreateForm(/** @type {HTMLFormElement} */ ($('create-form')), wasm, config.timePresets, async (settings, details) => {
  try {
    const created = await Session.create(store, settings, details);
    await open(created.record.id, VIEWS[0], words().t('tournament.created', { name: isolate(settings.name) }));
  } catch (error) {
    status(refusalText(words(), error));
  }
});
form.translate(words());
const createForm = form;

$('new').addEventListener('click', () => {
  createForm.reset();
  $('home').hidden = true;
  $('create').hidden = false;
  /** @type {HTMLInputElement} */ (/** @type {HTMLFormElement} */ ($('create-form')).elements.namedItem('name')).focus();
});
$('create-cancel').addEventListener('click', showHome);
/**
 * Calls `read` with each file chosen in the file input `id` (the input emptied, so the same
 * file can be chosen again).
 * @param {string} id
 * @param {(file: File) => Promise<void>} read
 */
function onFile(id, read) {
  $(id).addEventListener('change', async (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    const file = input.files?.[0];
    input.value = '';
    if (file) await read(file);
  });
}
onFile('restore', async (file) => {
  try {
    const record = readBackup(await file.text());
    await Session.of(store, record); // the wasm replays its log before anything is kept
    const kept = await store.get(record.id);
    await store.save({ ...record, revision: (kept?.revision ?? 0) + 1 }, kept?.revision ?? 0);
    await open(record.id);
    status(words().t('tournament.restored', { name: isolate(record.name) }));
  } catch (error) {
    status(words().t('tournament.restoreFailed', { problem: refusalText(words(), error) }));
  }
});

// ---- the tournament open ----

const players = new PlayersView($('view-players'), {
  // Adds the players one by one; when one is refused or not kept, says how many were and why.
  add: async (list) => {
    let added = 0;
    await change(async () => {
      try {
        for (const player of list) {
          await /** @type {Session} */ (session).apply({ AddPlayer: player });
          added += 1;
        }
      } catch (error) {
        if (added === 0) throw error;
        throw new WordedError(words().t('tournament.paste.partial', {
          count: added, left: list.length - added, problem: refusalText(words(), error, session?.view().players),
        }));
      }
    }, words().t('tournament.added', { count: list.length }));
    return added;
  },
  withdraw: (id) => {
    const name = playerName(session?.view().players ?? [], id);
    if (confirm(words().t('tournament.confirmWithdraw', { name }))) apply({ Withdraw: { player: id } }, words().t('tournament.withdrawn', { name }));
  },
  card: (id) => openCard(id),
  apply: (command, done) => apply(command, done),
});

const rounds = new RoundsView($('view-rounds'), {
  pair: () => change(async () => {
    const s = /** @type {Session} */ (session);
    const warnings = await s.apply(s.tournament.nextPairing());
    if (warnings.length) status(warnings.map((w) => warningText(words(), w, s.view().players)).join(' '));
    else status(words().t('Knockout' in s.view().settings.format ? 'tournament.ko.paired' : 'tournament.paired', { round: s.view().roundsPaired }));
  }),
  result: (round, board, result) => {
    const knockout = 'Knockout' in /** @type {Session} */ (session).view().settings.format;
    const done = knockout ? words().t('tournament.ko.resultEntered', { match: board + 1 }) : words().t('tournament.resultEntered', { board: board + 1 });
    return apply({ SetResult: { round, board, result } }, done);
  },
  play: (round, board) => change(() => playBoardGame(/** @type {Session} */ (session), round, board)),
  change: (command) => apply(command, words().t('tournament.edit.saved')),
  apply: (command, done) => apply(command, done),
});

/** @param {number} id */
function openCard(id) {
  const s = /** @type {Session} */ (session);
  showCard(/** @type {HTMLDialogElement} */ ($('card')), id, { view: s.view(), standings: s.tournament.standings() }, words());
}

for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.tabs button'))) {
  button.addEventListener('click', () => {
    shown = /** @type {string} */ (button.dataset.view);
    if (session) history.replaceState(null, '', `?id=${session.record.id}&view=${shown}`);
    render();
  });
}
$('undo').addEventListener('click', () => change(async () => {
  if (!await /** @type {Session} */ (session).undo()) throw new WordedError(words().t('tournament.nothingToUndo'));
}, words().t('tournament.undone')));
$('close').addEventListener('click', showHome);
// The files menu (it drops over the view) closes once a file is chosen, on a click elsewhere,
// or on Escape.
const files = /** @type {HTMLDetailsElement} */ (document.querySelector('.files'));
files.querySelector('.buttons')?.addEventListener('click', (e) => {
  if (/** @type {Element} */ (e.target).closest('button')) files.open = false;
});
document.addEventListener('click', (e) => {
  if (files.open && !files.contains(/** @type {Node} */ (e.target))) files.open = false;
});
files.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || !files.open) return;
  files.open = false;
  /** @type {HTMLElement} */ (files.querySelector('summary')).focus();
});
// A phone shows the details on one line: the toggle shows them whole (and back).
$('details-toggle').addEventListener('click', () => {
  const open = $('event-details').classList.toggle('open');
  $('details-toggle').setAttribute('aria-expanded', String(open));
});
/** Shows the details' toggle only when their line is cut short (or shown whole by it). */
function fitDetails() {
  const details = $('event-details');
  $('details-toggle').hidden = !details.classList.contains('open') && details.scrollWidth <= details.clientWidth;
}
new ResizeObserver(fitDetails).observe($('event-details'));
$('print').addEventListener('click', () => print());
$('print-slips').addEventListener('click', () => {
  document.body.classList.add('print-slips');
  addEventListener('afterprint', () => document.body.classList.remove('print-slips'), { once: true });
  print();
});
$('backup').addEventListener('click', () => {
  if (session) download(new Blob([backupText(session.record)], { type: 'application/json' }), fileName(session.record.name, 'json'));
});
$('export-csv').addEventListener('click', () => {
  if (!session) return;
  const csv = `\ufeff${standingsCsv(session.view(), session.tournament.standings(), words())}`;
  download(new Blob([csv], { type: 'text/csv' }), fileName(session.record.name, 'csv'));
});
$('export-trf').addEventListener('click', () => {
  if (session) download(new Blob([session.tournament.toTrf()], { type: 'text/plain' }), fileName(session.record.name, 'trf'));
});
onFile('import-trf', async (file) => {
  try {
    // Its bytes: the wasm detects the encoding (UTF-8, Windows-1251 or Latin-1).
    const imported = await Session.fromTrf(store, new Uint8Array(await file.arrayBuffer()));
    await open(imported.record.id);
    status(words().t('tournament.imported', { name: isolate(imported.record.name) }));
  } catch (error) {
    status(refusalText(words(), error));
  }
});
$('export-pdn').addEventListener('click', () => change(async () => {
  const s = /** @type {Session} */ (session);
  const pdn = await tournamentPdn(s);
  if (!pdn) throw new WordedError(words().t('tournament.noGamesPlayed'));
  download(new Blob([pdn], { type: PDN_TYPE }), fileName(s.record.name, 'pdn'));
}));
$('export-html').addEventListener('click', () => {
  if (!session) return;
  const view = session.view();
  const tables = [standingsTable(view, session.tournament.standings(), words(), null)];
  if (view.roundsPaired) tables.push(crosstableTable(view, session.tournament, words()));
  const page = resultsPage(words().lang, view.settings.name, detailsLine(view, words()), tables);
  download(new Blob([page], { type: 'text/html' }), fileName(view.settings.name, 'html'));
});

/** Shows the tournament open (or the home list). */
function render() {
  const tr = t;
  if (!tr || !session) return;
  const view = session.view();
  $('event-name').textContent = view.settings.name;
  $('event-name').tabIndex = -1;
  $('event-details').textContent = detailsLine(view, tr);
  fitDetails();
  /** @type {HTMLButtonElement} */ ($('undo')).disabled = view.changes < 2;
  $('warnings').textContent = view.warnings.map((w) => warningText(tr, w, view.players)).join(' ');
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.tabs button'))) {
    button.setAttribute('aria-pressed', String(button.dataset.view === shown));
  }
  for (const name of VIEWS) $(`view-${name}`).hidden = name !== shown;
  // A knockout's rounds are "круги" in Russian.
  for (const title of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.rounds-word'))) {
    title.dataset.i18n = 'Knockout' in view.settings.format ? 'tournament.ko.view.rounds' : 'tournament.view.rounds';
    title.textContent = tr.t(title.dataset.i18n);
  }
  document.body.dataset.view = shown;
  if (shown === 'players') players.render(view, tr);
  if (shown === 'rounds') rounds.render(view, tr);
  if (shown === 'standings') $('standings-table').replaceChildren(standingsTable(view, session.tournament.standings(), tr, openCard));
  if (shown === 'crosstable') {
    const none = 'Knockout' in view.settings.format ? 'tournament.ko.noRounds' : 'tournament.noRounds';
    $('crosstable-table').replaceChildren(view.roundsPaired ? crosstableTable(view, session.tournament, tr) : el('p', { text: tr.t(none) }));
  }
}

/** Enters the results of the games played on this device that have ended since. */
async function collectResults() {
  const s = session;
  if (!s || collecting) return;
  collecting = true;
  try {
    const commands = await endedGames(s).catch(() => []);
    for (const command of commands) {
      if (session !== s) return;
      await apply(command, words().t('tournament.gameResultEntered'));
    }
  } finally {
    collecting = false;
  }
}
/** Whether collectResults is running (pageshow and the opening of the tournament both ask). */
let collecting = false;
addEventListener('pageshow', () => collectResults());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') collectResults();
});

listenForChanges(async (id, revision) => {
  if (session?.record.id === id && revision !== session.record.revision) {
    await reopen();
    render();
    status(words().t('tournament.changedElsewhere'));
  } else if (!session && !$('home').hidden) {
    renderHome();
  }
});

// The tournament of the address, else the one this tab had open (back from a game's board).
const asked = new URLSearchParams(location.search).get('id') ?? readText(OPEN_KEY, deviceStorage('sessionStorage'));
if (asked) await open(asked, shown);
else showHome();
document.body.dataset.ready = 'true';
