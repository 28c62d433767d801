// @ts-check
// Module worker of the engine pool (engine.js): runs one search or query at a time
// with the page's own wasm module. Messages: {id, op, args} in, {id, ok, result|error} out.
// @ts-expect-error: the wasm-bindgen module is built next to this file (typed by dist/tobit.d.ts)
import init, * as tobit from './tobit.js';

const OPS = new Set(['bestMove', 'isDeadDraw']);
const ready = init();

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    await ready;
    if (!OPS.has(op) || typeof /** @type {any} */ (tobit)[op] !== 'function') {
      throw new Error(`engine worker: unknown operation "${op}"`);
    }
    self.postMessage({ id, ok: true, result: /** @type {any} */ (tobit)[op](...args) });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
