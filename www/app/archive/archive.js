// @ts-check
// The local archive: every game, finished or not, in IndexedDB, one record per game keyed by its
// own id (each tab owns the id of the game it plays, so two tabs never overwrite each other).
// A connection that closes (site data cleared, another tab upgrading or deleting the database)
// is opened again by the next request; an open that stays blocked fails after BLOCKED_MS.
// A record that cannot be read is moved to the "damaged" store, never overwritten. The game
// saved in localStorage by earlier releases (save.js) is moved in when the archive opens, and
// the records of earlier releases (who played whom as an `opponent`) are read in today's form.
// The module holds no rules: PDN comes from the caller's `toPdn` (the wasm Game.pdn()).

import { SAVE_KEY, SET_ASIDE_KEY, validateLegacySave } from '../save.js';
import { isPlayMode, modeFor } from '../../game/mode.js';

/** The IndexedDB database and its version. */
export const DB_NAME = 'tobit-archive';
export const DB_VERSION = 1;
const GAMES = 'games';
const DAMAGED = 'damaged';
/** The BroadcastChannel on which the analysis board tells the app's tabs a game's new study: `{id, analysis}`. */
export const STUDY_CHANNEL = 'tobit-study';
/** How long an open may stay blocked (another tab keeps an older version open) before it fails. */
export const BLOCKED_MS = 3000;

/** @typedef {import('../save.js').Levels} Levels */
/** @typedef {Pick<Storage, 'getItem' | 'removeItem'>} OldStorage where earlier releases saved */

/** @typedef {import('../../game/mode.js').PlayMode} PlayMode */
/**
 * How a game ended (the element's gameover detail); null while the game goes on.
 * @typedef {{winner: 'white' | 'black' | null, reason: import('../../tobit.js').OutcomeReason, score: string}} Result
 */
/**
 * One game. `created`/`updated` are milliseconds since 1970; `mode` who plays whom (the
 * element's `mode`), `level` the computer's level (only when it plays); `fen` null is the
 * standard start; `seed` (uint32) makes the computer's play reproducible.
 * `view` (optional) is how the board was shown: its orientation and whether numbers were on.
 * `clock` (a timed game only) is its clock (the wasm Clock's saved state, which the wasm checks
 * when it is restored) and each move's `[%clock]` times.
 * `analysis` (optional) is the one text of the game's tree, as PDN: its tags, variations,
 * comments and glyphs. An imported game has it from the start (the file's game, canonical);
 * the analysis board writes it (the study), the app's own saves keep it, and the analysis
 * board adds to it the moves played on since. `fromLink` (optional, true) marks a game opened
 * from a shared link. `names` (an imported game) are its players; the app's first save of the
 * game (it was played on) drops them, and until then the export is its tree as it is.
 * (Records of an earlier release kept an imported game's text apart, as `pdn`: upgradeRecord
 * moves it into `analysis`.)
 * @typedef {{id: string, created: number, updated: number, mode: PlayMode, level?: number, result: Result | null,
 *   fen: string | null, moves: string[], seed: number,
 *   view?: {orientation: 'white' | 'black', numbers: boolean},
 *   clock?: import('../../clock/timed-game.js').ClockRecord, analysis?: string, fromLink?: true,
 *   names?: {white: string, black: string}}} GameRecord
 */
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
 * Ends `game` (a wasm Game or the board element) as the record's `result` says when its moves
 * alone do not: a resignation (the loser resigns), a loss on time, or an agreed draw. Other
 * endings follow from the moves and need nothing.
 * @param {{resign(color: 'white' | 'black'): void, loseOnTime(color: 'white' | 'black'): void, agreeDraw(): void}} game
 * @param {Result | null} result
 */
export function replayEnding(game, result) {
  const loser = result?.winner === 'white' ? 'black' : 'white';
  if (result?.reason === 'resignation' && result.winner) {
    game.resign(loser);
  } else if (result?.reason === 'time-forfeit' && result.winner) {
    game.loseOnTime(loser);
  } else if (result?.reason === 'agreement') {
    game.agreeDraw();
  }
}

/**
 * The games of `games` a new tab may take up: unfinished, and the player's own (an imported
 * game not played on since, with its `names`, is a file's game, not one in progress here).
 * @param {GameRecord[]} games
 */
export function gamesInProgress(games) {
  return games.filter((game) => game.result === null && !game.names);
}

/** A fresh id for a new game (random, so tabs and devices never collide). */
export function newGameId() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh seed for the computer's choices in a new game (uint32). */
export function newSeed() {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

const SIDES = ['white', 'black'];
const isObject = (/** @type {unknown} */ v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks a record's shape; returns it or throws an Error naming the problem.
 * @param {any} data
 * @returns {GameRecord}
 */
export function validateRecord(data) {
  if (!isObject(data)) throw new Error('the record is not an object');
  if (typeof data.id !== 'string' || data.id === '') throw new Error('"id" is not a non-empty string');
  for (const field of ['created', 'updated']) {
    if (!Number.isFinite(data[field])) throw new Error(`"${field}" is not a time`);
  }
  if (!isPlayMode(data.mode)) throw new Error('"mode" is not play, ai-white or ai-black');
  const computer = data.mode !== 'play';
  if (computer ? !(Number.isInteger(data.level) && data.level > 0) : data.level !== undefined) {
    throw new Error(computer ? '"level" is not a level' : '"level" is given without a computer');
  }
  const r = data.result;
  if (r !== null && !(isObject(r) && (r.winner === null || SIDES.includes(r.winner))
    && typeof r.reason === 'string' && typeof r.score === 'string')) {
    throw new Error('"result" is not null or {winner, reason, score}');
  }
  if (data.fen !== null && typeof data.fen !== 'string') throw new Error('"fen" is not a string or null');
  if (!Array.isArray(data.moves) || !data.moves.every((/** @type {unknown} */ m) => typeof m === 'string')) {
    throw new Error('"moves" is not a list of moves');
  }
  if (!Number.isInteger(data.seed) || data.seed < 0 || data.seed > 0xffffffff) throw new Error('"seed" is not a uint32');
  const v = data.view;
  if (v !== undefined && !(isObject(v) && SIDES.includes(v.orientation) && typeof v.numbers === 'boolean')) {
    throw new Error('"view" is not {orientation, numbers}');
  }
  const c = data.clock;
  if (c !== undefined && !(isObject(c) && isObject(c.saved) && Array.isArray(c.stamps)
    && c.stamps.every((/** @type {unknown} */ s) => s === null || typeof s === 'string'))) {
    throw new Error('"clock" is not {saved, stamps}');
  }
  if (data.analysis !== undefined && typeof data.analysis !== 'string') throw new Error('"analysis" is not PDN text');
  if ('pdn' in data) throw new Error('"pdn" is not a text'); // a text is upgraded into `analysis`
  const n = data.names;
  if (n !== undefined && !(isObject(n) && typeof n.white === 'string' && typeof n.black === 'string')) {
    throw new Error('"names" is not {white, black}');
  }
  if (data.fromLink !== undefined && data.fromLink !== true) throw new Error('"fromLink" is not true');
  return data;
}

/**
 * A stored record in today's form: records of earlier releases said who played whom as
 * `opponent: {kind: 'two'}` or `{kind: 'computer', level, colour}` (the person's colour); they
 * become `mode` and `level`. An imported game's text kept apart as `pdn` becomes its tree
 * `analysis` (see treeText). Anything else is returned as it is (validateRecord judges it).
 * @param {any} data
 * @returns {any}
 */
export function upgradeRecord(data) {
  if (!isObject(data)) return data;
  let record = data;
  if ('opponent' in record && !('mode' in record)) {
    const { opponent, ...rest } = record;
    if (opponent?.kind === 'two') record = { ...rest, mode: 'play' };
    else if (opponent?.kind === 'computer' && SIDES.includes(opponent.colour)) {
      record = { ...rest, mode: modeFor(opponent.colour), level: opponent.level };
    }
  }
  if (typeof record.pdn === 'string' && (record.analysis === undefined || typeof record.analysis === 'string')) {
    const { pdn, analysis, ...rest } = record;
    record = { ...rest, analysis: treeText(pdn, analysis) };
  }
  return record;
}

/**
 * The tree of a record of an earlier release that kept an imported game's text (`pdn`) apart
 * from its study (`analysis`, which the analysis board began from the game's moves alone): the
 * study when the player wrote anything into it (a comment, a variation, a glyph: PDN's `{`,
 * `;`, `(`, `$`, `!`, `?` after the tags), else the imported text, which holds the same moves
 * and the file's tags, comments and variations.
 * @param {string} imported
 * @param {string | undefined} study
 * @returns {string}
 */
function treeText(imported, study) {
  if (study === undefined) return imported;
  const moveText = study.replace(/^\s*(\[[^\n]*\]\s*)*/, '');
  return /[{;($!?]/.test(moveText) ? study : imported;
}

/**
 * A stored value as a record (upgraded from an earlier release's form); throws an Error naming
 * the problem when it is not one.
 * @param {unknown} value
 * @returns {GameRecord}
 */
const readRecord = (value) => validateRecord(upgradeRecord(value));

/**
 * Resolves with a request's result, rejects with its error.
 * @template T
 * @param {IDBRequest<T>} request
 * @returns {Promise<T>}
 */
function settled(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** FNV-1a of a text, as 8 hex digits: the id of a migrated save, the same in every tab. */
function textHash(/** @type {string} */ text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/**
 * Opens (creating it on first use) the database `name` of `indexedDB`. Rejects with ArchiveError
 * `blocked` when the open is still blocked after BLOCKED_MS (the connection, if it comes later,
 * is closed), `unavailable` when it fails.
 * @param {IDBFactory} indexedDB
 * @param {string} name
 * @returns {Promise<IDBDatabase>}
 */
function openDatabase(indexedDB, name) {
  return new Promise((resolve, reject) => {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    let gaveUp = false;
    const fail = (/** @type {unknown} */ error) => reject(new ArchiveError('unavailable',
      `this browser keeps no games: ${/** @type {Error} */ (error)?.message ?? error}`, error));
    let request;
    try {
      request = indexedDB.open(name, DB_VERSION);
    } catch (error) {
      fail(error);
      return;
    }
    request.onupgradeneeded = () => {
      request.result.createObjectStore(GAMES, { keyPath: 'id' });
      request.result.createObjectStore(DAMAGED, { keyPath: 'key', autoIncrement: true });
    };
    request.onblocked = () => {
      timer ??= setTimeout(() => {
        gaveUp = true;
        reject(new ArchiveError('blocked', 'another tab keeps an older version of the game archive open'));
      }, BLOCKED_MS);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      if (gaveUp) request.result.close();
      else resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      fail(request.error);
    };
  });
}

/**
 * Opens (creating it on first use) the archive and moves in the localStorage save of earlier
 * releases (checked against `levels`, config().levels). Rejects with ArchiveError `unavailable`
 * when IndexedDB cannot be used, `blocked` when another tab keeps an older version open.
 * @param {{levels: Levels, indexedDB?: IDBFactory, storage?: OldStorage | null, name?: string, now?: () => number}} options
 * @returns {Promise<Archive>}
 */
export async function openArchive({
  levels, indexedDB = globalThis.indexedDB, storage = globalThis.localStorage ?? null, name = DB_NAME, now = Date.now,
}) {
  if (!indexedDB) throw new ArchiveError('unavailable', 'this browser keeps no games (IndexedDB is not available)');
  const archive = new Archive(() => openDatabase(indexedDB, name), now);
  await archive.connection();
  if (storage) await archive.migrate(storage, levels);
  return archive;
}

/** The open archive. Every method rejects with an ArchiveError. */
export class Archive {
  /**
   * @param {() => Promise<IDBDatabase>} open opens a connection to the database
   * @param {() => number} now
   */
  constructor(open, now) {
    this.open = open;
    this.now = now;
    /** @type {Promise<IDBDatabase> | null} the connection, null once it has closed */
    this.db = null;
    /** @type {IDBDatabase | null} the connection once open, for flush() */
    this.connected = null;
  }

  /**
   * The open connection, opened again when the last one closed (site data cleared, or closed
   * for another tab's upgrade or deletion of the database, which `versionchange` asks for).
   * @returns {Promise<IDBDatabase>}
   */
  connection() {
    if (this.db) return this.db;
    const db = this.open().then((connection) => {
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
   * Runs `work` in one transaction; resolves with its value once the transaction commits.
   * @template T
   * @param {string[]} stores
   * @param {IDBTransactionMode} mode
   * @param {(tx: IDBTransaction) => Promise<T>} work
   * @returns {Promise<T>}
   */
  async run(stores, mode, work) {
    /** @type {IDBTransaction} */
    let tx;
    try {
      tx = await this.transaction(stores, mode);
    } catch (error) {
      throw archiveError(error);
    }
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
      throw archiveError(error);
    }
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
   * Every readable game, newest (last updated) first; unreadable ones are moved aside.
   * @returns {Promise<{games: GameRecord[], damaged: number}>} `damaged`: how many are kept aside
   */
  list() {
    return this.run([GAMES, DAMAGED], 'readwrite', async (tx) => {
      // The whole store, not an index: an index would hide records that lack its field.
      const store = tx.objectStore(GAMES);
      const [values, keys] = await Promise.all([settled(store.getAll()), settled(store.getAllKeys())]);
      const games = [];
      for (const [i, value] of values.entries()) {
        try {
          games.push(readRecord(value));
        } catch (error) {
          await this.setAside(tx, String(keys[i]), value, /** @type {Error} */ (error).message);
          await settled(store.delete(keys[i]));
        }
      }
      games.sort((a, b) => b.updated - a.updated);
      return { games, damaged: await settled(tx.objectStore(DAMAGED).count()) };
    });
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
   * Stores `game` under its id (adding or replacing the same game, whose study `analysis` is
   * kept when `game` has none); an unreadable record already at that id is moved aside first. Rejects with ArchiveError `quota` when the storage
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
          // The game's study (analysis board, maybe in another tab) stays when the app saves the game without it.
          const { analysis } = readRecord(old);
          if (game.analysis === undefined && analysis !== undefined) kept = { ...game, analysis };
        } catch (error) {
          await this.setAside(tx, game.id, old, /** @type {Error} */ (error).message);
        }
      }
      await settled(games.put(kept));
      return kept;
    });
  }

  /**
   * Adds new games (imported ones) in one transaction: all of them or, on a failure, none.
   * @param {GameRecord[]} games records with fresh ids
   * @returns {Promise<void>}
   */
  async putAll(games) {
    games.forEach(validateRecord);
    await this.run([GAMES], 'readwrite', async (tx) => {
      const store = tx.objectStore(GAMES);
      await Promise.all(games.map((game) => settled(store.add(game))));
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

  /**
   * Deletes the game `id` (nothing when there is none).
   * @param {string} id
   * @returns {Promise<void>}
   */
  delete(id) {
    return this.run([GAMES], 'readwrite', async (tx) => { await settled(tx.objectStore(GAMES).delete(id)); });
  }

  /**
   * Everything kept aside, oldest first.
   * @returns {Promise<DamagedRecord[]>}
   */
  damaged() {
    return this.run([DAMAGED], 'readonly', (tx) => settled(tx.objectStore(DAMAGED).getAll()));
  }

  /**
   * The PDN of the game `id`, written by `toPdn` (the wasm Game.pdn() of its fen and moves).
   * @param {string} id
   * @param {(game: GameRecord) => string} toPdn
   * @returns {Promise<string>}
   */
  async exportPdn(id, toPdn) {
    const game = await this.get(id);
    if (!game) throw new ArchiveError('failed', `there is no game "${id}" in the archive`);
    return toPdn(game);
  }

  /**
   * Every readable game as one PDN text, oldest first, games separated by a blank line. A game
   * `toPdn` refuses is left out and listed in `skipped` with the reason.
   * @param {(game: GameRecord) => string} toPdn
   * @returns {Promise<{pdn: string, skipped: Array<{id: string, problem: string}>}>}
   */
  async exportAllPdn(toPdn) {
    const { games } = await this.list();
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

  /**
   * Moves the game saved in localStorage by earlier releases (and a save they had set aside)
   * into the archive, then removes the keys. The migrated game's id comes from its text, so
   * two tabs migrating at once write the same record. An unreadable save goes to the damaged
   * store. Storage failures leave the keys in place for the next open.
   * @param {OldStorage} storage
   * @param {Levels} levels config().levels, the range a saved level must be in
   * @returns {Promise<GameRecord | null>} the migrated game, if any
   */
  async migrate(storage, levels) {
    /** @type {string | null} */
    let text;
    /** @type {string | null} */
    let unreadable;
    try {
      text = storage.getItem(SAVE_KEY);
      unreadable = storage.getItem(SET_ASIDE_KEY);
    } catch {
      return null; // storage disabled: nothing was saved there
    }
    if (text === null && unreadable === null) return null;
    /** @type {GameRecord | null} */
    let game = null;
    let problem = '';
    if (text !== null) {
      try {
        const save = validateLegacySave(JSON.parse(text), levels);
        const time = this.now();
        game = {
          id: `saved-${textHash(text)}`,
          created: time,
          updated: time,
          ...(save.mode === 'ai' ? { mode: modeFor(save.colour), level: save.level } : { mode: 'play' }),
          result: null,
          fen: save.fen,
          moves: save.moves,
          seed: newSeed(),
          view: { orientation: save.orientation, numbers: save.numbers },
        };
      } catch (error) {
        problem = /** @type {Error} */ (error).message;
      }
    }
    await this.run([GAMES, DAMAGED], 'readwrite', async (tx) => {
      if (unreadable !== null) await this.setAside(tx, SET_ASIDE_KEY, unreadable, 'set aside by an earlier release');
      if (game) await settled(tx.objectStore(GAMES).put(game));
      else if (text !== null) await this.setAside(tx, SAVE_KEY, text, problem);
    });
    try {
      storage.removeItem(SAVE_KEY);
      storage.removeItem(SET_ASIDE_KEY);
    } catch {
      // the same text is migrated to the same id next time
    }
    return game;
  }

  /** Closes the database connection (a later request opens it again). */
  close() {
    const db = this.db;
    this.db = null;
    db?.then((connection) => connection.close()).catch(() => {});
  }
}
