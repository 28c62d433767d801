// @ts-check
// The local archive: every game, finished or not, in IndexedDB, one record (record.js) per game
// keyed by its own id (each tab owns the id of the game it plays, so two tabs never overwrite
// each other). The database is a Database of lib/database.js: a connection that closes is opened
// again by the next request; an open blocked by another tab fails at once, so that the page says
// so and plays on (the caller opens again later). A record that cannot be read is moved to the "damaged" store, never overwritten.
// The records of earlier releases are read in today's form (record-upgrade.js), and the game
// saved in localStorage by earlier releases (save.js) is moved in when the archive opens
// (legacy-save.js, loaded only when there is one), as are the games a tab closed before their
// last write committed (unsaved.js, the journal; unsaved-store.js). This module opens, reads and writes the
// records one by one; every game listed, and what only My games asks (adding many, deleting,
// exporting), is my-games-store.js.

import { hasLegacySave } from './save.js';
import { unsavedKeys } from './unsaved.js';
import { deviceStorage } from '../storage.js';
import { validateRecord } from './record.js';
import { readRecord } from './record-upgrade.js';
import { DAMAGED, GAMES } from './stores.js';
import { Database, settled } from '../database.js';

/** The IndexedDB database and its version. */
export const DB_NAME = 'tobit-archive';
export const DB_VERSION = 1;
/** The BroadcastChannel on which the analysis board tells the app's tabs a game's new study: `{id, analysis}`. */
export const STUDY_CHANNEL = 'tobit-study';
/** @typedef {import('./save.js').Levels} Levels */
/** @typedef {import('./save.js').OldStorage} OldStorage */
/** @typedef {import('./unsaved.js').JournalStorage} JournalStorage */
/** @typedef {import('./record.js').GameRecord} GameRecord */
/**
 * A stored value that could not be read, kept as it was: `key` its key in the damaged store,
 * `originalId` where it was, `problem` why it was unreadable, `found` when it was moved.
 * @typedef {{key?: number, originalId: string, value: unknown, problem: string, found: number}} DamagedRecord
 */

/**
 * Why the archive failed: `unavailable` (no IndexedDB, e.g. some private modes), `blocked`
 * (another tab keeps an older version of the database open), `quota` (storage full), `damaged`
 * (the game asked for could not be read and was moved aside), `failed` (anything else, the
 * message saying what). The game in memory is unaffected; the UI shows the code's message.
 */
export class ArchiveError extends Error {
  /**
   * @param {'unavailable' | 'blocked' | 'quota' | 'damaged' | 'failed'} code
   * @param {string} message
   * @param {unknown} [cause]
   */
  constructor(code, message, cause) {
    super(message, { cause });
    this.name = 'ArchiveError';
    this.code = code;
  }
}

/** @param {unknown} error */
function archiveError(error) {
  if (error instanceof ArchiveError) return error;
  const { name, message } = /** @type {{name?: string, message?: string}} */ (error ?? {});
  const code = name === 'QuotaExceededError' ? 'quota' : 'failed';
  return new ArchiveError(code, `the game archive failed: ${message || name || String(error)}`, error);
}

/**
 * Creates the archive's object stores (a database opened for the first time).
 * @param {IDBDatabase} db
 */
function createStores(db) {
  db.createObjectStore(GAMES, { keyPath: 'id' });
  db.createObjectStore(DAMAGED, { keyPath: 'key', autoIncrement: true });
}

/**
 * Opens (creating it on first use) the archive and moves in the localStorage save of earlier
 * releases (checked against `levels`, config().levels) and the games of the journal of unsaved
 * games (unsaved.js). Rejects with ArchiveError `unavailable`
 * when IndexedDB cannot be used, `blocked` when another tab keeps an older version open.
 * @param {{levels: Levels, indexedDB?: IDBFactory, storage?: OldStorage & Partial<JournalStorage> | null, name?: string, now?: () => number}} options
 * @returns {Promise<Archive>}
 */
export async function openArchive({
  levels, indexedDB = globalThis.indexedDB, storage = deviceStorage(), name = DB_NAME, now = Date.now,
}) {
  const archive = new Archive({ indexedDB, name, version: DB_VERSION, upgrade: createStores, Refusal: ArchiveError }, now);
  await archive.connection();
  if (storage && hasLegacySave(storage)) {
    // Without its module (a failed download) the save stays where it is, for the next open.
    const legacy = await import('./legacy-save.js').catch((error) => {
      console.warn(error);
      return null;
    });
    await legacy?.migrate(archive, storage, levels);
  }
  const unsaved = storage ? unsavedKeys(storage) : [];
  if (storage && unsaved.length > 0) {
    // Without its module the journal stays, for the next open.
    const journal = await import('./unsaved-store.js').catch((error) => {
      console.warn(error);
      return null;
    });
    await journal?.storeUnsaved(archive, unsaved, storage);
  }
  return archive;
}

/** The open archive (a Database of lib/database.js). Every method rejects with an ArchiveError. */
export class Archive extends Database {
  /**
   * @param {import('../database.js').DatabaseInfo} info
   * @param {() => number} now
   */
  constructor(info, now) {
    super(info);
    this.now = now;
  }

  /**
   * Runs `work` in one transaction; resolves with its value once the transaction commits.
   * @template T
   * @param {string[]} stores
   * @param {IDBTransactionMode} mode
   * @param {(tx: IDBTransaction) => Promise<T>} work
   * @returns {Promise<T>}
   */
  async run(stores, mode, work) {
    try {
      return await super.run(stores, mode, work);
    } catch (error) {
      throw archiveError(error);
    }
  }

  /**
   * Keeps an unreadable `value` (found at `originalId`) in the damaged store, within `tx`.
   * @param {IDBTransaction} tx
   * @param {string} originalId
   * @param {unknown} value
   * @param {string} problem
   */
  async setAside(tx, originalId, value, problem) {
    await settled(tx.objectStore(DAMAGED).add({ originalId, value, problem, found: this.now() }));
  }

  /**
   * How many values the games store holds (readable or not).
   * @returns {Promise<number>}
   */
  count() {
    return this.run([GAMES], 'readonly', (tx) => settled(tx.objectStore(GAMES).count()));
  }

  /**
   * The game `id`, or null when there is none. An unreadable one is moved aside and the
   * promise rejects with ArchiveError `damaged`.
   * @param {string} id
   * @returns {Promise<GameRecord | null>}
   */
  async get(id) {
    let problem = '';
    const game = await this.run([GAMES, DAMAGED], 'readwrite', async (tx) => {
      const value = await settled(tx.objectStore(GAMES).get(id));
      if (value === undefined) return null;
      try {
        return readRecord(value);
      } catch (error) {
        problem = /** @type {Error} */ (error).message;
        await this.setAside(tx, id, value, problem);
        await settled(tx.objectStore(GAMES).delete(id));
        return null;
      }
    });
    if (problem) throw new ArchiveError('damaged', `the game could not be read (${problem}); it was kept aside`);
    return game;
  }

  /**
   * Stores `game` under its id (adding or replacing the same game, whose study `analysis` and
   * exercises solved `practice` are kept when `game` has none); an unreadable record already at that id is moved aside first. Rejects with ArchiveError `quota` when the storage
   * is full, `failed` otherwise; a record of the wrong shape is a TypeError.
   * @param {GameRecord} game
   * @returns {Promise<GameRecord>} the record stored (with the study kept)
   */
  async put(game) {
    try {
      validateRecord(game);
    } catch (error) {
      throw new TypeError(`not a game record: ${/** @type {Error} */ (error).message}`, { cause: error });
    }
    return this.run([GAMES, DAMAGED], 'readwrite', async (tx) => {
      const games = tx.objectStore(GAMES);
      const old = await settled(games.get(game.id));
      let kept = game;
      if (old !== undefined) {
        try {
          // The game's study and its exercises solved (analysis board, maybe in another tab)
          // stay when the app saves the game without them.
          const { analysis, practice } = readRecord(old);
          if (game.analysis === undefined && analysis !== undefined) kept = { ...kept, analysis };
          if (game.practice === undefined && practice !== undefined) kept = { ...kept, practice };
        } catch (error) {
          await this.setAside(tx, game.id, old, /** @type {Error} */ (error).message);
        }
      }
      await settled(games.put(kept));
      return kept;
    });
  }

  /**
   * Writes `game` at once, in this very task, for a page about to close (pagehide): one request
   * in its own transaction, committed at once. It cannot read the record first: the answer of a
   * read comes in a later task, which a closing page often never runs (in Chromium a get then
   * a put at pagehide lost the write in about a third of the closes), so `game` must carry what
   * the record holds besides the app's game (its study `analysis`, as last seen). Resolves when
   * it is committed; null when there is no open connection to write with (the game is then not
   * saved).
   * @param {GameRecord} game this tab's own game (a record there is replaced without a check)
   * @returns {Promise<void> | null}
   */
  flush(game) {
    validateRecord(game);
    try {
      const tx = this.connected?.transaction([GAMES], 'readwrite');
      if (!tx) return null;
      const done = new Promise((resolve, reject) => {
        tx.oncomplete = () => resolve(undefined);
        tx.onabort = () => reject(archiveError(tx.error));
      });
      tx.objectStore(GAMES).put(game);
      tx.commit?.();
      return done;
    } catch {
      return null;
    }
  }
}
