// @ts-check
// The game in progress, kept in localStorage so a reload continues it.
// A save that cannot be read is set aside under another key (never lost, never fatal).

export const SAVE_KEY = 'tobit.game.v1';
export const SET_ASIDE_KEY = 'tobit.game.unreadable';

const MODES = new Set(['two', 'ai']);
const COLOURS = new Set(['white', 'black']);

/**
 * A game as saved and shared.
 * @typedef {object} SavedGame
 * @property {string | null} fen the start position, null for the standard start
 * @property {string[]} moves
 * @property {'two'|'ai'} mode
 * @property {'white'|'black'} colour the person's colour against the computer
 * @property {number} level
 * @property {'white'|'black'} orientation
 * @property {boolean} numbers
 */
/** @typedef {{min: number, max: number, default: number}} Levels config().levels */

/**
 * Checks the shape of a saved game; returns the game or throws an Error naming the problem.
 * @param {any} data parsed JSON
 * @param {Levels} levels
 * @returns {SavedGame}
 */
export function validateSave(data, levels) {
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

/**
 * Reads the saved game. Returns `{game}` (game null when there is none) or, when the save
 * cannot be read, sets it aside and returns `{game: null, problem}`.
 * @param {Levels} levels
 * @param {Pick<Storage, 'getItem'|'setItem'|'removeItem'>} [storage]
 * @returns {{game: SavedGame | null, problem?: string}}
 */
export function loadSave(levels, storage = globalThis.localStorage) {
  let text;
  try {
    text = storage.getItem(SAVE_KEY);
  } catch {
    return { game: null }; // storage disabled: play without saving
  }
  if (text === null) return { game: null };
  try {
    return { game: validateSave(JSON.parse(text), levels) };
  } catch (err) {
    setAside(storage, text);
    return { game: null, problem: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Moves an unreadable save out of the way so it is kept but no longer loaded.
 * @param {Pick<Storage, 'getItem'|'setItem'|'removeItem'>} storage
 * @param {string} text
 */
export function setAside(storage, text) {
  try {
    storage.setItem(SET_ASIDE_KEY, text);
    storage.removeItem(SAVE_KEY);
  } catch {
    // storage full or disabled: nothing more can be done, the fresh game still starts
  }
}

/**
 * Writes the game; a full or disabled storage only loses the save, never the game.
 * @param {SavedGame} game
 * @param {Pick<Storage, 'getItem'|'setItem'|'removeItem'>} [storage]
 * @returns {boolean} whether it was written
 */
export function writeSave(game, storage = globalThis.localStorage) {
  try {
    storage.setItem(SAVE_KEY, JSON.stringify(game));
    return true;
  } catch {
    return false;
  }
}
