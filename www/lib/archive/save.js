// @ts-check
// A game as the panel describes, saves and shares it (SavedGame: who plays whom in the element's
// `mode` words, lib/game/mode.js), and the localStorage keys where releases before the archive kept
// the game in progress: when the archive opens and finds one (hasLegacySave), it moves the save
// in (legacy-save.js reads it in its own words), then removes the keys.

import { readText } from '../storage.js';

export const SAVE_KEY = 'tobit.game.v1';
export const SET_ASIDE_KEY = 'tobit.game.unreadable';

/**
 * A timed game's clock as stored with the game (archive record's `clock`): the wasm Clock's
 * saved state and the `[%clock]` value after each move (null where not known).
 * @typedef {{saved: import('../../tobit_study.js').SavedClock, stamps: (string | null)[]}} ClockRecord
 */

/**
 * A game as saved and shared.
 * @typedef {object} SavedGame
 * @property {string | null} fen the start position, null for the standard start
 * @property {string[]} moves
 * @property {import('../game/mode.js').PlayMode} mode who plays whom (the element's `mode`)
 * @property {number} level the computer's level (kept for the next game against two players too)
 * @property {'white'|'black'} orientation
 * @property {boolean} numbers
 * @property {ClockRecord | null} [clock] a timed game's clock
 * @property {{white: string, black: string} | null} [names] an imported game's players (empty: not named)
 */
/** @typedef {{min: number, max: number, default: number}} Levels config().levels */
/** @typedef {Pick<Storage, 'getItem' | 'removeItem'>} OldStorage where earlier releases saved */

/**
 * Whether `storage` holds a save of an earlier release (or one it had set aside); false when
 * the storage cannot be read (nothing was saved there then).
 * @param {OldStorage} storage
 */
export function hasLegacySave(storage) {
  return readText(SAVE_KEY, storage) !== null || readText(SET_ASIDE_KEY, storage) !== null;
}
