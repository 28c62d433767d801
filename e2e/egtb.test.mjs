// Perfect endgames in the browser: the engine worker loads the endgame tables, and the computer
// wins a won ending in exactly the tables' distance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

// Two tobits against a tobit and a hul, White to move: a win in 15 plies (tobit egtb probe).
const WON = 'W:WK4,K14:BK20,22';
const WIN_PLIES = 15;

test('the computer converts a won ending within the tables\' distance, against any defence', { timeout: 120000 }, async (t) => {
  const app = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  const query = new URLSearchParams({ fen: WON, mode: 'ai-white', level: '5', animation: '0' });
  await page.goto(`${app.url}embed.html?${query}`);
  const board = await boardReady(page);
  for (;;) {
    const st = await board.waitTurn('black', 60000);
    if (st.over) break;
    // The defence: the last legal move in the engine's order (no help from the tables).
    const moves = await board.legalMoves();
    await board.enter(moves.at(-1).notation, 'click');
  }
  const [over] = await board.waitEvents('gameover', 1);
  assert.equal(over.detail.winner, 'white');
  const plies = (await board.history()).length;
  assert.ok(plies <= WIN_PLIES, `the win took ${plies} plies`);
  const tables = app.requests.filter((r) => r.path.includes('/egtb/'));
  assert.ok(tables.length > 0, 'the worker fetched table files');
  browser.assertClean();
});

test('egtbProbe gives the exact value once the tables are loaded', { timeout: 120000 }, async (t) => {
  const app = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  await page.goto(`${app.url}embed.html?mode=play`);
  await boardReady(page);
  const result = await page.evaluate(async (fen) => {
    const url = './engine/pool.js'; // the build's www/engine/pool.js
    const engine = /** @type {typeof import('../www/engine/pool.js')} */ (await import(url));
    const before = await engine.egtbProbe(fen);
    await engine.egtbReady(fen, []);
    return { before, after: await engine.egtbProbe(fen) };
  }, WON);
  assert.deepEqual(result, { before: null, after: { result: 'win', plies: WIN_PLIES } });
  browser.assertClean();
});
