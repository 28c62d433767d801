// Where the wasm bytes come from. In the normal build nowhere: wasm-bindgen's glue fetches the
// .wasm file next to it. The single-file edition (scripts/single-file.mjs) replaces this module
// at bundle time by one that returns the bytes inlined in the file.

/** @returns {Uint8Array | undefined} the page module's wasm, when inlined */
export function pageWasm() {
  return undefined;
}

/** @returns {Uint8Array | undefined} the engine module's wasm, when inlined */
export function engineWasm() {
  return undefined;
}

/** @returns {Uint8Array | undefined} the study module's wasm, when inlined */
export function studyWasm() {
  return undefined;
}
