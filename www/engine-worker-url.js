// The URL of the engine worker script. The single-file edition (scripts/single-file.mjs)
// replaces this module at bundle time by one that returns a data: URL of the bundled worker.

/** @returns {URL | string} where engine.js starts its workers from */
export function engineWorkerUrl() {
  return new URL('./engine-worker.js', import.meta.url);
}
