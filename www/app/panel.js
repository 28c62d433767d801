// @ts-check
// The app's side panel, wired to the <tobit-board> element (whose GameController runs the game):
// settings, buttons, move list, game over, draw offers, review of earlier positions, and saving
// after every change.

import { describeOutcome } from './outcome.js';
import { askDraw } from './dialogs.js';
import { renderMoveList, sideOfFen } from './move-list.js';
import { openShare } from './share.js';
import { writeSave } from './save.js';

/** @typedef {import('../tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../game-controller.js').Color} Color */
/** @typedef {import('./save.js').SavedGame} SavedGame */
/** @typedef {import('../game-controller.js').GameEventDetails} GameEventDetails */
/**
 * The page's elements the panel drives (see app.js).
 * @typedef {object} PanelUi
 * @property {HTMLFormElement} panel
 * @property {HTMLFormElement} form
 * @property {HTMLSelectElement} colour
 * @property {HTMLSelectElement} level
 * @property {HTMLInputElement} numbers
 * @property {HTMLButtonElement} newGame
 * @property {HTMLButtonElement} undo
 * @property {HTMLButtonElement} redo
 * @property {HTMLButtonElement} flip
 * @property {HTMLButtonElement} resign
 * @property {HTMLButtonElement} offerDraw
 * @property {HTMLButtonElement} share
 * @property {HTMLDialogElement} shareDialog
 * @property {HTMLButtonElement} shareCopy
 * @property {HTMLDialogElement} drawDialog
 * @property {HTMLElement} drawText
 * @property {HTMLElement} status
 * @property {HTMLElement} banner
 * @property {HTMLElement} notice
 * @property {HTMLElement} noticeText
 * @property {HTMLButtonElement} noticeClose
 * @property {HTMLOListElement} moves
 * @property {HTMLElement} review
 * @property {HTMLElement} reviewText
 * @property {HTMLButtonElement} backToGame
 * @property {HTMLElement} aiOffer
 * @property {HTMLButtonElement} aiOfferAccept
 * @property {HTMLButtonElement} aiOfferDecline
 */

/** @param {string} s */
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** @param {Color} side @returns {Color} */
const other = (side) => (side === 'white' ? 'black' : 'white');
/** @param {unknown} err */
const messageOf = (err) => (err instanceof Error ? err.message : String(err));

/** The app's side panel. */
export class AppPanel {
  /**
   * @param {TobitBoard} board
   * @param {PanelUi} ui
   */
  constructor(board, ui) {
    this.board = board;
    this.ui = ui;
    /** @type {string | null} null: the standard start position */
    this.startFen = null;
    this.viewedPly = -1; // -1: the live game
    this.thinking = false;
    this.loading = false; // no saving while a loaded game is being applied
  }

  /** The chosen opponent: "ai" or "two". */
  get opponent() {
    return /** @type {RadioNodeList} */ (this.ui.form.elements.namedItem('mode')).value === 'ai' ? 'ai' : 'two';
  }

  /**
   * The settings and moves that describe the game now (what is saved and shared).
   * @returns {SavedGame}
   */
  snapshot() {
    return {
      fen: this.startFen,
      moves: this.board.history(),
      mode: this.opponent,
      colour: this.ui.colour.value === 'black' ? 'black' : 'white',
      level: Number(this.ui.level.value),
      orientation: this.board.orientation || 'white',
      numbers: this.ui.numbers.checked,
    };
  }

  /**
   * Loads a game (from a save or a link, or a fresh one when `game` is null). The element
   * applies `fen` and `moves` in a microtask, so this resolves once it has; a bad move list is
   * reported by the element's `error` event and replaced by its start position.
   * @param {SavedGame | null} game
   */
  async load(game) {
    this.loading = true;
    if (game) {
      /** @type {RadioNodeList} */ (this.ui.form.elements.namedItem('mode')).value = game.mode;
      this.ui.colour.value = game.colour;
      this.ui.level.value = String(game.level);
      this.ui.numbers.checked = game.numbers;
    }
    this.startFen = game?.fen ?? null;
    this.applySettings(game?.orientation);
    if (this.startFen) this.board.setAttribute('fen', this.startFen);
    else this.board.removeAttribute('fen');
    this.board.setAttribute('moves', (game?.moves ?? []).join(' '));
    await Promise.resolve(); // after the element's queued reload
    this.loading = false;
    this.viewedPly = -1;
    this.refresh();
  }

  /**
   * Pushes mode, level, numbers and orientation from the panel to the board.
   * @param {Color} [orientation]
   */
  applySettings(orientation) {
    const ai = this.againstAi();
    const colour = this.ui.colour.value === 'black' ? 'black' : 'white';
    this.board.setAttribute('mode', ai ? `ai-${other(colour)}` : 'play');
    this.board.setAttribute('level', this.ui.level.value);
    this.board.setAttribute('numbers', String(this.ui.numbers.checked));
    this.board.setAttribute('orientation', orientation ?? (ai ? colour : this.board.orientation || 'white'));
    this.ui.panel.classList.toggle('mode-ai', ai);
  }

  againstAi() {
    return this.opponent === 'ai';
  }

  /** Connects every control and board event. */
  bind() {
    const { ui, board } = this;
    ui.form.addEventListener('submit', (e) => e.preventDefault());
    ui.form.addEventListener('change', (e) => {
      const target = /** @type {EventTarget & {name?: string}} */ (e.target);
      if (target === ui.numbers) {
        board.setAttribute('numbers', String(ui.numbers.checked));
        this.save();
      } else if (target.name === 'mode' || (target === ui.colour && this.againstAi())) {
        this.newGame();
      } else if (target === ui.level) {
        board.setAttribute('level', ui.level.value);
        this.save();
      } else {
        this.save(); // the colour, kept for the next game against the computer
      }
    });
    ui.newGame.addEventListener('click', () => this.newGame());
    ui.undo.addEventListener('click', () => this.run(() => board.undo()));
    ui.redo.addEventListener('click', () => this.run(() => board.redo()));
    ui.flip.addEventListener('click', () => { board.flip(); this.save(); });
    ui.resign.addEventListener('click', () => this.resign());
    ui.offerDraw.addEventListener('click', () => this.offerDraw());
    ui.share.addEventListener('click', () => {
      ui.shareCopy.textContent = 'Copy the link';
      openShare(ui.shareDialog, this.snapshot(), location.href);
    });
    ui.shareCopy.addEventListener('click', () => this.copyLink());
    ui.noticeClose.addEventListener('click', () => { ui.notice.hidden = true; });
    ui.backToGame.addEventListener('click', () => this.review(-1));
    ui.aiOfferAccept.addEventListener('click', () => { ui.aiOffer.hidden = true; this.run(() => board.agreeDraw()); });
    ui.aiOfferDecline.addEventListener('click', () => { ui.aiOffer.hidden = true; });
    document.addEventListener('keydown', (e) => this.onKey(e));

    board.addEventListener('move', () => { ui.aiOffer.hidden = true; this.refresh(); });
    board.addEventListener('change', () => this.refresh());
    /** @typedef {import('../tobit-board-events.js').TobitBoardEventMap} Events */
    board.addEventListener('gameover', (e) => this.refresh(/** @type {Events['gameover']} */ (e).detail));
    board.addEventListener('thinking', (e) => {
      this.thinking = /** @type {Events['thinking']} */ (e).detail.active;
      this.refresh();
    });
    board.addEventListener('drawoffer', () => { ui.aiOffer.hidden = false; });
    board.addEventListener('error', (e) => this.notify(/** @type {Events['error']} */ (/** @type {unknown} */ (e)).detail.message));
  }

  /**
   * Ctrl+Z / Ctrl+Y (or Cmd) for undo and redo, unless a text field has the focus.
   * @param {KeyboardEvent} e
   */
  onKey(e) {
    const target = /** @type {Element} */ (e.target);
    if (!(e.ctrlKey || e.metaKey) || target.closest?.('input, textarea, select, dialog')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) { e.preventDefault(); this.run(() => this.board.undo()); }
    if (key === 'y' || (key === 'z' && e.shiftKey)) { e.preventDefault(); this.run(() => this.board.redo()); }
  }

  /**
   * Runs a board action, leaving review first; an error becomes a notice, never a crash.
   * @param {() => unknown} action
   */
  run(action) {
    try {
      if (this.viewedPly !== -1) this.review(-1);
      action();
    } catch (err) {
      this.notify(messageOf(err));
    }
    this.refresh();
  }

  newGame() {
    this.ui.aiOffer.hidden = true;
    this.startFen = null;
    this.viewedPly = -1;
    this.applySettings();
    this.run(() => { this.board.removeAttribute('fen'); this.board.newGame(); });
  }

  /** Resigns for the person against the computer, else for the side to move (the controller decides). */
  resign() {
    if (this.board.status().over) return;
    this.run(() => this.board.resign());
  }

  async offerDraw() {
    const status = this.board.status();
    if (status.over) return;
    if (this.againstAi()) {
      const accepted = await this.board.offerDraw();
      if (!accepted) this.notify('The computer declines the draw.');
      this.refresh();
      return;
    }
    const by = status.sideToMove;
    const accepted = await askDraw(this.ui.drawDialog, this.ui.drawText,
      `${capital(by)} offers a draw. ${capital(other(by))}, do you accept?`);
    if (accepted) this.run(() => this.board.agreeDraw());
    else this.notify(`${capital(other(by))} declines the draw.`);
  }

  /**
   * Shows the position after `ply` plies read-only, or the live game for -1.
   * @param {number} ply
   */
  review(ply) {
    const moves = this.board.history();
    this.viewedPly = ply >= moves.length ? -1 : ply;
    this.board.showPly(this.viewedPly);
    this.refresh();
  }

  async copyLink() {
    const link = /** @type {HTMLInputElement} */ (this.ui.shareDialog.querySelector('#share-link'));
    try {
      await navigator.clipboard.writeText(link.value);
      this.ui.shareCopy.textContent = 'Copied';
    } catch {
      link.select();
    }
  }

  /**
   * Shows a short message in the notice line.
   * @param {string} message
   */
  notify(message) {
    this.ui.noticeText.textContent = message;
    this.ui.notice.hidden = false;
  }

  save() {
    if (!this.loading) writeSave(this.snapshot());
  }

  /**
   * Redraws the panel from the board's state and saves the game.
   * @param {GameEventDetails['gameover']} [gameover]
   */
  refresh(gameover) {
    const { ui, board } = this;
    const moves = board.history();
    const status = board.status();
    if (this.viewedPly > moves.length) this.viewedPly = -1;
    renderMoveList(ui.moves, moves, sideOfFen(this.startFen), this.viewedPly, (/** @type {number} */ ply) => this.review(ply));

    const over = status.over;
    const outcome = gameover ?? (over ? { winner: status.winner, reason: status.reason, score: status.result } : null);
    ui.banner.hidden = !outcome;
    ui.banner.textContent = outcome ? describeOutcome(outcome) : '';

    ui.review.hidden = this.viewedPly === -1;
    ui.reviewText.textContent = this.viewedPly === -1 ? '' : `Viewing the position after move ${Math.ceil(this.viewedPly / 2)} (ply ${this.viewedPly}).`;

    const ai = this.againstAi();
    if (outcome) ui.status.textContent = `Game over. ${describeOutcome(outcome)}`;
    else if (this.thinking) ui.status.textContent = 'The computer is thinking…';
    else if (ai) ui.status.textContent = status.sideToMove === ui.colour.value ? 'Your move.' : 'The computer to move.';
    else ui.status.textContent = `${capital(status.sideToMove)} to move.`;
    ui.status.classList.toggle('thinking', this.thinking && !over);

    ui.undo.disabled = moves.length === 0;
    ui.redo.disabled = !this.board.canRedo();
    ui.resign.disabled = over;
    ui.offerDraw.disabled = over;
    this.save();
  }
}
