// @ts-check
// The opening explorer's index of My games: for each position (its key, which Rust gives:
// Position::key through the study module's `explorerLine`), the moves played from it in the
// archive's finished games, each with how those games ended for the side to move (wins, draws,
// losses). Kept in a database of its own (lib/database.js) and brought up to date with the
// archive incrementally: a sync reads only the games added, changed or deleted since the last
// one, in batches, each batch one transaction that checks what the index already holds (so two
// tabs syncing at once never count a game twice, and the page answers between two batches).
// A query is one read, however large the archive. Loaded with the explorer.

import { Database, settled } from '../database.js';
import { ArchiveError } from './archive.js';
import { readRecord } from './record-upgrade.js';
import { eachPage } from './pages.js';

/** The IndexedDB database and its version. */
export const INDEX_DB_NAME = 'tobit-explorer';
export const INDEX_DB_VERSION = 1;
/** The stores: each position's moves (by key), each indexed game's line (by id), and each
 * indexed game's last update (by id: what a sync compares with the archive). */
const POSITIONS = 'positions';
const LINES = 'lines';
const STAMPS = 'stamps';
/** How many games one transaction of a sync adds or takes away. */
export const SYNC_BATCH = 200;

/** @typedef {'white' | 'black'} Side */
/** @typedef {import('../../tobit_study.js').ExplorerLine} ExplorerLine */
/** @typedef {(fen: string | null, moves: string[]) => ExplorerLine} LineOf the study module's explorerLine */
/**
 * A game as the index keeps it: its line and who won (null: a draw).
 * @typedef {{line: ExplorerLine, winner: Side | null}} IndexedGame
 */
/**
 * A move from a position with how its games ended for the side to move.
 * @typedef {{move: string, games: number, wins: number, draws: number, losses: number}} ExplorerMove
 */
/** @typedef {Record<string, [number, number, number]>} PositionMoves a position's moves: [wins, draws, losses] */

/**
 * Creates the index's stores (a database opened for the first time).
 * @param {IDBDatabase} db
 */
function createStores(db) {
  db.createObjectStore(POSITIONS);
  db.createObjectStore(LINES);
  db.createObjectStore(STAMPS);
}

/**
 * Where a game's end falls for `side`: 0 a win, 1 a draw, 2 a loss.
 * @param {Side | null} winner
 * @param {Side} side
 */
const outcomeFor = (winner, side) => (winner === null ? 1 : winner === side ? 0 : 2);

/**
 * Adds a game's moves (`sign` 1) to `changes` or takes them away (-1): position key → move →
 * [wins, draws, losses].
 * @param {Map<string, Map<string, number[]>>} changes
 * @param {IndexedGame} game
 * @param {1 | -1} sign
 */
function count(changes, { line, winner }, sign) {
  line.moves.forEach((move, i) => {
    const key = line.keys[i];
    const moves = changes.get(key) ?? new Map();
    changes.set(key, moves);
    const tally = moves.get(move) ?? [0, 0, 0];
    tally[outcomeFor(winner, line.sides[i])] += sign;
    moves.set(move, tally);
  });
}

/** The explorer's index (a Database of lib/database.js). Every method rejects with an ArchiveError. */
export class ExplorerIndex extends Database {
  /**
   * @param {{indexedDB?: IDBFactory, name?: string}} [options]
   */
  constructor({ indexedDB = globalThis.indexedDB, name = INDEX_DB_NAME } = {}) {
    super({ indexedDB, name, version: INDEX_DB_VERSION, upgrade: createStores, Refusal: ArchiveError });
  }

  /**
   * The moves played from the position `key` in the indexed games, the most played first.
   * @param {string} key
   * @returns {Promise<ExplorerMove[]>}
   */
  async movesAt(key) {
    const found = /** @type {PositionMoves | undefined} */ (await this.run([POSITIONS], 'readonly', (tx) => settled(tx.objectStore(POSITIONS).get(key))));
    return Object.entries(found ?? {})
      .map(([move, [wins, draws, losses]]) => ({ move, games: wins + draws + losses, wins, draws, losses }))
      .sort((a, b) => b.games - a.games || (b.wins - b.losses) - (a.wins - a.losses) || a.move.localeCompare(b.move));
  }

  /**
   * Brings the index up to date with the games of `archive`: a finished game added or changed
   * since the last sync is counted (its line from `lineOf`), one deleted, changed or no longer
   * finished is taken away. A game whose moves `lineOf` refuses is left out (and not tried again
   * until it changes). `progress(done, total)` after each batch.
   * @param {import('./archive.js').Archive} archive
   * @param {LineOf} lineOf
   * @param {(done: number, total: number) => void} [progress]
   * @returns {Promise<{added: number, removed: number}>} how many games were counted, taken away
   */
  async sync(archive, lineOf, progress = () => {}) {
    /** @type {Map<string, {updated: number, fen: string | null, moves: string[], winner: Side | null, finished: boolean}>} */
    const games = new Map();
    await eachPage(archive, 'readonly', async (_tx, values) => {
      for (const value of values) {
        try {
          const { id, updated, fen, moves, result } = readRecord(value);
          games.set(id, { updated, fen, moves, winner: result?.winner ?? null, finished: result !== null });
        } catch {
          // An unreadable record: My games moves it aside; the index leaves it out.
        }
      }
    });
    const stamps = await this.run([STAMPS], 'readonly', async (tx) => {
      const store = tx.objectStore(STAMPS);
      const [keys, values] = await Promise.all([settled(store.getAllKeys()), settled(store.getAll())]);
      return new Map(keys.map((key, i) => [String(key), /** @type {number} */ (values[i])]));
    });
    // Each game to bring up to date, once, with what its stamp should become: its update time,
    // or undefined for a game no longer in the archive.
    /** @type {Array<[string, number | undefined]>} */
    const work = [];
    for (const id of stamps.keys()) if (!games.has(id)) work.push([id, undefined]);
    for (const [id, game] of games) if (stamps.get(id) !== game.updated) work.push([id, game.updated]);
    let added = 0;
    let removed = 0;
    for (let start = 0; start < work.length; start += SYNC_BATCH) {
      const batch = work.slice(start, start + SYNC_BATCH);
      // The lines are made before the transaction, which would end while waiting for anything else.
      /** @type {Map<string, IndexedGame | null>} */
      const lines = new Map();
      for (const [id, stamp] of batch) {
        const game = games.get(id);
        if (stamp === undefined || !game?.finished) continue;
        try {
          lines.set(id, { line: lineOf(game.fen, game.moves), winner: game.winner });
        } catch {
          lines.set(id, null);
        }
      }
      const done = await this.run([POSITIONS, LINES, STAMPS], 'readwrite', async (tx) => {
        const [positions, kept, stampStore] = [tx.objectStore(POSITIONS), tx.objectStore(LINES), tx.objectStore(STAMPS)];
        /** @type {Map<string, Map<string, number[]>>} */
        const changes = new Map();
        let [counted, takenAway] = [0, 0];
        for (const [id, stamp] of batch) {
          // Another tab may have brought this game up to date meanwhile.
          if ((await settled(stampStore.get(id))) === stamp) continue;
          const old = /** @type {IndexedGame | undefined} */ (await settled(kept.get(id)));
          if (old) {
            count(changes, old, -1);
            takenAway++;
          }
          const game = lines.get(id);
          if (game) {
            count(changes, game, 1);
            counted++;
            kept.put(game, id);
          } else if (old) {
            kept.delete(id);
          }
          if (stamp === undefined) stampStore.delete(id);
          else stampStore.put(stamp, id);
        }
        await Promise.all([...changes].map(async ([key, moves]) => {
          const stored = /** @type {PositionMoves} */ ((await settled(positions.get(key))) ?? {});
          for (const [move, change] of moves) {
            const tally = /** @type {[number, number, number]} */ ((stored[move] ?? [0, 0, 0]).map((n, i) => n + change[i]));
            if (tally.every((n) => n <= 0)) delete stored[move];
            else stored[move] = tally;
          }
          if (Object.keys(stored).length) positions.put(stored, key);
          else positions.delete(key);
        }));
        return { counted, takenAway };
      });
      added += done.counted;
      removed += done.takenAway;
      progress(Math.min(start + SYNC_BATCH, work.length), work.length);
    }
    return { added, removed };
  }
}
