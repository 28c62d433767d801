// @ts-check
// The one place that loads Tobit's WebAssembly module. Every board on a page shares it.
// The wasm-bindgen output (`tobit.js` + `tobit_bg.wasm`) sits next to this file.

/** @type {Promise<any> | undefined} */
let loading;

/**
 * Loads and initialises the wasm module once per page; later calls return the same promise
 * (after a failure, the next call tries again).
 * @returns {Promise<any>} the module namespace of `tobit.js` (`Board`, `Game`, `config`, ...), typed
 *   by the build's dist/tobit.d.ts
 */
export function loadTobit() {
  loading ??= (async () => {
    const module = await import(new URL('./tobit.js', import.meta.url).href);
    await module.default();
    return module;
  })().catch((error) => {
    loading = undefined; // a later board may try again (the network may be back)
    throw error;
  });
  return loading;
}
