// @ts-check
// Module worker of the engine pool (pool.js): runs one search or query at a time with the
// engine wasm module (tobit_engine.js). Messages: {id, op, args} in, {id, ok, result|error} out,
// {id, progress} as an analysis or a review goes on, and {refused} when an endgame table file
// is refused.
import { loadEngine } from '../wasm/loader.js';
import { beforeSearch, onRefused, prefetch, stats } from './egtb-loader.js';

/** @typedef {import('../wasm/loader.js').EngineModule} Engine */
/** @typedef {[fen: string, moves?: string[], options?: import('../tobit_engine.js').SearchOptions & import('../tobit_engine.js').AnalysisOptions]} Args what a message carries (the wasm checks it) */

// A load that failed (the network, a damaged file) is tried again with the next request, so a
// request made after the failure (a review run again) finds a working engine.
let ready = loadEngine();
// A refused endgame table file is told to the page ({refused}: the pool reports it once).
onRefused((message) => self.postMessage({ refused: message }));

/**
 * Each operation a message may ask for: the engine module's exports (`analyse` and
 * `reviewGame` report their progress as they go), and `egtbReady`, which
 * resolves once every table the game (fen, moves) can need is loaded, with the bytes this
 * worker fetched for them.
 * @type {Record<string, (engine: Engine, args: Args, id: number) => unknown>}
 */
const OPS = {
  bestMove: (engine, [fen, moves, options]) => engine.bestMove(fen, moves, options),
  isDeadDraw: (engine, [fen, moves]) => engine.isDeadDraw(fen, moves),
  egtbProbe: (engine, [fen]) => engine.egtbProbe(fen) ?? null, // the pool's contract: null
  analyse: (engine, [fen, moves, options], id) =>
    engine.analyse(fen, moves, options, (info) => { self.postMessage({ id, progress: info }); }),
  reviewGame: async (engine, [fen, moves = [], options], id) => {
    // Every position of the game with four pieces or fewer is graded by the tables: the classes
    // of each are loaded first (the end's alone would miss those the game passed through).
    for (let ply = 0; ply < moves.length; ply += 1) await beforeSearch(engine, fen, moves.slice(0, ply));
    return engine.reviewGame(fen, moves, options, (done, total) => { self.postMessage({ id, progress: [done, total] }); });
  },
  egtbReady: async (engine, [fen, moves]) => {
    await prefetch(engine, fen, moves);
    return { ...stats };
  },
};

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    const engine = await ready.catch(() => (ready = loadEngine()));
    if (!Object.hasOwn(OPS, op)) throw new Error(`engine worker: unknown operation "${op}"`);
    // A game near its end starts loading its endgame tables; with four pieces or fewer the
    // tables decide, so the worker waits for the classes this move needs, and only those (the
    // board never waits: it is another thread).
    if (op !== 'egtbProbe' && op !== 'egtbReady') await beforeSearch(engine, args[0], args[1]);
    const result = await OPS[op](engine, args, id);
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
