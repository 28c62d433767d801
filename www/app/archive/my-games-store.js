// @ts-check
// What My games asks of the archive (archive.js) beyond the app's own saves: every game listed
// (also read by a tab that starts without a game of its own: resume.js), adding imported games
// in batches (the page goes on between them), deleting a game, and every game as one PDN text.
// Loaded with My games.

import { readRecord } from '../../lib/archive/record-upgrade.js';
import { DAMAGED, GAMES } from '../../lib/archive/stores.js';
import { eachPage } from '../../lib/archive/pages.js';
import { settled } from '../../lib/database.js';
import { validateRecord } from '../../lib/archive/record.js';

/** @typedef {import('../../lib/archive/archive.js').Archive} Archive */
/** @typedef {import('../../lib/archive/record.js').GameRecord} GameRecord */

/**
 * Every readable game of `archive`, newest (last updated) first; unreadable ones are moved aside.
 * Read LIST_PAGE records at a time (lib/archive/pages.js).
 * @param {Archive} archive
 * @returns {Promise<{games: GameRecord[], damaged: number}>} `damaged`: how many are kept aside
 */
export async function listGames(archive) {
  /** @type {GameRecord[]} */
  const games = [];
  let damaged = 0;
  await eachPage(archive, 'readwrite', async (tx, values, keys) => {
    for (const [i, value] of values.entries()) {
      try {
        games.push(readRecord(value));
      } catch (error) {
        await archive.setAside(tx, String(keys[i]), value, /** @type {Error} */ (error).message);
        await settled(tx.objectStore(GAMES).delete(keys[i]));
      }
    }
    damaged = await settled(tx.objectStore(DAMAGED).count());
  });
  games.sort((a, b) => b.updated - a.updated);
  return { games, damaged };
}

/** How many games one transaction of `addGames` adds: small enough that the page answers
 * between two (100 000 games in one transaction held the page for seconds). */
export const ADD_BATCH = 500;

/**
 * Adds new games (imported ones) in transactions of ADD_BATCH games, each checked then stored
 * all or, on a failure, none (the batches before it stay; the error is thrown). A game already in the
 * archive is recognised and left out: one whose PDN (its tags and moves, with its comments and
 * variations, as the import writes it: the record's `analysis`) is that of a game of the
 * archive, or of an earlier game of `games`.
 * @param {Archive} archive
 * @param {GameRecord[]} games records with fresh ids
 * @param {(done: number, total: number) => void} [progress] called after each batch
 * @returns {Promise<{added: number, skipped: number}>} how many were added, how many left out
 */
export async function addGames(archive, games, progress = () => {}) {
  /** @type {Set<string>} */
  const known = new Set();
  // The archive's games read a page at a time: a large archive read at once held the page.
  await eachPage(archive, 'readonly', async (_tx, values) => {
    for (const value of values) {
      const pdn = /** @type {{analysis?: unknown} | null} */ (value)?.analysis;
      if (typeof pdn === 'string') known.add(pdn);
    }
  });
  let added = 0;
  for (let start = 0; start < games.length; start += ADD_BATCH) {
    const batch = games.slice(start, start + ADD_BATCH);
    batch.forEach(validateRecord);
    const fresh = batch.filter(({ analysis }) => {
      if (typeof analysis !== 'string') return true;
      if (known.has(analysis)) return false;
      known.add(analysis);
      return true;
    });
    await archive.run([GAMES], 'readwrite', async (tx) => {
      const store = tx.objectStore(GAMES);
      await Promise.all(fresh.map((game) => settled(store.add(game))));
    });
    added += fresh.length;
    progress(start + batch.length, games.length);
  }
  return { added, skipped: games.length - added };
}

/**
 * Deletes the game `id` (nothing when there is none).
 * @param {Archive} archive
 * @param {string} id
 * @returns {Promise<void>}
 */
export function deleteGame(archive, id) {
  return archive.run([GAMES], 'readwrite', async (tx) => { await settled(tx.objectStore(GAMES).delete(id)); });
}

/**
 * Every readable game of `archive` as one PDN text, oldest first, games separated by a blank
 * line. A game `toPdn` refuses is left out and listed in `skipped` with the reason.
 * @param {Archive} archive
 * @param {(game: GameRecord) => string} toPdn
 * @returns {Promise<{pdn: string, skipped: Array<{id: string, problem: string}>}>}
 */
export async function allGamesPdn(archive, toPdn) {
  const { games } = await listGames(archive);
  const texts = [];
  const skipped = [];
  for (const game of games.reverse()) {
    try {
      texts.push(toPdn(game).trim());
    } catch (error) {
      skipped.push({ id: game.id, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return { pdn: texts.length ? `${texts.join('\n\n')}\n` : '', skipped };
}
