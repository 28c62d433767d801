// @ts-check
// Module worker of the engine pool (engine.js): runs one search or query at a time with the
// engine wasm module (tobit_engine.js). Messages: {id, op, args} in, {id, ok, result|error} out.
import { loadEngine } from './tobit-wasm.js';

const OPS = new Set(['bestMove', 'isDeadDraw']);
const ready = loadEngine();

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    const engine = await ready;
    if (!OPS.has(op) || typeof engine[op] !== 'function') {
      throw new Error(`engine worker: unknown operation "${op}"`);
    }
    self.postMessage({ id, ok: true, result: engine[op](...args) });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
