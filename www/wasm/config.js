// @ts-check
// The page module's `config()`: the one source of the defaults and limits
// JS needs (levels, animation, board options, theme colour names, aspect ratio, search limits).
// JS reads them here instead of retyping them.
import { loadTobit } from './loader.js';

/**
 * @typedef {object} Range
 * @property {number} min
 * @property {number} max
 * @property {number} default
 */
/**
 * @typedef {object} SearchLimits the largest search an embedder may ask for
 * @property {number} maxDepth
 * @property {number} maxNodes
 * @property {number} maxMovetimeMs
 */
/**
 * @typedef {object} TobitConfig what `config()` of the page module returns
 * @property {Range} levels the AI levels and the default one
 * @property {Range} animationMs the move animation's duration
 * @property {number} aspectRatio the board's width / height
 * @property {Record<string, unknown>} boardOptions the defaults of Board.setOptions, keyed by option name
 * @property {string[]} colorNames the theme colours accepted by setOptions({colors})
 * @property {SearchLimits} searchLimits
 */

/** @type {TobitConfig | null} */
let loaded = null;

/**
 * Loads the wasm page module (once per page) and reads its `config()`.
 * @returns {Promise<TobitConfig>}
 */
export async function loadConfig() {
  const tobit = await loadTobit();
  loaded ??= /** @type {TobitConfig} */ (tobit.config());
  return loaded;
}

/**
 * The configuration, once `loadConfig()` (or `loadTobit()` followed by it) has resolved.
 * @returns {TobitConfig | null} null before the wasm module is loaded
 */
export function config() {
  return loaded;
}
