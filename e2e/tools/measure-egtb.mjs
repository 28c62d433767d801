// Measures the endgame tables in the browser (not a test, nothing asserted; run by hand:
// `node e2e/tools/measure-egtb.mjs` after `make dist`). Everything goes through engine/pool.js in the
// AI opponent's lane (one worker, as in a game against the computer), on a fresh browser
// profile (cold: empty Cache API) and then after a reload (cached: a new worker, files in the
// Cache API). Times count from the first request, so they include starting the worker and its
// wasm.
// 1. A game set up directly at five pieces (the worst case): the computer's reply there (it does
//    not wait for tables), then its move in a four-piece position of a class the game can reach
//    (it waits for the classes that move needs: the first perfect move), then every table the
//    five-piece game can reach loaded (egtbReady: perfect play wherever the game goes).
// 2. A played game: from ten pieces the computer (level 5) plays White against a defender that
//    answers at once (the first legal move: no thinking time, the worst case for loading, which
//    runs between searches); the worker starts loading at eight pieces. Reports how long after
//    the game first reaches five pieces every table it can reach is loaded (0: already), and the
//    first move with four pieces or fewer.
// Then how fast wasm builds a table itself (egtbBuild, for an embedder without the files).
// `node e2e/tools/measure-egtb.mjs set-up|played|build` runs one part.
import { serve } from '../support/serve.mjs';
import { closeBrowser, launch } from '../support/browser.mjs';
import { boardReady } from '../support/board.mjs';

const ENDINGS = [
  { five: 'W:WK1,K2,K3:BK37,K38', four: 'W:WK1,K2,K3:BK38' },
  { five: 'W:WK1,K2,9:BK38,30', four: 'W:WK4,K14:BK20,22' },
  { five: 'W:W7,8,9:B30,31', four: 'W:W7,8,9:B30' },
];
const PLAYED = 'W:W7,8,9,10,11:B28,29,30,31,32';

/** @param {import('playwright-core').Page} page */
function setUp(page, ending) {
  return page.evaluate(async ({ five, four }) => {
    const url = './engine/pool.js'; // the build's www/engine/pool.js
    const engine = /** @type {typeof import('../../www/engine/pool.js')} */ (await import(url));
    /** @type {{lane: 'opponent'}} */
    const lane = { lane: 'opponent' };
    const t0 = performance.now();
    await engine.bestMove(five, [], { level: 5 }, lane);
    const t1 = performance.now();
    const move = await engine.bestMove(four, [], { level: 5 }, lane);
    const t2 = performance.now();
    const stats = await engine.egtbReady(five, [], lane);
    const t3 = performance.now();
    // A move from the tables comes from no search (depth 0, no node).
    const exact = move.depth === 0 && move.nodes === 0;
    return { fiveMs: t1 - t0, firstMs: t2 - t0, allMs: t3 - t0, exact, score: move.scoreText, stats };
  }, ending);
}

/** @param {import('playwright-core').Page} page */
function played(page) {
  return page.evaluate(async (start) => {
    const engineUrl = './engine/pool.js';
    const wasmUrl = './wasm/loader.js';
    const engine = /** @type {typeof import('../../www/engine/pool.js')} */ (await import(engineUrl));
    const wasm = /** @type {typeof import('../../www/wasm/loader.js')} */ (await import(wasmUrl));
    const { Game } = await wasm.loadTobit();
    const game = new Game(start);
    /** @type {{lane: 'opponent'}} */
    const lane = { lane: 'opponent' };
    const pieces = () => game.fen().split(':').slice(1).reduce(
      (n, side) => n + side.slice(1).split(',').filter(Boolean).length, 0);
    const moves = [];
    const t0 = performance.now();
    let t5 = null;
    let readyAt = null;
    let stats = null;
    let first = null;
    let searchMs = 0;
    while (!game.status().over && moves.length < 300) {
      const n = pieces();
      if (n <= 5 && t5 === null) {
        t5 = performance.now();
        stats = await engine.egtbReady(start, moves, lane);
        readyAt = performance.now();
      }
      let notation;
      if (game.status().sideToMove === 'white') {
        const s = performance.now();
        const r = await engine.bestMove(start, moves, { level: 5 }, lane);
        searchMs = Math.max(searchMs, performance.now() - s);
        notation = r.move;
        if (n <= 4 && first === null) {
          first = { ply: moves.length, pieces: n, ms: performance.now() - s, exact: r.depth === 0 && r.nodes === 0 };
        }
      } else {
        notation = game.legalMoves()[0].notation;
      }
      game.play(notation);
      moves.push(notation);
    }
    return {
      plies: moves.length,
      result: game.status().outcome?.score ?? '*',
      fiveAtMs: t5 === null ? null : t5 - t0,
      waitMs: t5 === null ? null : readyAt - t5,
      longestSearchMs: searchMs,
      first,
      stats,
    };
  }, PLAYED);
}

/** @param {{path: string, bytes: number}[]} requests */
function tables(requests) {
  const fetched = requests.filter((r) => r.path.includes('/egtb/'));
  return `${fetched.length} files ${(fetched.reduce((a, r) => a + r.bytes, 0) / 1024).toFixed(0)} KiB`;
}

async function main() {
  const part = process.argv[2];
  const cleanups = [];
  const t = /** @type {import('node:test').TestContext} */ (/** @type {unknown} */ ({ after: (fn) => cleanups.push(fn) }));
  const srv = await serve();
  cleanups.push(() => srv.close(), closeBrowser);
  const ms = (x) => `${x.toFixed(0)} ms`;
  const open = async () => {
    const { page } = await launch(t);
    await page.goto(`${srv.url}embed.html?mode=play`);
    await boardReady(page);
    return page;
  };
  try {
    if (!part || part === 'set-up') {
      for (const ending of ENDINGS) {
        const page = await open();
        let before = srv.requests.length;
        const cold = await setUp(page, ending);
        const coldFetched = tables(srv.requests.slice(before));
        await page.reload();
        await boardReady(page);
        before = srv.requests.length;
        const warm = await setUp(page, ending);
        console.log(`set up at ${ending.five}: cold: reply at five ${ms(cold.fiveMs)}, first perfect move `
          + `${ms(cold.firstMs)} (${cold.exact ? 'tables' : 'SEARCH'}, ${cold.score}), all tables loaded `
          + `${ms(cold.allMs)}, ${coldFetched} fetched (${cold.stats.loaded} loaded); cached: `
          + `${ms(warm.fiveMs)}, ${ms(warm.firstMs)} (${warm.exact ? 'tables' : 'SEARCH'}), `
          + `${ms(warm.allMs)}, ${tables(srv.requests.slice(before))} fetched`);
      }
    }
    if (!part || part === 'played') {
      const page = await open();
      const before = srv.requests.length;
      const r = await played(page);
      console.log(`played from ${PLAYED}: ${r.plies} plies (${r.result}); five pieces after `
        + `${r.fiveAtMs === null ? '-' : ms(r.fiveAtMs)}, then every reachable table loaded after `
        + `${r.waitMs === null ? '-' : ms(r.waitMs)} more; first move with ${r.first?.pieces ?? '-'} pieces `
        + `(ply ${r.first?.ply ?? '-'}) ${r.first ? ms(r.first.ms) : '-'} `
        + `(${r.first?.exact ? 'tables' : 'SEARCH'}); longest search ${ms(r.longestSearchMs)}; `
        + `${tables(srv.requests.slice(before))} fetched (${r.stats?.loaded ?? 0} loaded)`);
    }
    if (!part || part === 'build') {
      const page = await open();
      const build = await page.evaluate(async () => {
        const url = './wasm/loader.js'; // the build's www/wasm/loader.js
        const wasm = /** @type {typeof import('../../www/wasm/loader.js')} */ (await import(url));
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
        Object.entries(build).map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`);
    }
  } finally {
    for (const fn of cleanups.reverse()) await fn();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
