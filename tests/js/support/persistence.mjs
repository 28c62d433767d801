// @ts-check
// The app's saving (www/app/archive/persistence.js) on a stand-in for the app, for the unit
// tests: its panel describes the game the test holds, its board's game is never over, and it
// has no problem dialog.
import { Persistence } from '../../../www/app/archive/persistence.js';

/** The levels the archive checks its records against (the page module's `config()`). */
export const LEVELS = { min: 1, max: 8, default: 3 };

/**
 * A game as the app's panel describes it: `moves` from the start, White at the bottom.
 * @param {string[]} moves
 * @param {'play' | 'ai-white' | 'ai-black'} mode
 */
export function described(moves, mode) {
  return { fen: null, moves, mode, level: 3, orientation: /** @type {const} */ ('white'), numbers: true, clock: null };
}

/**
 * A `Persistence` whose panel describes `game()` each time it is asked.
 * @param {() => ReturnType<typeof described>} game
 */
export function persistenceOf(game) {
  const none = { addEventListener() {} };
  return new Persistence(/** @type {any} */ ({
    board: { ...none, status: () => ({ over: false, outcome: null }) }, panel: { snapshot: game, loading: false },
    language: { translator: null }, problem: {}, problemText: {}, problemExport: none,
  }));
}
