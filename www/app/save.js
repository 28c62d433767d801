// @ts-check
// A game as the panel describes, saves and shares it (SavedGame: who plays whom in the element's
// `mode` words, game/mode.js), and the localStorage keys where releases before the archive kept
// the game in progress in their own words (LegacySave): archive.js moves such a save into the
// archive once (validateLegacySave checks it), then removes the keys.

export const SAVE_KEY = 'tobit.game.v1';
export const SET_ASIDE_KEY = 'tobit.game.unreadable';

const MODES = new Set(['two', 'ai']);
const COLOURS = new Set(['white', 'black']);

/**
 * A game as saved and shared.
 * @typedef {object} SavedGame
 * @property {string | null} fen the start position, null for the standard start
 * @property {string[]} moves
 * @property {import('../game/mode.js').PlayMode} mode who plays whom (the element's `mode`)
 * @property {number} level the computer's level (kept for the next game against two players too)
 * @property {'white'|'black'} orientation
 * @property {boolean} numbers
 * @property {import('../clock/timed-game.js').ClockRecord | null} [clock] a timed game's clock
 */
/**
 * The save of releases before the archive: `mode` two players or the computer, `colour` the
 * person's against it.
 * @typedef {Omit<SavedGame, 'mode'> & {mode: 'two'|'ai', colour: 'white'|'black'}} LegacySave
 */
/** @typedef {{min: number, max: number, default: number}} Levels config().levels */

/**
 * Checks the shape of an earlier release's save; returns it or throws an Error naming the problem.
 * @param {any} data parsed JSON
 * @param {Levels} levels
 * @returns {LegacySave}
 */
export function validateLegacySave(data, levels) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('the save is not an object');
  if (data.fen !== null && typeof data.fen !== 'string') throw new Error('"fen" is not a string');
  if (!Array.isArray(data.moves) || !data.moves.every((/** @type {unknown} */ m) => typeof m === 'string')) {
    throw new Error('"moves" is not a list of moves');
  }
  if (!MODES.has(data.mode)) throw new Error(`unknown mode "${data.mode}"`);
  if (!COLOURS.has(data.colour)) throw new Error(`unknown colour "${data.colour}"`);
  if (!COLOURS.has(data.orientation)) throw new Error(`unknown orientation "${data.orientation}"`);
  if (!Number.isInteger(data.level) || data.level < levels.min || data.level > levels.max) {
    throw new Error(`level "${data.level}" is not ${levels.min}..${levels.max}`);
  }
  if (typeof data.numbers !== 'boolean') throw new Error('"numbers" is not true or false');
  return data;
}
