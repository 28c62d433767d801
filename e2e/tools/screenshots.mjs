// Screenshots of every main state of the app's game screen (first visit, the screen that could
// not start, playing, a compulsory
// capture, a capture entered stop by stop, the result card, review, My games, the Diagram
// dialog, the share dialog, the embedded board playing and at its end, the clocks of a timed
// game running and paused (between two players, against the computer), the analysis board with
// its lines, a variation and a review, the game report and learning from its mistakes, the
// opening explorer over My games, the
// point trainer of learn.html, the tables' exact values, a finished game and its keys'
// help, the position editor (and a FEN that is no position), the PDN import list; games by
// link: the start form, a move to send, the send panel with its QR code, a link received, a
// link refused, a game over, New game's choice of it and My games listing them; live play: the
// start form with a clock, the invitation, a timed game with its clocks running, the relays; the tournament
// page: its list, the create form (a knockout's too), its head with the details whole and the
// files menu open, a Swiss's players, rounds (and their result slips as printed), standings (a
// withdrawn player among them) and wallchart, a
// knockout's rounds and bracket, a round robin's players before round 1, to reorder) at the
// four sizes of issue 9 (phone 390x844, tablet
// 820x1180, laptop 1366x768, desktop 1280x800) and two phones held sideways (844x390, 667x375),
// light and dark, in English and Russian:
// e2e/screenshots/screen-<state>-<size>-<scheme>-<lang>.png. Not a test (nothing is asserted
// beyond each state being reached): run `node e2e/tools/screenshots.mjs [filter]` after
// `make dist` and look at the pictures. `filter` keeps the names that contain it ("phone", "ru"),
// or all of its comma-separated parts ("link-,phone,ru").
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '../support/serve.mjs';
import { closeBrowser, launch } from '../support/browser.mjs';
import { boardReady } from '../support/board.mjs';
import { pdnFile } from '../support/pdn-games.mjs';
import { answerWelcome, chooseGame } from '../support/app.mjs';
import { arrow, circle } from '../support/shapes.mjs';
import { createGame, join as joinGame, linkToSend, openLinkPage, otherLink, playAndSend } from '../support/link.mjs';
import { seedTournament } from '../support/tournament.mjs';
import { startRelay } from '../../tests/js/support/nostr-relay.mjs';

/** Where the pictures go (gitignored PNGs, described by README.md there): no test takes any. */
const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname;

/** Saves a screenshot of `page` as e2e/screenshots/<name>.png. */
async function shot(page, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, name + '.png') });
}

/** The sizes of issue 9, by name, and two phones held sideways (issue 33). */
export const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  laptop: { width: 1366, height: 768 },
  desktop: { width: 1280, height: 800 },
  sideways: { width: 844, height: 390 },
  'small-sideways': { width: 667, height: 375 },
};
/** A game in progress (16 plies, each side has taken two pieces, White to move, no capture due). */
const PLAYING = '8-15 32-25 11-18 25x11 5x18 38-32 15-16 30-23 16x30 36x23 18-17 29-30 17-16 28-21 2-8 34-28';
/** Against the computer at level 3, the person White. */
const VS_COMPUTER = 'mode=ai-black&level=3';

/**
 * Opens `query` in the app and waits until its game is loaded.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function open(page, url) {
  await page.goto(url);
  const board = await boardReady(page);
  await page.evaluate(() => /** @type {any} */ (window).tobitLoaded);
  await board.set({ animation: 0 });
  return board;
}

/**
 * Starts a game of two players on a 5+3 clock from the start position, and waits until it is
 * the board's game: the clocks (loaded on demand) shown, no move played, White to move. The
 * choice's dialog closes before the new game is set up, and a move entered at once went to the
 * game shown before (the tab's own, restored, or the welcome's), which refused `9-16`.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function startTimedGame(page, url) {
  const board = await open(page, url);
  await answerWelcome(page, 'friend'); // the welcome of a first visit offers no clock
  await chooseGame(page, { mode: 'two', clock: '5+3' });
  await page.locator('.clock[data-side="white"]').waitFor();
  await page.waitForFunction(() => {
    const shown = /** @type {any} */ (document.querySelector('tobit-board'));
    return shown.history().length === 0 && shown.fen === '' && shown.status().sideToMove === 'white';
  });
  await board.set({ animation: 0 });
  return board;
}

/** The loopback relay the live page's states go through (started by main). */
let relayUrl = '';

/**
 * A live game on a 5+3 clock started from the link page's form, its invitation shown.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function liveInvitation(page, url) {
  await freshLinkPage(page, url);
  await page.evaluate((relay) => localStorage.setItem('tobit.liveRelays', JSON.stringify([relay])), relayUrl);
  await page.reload();
  await page.locator('#start').waitFor();
  const form = page.locator('#start');
  await form.locator('input[name="name"]').fill('Anna');
  await form.locator('select[name="colour"]').selectOption('white');
  await form.locator('select[name="clock"]').selectOption('5+3');
  await form.locator('button[value="live"]').click();
  await page.waitForURL(/live\.html\?game=/);
  const board = await boardReady(page);
  await page.locator('#send-title:not(:empty)').waitFor();
  await board.set({ animation: 0 });
  return board;
}

/**
 * Opens the link page with nothing stored (a device new to games by link).
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function freshLinkPage(page, url) {
  await page.goto(`${url}icons/tobit.svg`);
  await page.evaluate(() => localStorage.clear());
  return openLinkPage(page, `${url}link.html`);
}

/**
 * A game by link as the receiver sees it: Anna (White) played 9-16 and sent it; the device then
 * forgets her side and opens her link as Boris's.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @returns {Promise<string>} Anna's link
 */
async function receivedLink(page, url) {
  const board = await freshLinkPage(page, url);
  await createGame(page, { name: 'Anna', colour: 'white', days: 3 });
  const link = await playAndSend(page, board, '9-16');
  await page.evaluate(() => localStorage.clear());
  return link;
}

/** Each state: how to reach it from the app's URL. */
const STATES = {
  'live-start': async (page, url) => {
    await freshLinkPage(page, url);
    await page.locator('#start select[name="clock"]').selectOption('5+3');
  },
  'live-invite': liveInvitation,
  'live-relays': async (page, url) => {
    await liveInvitation(page, url);
    await page.locator('#relays summary').click();
    await page.locator('#relay-add input[name="relay"]').fill('ws://club.example.org');
    await page.locator('#relay-add button.primary').click();
    await page.locator('#relay-note:not([hidden])').scrollIntoViewIfNeeded();
  },
  'live-clock': async (page, url) => {
    // Anna's first move, and a friend seated (a key of no one here): Black's clock runs.
    const board = await liveInvitation(page, url);
    await board.enter('9-16');
    await page.waitForFunction(() => document.querySelector('#clock-white .live-clock-time')?.textContent === '5:03');
    await page.evaluate(() => {
      const games = JSON.parse(localStorage.getItem('tobit.linkGames') ?? '{}');
      for (const record of Object.values(games)) record.live.opponent = 'ab'.repeat(32);
      localStorage.setItem('tobit.linkGames', JSON.stringify(games));
    });
    await page.reload();
    await boardReady(page);
    await page.waitForFunction(() => document.querySelector('#clock-black')?.getAttribute('data-running') === 'true');
  },
  'link-start': async (page, url) => {
    await freshLinkPage(page, url);
    await page.locator('#start input[name="name"]').fill('Anna');
  },
  'link-move': async (page, url) => {
    const board = await freshLinkPage(page, url);
    await createGame(page, { name: 'Anna', colour: 'white', days: 3 });
    await board.set({ animation: 0 });
    await board.enter('9-16');
    await page.locator('#send').waitFor();
  },
  'link-send': async (page, url) => {
    const board = await freshLinkPage(page, url);
    await createGame(page, { name: 'Anna', colour: 'white', days: 3 });
    await board.set({ animation: 0 });
    await playAndSend(page, board, '9-16');
    await page.locator('#show-qr').click();
    await page.locator('#qr svg').waitFor();
  },
  'link-received': async (page, url) => {
    await openLinkPage(page, await receivedLink(page, url));
    await page.locator('#join').waitFor();
  },
  'link-your-turn': async (page, url) => {
    await openLinkPage(page, await receivedLink(page, url));
    await joinGame(page, 'Boris');
  },
  'link-refused': async (page, url) => {
    const link = await receivedLink(page, url);
    await openLinkPage(page, link);
    await joinGame(page, 'Boris');
    const other = await otherLink(page, link, { moves: ['10-17'] });
    await openLinkPage(page, `${url}link.html#${other}`);
    await page.locator('#separate').waitFor();
  },
  'link-over': async (page, url) => {
    await openLinkPage(page, await receivedLink(page, url));
    await joinGame(page, 'Boris');
    await page.locator('#resign').click();
    await page.locator('#confirm-resign button[value="yes"]').click();
    await linkToSend(page);
  },
  'link-new-game': async (page, url) => {
    await open(page, url);
    await answerWelcome(page, 'friend');
    await page.locator('#new-game').click();
    await page.locator('#new-game-dialog input[value="link"]').check();
  },
  'link-my-games': async (page, url) => {
    await openLinkPage(page, await receivedLink(page, url));
    await joinGame(page, 'Boris');
    await open(page, url);
    await answerWelcome(page, 'friend');
    const opener = page.locator('#my-games');
    if (!(await opener.isVisible())) await page.locator('#menu-button').click(); // folded on a phone
    await opener.click();
    await page.locator('#my-link-games li').first().waitFor();
  },
  'first-visit': async (page, url) => {
    await page.goto(`${url}icons/tobit.svg`); // the site, without the app (which saves its game)
    // A first visit: no saved game anywhere (the archive, this tab's game, earlier releases' save).
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      return new Promise((resolve) => { indexedDB.deleteDatabase('tobit-archive').onsuccess = resolve; });
    });
    await open(page, url);
    await page.locator('#new-game-dialog[open]').waitFor();
  },
  'start-failed': async (page, url) => {
    // The page's wasm module does not arrive (nothing kept offline yet, the network cut): the
    // screen says why, until the player closes it.
    await page.goto(`${url}icons/tobit.svg`);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    const cut = (/** @type {import('playwright-core').Route} */ route) => route.abort();
    await page.route(/\/tobit_bg\.wasm$/, cut);
    await page.goto(url);
    const toast = page.locator('#toasts .toast.error');
    await toast.waitFor();
    await page.unroute(/\/tobit_bg\.wasm$/, cut);
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  },
  playing: async (page, url) => {
    await open(page, `${url}?moves=${encodeURIComponent(PLAYING)}&${VS_COMPUTER}`);
  },
  'must-capture': async (page, url) => {
    const board = await open(page, `${url}?moves=${encodeURIComponent('9-16 30-23')}&${VS_COMPUTER}`);
    await board.click(8); // not the piece that must capture: the board refuses it
    await page.locator('#status[data-kind="refused"], #status[data-kind="must-capture"]').waitFor();
  },
  result: async (page, url) => {
    const board = await open(page, `${url}?fen=${encodeURIComponent('W:W16:B23')}&${VS_COMPUTER}`);
    await board.enter('16x30', 'final');
    await page.locator('#result').waitFor();
  },
  review: async (page, url) => {
    await open(page, `${url}?moves=${encodeURIComponent(PLAYING)}&${VS_COMPUTER}`);
    await page.locator('#nav-previous').click();
    await page.locator('#nav-previous').click();
    await page.locator('#back-to-game').waitFor();
  },
  'my-games': async (page, url) => {
    await open(page, `${url}?moves=${encodeURIComponent(PLAYING)}&${VS_COMPUTER}`);
    const opener = page.locator('#my-games');
    if (!(await opener.isVisible())) await page.locator('#menu-button').click(); // folded on a phone
    await opener.click();
    await page.locator('#my-games-list li').first().waitFor();
  },
  'multi-capture': async (page, url) => {
    const board = await open(page, `${url}?fen=${encodeURIComponent('W:W9,1:B16,24,30')}&${VS_COMPUTER}`);
    await board.click(9);
    await board.click(23); // the first stop: the piece stands there, 16 is a ghost
  },
  embed: async (page, url) => {
    await page.goto(`${url}embed.html?mode=ai-black&level=1&moves=${encodeURIComponent(PLAYING)}`);
    await page.locator('.status').waitFor();
  },
  'embed-over': async (page, url) => {
    await page.goto(`${url}embed.html?mode=ai-black&level=1&animation=0&fen=${encodeURIComponent('W:W16:B23')}`);
    const board = await boardReady(page);
    await board.enter('16x30', 'final');
    await page.locator('.status', { hasText: /2-0/ }).waitFor();
  },
  clock: async (page, url) => {
    const board = await startTimedGame(page, url);
    await board.enter('9-16', 'click');
    await page.locator('.clock.running[data-side="black"]').waitFor();
  },
  'clock-paused': async (page, url) => {
    const board = await startTimedGame(page, url);
    await board.enter('9-16', 'click');
    await page.locator('.clock-pause').click();
    await page.locator('.clock-cover').waitFor();
  },
  'clock-paused-computer': async (page, url) => {
    const board = await open(page, url);
    await answerWelcome(page, 'friend');
    await chooseGame(page, { mode: 'ai', colour: 'white', level: 1, clock: '5+3' });
    await board.enter('9-16', 'click');
    await page.locator('.clock.running[data-side="white"]').waitFor({ timeout: 30000 }); // the computer replied
    await page.locator('.clock-pause').click();
    await page.locator('.clock-cover').waitFor();
  },
  diagram: async (page, url) => {
    const board = await open(page, `${url}?moves=${encodeURIComponent(PLAYING)}&${VS_COMPUTER}`);
    await board.call('setShapes', [arrow(28, 22), arrow(17, 24, 'R')], [circle(16, 'Y')]);
    await page.locator('#diagram').click();
    const dialog = page.locator('.diagram-dialog[open]');
    await dialog.locator('input[name="numbers"]').check();
    await dialog.locator('input[name="caption"]').fill('Diagram 1');
    await page.waitForFunction(() => /** @type {HTMLImageElement | null} */ (document.querySelector('.diagram-preview img'))?.complete);
  },
  editor: async (page, url) => {
    await page.goto(`${url}editor.html?fen=${encodeURIComponent('W:W9,K20,12:B23,30,31,K5')}`);
    await boardReady(page);
    await page.waitForFunction(() => document.querySelector('#points button')?.getAttribute('aria-label'));
    await page.locator('#points button[data-point="36"]').click(); // a white hul refused on Black's back row
    await page.locator('#message.bad').waitFor();
  },
  'editor-bad-fen': async (page, url) => {
    await page.goto(`${url}editor.html?fen=${encodeURIComponent('W:W9:B23')}`);
    await boardReady(page);
    await page.locator('#fen').fill('W:W34:B1');
    await page.locator('#fen-problem:not(:empty)').waitFor();
  },
  'pdn-import': async (page, url) => {
    await open(page, url);
    await answerWelcome(page, 'friend');
    const opener = page.locator('#my-games');
    if (!(await opener.isVisible())) await page.locator('#menu-button').click(); // folded on a phone
    await opener.click();
    await page.locator('#my-games-import').click();
    await page.locator('#pdn-paste').fill(pdnFile(12, 3));
    await page.locator('#pdn-read').click();
    await page.locator('#pdn-games li').nth(11).waitFor();
  },
  share: async (page, url) => {
    await open(page, `${url}?moves=${encodeURIComponent(PLAYING)}&${VS_COMPUTER}`);
    await page.locator('#share').click();
    await page.locator('#share-dialog[open]').waitFor();
    await page.locator('#share-dialog summary').click();
  },
  analysis: async (page, url) => {
    await openAnalysis(page, `${url}analysis.html?moves=${encodeURIComponent(PLAYING)}`);
  },
  'analysis-review': async (page, url) => {
    await openAnalysis(page, `${url}analysis.html?moves=${encodeURIComponent(PLAYING)}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const board = await boardReady(page, '#board');
    await board.set({ animation: 0 });
    const legal = /** @type {{notation: string}[]} */ (await board.call('legalMoves')).map((m) => m.notation);
    await board.enter(legal.find((m) => m !== '2-8') ?? legal[0]); // a move off the line: a variation
    await page.locator('#moves .variation').waitFor();
    await page.locator('#review-start').click();
    await page.locator('#review-counts').waitFor({ timeout: 120000 });
  },
  'analysis-tables': async (page, url) => {
    await openAnalysis(page, `${url}analysis.html?fen=${encodeURIComponent('W:WK8,K22:BK15')}`);
    await page.locator('#exact-list li').first().waitFor();
  },
  'analysis-over': async (page, url) => {
    await openAnalysis(page, `${url}analysis.html?fen=${encodeURIComponent('W:W16:B23')}&moves=16x30`);
  },
  'tournament-home': async (page, url) => {
    await seedTournament(page, url, 'players');
    await page.locator('#close').click();
    await page.locator('#saved li').first().waitFor();
  },
  'tournament-create': async (page, url) => {
    await seedTournament(page, url, 'players');
    await page.locator('#close').click();
    await page.locator('#new').click();
    await page.locator('#create:not([hidden])').waitFor();
  },
  'tournament-create-knockout': async (page, url) => {
    await seedTournament(page, url, 'players');
    await page.locator('#close').click();
    await page.locator('#new').click();
    await page.locator('#create-form select[name="format"]').selectOption('knockout');
    await page.locator('#knockout-controls:not([hidden])').scrollIntoViewIfNeeded();
  },
  'tournament-head-open': async (page, url) => {
    await seedTournament(page, url, 'rounds', 'knockout');
    const toggle = page.locator('#details-toggle');
    if (await toggle.isVisible()) await toggle.click();
    await page.locator('.files summary').click();
  },
  'tournament-players': (page, url) => seedTournament(page, url, 'players'),
  'tournament-rounds': (page, url) => seedTournament(page, url, 'rounds'),
  // The result slips of round 3 as printed, two of its boards' results entered.
  'tournament-slips-print': async (page, url) => {
    await seedTournament(page, url, 'rounds');
    await page.evaluate(() => document.body.classList.add('print-slips'));
    await page.emulateMedia({ media: 'print' });
  },
  'tournament-standings': (page, url) => seedTournament(page, url, 'standings'),
  'tournament-crosstable': (page, url) => seedTournament(page, url, 'crosstable'),
  'tournament-reorder': (page, url) => seedTournament(page, url, 'players', 'entry'),
  'tournament-knockout-rounds': (page, url) => seedTournament(page, url, 'rounds', 'knockout'),
  'tournament-knockout-bracket': (page, url) => seedTournament(page, url, 'crosstable', 'knockout'),
  'analysis-report': async (page, url) => {
    await page.goto(`${url}analysis.html?moves=${encodeURIComponent(BLUNDER_GAME)}`);
    await boardReady(page, '#board');
    await showReport(page);
  },
  'analysis-practice': async (page, url) => {
    // A game of My games (opened from the address as a game of two), analysed from My games.
    await open(page, `${url}?moves=${encodeURIComponent(BLUNDER_GAME)}&mode=play`);
    const menu = page.locator('#menu-button');
    if (await menu.isVisible()) await menu.click();
    await page.locator('#my-games').click();
    await page.locator('#my-games-list li').first().locator('button').filter({ hasText: /Analy|Анализ/ }).click();
    await page.waitForURL(/analysis\.html/);
    await boardReady(page, '#board');
    const report = await showReport(page);
    await report.locator('button.practise').last().click();
    const board = await boardReady(page, '#practice-board');
    await board.set({ animation: 0 });
    await board.enter('28-21');
    await page.locator('.practice-feedback', { hasText: '28-21' }).filter({ hasNotText: '…' }).waitFor({ timeout: 60000 });
    await page.locator('#practice').scrollIntoViewIfNeeded();
  },
  // The opening explorer over My games: three games imported, the explorer opened at the start.
  'analysis-explorer': async (page, url) => {
    await open(page, url);
    await answerWelcome(page, 'friend');
    const menu = page.locator('#menu-button');
    if (await menu.isVisible()) await menu.click();
    await page.locator('#my-games').click();
    await page.locator('#my-games-import').click();
    await page.locator('#pdn-file').setInputFiles({ name: 'games.pdn', mimeType: 'text/plain', buffer: Buffer.from(EXPLORER_GAMES) });
    // The summary says how many were read, then how many were added (none after the first run).
    await page.locator('#pdn-games li').first().waitFor();
    const read = await page.locator('#pdn-summary').innerText();
    await page.locator('#pdn-import-all').click();
    await page.waitForFunction((before) => document.querySelector('#pdn-summary')?.textContent !== before, read);
    await page.locator('.pdn-import button[value="close"]').click();
    await page.goto(`${url}analysis.html`);
    await boardReady(page, '#board');
    await page.locator('#explorer summary').click();
    await page.locator('#explorer-box tbody tr').first().waitFor();
    await page.locator('#explorer').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  },
  'learn-points': async (page, url) => {
    await page.goto(`${url}learn.html`);
    await page.locator('#points-start').click();
    await page.locator('#points-ask', { hasText: /\d/ }).waitFor();
    await page.locator('#points-stage tobit-board').evaluate((b) => /** @type {any} */ (b).ready);
    const asked = Number(/\d+/.exec(await page.locator('#points-ask').innerText())?.[0]);
    await page.locator(`#points-stage button[data-point="${asked === 1 ? 2 : 1}"]`).click();
    await page.locator('#points').scrollIntoViewIfNeeded();
  },
  'analysis-help': async (page, url) => {
    await openAnalysis(page, `${url}analysis.html?moves=${encodeURIComponent(PLAYING)}`);
    await page.keyboard.press('?');
    await page.locator('#help[open]').waitFor();
  },
};

/** Finished games for the explorer (imported once per run: My games recognises a game again). */
const EXPLORER_GAMES = [
  '[Result "2-0"]\n1. 9-16 32-25 2. 16-15 28-21 2-0\n',
  '[Result "0-2"]\n1. 9-16 28-21 2. 16-15 32-25 0-2\n',
  '[Result "1-1"]\n1. 11-18 30-23 1-1\n',
  '[Result "2-0"]\n1. 8-15 28-21 2. 15-16 31-24 2-0\n',
].join('\n');

/** A game of two players with Black's blunder 3... 28-21 (docs/ANALYSIS.md's example). */
const BLUNDER_GAME = '9-16 32-25 16-15 30-23 10-9 28-21';

/**
 * Shows the review's game report of the analysis board's game (reviewing it unless a review is
 * kept) and scrolls it into view.
 * @param {import('playwright-core').Page} page
 */
async function showReport(page) {
  const report = page.locator('#review-report');
  await page.locator('#review-start').waitFor();
  if (!(await report.locator('.report-accuracy').isVisible())) await page.locator('#review-start').click();
  await report.locator('.report-accuracy').waitFor({ timeout: 180000 });
  await report.scrollIntoViewIfNeeded();
  return report;
}

/**
 * Opens the analysis board with its engine on (a phone waits to be asked) and waits for the
 * engine's first line.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function openAnalysis(page, url) {
  await page.goto(url);
  await boardReady(page, '#board');
  const engine = page.locator('#engine-on');
  if (!(await engine.isChecked())) await engine.check();
  await page.locator('#engine-list li, #exact-list li, #eval-bar:not(.pending)').first().waitFor({ timeout: 60000 });
}

async function main() {
  const filters = (process.argv[2] ?? '').split(',');
  const cleanups = [];
  const t = /** @type {import('node:test').TestContext} */ (/** @type {unknown} */ ({ after: (/** @type {() => void} */ fn) => cleanups.push(fn) }));
  const relay = await startRelay(t);
  relayUrl = relay.url;
  const srv = await serve({ relays: [relay.url] });
  cleanups.push(() => srv.close(), closeBrowser);
  let count = 0;
  try {
    for (const lang of ['en', 'ru']) {
      const { page } = await launch(t, { locale: lang });
      for (const scheme of /** @type {const} */ (['light', 'dark'])) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          for (const [state, reach] of Object.entries(STATES)) {
            const name = `screen-${state}-${size}-${scheme}-${lang}`;
            if (!filters.every((filter) => name.includes(filter))) continue;
            try {
              await page.emulateMedia({ media: 'screen' });
              await reach(page, srv.url);
              await shot(page, name);
              count++;
            } catch (err) {
              console.error(`${name}: ${err.message.split('\n')[0]}`);
              process.exitCode = 1;
            }
          }
        }
      }
    }
  } finally {
    for (const fn of cleanups.reverse()) await fn();
  }
  console.log(`${count} screenshots in e2e/screenshots/`);
}

await main();
