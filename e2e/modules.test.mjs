// The wasm modules: the first page load fetches the page module only (rules and board);
// the engine module is fetched when the AI is needed, the study module only by the screens of
// the analysis board, the diagrams and timed games (not by the New game dialog's time controls
// until a clock is chosen). The board's own code a game between two people does not run comes
// when it is first needed: the AI opponent with a game against the computer, the arrows' input
// with the first right press (not when the pointer or the focus comes to the board), the sounds
// once they are on. (The service worker precaches them; its own requests are not the page's.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server, chooseAi, answerWelcome } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

test('the page module alone draws the board; the engine module comes with the AI', async (t) => {
  const srv = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  const fetched = new Set();
  page.on('request', (r) => fetched.add(new URL(r.url()).pathname));
  // A game between two people on this device (here from a shared link) needs no engine; a game
  // against the computer warms the engine up once the board is drawn.
  await page.goto(`${srv.url}?moves=9-16&mode=play`);
  const board = await boardReady(page);
  await page.waitForLoadState('networkidle');
  const list = () => [...fetched].join(' ');
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
  const srv = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  const fetched = new Set();
  page.on('request', (r) => fetched.add(new URL(r.url()).pathname));
  await page.goto(srv.url);
  const board = await boardReady(page);
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).tobitLoaded), true, 'the first-visit choice is asked');
  await page.locator('#new-game-dialog[open]').waitFor();
  await page.waitForLoadState('networkidle');
  const list = () => [...fetched].join(' ');
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
