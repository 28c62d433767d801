// @ts-check
// link.html: games by link with a friend elsewhere (issue 31, docs/LINKS.md). The address says
// what to show: `#g=…` a link opened (merged with the game on this device: started, continued,
// or nothing changed, each said; refused naming why, a diverging one with "open as a separate
// game"), `?game=ID` a game of this device (from My games), nothing: the form that starts a
// game (name, colour, time per move). The receiver of a new game enters a name once (kept for
// the next games). The rules are the link module's (linkRead, linkWrite, linkMerge); the
// screen of a game is link-screen.js.
import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { startLinkPage } from '../lib/link/link-page.js';
import { keepLinkGame, linkGame, rememberName, rememberedName, separateRecord } from '../lib/link/link-games.js';
import { linkInHash, liveGameUrl } from '../lib/link/address.js';
import { LinkScreen } from './link-screen.js';
import { bindNameField, fitToBytes } from './name-field.js';
import { linkProblem, newsText, refusalText } from './words.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../lib/link/link-games.js').LinkRecord} LinkRecord */
/** @typedef {import('../tobit_links.js').LinkGame} LinkGame */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const board = /** @type {TobitBoard} */ ($('board'));

/** @type {LinkScreen | null} */
let screen = null;
const { choice, t, say, links: study } = await startLinkPage({
  board, message: $('message'), parts: ['link'], loadFailed: 'link.loadFailed', render: () => screen?.render(),
});
screen = new LinkScreen(board, study, t, (text) => say(() => text));

/**
 * Binds a form's name field to the longest name a link carries, with its note.
 * @param {HTMLFormElement} form
 * @param {string} note the note's id
 */
function nameField(form, note) {
  const input = /** @type {HTMLInputElement} */ (form.elements.namedItem('name'));
  const field = bindNameField(input, $(note), study.linkMaxNameBytes(), t);
  choice.subscribe(field.say);
  return { input, fit: field.fit };
}

/** @returns {string} the remembered name, if a link carries it ('' if not: asked again) */
const knownName = () => {
  const known = rememberedName();
  return fitToBytes(known, study.linkMaxNameBytes()) === known ? known : '';
};

/** @returns {string} a new game id: 6 random bytes as hex */
function newId() {
  return [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Shows the game `record` and puts its stored address in the bar (a reload shows it again
 * without opening the link anew).
 * @param {LinkRecord} record
 */
function showGame(record) {
  history.replaceState(null, '', `?game=${record.id}`);
  $('title').dataset.i18n = 'link.title';
  // A live game goes on here by link while no relay answers; back to live from here.
  const toLive = /** @type {HTMLAnchorElement} */ ($('to-live'));
  toLive.hidden = !record.live;
  toLive.href = liveGameUrl(record.id);
  /** @type {LinkScreen} */ (screen).show(record);
}

/**
 * Keeps a game new to this device, or a link that continues the stored `base`, and shows it;
 * a refusal of the device is said, and a game another tab kept meanwhile is shown as kept.
 * @param {LinkRecord} record
 * @param {LinkRecord | null} [base] the stored game it continues (null: none)
 */
function start(record, base = null) {
  const kept = keepLinkGame(record, base);
  const now = kept === 'stale' ? linkGame(record.id) : null;
  if (kept === 'failed') say((t) => t.t('link.saveFailed'));
  if (now) say((t) => t.t('link.staleTab'));
  showGame(now ?? record);
}

/** The form that starts a game: the player's name, colour and time per move. */
function startForm() {
  const form = /** @type {HTMLFormElement} */ ($('start'));
  const field = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (form.elements.namedItem(name));
  const days = /** @type {HTMLSelectElement} */ (form.elements.namedItem('days'));
  const clock = /** @type {HTMLSelectElement} */ (form.elements.namedItem('clock'));
  const fill = () => {
    const chosen = days.value;
    const none = /** @type {HTMLOptionElement} */ (days.options[0]);
    days.replaceChildren(none, ...Array.from(study.linkDays(), (n) => new Option(t().t('link.days', { count: n }), String(n))));
    days.value = chosen;
  };
  // The live game's clocks: the app's time controls (the link module's list).
  if (clock.options.length === 1) clock.append(...study.liveClockPresets().map((text) => new Option(text, text)));
  fill();
  choice.subscribe(fill);
  const own = nameField(form, 'start-name-note');
  own.input.value = rememberedName();
  own.fit();
  form.hidden = false;
  // On a narrow screen the form comes before the (empty) board.
  document.querySelector('main')?.classList.add('starting');
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const name = field('name').value.trim();
    const colour = field('colour').value;
    const me = colour === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : /** @type {'white'|'black'} */ (colour);
    try {
      const game = study.linkWrite({
        id: newId(), white: me === 'white' ? name : '', black: me === 'black' ? name : '', moves: [], state: 'playing',
        days: days.value ? Number(days.value) : null,
      });
      rememberName(name);
      /** @type {import('../lib/link/link-games.js').LinkRecord} */
      const record = { id: game.id, link: game.link, me, moved: Date.now(), draft: [], notes: '', sent: me === 'black' };
      // Live: the live page makes the invitation (docs/LIVE.md); the game is this device's all the same.
      if (/** @type {SubmitEvent} */ (e).submitter?.getAttribute('value') === 'live') {
        if (clock.value) record.clock = { ...study.liveClockNew(clock.value), since: null };
        if (keepLinkGame(record, null) === 'failed') say((t) => t.t('link.saveFailed'));
        else location.assign(liveGameUrl(game.id));
        return;
      }
      form.hidden = true;
      document.querySelector('main')?.classList.remove('starting');
      // Black sends the link at once; White plays the first move, then sends.
      start(record);
      say((t) => t.t(me === 'white' ? 'link.startedWhite' : 'link.startedBlack'));
    } catch (error) {
      say((t) => refusalText(t, error));
    }
  });
}

/**
 * A game new to this device: the player is the side without a name (asked for once, then
 * remembered), or the side whose name is the remembered one, else asked.
 * @param {LinkGame} game
 */
function join(game) {
  const known = knownName();
  /** @type {'white'|'black' | null} */
  const me = !game.white && game.black ? 'white' : !game.black && game.white ? 'black'
    : known && game.white === known ? 'white' : known && game.black === known ? 'black' : null;
  const record = (/** @type {'white'|'black'} */ side) => ({ id: game.id, link: game.link, me: side, moved: Date.now(), draft: [], notes: '', sent: false });
  board.setAttribute('moves', game.moves.join(' '));
  if (me) board.setAttribute('orientation', me);
  if (me === null) {
    const pick = $('pick-side');
    pick.hidden = false;
    const buttons = /** @type {HTMLButtonElement[]} */ ([...pick.querySelectorAll('button')]);
    const label = () => buttons.forEach((b) => { b.textContent = game[/** @type {'white'|'black'} */ (b.dataset.side)] || t().t(`colour.${b.dataset.side}`); });
    label();
    choice.subscribe(label);
    for (const b of buttons) {
      b.addEventListener('click', () => { pick.hidden = true; start(record(/** @type {'white'|'black'} */ (b.dataset.side))); });
    }
    return;
  }
  if (known && game[me] === known) {
    say((t) => t.t('link.newGameFrom', { name: game[me === 'white' ? 'black' : 'white'] || t.t('link.friend') }));
    start(record(me));
    return;
  }
  const form = /** @type {HTMLFormElement} */ ($('join'));
  const { input: name, fit } = nameField(form, 'join-name-note');
  name.value = rememberedName();
  fit();
  const other = me === 'white' ? game.black : game.white;
  const intro = () => { $('join-intro').textContent = t().t('link.joinIntro', { name: other || t().t('link.friend'), colour: t().t(`link.youPlay.${me}`) }); };
  intro();
  choice.subscribe(intro);
  form.hidden = false;
  name.focus();
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    rememberName(name.value.trim());
    form.hidden = true;
    start(record(me));
  });
}

/**
 * Opens the link of the address: merges it with the game on this device and says what it did.
 * @param {string} text the address's part after `#`
 */
function open(text) {
  let incoming;
  try {
    incoming = study.linkRead(text);
  } catch (error) {
    say((t) => refusalText(t, error));
    return;
  }
  const stored = linkGame(incoming.id);
  let merged;
  try {
    merged = study.linkMerge(stored?.link ?? null, text);
  } catch (error) {
    say((t) => refusalText(t, error));
    if (stored) refused(stored, incoming, linkProblem(error)?.code === 'diverges');
    return;
  }
  if (merged.kind === 'new') {
    join(merged.game);
    return;
  }
  const record = /** @type {LinkRecord} */ (stored);
  if (merged.kind === 'extends') {
    const sender = record.me === 'white' ? merged.game.black : merged.game.white;
    const { game, newMoves } = merged;
    const offered = study.linkRead(record.link).state === `draw-offered-by-${record.me}`;
    say((t) => newsText(t, game, newMoves, sender, offered));
    start({ ...record, link: game.link, draft: [], moved: Date.now(), sent: false }, record);
    return;
  }
  if (merged.kind === 'same') say((t) => t.t('link.same'));
  else {
    const { storedPlies, incomingPlies } = merged;
    say((t) => t.t('link.older', { stored: storedPlies, incoming: incomingPlies }));
  }
  showGame(record);
}

/**
 * A link refused beside a stored game: open the stored game, or (moves that part) the link as
 * a separate game under a new id.
 * @param {LinkRecord} stored
 * @param {LinkGame} incoming
 * @param {boolean} separable
 */
function refused(stored, incoming, separable) {
  $('refused-actions').hidden = false;
  const separate = $('separate');
  separate.hidden = !separable;
  /** @type {HTMLAnchorElement} */ ($('open-stored')).href = `?game=${stored.id}`;
  separate.addEventListener('click', () => {
    $('refused-actions').hidden = true;
    try {
      const copy = study.linkWrite({
        id: newId(), white: incoming.white, black: incoming.black, moves: incoming.moves, state: incoming.state, days: incoming.days ?? null,
      });
      say((t) => t.t('link.separated'));
      start(separateRecord(stored, copy));
    } catch (error) {
      say((t) => refusalText(t, error));
    }
  }, { once: true });
}

// Another link pasted into this tab's address changes only the part after `#`: open it anew.
addEventListener('hashchange', () => location.reload());
const hash = linkInHash(location.hash);
const id = new URLSearchParams(location.search).get('game');
if (hash) open(hash);
else if (id) {
  const record = linkGame(id);
  if (record) showGame(record);
  else {
    say((t) => t.t('link.notOnDevice'));
    startForm();
  }
} else startForm();
/** Resolves once the page shows what its address asks for (for tests). */
/** @type {any} */ (window).tobitLinkReady = true;
