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
 * Writes `record` to the journal (without its study, which the archive keeps on its own).
 * @param {GameRecord} record
 * @param {Partial<JournalStorage> | null} [storage]
 * @returns {string | null} the text written, for forgetUnsaved; null when the storage refused
 */
export function keepUnsaved(record, storage = deviceStorage()) {
  const text = JSON.stringify({ ...record, analysis: undefined });
  return writeText(UNSAVED_PREFIX + record.id, text, storage) ? text : null;
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
