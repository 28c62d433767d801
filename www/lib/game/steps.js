// @ts-check
// Stepping through a game's positions, the one rule for the app's navigation and the element's
// keys in view mode: first, previous, next, last, over the positions indexed in plies (0 = the
// start), -1 standing for the live game. What the player reads is the rules' move numbers (the
// wasm's numberedMoves(), app/move-nav.js), never these indices.

/** @typedef {'first'|'previous'|'next'|'last'} Step */

/** @type {Readonly<Record<string, Step>>} the keys that step through a game */
export const STEP_KEYS = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' };

/**
 * The position a step leads to from `shownPly` in a game of `total` plies: a ply 0..total-1
 * for an earlier position, -1 for the live game, or null when the step goes nowhere.
 * @param {Step} step
 * @param {number} shownPly -1 for the live game
 * @param {number} total
 * @returns {number | null}
 */
export function stepTarget(step, shownPly, total) {
  const current = shownPly < 0 ? total : shownPly;
  const target = { first: 0, previous: current - 1, next: current + 1, last: total }[step];
  if (target < 0 || target > total || target === current) return null;
  return target === total ? -1 : target;
}
