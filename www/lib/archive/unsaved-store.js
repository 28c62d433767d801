// @ts-check
// Stores in the archive the games the journal (unsaved.js) holds and the archive does not, or
// holds older: what tabs closed before their last write committed. Loaded by archive.js only
// when the journal has entries.

import { readRecord } from './record-upgrade.js';
import { readText, removeKeys } from '../storage.js';

/** @typedef {import('./archive.js').Archive} Archive */
/** @typedef {import('./unsaved.js').JournalStorage} JournalStorage */

/**
 * Stores each entry of `keys` that is newer than the archive's record of its game (the study
 * stored with it stays), then removes the entry; one that cannot be read is removed with a
 * warning (the archive's record, if any, stays as it is).
 * @param {Archive} archive
 * @param {string[]} keys the journal's keys (unsavedKeys)
 * @param {Partial<JournalStorage>} storage
 */
export async function storeUnsaved(archive, keys, storage) {
  for (const key of keys) {
    const text = readText(key, /** @type {JournalStorage} */ (storage));
    try {
      const record = readRecord(JSON.parse(text ?? 'null'));
      const stored = await archive.get(record.id).catch(() => null);
      if (!stored || stored.updated < record.updated) await archive.put(record);
    } catch (error) {
      console.warn(`an unsaved game could not be stored: ${/** @type {Error} */ (error).message}`);
    }
    // A change written meanwhile (a tab still playing the game) keeps its entry.
    if (readText(key, /** @type {JournalStorage} */ (storage)) === text) removeKeys([key], storage);
  }
}
