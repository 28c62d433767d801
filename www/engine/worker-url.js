// The URL of the engine worker script. The single-file edition (scripts/single-file.mjs)
// replaces this module at bundle time by one that returns a data: URL of the bundled worker.

/** @returns {URL | string} where the engine pool (pool.js) starts its workers from */
export function engineWorkerUrl() {
  return new URL('./worker.js', import.meta.url);
}
