// @ts-check
// The engine's best move asked by an embedder (the element's `bestMove`), within the limits of
// config().searchMaxima: loaded with the first request, since a game itself never asks.
import { config } from '../../wasm/config.js';
import { bestMove } from '../../engine/pool.js';

/** @typedef {import('../../engine/pool.js').SearchOptions} SearchOptions */
/** @typedef {import('../../engine/pool.js').SearchResult} SearchResult */

/**
 * Checks an embedder's search options against config().searchMaxima.
 * @param {SearchOptions} options
 * @throws {RangeError} naming the option and its bound
 */
function checkSearchMaxima(options) {
  const limits = config()?.searchMaxima;
  if (!limits || options === null || typeof options !== 'object') return; // the engine checks the rest
  const bounds = { depth: limits.maxDepth, nodes: limits.maxNodes, movetimeMs: limits.maxMovetimeMs };
  for (const [name, max] of Object.entries(bounds)) {
    const value = /** @type {Record<string, unknown>} */ (options)[name];
    if (typeof value === 'number' && value > max) {
      throw new RangeError(`options.${name}: ${value} is above the limit ${max} (config().searchMaxima)`);
    }
  }
}

/**
 * The best move of the position after `moves` from `fen`, searched in the shared engine slots
 * (never in the AI opponent's own); options above config().searchMaxima are refused.
 * @param {string} fen
 * @param {string[]} moves
 * @param {SearchOptions} options
 * @param {import('../../engine/pool.js').Control} control
 * @returns {Promise<SearchResult>}
 * @throws {RangeError} naming an option above its limit
 */
export function embedderBestMove(fen, moves, options, control) {
  checkSearchMaxima(options);
  return bestMove(fen, moves, options, control);
}
