// Measures the endgame tables in the browser (not a test, nothing asserted; run by hand:
// `node e2e/measure-egtb.mjs` after `make dist`). For each ending: a game that has just reached
// five pieces asks its engine worker for the tables (cold: empty cache), then the first move
// with four pieces; reports the time until the tables are loaded, the time to the first
// perfect move, the bytes fetched, then the same with the tables in the Cache API (a later
// game, or offline), and how fast wasm builds a table itself (the fallback).
import { serve } from './serve.mjs';
import { launch } from './browser.mjs';
import { boardReady } from './board.mjs';

const ENDINGS = [
  { five: 'W:WK1,K2,K3:BK37,K38', four: 'W:WK1,K2,K3:BK38' },
  { five: 'W:WK1,K2,9:BK38,30', four: 'W:WK4,K14:BK20,22' },
  { five: 'W:W7,8,9:B30,31', four: 'W:W7,8,9:B30' },
];

async function measure(page) {
  return page.evaluate(async ({ five, four }) => {
    const url = './engine.js'; // the build's www/engine.js
    const engine = /** @type {typeof import('../www/engine.js')} */ (await import(url));
    const t0 = performance.now();
    const stats = await engine.egtbReady(five, []);
    const t1 = performance.now();
    const move = await engine.bestMove(four, [], { level: 5 });
    const t2 = performance.now();
    return { readyMs: t1 - t0, firstMoveMs: t2 - t0, moveMs: t2 - t1, score: move.scoreText, stats };
  }, ENDING);
}

let ENDING;
async function main() {
  const cleanups = [];
  const t = /** @type {import('node:test').TestContext} */ (/** @type {unknown} */ ({ after: (fn) => cleanups.push(fn) }));
  const srv = await serve();
  cleanups.push(() => srv.close());
  try {
    for (const ending of ENDINGS) {
      ENDING = ending;
      const browser = await launch(t);
      const { page } = browser;
      await page.goto(`${srv.url}embed.html?mode=play`);
      await boardReady(page);
      const before = srv.requests.length;
      const cold = await measure(page);
      const fetched = srv.requests.slice(before).filter((r) => r.path.includes('/egtb/'));
      const bytes = fetched.reduce((a, r) => a + r.bytes, 0);
      await page.reload();
      await boardReady(page);
      const warm = await measure(page);
      console.log(`${ending.five}: cold ${cold.readyMs.toFixed(0)} ms to tables, `
        + `${cold.firstMoveMs.toFixed(0)} ms to the first perfect move (${cold.score}), `
        + `${fetched.length} files ${(bytes / 1024).toFixed(0)} KiB fetched; `
        + `cached ${warm.readyMs.toFixed(0)} ms to tables, ${warm.firstMoveMs.toFixed(0)} ms to the move`);
    }
    ENDING = ENDINGS[0];
    const browser = await launch(t);
    const { page } = browser;
    await page.goto(`${srv.url}embed.html?mode=play`);
    await boardReady(page);
    const build = await page.evaluate(async () => {
      const url = './tobit-wasm.js'; // the build's www/tobit-wasm.js
      const wasm = /** @type {typeof import('../www/tobit-wasm.js')} */ (await import(url));
      const engine = await wasm.loadEngine();
      const out = {};
      for (const name of ['KKvK', 'KKKvK', 'KKvKH']) {
        const t0 = performance.now();
        engine.egtbBuild(name);
        out[name] = performance.now() - t0;
      }
      return out;
    });
    console.log(`wasm builds (main thread, each with what it needs that is not built yet): ${
      Object.entries(build).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(', ')}`);
  } finally {
    for (const fn of cleanups.reverse()) await fn();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
