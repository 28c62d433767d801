// @ts-check
// The one storage layer of the pages over IndexedDB (in the manner of lila's objectStorage), for
// every database they keep: the archive of games (archive/archive.js) and the organiser's
// tournaments (tournament/store.js). A database is opened (created or upgraded by the caller's
// `upgrade`) when first asked for, and opened again by the next request after its connection
// closed (site data cleared, another tab upgrading or deleting the database); an open blocked
// by another tab (one that does not close its connection when asked) fails at once, so that the
// page says so and goes on. Work runs in one transaction whose promise settles when the
// transaction commits (run), and a request is a promise (settled). What is stored, and how, is
// the caller's: this layer writes the values it is given as they are.

/**
 * Resolves with a request's result, rejects with its error.
 * @template T
 * @param {IDBRequest<T>} request
 * @returns {Promise<T>}
 */
export function settled(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * How to open one database: the browser's IndexedDB (undefined where there is none), its name
 * and version, what creates its object stores on first use, and the caller's error class
 * (`Refusal`), whose code says why the database cannot be opened: `unavailable` (no IndexedDB,
 * site data blocked, the open failed; the message says what) or `blocked` (another tab keeps an
 * older version open).
 * @typedef {{indexedDB: IDBFactory | undefined, name: string, version: number, upgrade: (db: IDBDatabase) => void,
 *   Refusal: new (code: 'unavailable' | 'blocked', message: string, cause?: unknown) => Error}} DatabaseInfo
 */

/**
 * Opens the database `info` describes. Rejects with its Refusal `blocked` as soon as the open
 * is blocked (the connection, if it comes later, is closed), `unavailable` when it fails.
 * @param {DatabaseInfo} info
 * @returns {Promise<IDBDatabase>}
 */
export function connect({ indexedDB, name, version, upgrade, Refusal }) {
  return new Promise((resolve, reject) => {
    let gaveUp = false;
    const fail = (/** @type {unknown} */ error) => reject(new Refusal('unavailable', `${/** @type {Error} */ (error)?.message ?? error}`, error));
    let request;
    try {
      if (!indexedDB) throw new Error('IndexedDB is not available');
      request = indexedDB.open(name, version);
    } catch (error) {
      fail(error);
      return;
    }
    request.onupgradeneeded = () => upgrade(request.result);
    request.onblocked = () => {
      gaveUp = true;
      reject(new Refusal('blocked', `another tab keeps an older version of ${name} open`));
    };
    request.onsuccess = () => {
      if (gaveUp) request.result.close();
      else resolve(request.result);
    };
    request.onerror = () => fail(request.error);
  });
}

/** One database, connected when asked for and again after its connection closed. */
export class Database {
  /** @param {DatabaseInfo} info */
  constructor(info) {
    this.info = info;
    /** @type {Promise<IDBDatabase> | null} the connection, null once it has closed */
    this.db = null;
    /** @type {IDBDatabase | null} the connection once open, for work that cannot wait a task */
    this.connected = null;
  }

  /**
   * The open connection, opened again when the last one closed (site data cleared, or closed
   * for another tab's upgrade or deletion of the database, which `versionchange` asks for).
   * Rejects with the caller's Refusal; the next call tries again.
   * @returns {Promise<IDBDatabase>}
   */
  connection() {
    if (this.db) return this.db;
    const db = connect(this.info).then((connection) => {
      const lost = () => {
        if (this.db === db) this.db = null;
        if (this.connected === connection) this.connected = null;
      };
      this.connected = connection;
      connection.onversionchange = () => {
        connection.close();
        lost();
      };
      connection.onclose = lost;
      return connection;
    });
    this.db = db;
    db.catch(() => {
      if (this.db === db) this.db = null; // the next request tries again
    });
    return db;
  }

  /**
   * A transaction on the connection, opened again once if it was closed without telling.
   * @param {string[]} stores
   * @param {IDBTransactionMode} mode
   */
  async transaction(stores, mode) {
    const db = await this.connection();
    try {
      return db.transaction(stores, mode);
    } catch (error) {
      if (/** @type {Error} */ (error)?.name !== 'InvalidStateError') throw error;
      if (this.db !== null) this.db = null;
      return (await this.connection()).transaction(stores, mode);
    }
  }

  /**
   * Runs `work` in one transaction; resolves with its value once the transaction commits. When
   * `work` throws (a refusal of the caller's, a failed request), the transaction is aborted
   * (nothing of it is kept) and the promise rejects with that error.
   * @template T
   * @param {string[]} stores
   * @param {IDBTransactionMode} mode
   * @param {(tx: IDBTransaction) => Promise<T>} work
   * @returns {Promise<T>}
   */
  async run(stores, mode, work) {
    const tx = await this.transaction(stores, mode);
    const committed = new Promise((resolve, reject) => {
      tx.oncomplete = () => resolve(undefined);
      tx.onabort = () => reject(tx.error ?? new DOMException('the transaction was aborted', 'AbortError'));
    });
    try {
      const value = await work(tx);
      await committed;
      return value;
    } catch (error) {
      try { tx.abort(); } catch { /* already finished */ }
      committed.catch(() => {});
      throw error;
    }
  }

  /** Closes the connection (a later request opens it again). */
  close() {
    const db = this.db;
    this.db = null;
    db?.then((connection) => connection.close()).catch(() => {});
  }
}
