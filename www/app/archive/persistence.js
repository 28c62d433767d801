// @ts-check
// No game ever lost: the app's start (a shared link, this tab's game, the latest unfinished
// one, or a fresh game) and the saving of the game in progress into the archive (archive.js)
// after every change. Each tab owns the id of the game it plays (sessionStorage, and a Web Lock
// while it plays it), so two tabs never write the same record. A save that fails is shown until
// a later one succeeds, with "Export PDN"; the game stays in memory and exportable. Each change
// is also written at once to the journal of unsaved games (localStorage, unsaved.js), which the
// next opening of the archive stores when the tab closed before its write committed. When the
// page is hidden or closed, the game is written at once (flush). An archive that could not open
// because another tab blocked it is tried again at the next change.

import { openArchive, ArchiveError, STUDY_CHANNEL } from '../../lib/archive/archive.js';
import { newGameId, newSeed, replayEnding, recordOf } from '../../lib/archive/record.js';
import { TAB_GAME_KEY, claim } from '../../lib/archive/game-lock.js';
import { loadConfig } from '../../wasm/config.js';
import { translateDom } from '../../i18n/i18n.js';
import { onDemand } from '../on-demand.js';
import { deviceStorage, readText, writeText } from '../../lib/storage.js';
import { forgetUnsaved, keepUnsaved, recordText } from '../../lib/archive/unsaved.js';
import { rememberedOpponent } from '../last-opponent.js';

/** @typedef {import('../../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('../../lib/archive/record.js').Identity} Identity */
/** @typedef {import('../../lib/archive/archive.js').Archive} Archive */
/** @typedef {import('../../lib/archive/save.js').SavedGame} SavedGame */
/** @typedef {import('../panel.js').AppPanel} AppPanel */
/** @typedef {import('../../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../i18n/i18n.js').LanguageChoice} LanguageChoice */
/** @typedef {import('../../i18n/i18n.js').Params} Params */

/** @param {unknown} error */
const reasonOf = (error) => (error instanceof Error ? error.message : String(error));

/** The messages of a failed save, each cleared by the next save that succeeds. */
const SAVE_PROBLEMS = ['archive.saveFailed', 'archive.full', 'archive.blocked'];

/**
 * The catalog key of the message that says what happened to the archive.
 * @param {unknown} error
 * @param {string} otherwise the key for any other failure
 */
function problemOf(error, otherwise) {
  if (!(error instanceof ArchiveError)) return otherwise;
  return { blocked: 'archive.blocked', quota: 'archive.full' }[/** @type {string} */ (error.code)] ?? otherwise;
}

/** The page's elements this module drives (its block in index.html). */
export class Persistence {
  /**
   * @param {{board: TobitBoard, panel: AppPanel, language: LanguageChoice,
   *   problem: HTMLElement, problemText: HTMLElement, problemExport: HTMLButtonElement}} parts
   *   `problem`: the message that stays while saving fails, with its text and "Export PDN" button
   */
  constructor({ board, panel, language, problem, problemText, problemExport }) {
    this.board = board;
    this.panel = panel;
    this.language = language;
    this.problem = problem;
    this.problemText = problemText;
    /** @type {Archive | null} */
    this.archive = null;
    /** @type {Identity} */
    this.current = { id: newGameId(), created: Date.now(), seed: newSeed(), result: null };
    /** @type {(() => void) | null} releases this tab's claim on its game */
    this.release = null;
    /** The last record written (its JSON without the time), so unchanged games are not rewritten. */
    this.written = '';
    /** The last record known to be stored (its signature as `written`): a page closing writes what differs. */
    this.stored = '';
    /** @type {string | undefined} the game's study (`analysis`) as last seen, which the flush writes back */
    this.study = undefined;
    /** @type {import('../../lib/archive/record.js').Practice | undefined} its exercises solved (`practice`) as last seen, written back too */
    this.practice = undefined;
    /** Hears the studies (and exercises solved) the analysis board saves in another tab, so that the flush keeps this game's. */
    this.studies = globalThis.BroadcastChannel ? new BroadcastChannel(STUDY_CHANNEL) : null;
    if (this.studies) {
      this.studies.onmessage = ({ data }) => {
        if (data?.id !== this.current.id) return;
        if ('analysis' in data) this.study = data.analysis;
        if ('practice' in data) this.practice = data.practice;
      };
    }
    /** @type {Promise<void>} the saves, one after another */
    this.queue = Promise.resolve();
    this.restoring = false;
    /** Whether this visit found no game at all to show (the app then offers the first-visit choice). */
    this.firstVisit = false;
    /** @type {string | null} the catalog key of the problem shown, null when none */
    this.problemKey = null;
    /** @type {Promise<void> | null} an open of the archive under way after it was blocked */
    this.reopening = null;
    problemExport.addEventListener('click', () => this.exportCurrent());
  }

  /** @returns {Translator | null} */
  get t() { return this.language.translator; }

  /**
   * Opens the archive and the game this tab should show; then saves after every change.
   * @returns {Promise<void>}
   */
  async start() {
    // No move until the game to show is known (a move made meanwhile would be replaced).
    this.board.setAttribute('aria-busy', 'true');
    this.board.interactive = false;
    try {
      await this.restoreOrOpen();
    } finally {
      this.board.removeAttribute('interactive');
      this.board.removeAttribute('aria-busy');
    }
    this.panel.onChange = () => this.save();
    this.board.addEventListener('change', (e) => {
      const { action } = /** @type {CustomEvent} */ (e).detail;
      if (action === 'newgame' && !this.restoring) this.beginNew();
    });
    for (const type of ['move', 'change', 'gameover']) this.board.addEventListener(type, () => this.save());
    // The last move is not lost when the tab closes right after it.
    addEventListener('pagehide', () => this.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flush();
    });
  }

  /**
   * Opens the archive, then the shared game of the address or the game to continue. The opener
   * of a shared link (shared-link.js) loads only when the address has a query, beside the config.
   */
  async restoreOrOpen() {
    const linkOpener = location.search ? import('./shared-link.js') : null;
    const { levels } = await loadConfig();
    this.levels = levels;
    this.language.subscribe(() => this.renderProblem());
    try {
      this.archive = await openArchive({ levels });
    } catch (error) {
      this.showProblem(problemOf(error, 'archive.unavailable'));
      console.warn(reasonOf(error));
    }
    let link;
    try {
      link = await linkOpener;
    } catch (error) { // the opener did not load: a fresh game, and the link stays for a reload
      this.panel.notify(this.text('toast.sharedUnreadable', { reason: reasonOf(error) }));
      await this.switchTo({ id: newGameId(), created: Date.now(), seed: newSeed(), result: null }, null);
      return;
    }
    if (!(await link?.openLink(this, levels))) await this.restore();
  }

  /**
   * This tab's game after a reload; in a new tab the latest unfinished game no other tab
   * plays; else a fresh game.
   */
  async restore() {
    const archive = this.archive;
    const tabId = readText(TAB_GAME_KEY, deviceStorage('sessionStorage'));
    if (archive) {
      try {
        // A stored game to take up: resume.js, loaded only then (a first visit has none).
        const stored = await archive.count();
        const found = stored === 0 ? 'empty' : await (await import('./resume.js')).resumeGame(this, archive, tabId);
        if (found === 'opened') return;
        // No game yet, though a game was chosen (a reload before its first move): that game.
        if (found === 'empty') this.firstVisit = !this.#chosenBefore();
      } catch (error) {
        if (error instanceof ArchiveError && error.code === 'damaged') this.panel.notify(this.text('toast.savedUnreadable'));
        else this.showProblem('archive.unavailable');
      }
    }
    if (!archive) this.firstVisit = !this.#chosenBefore();
    // A first visit waits for the player's choice before anything of an opponent loads.
    this.panel.choosing = this.firstVisit;
    await this.switchTo({ id: newGameId(), created: Date.now(), seed: newSeed(), result: null }, null);
  }

  /**
   * Makes `record` this tab's game, shown as `game`, with the claim on it (`release`) taken
   * (resume.js's openGame checks first that it can be taken up); the game left stays in the
   * archive as it was saved.
   * @param {GameRecord} record
   * @param {SavedGame} game
   * @param {() => void} release
   */
  async adopt(record, game, release) {
    await this.switchTo(record, game, release);
    this.written = recordText(this.record(record.updated)).signature;
    this.stored = this.written;
    this.study = record.analysis;
    this.practice = record.practice;
  }

  /**
   * Loads `game` (null: a fresh one) on the board as the game `identity`.
   * @param {Identity} identity
   * @param {SavedGame | null} game
   * @param {(() => void) | null} [release] the claim on it, when already taken
   */
  async switchTo(identity, game, release) {
    this.release?.();
    this.release = release ?? (await claim(identity.id));
    const { id, created, seed, result, fromLink } = identity;
    this.current = { id, created, seed, result, ...(fromLink ? { fromLink } : {}) };
    this.stored = '';
    this.study = undefined;
    // Refused: this tab starts afresh on a reload.
    writeText(TAB_GAME_KEY, identity.id, deviceStorage('sessionStorage'));
    this.restoring = true;
    try {
      this.board.seed = identity.seed;
      // A resignation or an agreed draw is not in the moves: the board is told again.
      await this.panel.load(game, () => replayEnding(this.board, identity.result));
    } finally {
      this.restoring = false;
    }
  }

  /** Whether the player chose an opponent on this device before (the choice is remembered). */
  #chosenBefore() {
    return this.levels ? rememberedOpponent(this.levels) !== null : false;
  }

  /** A new game on the board (the panel's New game or a change of opponent): a new id and seed. */
  beginNew() {
    this.release?.();
    this.release = null;
    const identity = { id: newGameId(), created: Date.now(), seed: newSeed(), result: null };
    this.current = identity;
    this.board.seed = identity.seed;
    this.written = '';
    this.stored = '';
    this.study = undefined;
    claim(identity.id).then((release) => {
      if (this.current.id === identity.id) this.release = release;
      else release?.();
    });
    writeText(TAB_GAME_KEY, identity.id, deviceStorage('sessionStorage'));
  }

  /**
   * The current game as an archive record.
   * @param {number} [updated]
   * @returns {GameRecord}
   */
  record(updated = Date.now()) {
    const result = this.board.status().outcome;
    return recordOf(this.panel.snapshot(), { ...this.current, result }, updated);
  }

  /**
   * The game to save now, when it has anything to keep and is not the one last saved (`since`):
   * its record, and the record made into JSON once (recordText), the journal's text and the
   * signature.
   * @param {string} [since] the signature of the record last saved
   * @returns {{record: GameRecord, signature: string, text: string} | null}
   */
  changed(since = this.written) {
    if (this.restoring || this.panel.loading) return null;
    const record = this.record();
    if (record.moves.length === 0 && record.fen === null && record.result === null) return null;
    const { signature, text } = recordText(record);
    return signature === since ? null : { record, signature, text };
  }

  /** Saves the game in progress, when it has anything to keep and changed since the last save. */
  save() {
    if (!this.archive) {
      this.reopen();
      return;
    }
    const change = this.changed();
    if (!change) return;
    const { record, signature, text } = change;
    this.written = signature;
    // Kept at once: the tab may close before the archive's write commits.
    const journal = keepUnsaved(record.id, text);
    const archive = this.archive;
    this.queue = this.queue.then(async () => {
      if (signature !== this.written) return; // a later state is saved instead (or was flushed)
      try {
        const kept = await archive.put(record);
        forgetUnsaved(record.id, journal);
        if (record.id === this.current.id) {
          this.stored = signature;
          this.study = kept.analysis;
          this.practice = kept.practice;
        }
        if (SAVE_PROBLEMS.includes(this.problemKey ?? '')) this.showProblem(null);
      } catch (error) {
        this.written = ''; // try again at the next change
        this.showProblem(problemOf(error, 'archive.saveFailed'));
        console.warn(reasonOf(error));
      }
    });
  }

  /**
   * Writes the game at once, in this task: the page is being hidden or closed. A save still
   * under way may never end, so the game is written when it differs from the last one stored,
   * with the study last seen (the flush cannot read the record first).
   */
  flush() {
    const change = this.archive && this.changed(this.stored);
    if (!change) return;
    // Kept in this task, where the archive's write may never commit when the tab closes.
    const journal = keepUnsaved(change.record.id, change.text);
    const record = {
      ...change.record,
      ...(this.study === undefined ? {} : { analysis: this.study }),
      ...(this.practice === undefined ? {} : { practice: this.practice }),
    };
    const written = this.archive?.flush(record);
    if (!written) return;
    this.written = change.signature;
    written.then(() => {
      this.stored = change.signature;
      forgetUnsaved(record.id, journal);
    }, (error) => {
      if (this.written === change.signature) this.written = ''; // the next change saves it
      console.warn(reasonOf(error));
    });
  }

  /** Opens the archive again after another tab blocked it, then saves the game. */
  reopen() {
    if (this.problemKey !== 'archive.blocked' || this.reopening || !this.levels) return;
    this.reopening = openArchive({ levels: this.levels }).then((archive) => {
      this.archive = archive;
      this.showProblem(null);
      this.save();
    }, (error) => console.warn(reasonOf(error))).finally(() => { this.reopening = null; });
  }

  /**
   * Shows the message `key` until it is resolved (null hides it).
   * @param {string | null} key
   */
  showProblem(key) {
    this.problemKey = key;
    this.renderProblem();
  }

  renderProblem() {
    this.problem.hidden = this.problemKey === null;
    if (this.problemKey && this.t) this.problemText.textContent = this.t.t(this.problemKey);
    if (this.t) translateDom(this.problem, this.t);
  }

  /**
   * A message from the catalog (its key until the catalog is loaded).
   * @param {string} key
   * @param {Params} [params]
   */
  text(key, params) {
    return this.t ? this.t.t(key, params) : key;
  }

  /** Downloads the game on the board as PDN (pdn-export.js, loaded now). */
  async exportCurrent() {
    const game = this.record();
    const { downloadGame } = await import('./pdn-export.js');
    await downloadGame(game, this.board, this.language);
  }
}

/**
 * Starts the archive for the app page: this tab's game restored (or the shared one opened),
 * saved after every change, and the "My games" dialog.
 * @param {TobitBoard} board
 * @param {AppPanel} panel
 * @param {LanguageChoice} language
 * @returns {Promise<Persistence>}
 */
export async function startPersistence(board, panel, language) {
  const byId = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));
  const persistence = new Persistence({
    board, panel, language, problem: byId('save-problem'), problemText: byId('save-problem-text'),
    problemExport: byId('save-problem-export'),
  });
  await persistence.start();
  const opener = byId('my-games');
  opener.hidden = !language.translator; // no catalog: no list
  language.subscribe((t) => {
    opener.hidden = false;
    translateDom(opener, t);
  });
  // My games and its PDN tools bring their words (the catalog's `games` and `pdn` parts) with them.
  const words = () => Promise.all([language.need('games'), language.need('pdn')]);
  const myGames = onDemand(() => words().then(() => import('./my-games.js'))
    .then(({ MyGames }) => new MyGames({ confirm: byId('confirm-dialog'), persistence })));
  opener.addEventListener('click', () => myGames().then((list) => list.show(), (error) => console.error(error)));
  return persistence;
}
