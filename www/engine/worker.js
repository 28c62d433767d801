// @ts-check
// Module worker of the engine pool (pool.js): runs one search or query at a time with the
// engine wasm module (tobit_engine.js). Messages: {id, op, args} in, {id, ok, result|error} out.
import { loadEngine } from '../wasm/loader.js';
import { beforeSearch, prefetch, stats } from './egtb-loader.js';

const OPS = new Set(['bestMove', 'isDeadDraw', 'egtbProbe', 'egtbReady']);
const ready = loadEngine();

/**
 * Operations of the worker itself rather than of the wasm module.
 * @type {Record<string, (engine: any, ...args: any[]) => Promise<unknown>>}
 */
const extra = {
  // Resolves once every table the game (fen, moves) can need is loaded, with the bytes this
  // worker fetched for them.
  egtbReady: async (engine, fen, moves) => {
    await prefetch(engine, fen, moves);
    return { ...stats };
  },
};

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    const engine = await ready;
    const own = Object.hasOwn(extra, op);
    if (!OPS.has(op) || typeof (own ? extra[op] : engine[op]) !== 'function') {
      throw new Error(`engine worker: unknown operation "${op}"`);
    }
    // A game near its end starts loading its endgame tables; with four pieces or fewer the
    // tables decide, so the worker waits for the classes this move needs, and only those (the
    // board never waits: it is another thread).
    if (op === 'bestMove' || op === 'isDeadDraw') await beforeSearch(engine, args[0], args[1]);
    const result = own ? await extra[op](engine, ...args) : engine[op](...args);
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
