// @ts-check
// The page module's `config()`: the one source of the defaults and limits
// JS needs (levels, animation, board options, theme colour names, aspect ratio, search limits).
// JS reads them here instead of retyping them.
import { loadTobit } from './loader.js';

/** @typedef {import('../tobit.js').TobitConfig} TobitConfig what `config()` returns (declared by Rust) */
/** @typedef {import('../tobit.js').Range} Range a range of numbers with its default */

/** @type {TobitConfig | null} */
let loaded = null;

/**
 * Loads the wasm page module (once per page) and reads its `config()`.
 * @returns {Promise<TobitConfig>}
 */
export async function loadConfig() {
  const tobit = await loadTobit();
  loaded ??= tobit.config();
  return loaded;
}

/**
 * The configuration, once `loadConfig()` (or `loadTobit()` followed by it) has resolved.
 * @returns {TobitConfig | null} null before the wasm module is loaded
 */
export function config() {
  return loaded;
}
