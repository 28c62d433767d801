// @ts-check
// What My games asks of the archive (archive.js) beyond the app's own saves: adding imported
// games all at once, deleting a game, and every game as one PDN text. Loaded with My games.

import { GAMES, settled } from './archive.js';
import { validateRecord } from './record.js';

/** @typedef {import('./archive.js').Archive} Archive */
/** @typedef {import('./record.js').GameRecord} GameRecord */

/**
 * Adds new games (imported ones) in one transaction: all of them or, on a failure, none.
 * @param {Archive} archive
 * @param {GameRecord[]} games records with fresh ids
 * @returns {Promise<void>}
 */
export async function addGames(archive, games) {
  games.forEach(validateRecord);
  await archive.run([GAMES], 'readwrite', async (tx) => {
    const store = tx.objectStore(GAMES);
    await Promise.all(games.map((game) => settled(store.add(game))));
  });
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
  const { games } = await archive.list();
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
