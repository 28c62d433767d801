// @ts-check
// The journal of the games not yet stored: a tab writes its game to localStorage in the very
// task of each change, because the IndexedDB write of a tab closed a few milliseconds later may
// never commit; the entry is forgotten once the archive holds the game, and the next page that
// opens the archive stores what is left (unsaved-store.js, loaded only then). One key a game,
// so that two tabs never write the same key.

import { deviceStorage, readText, removeKeys, writeText } from '../storage.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>} JournalStorage */

/** The keys of the journal: this, then the game's id. */
export const UNSAVED_PREFIX = 'tobit.unsaved.';

/**
 * A change of the game in one serialisation: `text`, the record as the journal keeps it (its
 * JSON, without the study, which the archive keeps on its own), and `signature`, the same text
 * without the time of the change, which tells whether the game changed since a save. The text
 * is the signature with the time put first, so the record is made into JSON once.
 * @param {GameRecord} record a valid record (its `updated` a finite number)
 * @returns {{text: string, signature: string}}
 */
export function recordText(record) {
  const signature = JSON.stringify({ ...record, updated: undefined, analysis: undefined });
  return { text: `{"updated":${record.updated},${signature.slice(1)}`, signature };
}

/**
 * Writes `text` (recordText's) to the journal as the change of game `id`.
 * @param {string} id
 * @param {string} text
 * @param {Partial<JournalStorage> | null} [storage]
 * @returns {string | null} the text written, for forgetUnsaved; null when the storage refused
 */
export function keepUnsaved(id, text, storage = deviceStorage()) {
  return writeText(UNSAVED_PREFIX + id, text, storage) ? text : null;
}

/**
 * Forgets the journal's entry of game `id` when it still holds `text` (the archive now holds
 * the game as it was then; a later change keeps its own entry).
 * @param {string} id
 * @param {string | null} text
 * @param {Partial<JournalStorage> | null} [storage]
 */
export function forgetUnsaved(id, text, storage = deviceStorage()) {
  if (text !== null && readText(UNSAVED_PREFIX + id, /** @type {JournalStorage} */ (storage)) === text) {
    removeKeys([UNSAVED_PREFIX + id], storage);
  }
}

/**
 * The keys of the journal's entries (none when the storage cannot be read).
 * @param {Partial<JournalStorage> | null} [storage]
 * @returns {string[]}
 */
export function unsavedKeys(storage = deviceStorage()) {
  try {
    const keys = [];
    const store = /** @type {JournalStorage} */ (storage);
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(UNSAVED_PREFIX)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
