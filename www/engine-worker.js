// Module worker of the engine pool (engine.js): runs one search or query at a time
// with the page's own wasm module. Messages: {id, op, args} in, {id, ok, result|error} out.
import init, * as tobit from './tobit.js';
import { prefetch, stats } from './egtb-loader.js';

const OPS = new Set(['bestMove', 'isDeadDraw', 'egtbProbe', 'egtbReady']);
const ready = init();

// Extra operation: resolves once every table the game (fen, moves) can need is loaded, with the
// bytes this worker fetched for them.
const extra = {
  egtbReady: async (fen, moves) => {
    await prefetch(tobit, fen, moves);
    return { ...stats };
  },
};

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    await ready;
    const run = extra[op] ?? tobit[op];
    if (!OPS.has(op) || typeof run !== 'function') {
      throw new Error(`engine worker: unknown operation "${op}"`);
    }
    // A game near its end starts loading its endgame tables; with four pieces or fewer the
    // tables decide, so the worker waits for them (the board never waits: it is another thread).
    if (op === 'bestMove' || op === 'isDeadDraw') {
      const loaded = prefetch(tobit, args[0], args[1]);
      if (tobit.egtbCovers(args[0], args[1])) await loaded.catch(() => {});
      else loaded.catch(() => {});
    }
    self.postMessage({ id, ok: true, result: await run(...args) });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
