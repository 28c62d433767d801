// @ts-check
// The app's game screen around the <tobit-board> element (whose GameController runs the game):
// the player strip, the move list and its navigation, the action bar, toasts, the choice of a
// new game, and saving after every change (through `onChange`: persistence.js saves the game
// then). What a first visit does not show loads when first needed, each with its part of the
// catalog: the end of a game (ending.js: resigning, draw offers, the result card), the Share
// dialog, the list of keys, the Diagram dialog. Every word comes from the current Translator
// (the catalogs www/i18n/*.json).

import { moveRows, renderMoveList } from './move-list.js';
import { navStep, renderNav, reviewText } from './move-nav.js';
import { stepTarget } from '../lib/game/steps.js';
import { NewGameDialog } from './new-game.js';
import { refusalKey, renderStrip } from './player-strip.js';
import { outcomeText, resultView } from '../lib/game/outcome.js';
import { humanColor } from '../lib/game/mode.js';
import { LaterParts } from './later-parts.js';
import { failureTextLater } from '../lib/failure-later.js';
import { proposedOpponent, rememberOpponent, rememberedOpponent } from './last-opponent.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../lib/game/controller.js').Color} Color */
/** @typedef {import('../lib/game/controller.js').GameEventDetails} GameEventDetails */
/** @typedef {import('../tobit-board-events.js').TobitBoardEventMap} Events */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../lib/archive/save.js').SavedGame} SavedGame */
/** @typedef {import('./new-game.js').GameChoice} GameChoice */
/** @typedef {import('./toasts.js').ToastOptions} ToastOptions */
/** @typedef {import('./toasts.js').Toasts} Toasts */
/** @typedef {import('../wasm/config.js').Range} Range */
/** @typedef {import('../i18n/i18n.js').Params} Params */
/** @typedef {import('../lib/game/steps.js').Step} Step */
/**
 * The page's elements the screen drives (see app.js and index.html).
 * @typedef {object} PanelUi
 * @property {HTMLElement} strip
 * @property {HTMLElement} boardArea
 * @property {HTMLOListElement} moves
 * @property {HTMLElement} movesEmpty
 * @property {HTMLElement} gameResult the result beside the board once the game is over
 * @property {import('./move-nav.js').NavUi} nav
 * @property {HTMLButtonElement} undo
 * @property {HTMLButtonElement} redo
 * @property {HTMLButtonElement} newGame
 * @property {HTMLButtonElement} resign
 * @property {HTMLButtonElement} offerDraw
 * @property {HTMLButtonElement} share
 * @property {HTMLButtonElement} flip
 * @property {HTMLButtonElement} diagram opens the Diagram dialog (www/lib/diagram/, loaded then)
 * @property {HTMLInputElement} numbers
 * @property {HTMLElement} toasts (the result card goes before them, over the board)
 * @property {HTMLDialogElement} newGameDialog
 * @property {HTMLDialogElement} confirmDialog the question before resigning (and deleting in My games)
 * @property {HTMLButtonElement} showKeys opens the list of the keys
 */

/** How long the strip says why a move was refused, in ms (the next move clears it sooner). */
const REFUSAL_MS = 6000;

/** The app's game screen. */
export class AppPanel {
  /**
   * @param {TobitBoard} board
   * @param {PanelUi} ui
   * @param {{levels: Range, toasts: Toasts, words: (part: string) => Promise<void>}} parts
   *   `levels`: config().levels; `toasts`: where messages go; `words`: loads a part of the
   *   catalog (the clock's words, `clock`, before a timed game's clocks are shown; the words of
   *   each part of the screen loaded on demand)
   */
  constructor(board, ui, { levels, toasts, words }) {
    this.board = board;
    /** Loads a part of the catalog a screen loaded on demand needs (LanguageChoice.need). */
    this.words = words;
    this.ui = ui;
    this.levels = levels;
    /** @type {Translator | null} null until the first catalog is loaded */
    this.t = null;
    /** @type {GameChoice} who plays whom and the computer's level (the last chosen, to start with) */
    this.settings = proposedOpponent(levels);
    /** An imported game's players, named in the strip. @type {{white: string, black: string} | null} */
    this.names = null;
    /** @type {string | null} null: the standard start position */
    this.startFen = null;
    this.viewedPly = -1; // -1: the live game
    this.thinking = false;
    this.loading = true; // no saving before the first game is loaded, or while one is being applied
    /**
     * True on a first visit until the player has chosen a game: the board waits at the start
     * position with no opponent, so nothing of the computer (engine worker, engine wasm) loads.
     */
    this.choosing = false;
    /** Called after every change of the game or its settings (not while a game is loading). */
    this.onChange = () => {};
    /** @type {{key: string, params?: Params, timer: number} | null} why the board refused the last move */
    this.refusal = null;
    /** @type {(() => void) | null} removes the computer's draw offer */
    this.drawOffer = null;
    this.toasts = toasts;
    this.choice = new NewGameDialog(ui.newGameDialog, levels, () => words('clock'));
    /** The parts of the screen loaded when first needed (the end of a game, dialogs). */
    this.later = new LaterParts(this);
    /** Counts the games put on the board: the end of an earlier one shows no result card. */
    this.games = 0;
    /** @type {import('./clock/timed-game.js').TimedGame | null} the clocks of a timed game */
    this.timed = null;
    /** @type {import('./clock/timed-game.js').ClockPlacement} the clocks last asked for */
    this.clockWanted = null;
  }

  /** @returns {Color | null} the person's colour against the computer, null for two players */
  get human() {
    return humanColor(this.settings.mode);
  }

  /**
   * The words of `key` in the current language (the key itself before a catalog is loaded).
   * @param {string} key
   * @param {Params} [params]
   */
  #t(key, params) {
    return this.t ? this.t.t(key, params) : key;
  }

  /**
   * Tells the player that something went wrong: `reason` in their words, or the error to word.
   * @param {unknown} reason
   */
  async #failed(reason) {
    const words = typeof reason === 'string' ? reason : await failureTextLater(this.t, reason);
    this.notify(this.#t('screen.boardError', { reason: words }), { kind: 'error' });
  }

  /**
   * Shows every word of the screen in the language of `t`.
   * @param {Translator} t
   */
  translate(t) {
    this.t = t;
    this.choice.translate(t);
    this.timed?.translate(t);
    this.later.ended?.card.render(t);
    this.refresh();
  }

  /**
   * The settings and moves that describe the game now (what is saved and shared).
   * @returns {SavedGame}
   */
  snapshot() {
    return {
      fen: this.startFen,
      moves: this.board.history(),
      mode: this.settings.mode,
      level: this.settings.level,
      orientation: this.board.orientation || 'white',
      numbers: this.ui.numbers.checked,
      clock: this.timed?.record() ?? null,
    };
  }

  /**
   * Puts the clocks of a timed game on the screen, or takes them off (www/app/clock/, loaded when
   * a game is timed): `start` a new game's time control, `restore` a stored clock (paused),
   * null for none.
   * @param {import('./clock/timed-game.js').ClockPlacement} how
   * @returns {Promise<void>}
   */
  async setClock(how) {
    this.clockWanted = how;
    if (!how && !this.timed) return;
    const [{ placeClock }] = await Promise.all([import('./clock/timed-game.js'), this.words('clock')]);
    await placeClock(this, how);
  }

  /**
   * Loads a game (from a save or a link, or a fresh one when `game` is null). The element
   * applies `fen` and `moves` in a microtask, so this resolves once it has; a bad move list is
   * reported by the element's `error` event and replaced by its start position. A game loaded
   * over shows its result beside the board, never the result card (that belongs to the moment
   * a game ends).
   * @param {SavedGame | null} game
   * @param {() => void} [ending] ends the game as it ended (a resignation or an agreed draw is
   *   not in the moves), once its moves are on the board
   */
  async load(game, ending) {
    this.loading = true;
    if (game) {
      this.settings = { mode: game.mode, level: game.level, clock: game.clock?.saved.control ?? null };
      this.names = game.names ?? null; // an imported game's players, for the strip
      this.ui.numbers.checked = game.numbers;
    } else {
      this.settings = { ...this.settings, ...rememberedOpponent(this.levels) }; // the last opponent chosen
      this.names = null;
    }
    const clock = game?.clock;
    this.startFen = game?.fen ?? null;
    this.games += 1;
    this.later.ended?.card.hide();
    this.applySettings(game?.orientation);
    if (this.startFen) this.board.setAttribute('fen', this.startFen);
    else this.board.removeAttribute('fen');
    this.board.setAttribute('moves', (game?.moves ?? []).join(' '));
    await Promise.resolve(); // after the element's queued reload
    ending?.();
    await this.setClock(clock ? { restore: clock } : null);
    this.loading = false;
    this.viewedPly = -1;
    this.refresh();
  }

  /**
   * Pushes mode, level, numbers and orientation to the board.
   * @param {Color} [orientation] default: the person's colour against the computer, else as it is
   */
  applySettings(orientation) {
    const human = this.choosing ? null : this.human;
    this.board.setAttribute('mode', this.choosing ? 'play' : this.settings.mode);
    this.board.setAttribute('level', String(this.settings.level));
    this.board.setAttribute('numbers', String(this.ui.numbers.checked));
    this.board.setAttribute('orientation', orientation ?? human ?? (this.board.orientation || 'white'));
  }

  /** Connects every control and board event. */
  bind() {
    const { ui, board } = this;
    ui.newGame.addEventListener('click', () => this.chooseGame());
    ui.undo.addEventListener('click', () => this.run(() => board.undo()));
    ui.redo.addEventListener('click', () => this.run(() => board.redo()));
    ui.flip.addEventListener('click', () => { board.flip(); this.save(); });
    ui.numbers.addEventListener('change', () => {
      board.setAttribute('numbers', String(ui.numbers.checked));
      this.save();
    });
    ui.showKeys.addEventListener('click', () => this.later.openKeys());
    ui.diagram.addEventListener('click', () => this.later.openDiagram());
    ui.resign.addEventListener('click', () => this.later.end((ending) => ending.resign()));
    ui.offerDraw.addEventListener('click', () => this.later.end((ending) => ending.offerDraw()));
    ui.share.addEventListener('click', () => this.later.openShare());
    for (const step of /** @type {const} */ (['first', 'previous', 'next', 'last'])) {
      ui.nav[step].addEventListener('click', () => this.step(step));
    }
    ui.nav.backToGame.addEventListener('click', () => this.review(-1));
    document.addEventListener('keydown', (e) => this.onKey(e));

    board.addEventListener('move', () => {
      this.drawOffer?.();
      this.#clearRefusal();
      this.refresh();
    });
    board.addEventListener('change', () => { this.#clearRefusal(); this.refresh(); });
    board.addEventListener('gameover', (e) => this.#gameOver(/** @type {Events['gameover']} */ (e).detail));
    board.addEventListener('thinking', (e) => {
      this.thinking = /** @type {Events['thinking']} */ (e).detail.active;
      this.refresh();
    });
    board.addEventListener('drawoffer', () => {
      // The offer holds until the next move (or another game).
      const offered = `${this.games} ${board.history().length}`;
      this.later.end((ending) => { if (offered === `${this.games} ${board.history().length}`) ending.computerOffers(); });
    });
    board.addEventListener('refused', (e) => this.onRefused(/** @type {CustomEvent<{reason: string, text?: string}>} */ (e).detail));
    board.addEventListener('error', (e) => {
      const { message, text } = /** @type {Events['error']} */ (/** @type {unknown} */ (e)).detail;
      this.#failed(text ?? new Error(message));
    });
  }

  /**
   * Ctrl+Z / Ctrl+Y (or Cmd) for undo and redo, the keys that step through the game (unless a
   * text field, a list or the board has the focus), and "?" for the list of the keys.
   * @param {KeyboardEvent} e
   */
  onKey(e) {
    const step = navStep(e);
    if (step) {
      e.preventDefault();
      this.step(step);
      return;
    }
    const target = /** @type {Element} */ (e.target);
    if (e.key === '?' && !target.closest?.('input, textarea, select') && !document.querySelector('dialog[open]')) {
      e.preventDefault();
      this.later.openKeys();
      return;
    }
    if (e.key === 'Escape' && this.viewedPly !== -1 && !document.querySelector('dialog[open]')) {
      this.review(-1);
      return;
    }
    if (!(e.ctrlKey || e.metaKey) || target.closest?.('input, textarea, select, dialog')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) { e.preventDefault(); this.run(() => this.board.undo()); }
    if (key === 'y' || (key === 'z' && e.shiftKey)) { e.preventDefault(); this.run(() => this.board.redo()); }
  }

  /**
   * Runs a board action, leaving review first; an error becomes a toast, never a crash.
   * @param {() => unknown} action
   */
  run(action) {
    try {
      if (this.viewedPly !== -1) this.review(-1);
      action();
    } catch (err) {
      this.#failed(err);
    }
    this.refresh();
  }

  /**
   * Asks which game to play next (opponent, colour, level), the last chosen preselected, and
   * starts it.
   * @param {{first?: boolean}} [options] `first`: the welcome of a first visit
   */
  async chooseGame({ first = false } = {}) {
    const choice = await this.choice.open(rememberedOpponent(this.levels) ?? this.settings, { first });
    if (!choice) return;
    this.startGame(choice);
    this.board.focus(); // the keys play at once
  }

  /**
   * Starts a new game with `choice`, remembered as the last chosen. A game in progress can be
   * brought back from the toast that says so ("Undo"); a finished one stays in the move list's
   * history only through the archive.
   * @param {GameChoice} choice
   */
  startGame(choice) {
    rememberOpponent(choice);
    const previous = this.snapshot();
    const unfinished = previous.moves.length > 0 && !this.board.status().over;
    const changed = choice.mode !== previous.mode;
    this.settings = { ...choice };
    this.names = null;
    this.choosing = false;
    this.drawOffer?.();
    this.games += 1;
    this.later.ended?.card.hide();
    this.startFen = null;
    this.viewedPly = -1;
    this.applySettings();
    this.run(() => { this.board.removeAttribute('fen'); this.board.newGame(); });
    this.setClock(choice.clock ? { start: choice.clock } : null);
    if (unfinished) {
      this.notify(this.#t(changed ? 'toast.modeChanged' : 'toast.newGameStarted'), {
        action: { label: this.#t('toast.undo'), run: () => this.load(previous) },
      });
    }
  }

  /**
   * Shows the position after `ply` plies read-only, or the live game for -1.
   * @param {number} ply
   */
  review(ply) {
    const total = this.board.history().length;
    this.viewedPly = ply >= total ? -1 : ply;
    this.board.showPly(this.viewedPly);
    this.#clearRefusal();
    this.refresh();
  }

  /**
   * One step through the game's positions (the buttons under the board and their keys).
   * @param {Step} step
   */
  step(step) {
    const target = stepTarget(step, this.viewedPly, this.board.history().length);
    if (target !== null) this.review(target);
  }

  /**
   * Says in the strip why the board refused a move (the element's `refused` event; a typed move
   * is named: "9-1 is not possible here").
   * @param {{reason: string, text?: string}} detail
   */
  onRefused(detail) {
    const status = this.board.status();
    const key = refusalKey(detail, { human: this.human, sideToMove: status.sideToMove, reviewing: this.viewedPly !== -1 });
    const params = detail.text ? { move: detail.text } : undefined;
    this.#clearRefusal();
    this.refusal = { key, params, timer: window.setTimeout(() => { this.refusal = null; this.refresh(); }, REFUSAL_MS) };
    this.refresh();
  }

  /** Brings the board into view (on a phone the move list is below it), moving the page no more than needed. */
  #showBoard() {
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.ui.boardArea.scrollIntoView({ block: 'nearest', behavior: still ? 'instant' : 'smooth' });
  }

  #clearRefusal() {
    if (this.refusal) clearTimeout(this.refusal.timer);
    this.refusal = null;
  }

  /**
   * The end of the game: the strip and the result line say so, and the result card shows (only
   * when it ends on the board, not when a finished game is loaded; not when the game has been
   * left or taken back before the card is loaded).
   * @param {GameEventDetails['gameover']} outcome
   */
  #gameOver(outcome) {
    this.drawOffer?.();
    this.refresh();
    if (!this.t || this.loading) return;
    const game = this.games;
    this.later.end((ending) => { if (game === this.games && this.board.status().over) ending.showResult(outcome); });
  }

  /**
   * Shows a message in a toast near the board.
   * @param {string} message
   * @param {ToastOptions} [options]
   */
  notify(message, options) {
    this.toasts.show(message, options);
  }

  save() {
    if (!this.loading) this.onChange();
  }

  /** Redraws the screen from the board's state and saves the game. */
  refresh() {
    const { ui, board, t } = this;
    if (!t) return;
    const numbered = board.numberedMoves();
    const status = board.status();
    const total = numbered.length;
    if (this.viewedPly > total) this.viewedPly = -1;
    const reviewing = this.viewedPly !== -1;
    const shown = reviewing ? this.viewedPly : total;
    renderMoveList(ui.moves, moveRows(numbered), {
      shownPly: this.viewedPly, over: status.over, t, onPick: (ply) => { this.review(ply); this.#showBoard(); },
    });
    ui.movesEmpty.hidden = total > 0;
    renderNav(ui.nav, this.viewedPly, numbered, t);
    ui.boardArea.classList.toggle('reviewing', reviewing);

    /** @type {Record<Color, number>} */
    const taken = { white: 0, black: 0 };
    for (const move of numbered.slice(0, shown)) taken[move.side] += move.captured.length;
    const live = !status.over && !reviewing;
    const mustCapture = live && status.mustCapture;
    const outcome = status.outcome;
    ui.gameResult.hidden = !outcome;
    ui.gameResult.textContent = outcome ? outcomeText(t, outcome, this.human) : '';
    renderStrip(ui.strip, t, {
      human: this.human,
      level: this.settings.level,
      names: this.names,
      sideToMove: status.sideToMove,
      result: outcome ? t.t(resultView(outcome, this.human).title) : null,
      thinking: this.thinking && live,
      mustCapture,
      taken,
      reviewing: reviewing ? reviewText(t, numbered, this.viewedPly) : null,
      refusal: this.refusal ? t.t(this.refusal.key, this.refusal.params) : null,
    });
    if (!status.over) this.later.ended?.card.hide();

    // A game lost on time is over for good (docs/CLOCKS.md): Undo takes nothing back.
    ui.undo.disabled = (total === 0 && !status.over) || status.outcome?.reason === 'time-forfeit';
    ui.redo.disabled = !board.canRedo();
    ui.resign.disabled = status.over;
    ui.offerDraw.disabled = status.over;
    this.save();
  }
}
