// @ts-check
// Where the organiser's tournaments are kept on the device: IndexedDB `tobit-tournaments`, one
// record per tournament: its id, what the log does not hold (which game of My games each board
// played on this device is), the command log as JSON (the wasm
// Tournament's logJson) and its revision (one more at every save). Every change is saved at
// once, checked against the revision the tab started from, so two tabs never overwrite each
// other's results (the later one is told to reload); every save is announced on the
// BroadcastChannel `tobit-tournament`, so another tab shows it.

import { CodedError } from './words.js';
import { Database, settled } from '../lib/database.js';

/** The database, its version and its store. */
const DB_NAME = 'tobit-tournaments';
const DB_VERSION = 1;
const STORE = 'tournaments';
/** The channel every save is announced on. */
export const CHANNEL = 'tobit-tournament';

/**
 * What the command log does not hold: `games` names the game of My games each board played on
 * this device is (by "round.board", from 0).
 * @typedef {{games: Record<string, string>}} Details
 */
/**
 * One tournament as kept: `revision` grows by one at every save, `name` its settings'
 * name (for the list), `updated` milliseconds since 1970.
 * @typedef {{id: string, name: string, details: Details, log: string, revision: number, updated: number}} StoredTournament
 */

/**
 * A save refused because another tab saved first (`stale`) or the device keeps nothing
 * (`unavailable`); its words are the catalog's `tournament.error.<code>`.
 */
export class StoreError extends CodedError {
  /**
   * @param {'stale' | 'unavailable'} code
   * @param {string} message
   */
  constructor(code, message) {
    super(code, message);
  }
}

/**
 * Creates the store of tournaments (a database opened for the first time).
 * @param {IDBDatabase} db
 */
function createStore(db) {
  db.createObjectStore(STORE, { keyPath: 'id' });
}

/** The tournaments kept on this device (a Database of lib/database.js). */
export class TournamentStore {
  /** @param {Database} db */
  constructor(db) {
    this.db = db;
  }

  /**
   * Opens the store (creating it on first use); rejects with StoreError `unavailable` when the
   * browser keeps nothing (no IndexedDB, or site data blocked: its very getter throws).
   * @param {() => IDBFactory | undefined} [factory]
   * @returns {Promise<TournamentStore>}
   */
  static async open(factory = () => globalThis.indexedDB) {
    try {
      const db = new Database({ indexedDB: factory(), name: DB_NAME, version: DB_VERSION, upgrade: createStore, Refusal: Error });
      await db.connection();
      return new TournamentStore(db);
    } catch (error) {
      throw new StoreError('unavailable', `this browser keeps no tournaments: ${/** @type {Error} */ (error)?.message}`);
    }
  }

  /**
   * Every tournament, the latest changed first.
   * @returns {Promise<StoredTournament[]>}
   */
  async list() {
    const all = await this.db.run([STORE], 'readonly', (tx) => settled(tx.objectStore(STORE).getAll()));
    return /** @type {StoredTournament[]} */ (all).sort((a, b) => b.updated - a.updated);
  }

  /**
   * One tournament, or undefined.
   * @param {string} id
   * @returns {Promise<StoredTournament | undefined>}
   */
  get(id) {
    return this.db.run([STORE], 'readonly', (tx) => settled(tx.objectStore(STORE).get(id)));
  }

  /**
   * Saves `record` if the kept one is still of revision `base` (0: a new tournament, none kept);
   * rejects with StoreError `stale` otherwise (another tab saved in between), keeping the kept
   * one. Announces the save on CHANNEL.
   * @param {StoredTournament} record
   * @param {number} base
   */
  async save(record, base) {
    await this.db.run([STORE], 'readwrite', async (tx) => {
      const store = tx.objectStore(STORE);
      const kept = /** @type {StoredTournament | undefined} */ (await settled(store.get(record.id)));
      if ((kept?.revision ?? 0) !== base) throw new StoreError('stale', 'the tournament was changed in another tab');
      await settled(store.put(record));
    });
    announce(record.id, record.revision);
  }

  /**
   * Deletes a tournament.
   * @param {string} id
   */
  async remove(id) {
    await this.db.run([STORE], 'readwrite', (tx) => settled(tx.objectStore(STORE).delete(id)));
    announce(id, -1);
  }
}

/** @type {BroadcastChannel | null} */
let pageChannel = null;

/**
 * The page's one channel object, for announcing and listening alike: a BroadcastChannel object
 * is not told its own messages, so the page never takes its own saves for another tab's (which
 * it would if announcing through a second object: a late message of its own then reopened the
 * tournament between two saves of one change, and the second was refused as stale).
 * @returns {BroadcastChannel | null} null where the browser has no BroadcastChannel
 */
function channel() {
  if (typeof BroadcastChannel === 'undefined') return null;
  pageChannel ??= new BroadcastChannel(CHANNEL);
  return pageChannel;
}

/**
 * Tells the other tabs that tournament `id` is now of revision `revision` (-1: deleted).
 * @param {string} id
 * @param {number} revision
 */
function announce(id, revision) {
  channel()?.postMessage({ id, revision });
}

/**
 * Calls `onChange(id, revision)` for every save another tab announces.
 * @param {(id: string, revision: number) => void} onChange
 */
export function listenForChanges(onChange) {
  channel()?.addEventListener('message', (event) => {
    const { id, revision } = event.data ?? {};
    if (typeof id === 'string' && typeof revision === 'number') onChange(id, revision);
  });
}

/** A fresh id for a new tournament (random, so devices never collide). */
export function newTournamentId() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Empty details.
 * @returns {Details}
 */
export function emptyDetails() {
  return { games: {} };
}
