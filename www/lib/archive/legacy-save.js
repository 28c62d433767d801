// @ts-check
// The game that releases before the archive kept in localStorage (save.js's keys), in their own
// words (LegacySave), moved into the archive once: loaded by archive.js only when such a save
// is there.

import { SAVE_KEY, SET_ASIDE_KEY } from './save.js';
import { DAMAGED, GAMES } from './stores.js';
import { settled } from '../database.js';
import { newSeed } from './record.js';
import { textHash } from './text-hash.js';
import { modeFor } from '../game/mode.js';
import { readText, removeKeys } from '../storage.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('./archive.js').Archive} Archive */
/** @typedef {import('./save.js').Levels} Levels */
/** @typedef {import('./save.js').OldStorage} OldStorage */
/**
 * The save of releases before the archive: `mode` two players or the computer, `colour` the
 * person's against it.
 * @typedef {Omit<import('./save.js').SavedGame, 'mode'> & {mode: 'two'|'ai', colour: 'white'|'black'}} LegacySave
 */

const MODES = new Set(['two', 'ai']);
const COLOURS = new Set(['white', 'black']);

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

/**
 * Moves the game saved in localStorage by earlier releases (and a save they had set aside)
 * into `archive`, then removes the keys. The migrated game's id comes from its text, so two
 * tabs migrating at once write the same record. An unreadable save goes to the damaged store.
 * Storage failures leave the keys in place for the next open.
 * @param {Archive} archive
 * @param {OldStorage} storage
 * @param {Levels} levels config().levels, the range a saved level must be in
 * @returns {Promise<GameRecord | null>} the migrated game, if any
 */
export async function migrate(archive, storage, levels) {
  const text = readText(SAVE_KEY, storage); // storage disabled: nothing was saved there
  const unreadable = readText(SET_ASIDE_KEY, storage);
  if (text === null && unreadable === null) return null;
  /** @type {GameRecord | null} */
  let game = null;
  let problem = '';
  if (text !== null) {
    try {
      const save = validateLegacySave(JSON.parse(text), levels);
      const time = archive.now();
      game = {
        id: `saved-${textHash(text)}`, // the same in every tab
        created: time,
        updated: time,
        ...(save.mode === 'ai' ? { mode: modeFor(save.colour), level: save.level } : { mode: 'play' }),
        result: null,
        fen: save.fen,
        moves: save.moves,
        seed: newSeed(),
        view: { orientation: save.orientation, numbers: save.numbers },
      };
    } catch (error) {
      problem = /** @type {Error} */ (error).message;
    }
  }
  await archive.run([GAMES, DAMAGED], 'readwrite', async (tx) => {
    if (unreadable !== null) await archive.setAside(tx, SET_ASIDE_KEY, unreadable, 'set aside by an earlier release');
    if (game) await settled(tx.objectStore(GAMES).put(game));
    else if (text !== null) await archive.setAside(tx, SAVE_KEY, text, problem);
  });
  removeKeys([SAVE_KEY, SET_ASIDE_KEY], storage); // refused: the same text migrates to the same id next time
  return game;
}
