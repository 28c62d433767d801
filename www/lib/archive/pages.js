// @ts-check
// The archive read page by page: every game listed (My games), every game indexed (the
// opening explorer). Off the first load: only the screens that read every game import it.
import { DAMAGED, GAMES } from './stores.js';
import { settled } from '../database.js';

/** @typedef {import('./archive.js').Archive} Archive */

/** How many records `eachPage` reads in one transaction: small enough that the page answers
 * between two (100 000 games read and checked at once held it for seconds). */
export const LIST_PAGE = 2000;

/**
 * Reads the games store LIST_PAGE records at a time, in key order, each page in its own
 * transaction of the games and damaged stores (`mode`), so that the page answers between two;
 * `onPage` gets each page's values (as stored, unchecked) and keys in its transaction.
 * @param {Archive} archive
 * @param {IDBTransactionMode} mode
 * @param {(tx: IDBTransaction, values: unknown[], keys: IDBValidKey[]) => Promise<void>} onPage
 */
export async function eachPage(archive, mode, onPage) {
  /** @type {IDBValidKey | null} the last key read */
  let after = null;
  for (let full = true; full;) {
    /** @type {IDBKeyRange | null} the records after the last one read */
    const range = after === null ? null : IDBKeyRange.lowerBound(after, true);
    /** @type {IDBValidKey[]} */
    const keys = await archive.run([GAMES, DAMAGED], mode, async (tx) => {
      // The whole store, not an index: an index would hide records that lack its field.
      const store = tx.objectStore(GAMES);
      const [values, read] = /** @type {[unknown[], IDBValidKey[]]} */ (await Promise.all([settled(store.getAll(range, LIST_PAGE)), settled(store.getAllKeys(range, LIST_PAGE))]));
      await onPage(tx, values, read);
      return read;
    });
    full = keys.length === LIST_PAGE;
    after = keys.at(-1) ?? after;
  }
}
