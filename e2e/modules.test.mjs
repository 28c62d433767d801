// The wasm modules: the first page load fetches the page module only (rules and board);
// the engine module is fetched when the AI is needed, the study module only by the screens of
// the analysis board, the diagrams and timed games (not by the New game dialog's time controls
// until a clock is chosen). The game screen's dialogs a first visit does not open (the Share
// dialog, the list of keys, the end of a game: the resignation question and the result card),
// their code and their words, are fetched when first opened, and a press while one loads opens
// it once it has arrived. The board's own code a game between two people does not run comes
// when it is first needed: the AI opponent with a game against the computer, the arrows' input
// with the first right press (not when the pointer or the focus comes to the board), the sounds
// once they are on. (The service worker precaches them; its own requests are not the page's.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server, chooseAi, answerWelcome } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

/**
 * Opens `path` of the app in a fresh browser, recording the paths the page fetches.
 * @param {import('node:test').TestContext} t
 * @param {string} [path]
 */
async function openRecording(t, path = '') {
  const srv = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  /** @type {Set<string>} */
  const fetched = new Set();
  page.on('request', (r) => fetched.add(new URL(r.url()).pathname));
  await page.goto(`${srv.url}${path}`);
  const board = await boardReady(page);
  return { browser, page, board, fetched, list: () => [...fetched].join(' ') };
}

test('the page module alone draws the board; the engine module comes with the AI', async (t) => {
  // A game between two people on this device (here from a shared link) needs no engine; a game
  // against the computer warms the engine up once the board is drawn.
  const { browser, page, board, fetched, list } = await openRecording(t, '?moves=9-16&mode=play');
  await page.waitForLoadState('networkidle');
  assert.ok(fetched.has('/tobit_bg.wasm'), `the page module was fetched (fetched: ${list()})`);
  assert.ok(!fetched.has('/tobit_engine_bg.wasm') && !fetched.has('/tobit_engine.js'),
    `the engine module waits for the AI (fetched: ${list()})`);
  assert.ok(!fetched.has('/tobit_study_bg.wasm') && !fetched.has('/tobit_study.js'),
    `the study module waits for a screen that needs it (fetched: ${list()})`);
  // The pointer over the board and the focus on it load nothing more; a right press loads the arrows' input.
  const chunk = (/** @type {string} */ name) => [...fetched].some((p) => p.startsWith(`/chunks/${name}-`));
  const a = await board.point(9);
  const b = await board.point(16);
  await page.mouse.move(a.x, a.y);
  await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('tobit-board').shadowRoot.querySelector('.points')).focus());
  await page.waitForLoadState('networkidle');
  for (const name of ['annotation-input', 'ai-opponent', 'sound']) assert.ok(!chunk(name), `no ${name} before it is needed (fetched: ${list()})`);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  await board.waitEvents('shapes', 1);
  assert.ok(chunk('annotation-input'), `the right press loaded the arrows' input (fetched: ${list()})`);
  await chooseAi(page, board, { colour: 'black', level: 1 });
  await board.waitTurn('black');
  assert.ok(fetched.has('/tobit_engine.js') && fetched.has('/tobit_engine_bg.wasm') && chunk('ai-opponent'),
    `the AI loaded its code and the engine module (fetched: ${list()})`);
  assert.ok(!chunk('sound'), `sounds are off by default (fetched: ${list()})`);
  assert.ok([...fetched].some((p) => p.includes('time-control-picker')),
    `the New game dialog loaded its time control picker (fetched: ${list()})`);
  assert.ok(!fetched.has('/tobit_study_bg.wasm') && !fetched.has('/tobit_study.js'),
    `a game without a clock, chosen in the New game dialog, needs no study module (fetched: ${list()})`);
  browser.assertClean();
});

test('a first visit loads nothing of an opponent until the game is chosen', async (t) => {
  const { browser, page, board, fetched, list } = await openRecording(t);
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).tobitLoaded), true, 'the first-visit choice is asked');
  await page.locator('#new-game-dialog[open]').waitFor();
  await page.waitForLoadState('networkidle');
  const engine = ['/engine/worker.js', '/tobit_engine.js', '/tobit_engine_bg.wasm'];
  assert.deepEqual(engine.filter((p) => fetched.has(p)), [], `nothing of the engine before the choice (fetched: ${list()})`);
  assert.deepEqual(await board.history(), [], 'the board shows the start position');
  assert.equal((await board.status()).over, false);

  // The computer (the default) with Black: the computer opens, so the engine comes now.
  await page.locator('#new-game-dialog select[name="colour"]').selectOption('black');
  await answerWelcome(page, 'computer');
  await board.waitTurn('black');
  assert.equal((await board.history()).length, 1, 'the computer played the first move');
  assert.ok(engine.every((p) => fetched.has(p)), `the chosen game loaded the engine (fetched: ${list()})`);
  browser.assertClean();
});

test('the dialogs a first visit does not open load when first opened, a press while loading kept', async (t) => {
  const { browser, page, fetched, list } = await openRecording(t);
  await answerWelcome(page, 'friend');
  await page.waitForLoadState('networkidle');
  /** The code and the words of each dialog (a chunk of its own and a part of the catalog). */
  const parts = {
    share: [/^\/chunks\/share-[\w-]+\.js$/, /^\/i18n\/share\.en\.json$/],
    keys: [/^\/chunks\/keys-help-[\w-]+\.js$/, /^\/i18n\/keys\.en\.json$/],
    ending: [/^\/chunks\/ending-[\w-]+\.js$/, /^\/i18n\/ending\.en\.json$/],
  };
  const loaded = (/** @type {keyof typeof parts} */ name) => parts[name].map((re) => [...fetched].some((p) => re.test(p)));
  for (const name of /** @type {const} */ (['share', 'keys', 'ending'])) {
    assert.deepEqual(loaded(name), [false, false], `nothing of ${name} on the first load (fetched: ${list()})`);
  }
  for (const id of ['result', 'share-dialog', 'keys-dialog', 'draw-dialog']) {
    assert.equal(await page.locator(`#${id}`).count(), 0, `#${id} is made when first needed`);
  }

  // Share, pressed twice while its code is held back (a slow network): it opens once, when it comes.
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => { release = () => resolve(undefined); });
  await page.route(/\/chunks\/share-[\w-]+\.js$/, async (route) => { await held; await route.continue(); });
  await page.locator('#share').click();
  await page.locator('#share').click();
  release();
  await page.locator('#share-dialog[open]').waitFor();
  assert.deepEqual(loaded('share'), [true, true], `the Share dialog brought its code and words (fetched: ${list()})`);
  assert.equal(await page.locator('#share-dialog h2').innerText(), 'Share');
  await page.keyboard.press('Escape');
  await page.locator('#share-dialog').waitFor({ state: 'hidden' });

  await page.locator('#show-keys').click();
  await page.locator('#keys-dialog[open]').waitFor();
  assert.deepEqual(loaded('keys'), [true, true], `the list of keys brought its code and words (fetched: ${list()})`);
  assert.equal(await page.locator('#keys-dialog h2').innerText(), 'Keyboard');
  await page.keyboard.press('Escape');

  await page.locator('#resign').click();
  await page.locator('#confirm-dialog[open]').waitFor();
  assert.deepEqual(loaded('ending'), [true, true], `resigning brought the end of a game (fetched: ${list()})`);
  await page.locator('#confirm-yes').click();
  await page.locator('#result:not([hidden])').waitFor();
  assert.equal(await page.locator('#rematch').innerText(), 'Rematch');
  browser.assertClean();
});
