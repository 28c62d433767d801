// @ts-check
// The tournament open in this tab: the wasm Tournament (the tournament module's) and its kept
// record. Every change is applied by the wasm (all of it or, refused, nothing), then saved
// before anything shows it; a save another tab got in before is undone here and reported, so
// a result is never lost nor half-kept.

import { loadTournament } from '../wasm/loader.js';
import { StoreError, emptyDetails, newTournamentId } from './store.js';

/** @typedef {import('../tobit_tournament.js').Tournament} Tournament */
/** @typedef {import('../tobit_tournament.js').Command} Command */
/** @typedef {import('../tobit_tournament.js').Settings} Settings */
/** @typedef {import('../tobit_tournament.js').Warning} Warning */
/** @typedef {import('./store.js').Details} Details */
/** @typedef {import('./store.js').StoredTournament} StoredTournament */
/** @typedef {import('./store.js').TournamentStore} TournamentStore */

export class Session {
  /**
   * @param {TournamentStore} store
   * @param {StoredTournament} record
   * @param {Tournament} tournament
   */
  constructor(store, record, tournament) {
    this.store = store;
    this.record = record;
    this.tournament = tournament;
  }

  /**
   * A new tournament, saved at once.
   * @param {TournamentStore} store
   * @param {Settings} settings
   * @param {Details} details
   */
  static async create(store, settings, details) {
    const { Tournament } = await loadTournament();
    const tournament = Tournament.create(settings);
    const session = new Session(store, { id: newTournamentId(), name: settings.name, details, log: '', revision: 0, updated: 0 }, tournament);
    await session.#save();
    return session;
  }

  /**
   * A new tournament from a TRF file (TRF-2026), saved at once. Rejects with the wasm's
   * TournamentError (`trf`: the line that is wrong) when it cannot be read.
   * @param {TournamentStore} store
   * @param {Uint8Array | string} file the file's bytes (its encoding detected) or its text
   */
  static async fromTrf(store, file) {
    const { Tournament } = await loadTournament();
    const tournament = Tournament.fromTrf(file);
    const session = new Session(store, { id: newTournamentId(), name: '', details: emptyDetails(), log: '', revision: 0, updated: 0 }, tournament);
    await session.#save();
    return session;
  }

  /**
   * The tournament kept under `id`, or null when there is none. Rejects with the wasm's
   * TournamentError when its log cannot be replayed (the record is left as it is).
   * @param {TournamentStore} store
   * @param {string} id
   */
  static async open(store, id) {
    const record = await store.get(id);
    if (!record) return null;
    return Session.of(store, record);
  }

  /**
   * The session of a record (kept, or read from a backup file: `restore` then saves it).
   * @param {TournamentStore} store
   * @param {StoredTournament} record
   */
  static async of(store, record) {
    const { Tournament } = await loadTournament();
    const tournament = Tournament.fromLog(record.log);
    return new Session(store, { ...record, details: { ...emptyDetails(), ...record.details } }, tournament);
  }

  /** The state as the page shows it. */
  view() {
    return this.tournament.view();
  }

  /**
   * Applies `command` and saves; returns the warnings of a pairing made by hand. Rejects with
   * the wasm's TournamentError (refused: nothing changed) or a StoreError (not kept: undone).
   * @param {Command} command
   * @returns {Promise<Warning[]>}
   */
  async apply(command) {
    const warnings = this.tournament.apply(command);
    try {
      await this.#save();
    } catch (error) {
      this.tournament.undo();
      throw error;
    }
    return warnings;
  }

  /**
   * Undoes the last change and saves; resolves false when there is none.
   * @returns {Promise<boolean>}
   */
  async undo() {
    const undone = this.tournament.undo();
    if (!undone) return false;
    try {
      await this.#save();
    } catch (error) {
      this.tournament.apply(undone);
      throw error;
    }
    return true;
  }

  /**
   * Changes the details the log does not hold, and saves.
   * @param {Details} details
   */
  async setDetails(details) {
    const before = this.record.details;
    this.record.details = details;
    try {
      await this.#save();
    } catch (error) {
      this.record.details = before;
      throw error;
    }
  }

  /** Saves the tournament over the kept record of this tab's revision, as the next revision. */
  async #save() {
    const base = this.record.revision;
    const record = {
      ...this.record, name: this.tournament.view().settings.name, log: this.tournament.logJson(),
      revision: base + 1, updated: Date.now(),
    };
    await this.store.save(record, base);
    this.record = record;
  }
}

export { StoreError };
