// @ts-check
// Module worker of the engine pool (pool.js): runs one search or query at a time with the
// engine wasm module (tobit_engine.js). Messages: {id, op, args} in, {id, ok, result|error} out,
// {id, progress} as an analysis or a review goes on, and {refused} when an endgame table file
// is refused.
import { loadEngine } from '../wasm/loader.js';
import * as tables from './egtb-loader.js';
import { runOperation } from './operations.js';

// A load that failed (the network, a damaged file) is tried again with the next request, so a
// request made after the failure (a review run again) finds a working engine.
let ready = loadEngine();
// A refused endgame table file is told to the page ({refused}: the pool reports it once).
tables.onRefused((message) => self.postMessage({ refused: message }));

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    // An engine that failed to load is loaded again by the next request.
    const engine = await ready.catch(() => (ready = loadEngine()));
    const result = await runOperation(op, engine, tables, args, (progress) => { self.postMessage({ id, progress }); });
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
