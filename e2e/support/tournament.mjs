// The tournament page (tournament.html) as an organiser uses it: open it, create a tournament
// from the form, register players by a pasted list, pair a round and enter every result by a
// tap, in the page's own words (the catalog's).
import { catalog } from './www.mjs';
import { boardReady } from './board.mjs';

/** The catalogs, by language. */
export const WORDS = { en: catalog('en'), ru: catalog('ru') };

/** A message with its `{name}` placeholders filled. */
export function fill(message, params = {}) {
  return message.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * Opens tournament.html (after `query`) and waits until it is ready.
 * @param {import('playwright-core').Page} page
 */
export async function openTournamentPage(page, url, query = '') {
  await page.goto(`${url}tournament.html${query}`);
  await page.locator('body[data-ready="true"]').waitFor();
}

/**
 * Creates a tournament from the form: `format` swiss, roundRobin, doubleRoundRobin or
 * knockout (with its tie-break games' and deciding game's controls); `rankBy` Rating or
 * EntryOrder.
 * @param {import('playwright-core').Page} page
 */
export async function createTournament(page, w, { name, place = '', format = 'swiss', rounds = 5, timeControl = '', tiebreakControl = '', deciderControl = '', rankBy = '', tiebreakRules = '', tap = false }) {
  const act = (locator) => (tap ? locator.tap() : locator.click());
  await act(page.getByRole('button', { name: w['tournament.new'] }));
  const form = page.locator('#create-form');
  await form.getByLabel(w['tournament.field.name'], { exact: true }).fill(name);
  if (place) await form.getByLabel(w['tournament.field.place']).fill(place);
  await form.getByLabel(w['tournament.field.format']).selectOption(format);
  if (format === 'swiss') await form.getByLabel(w['tournament.field.rounds']).fill(String(rounds));
  // The three time controls by name: the labels of the knockout's two contain the first's words.
  if (timeControl) await form.locator('select[name="timeControl"]').selectOption(timeControl);
  if (tiebreakControl) await form.locator('select[name="tiebreakTimeControl"]').selectOption(tiebreakControl);
  if (deciderControl) await form.locator('select[name="deciderTimeControl"]').selectOption(deciderControl);
  if (rankBy) await form.getByLabel(w['tournament.field.rankBy']).selectOption(rankBy);
  if (tiebreakRules) await form.getByLabel(w['tournament.field.tiebreakRules']).selectOption(tiebreakRules);
  await act(page.getByRole('button', { name: w['tournament.create.submit'] }));
  await page.locator('#event-name', { hasText: name }).waitFor();
}

/**
 * Registers players by pasting their names, one a line.
 * @param {import('playwright-core').Page} page
 */
export async function pastePlayers(page, w, names, { tap = false } = {}) {
  const act = (locator) => (tap ? locator.tap() : locator.click());
  await act(page.locator('.paste summary'));
  await page.locator('#paste-names').fill(names.join('\n'));
  await act(page.getByRole('button', { name: w['tournament.paste.add'] }));
  await page.locator('table.players tbody tr').nth(names.length - 1).waitFor();
}

/**
 * Shows one of the views (players, rounds, standings, crosstable).
 * @param {import('playwright-core').Page} page
 */
export async function showView(page, w, view, { tap = false } = {}) {
  const tab = page.locator(`.tabs button[data-view="${view}"]`);
  await (tap ? tab.tap() : tab.click());
  await page.locator(`#view-${view}:not([hidden])`).waitFor();
}

/**
 * Pairs the next round (round `round`, from 1) and enters each board's result by a tap on its
 * button: `results(board)` names it (WhiteWins, Draw, BlackWins or a forfeit); the boards of
 * `skip` keep theirs (a round already paired is not paired again). Returns the boards' players
 * as shown.
 * @param {import('playwright-core').Page} page
 */
export async function playRound(page, w, round, results, { tap = false, skip = [] } = {}) {
  const act = (locator) => (tap ? locator.tap() : locator.click());
  const pair = page.getByRole('button', { name: fill(w['tournament.pairRound'], { round }) });
  if (await pair.count() && await pair.isEnabled()) await act(pair);
  const open = page.locator(`details.round[data-round="${round}"]`);
  await open.waitFor();
  const boards = open.locator('li.board');
  const count = await boards.count();
  const shown = [];
  for (let b = 0; b < count; b += 1) {
    const board = boards.nth(b);
    shown.push({ white: (await board.locator('.player-white .name').innerText()).trim(), black: (await board.locator('.player-black .name').innerText()).trim() });
    if (skip.includes(b)) continue;
    const result = results(b);
    const button = board.locator(`.results button`).nth(['WhiteWins', 'Draw', 'BlackWins', 'WhiteForfeitWin', 'BlackForfeitWin', 'DoubleForfeit'].indexOf(result));
    await act(button);
    await page.locator(`details.round[data-round="${round}"] li.board`).nth(b).locator('.results button[aria-pressed="true"]').waitFor();
  }
  return shown;
}

/**
 * On the app's board that a "Play here" opened: `atStart(page)` looks at it first, the player
 * strip's names are read, White plays 9-16 and Black resigns; then back on the tournament page
 * once the game's result is entered there. Returns the strip's [White, Black].
 * @param {import('playwright-core').Page} page
 * @param {Record<string, string>} w the catalog
 * @param {{tap?: boolean, atStart?: (page: import('playwright-core').Page) => Promise<void>}} [options]
 */
export async function playWhiteWin(page, w, { tap = false, atStart = async () => {} } = {}) {
  const act = (locator) => (tap ? locator.tap() : locator.click());
  await page.waitForURL(/index\.html$/);
  const board = await boardReady(page);
  await board.set({ animation: 0 });
  await atStart(page);
  const strip = [await page.locator('#strip .player[data-side="white"] .who').innerText(), await page.locator('#strip .player[data-side="black"] .who').innerText()];
  const cover = page.locator('.clock-cover:not([hidden]) button');
  if (await cover.count()) await act(cover); // a stored clock comes back paused
  await board.enter('9-16');
  await act(page.locator('#resign'));
  await act(page.locator('#confirm-dialog[open]').getByRole('button', { name: w['confirm.resign.black.yes'] }));
  await page.locator('#result-title').filter({ hasText: w['result.whiteWon'] }).waitFor();
  await page.goto(page.url().replace(/index\.html.*$/, 'tournament.html'));
  await page.locator('body[data-ready="true"]').waitFor();
  await page.locator('#status', { hasText: w['tournament.gameResultEntered'] }).waitFor();
  return strip;
}

/** The id of the tournament seedTournament keeps. */
export const SEEDED = 'seeded-swiss';

/**
 * Keeps on the page's device (its IndexedDB) a tournament built by the page's own tournament
 * module, then opens it at `view`. For the screenshots and the accessibility checks. `swiss`:
 * an 8-player Swiss of 5 rounds, rounds 1 and 2 played, round 3 paired with two results, a
 * pair forbidden and a half-point bye asked for round 4; `knockout`: 6 players, the
 * quarter-finals decided (one of them through its tie-break games), one semi-final decided
 * and the other in its tie-break games; `entry`: a round robin of 6 in entry order, not yet
 * paired (the players can be reordered).
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {string} view players, rounds, standings or crosstable
 * @param {'swiss' | 'knockout' | 'entry'} [kind]
 */
export async function seedTournament(page, url, view, kind = 'swiss') {
  await openTournamentPage(page, url);
  await page.evaluate(async ({ id, kind }) => {
    const glue = './tobit_tournament.js';
    const wasm = await import(glue);
    await wasm.default();
    const knockout = kind === 'knockout';
    const entry = kind === 'entry';
    const format = knockout ? { Knockout: { tiebreak_pairs: 1 } } : entry ? { RoundRobin: { double: false } } : { Swiss: { rounds: 5 } };
    const settings = wasm.defaultSettings(knockout ? 'Кубок Аскиза по тобиту' : 'Первенство Хакасии по тобиту', format);
    if (entry) settings.rank_by = 'EntryOrder';
    settings.event = { ...settings.event, place: 'Абакан', start: '2026-11-27', end: '2026-11-29', arbiter: 'Кыржинаков В. П.', time_control: '10+5' };
    if (knockout) settings.event.tiebreak_time_control = '3+2';
    const t = wasm.Tournament.create(settings);
    const names = ['Чебодаев Аяс', 'Кызласова Айана', 'Тюмерекова Ирина', 'Боргояков Эрчим', 'Сагалаков Алексей', 'Кокова Сабина', 'Майнагашев Артём', 'Чаптыков Айдар'];
    names.slice(0, knockout || entry ? 6 : 8).forEach((name, i) => t.apply({ AddPlayer: { name, club: i % 2 ? 'Абакан' : 'Аскиз', rating: 1700 - i * 40, birth: `201${i}-0${i + 1}-1${i}`, half_point_for_missed_rounds: false } }));
    if (knockout) {
      const enter = (round, board, results) => results.forEach((result) => t.apply({ SetResult: { round, board, result } }));
      t.apply(t.nextPairing());
      enter(0, 1, ['Draw', 'Draw', 'WhiteWins', 'Draw']);
      enter(0, 3, ['WhiteWins', 'BlackWins']);
      t.apply(t.nextPairing());
      enter(1, 0, ['WhiteWins', 'Draw']);
      enter(1, 1, ['WhiteWins', 'WhiteWins', 'Draw']);
    } else if (!entry) {
      const results = ['WhiteWins', 'Draw', 'BlackWins', 'WhiteWins'];
      t.apply({ Forbid: { a: 1, b: 6 } });
      for (let round = 0; round < 3; round += 1) {
        t.apply(t.nextPairing());
        const boards = t.view().rounds[round].boards.length;
        for (let b = 0; b < (round < 2 ? boards : 2); b += 1) t.apply({ SetResult: { round, board: b, result: results[(round + b) % 4] } });
      }
      t.apply({ RequestBye: { player: 5, round: 3, half: true } });
      t.apply({ Withdraw: { player: 7 } }); // marked in the standings, on screen and in print
    }
    const record = {
      id, name: t.view().settings.name, log: t.logJson(), revision: 1, updated: Date.now(),
      details: { games: {} },
    };
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('tobit-tournaments', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('tournaments', { keyPath: 'id' });
      open.onsuccess = () => {
        const tx = open.result.transaction('tournaments', 'readwrite');
        tx.objectStore('tournaments').put(record);
        tx.oncomplete = () => { open.result.close(); resolve(undefined); };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
  }, { id: SEEDED, kind });
  await openTournamentPage(page, url, `?id=${SEEDED}&view=${view}`);
  await page.locator(`#view-${view}:not([hidden])`).waitFor();
}
