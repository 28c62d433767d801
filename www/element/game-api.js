// @ts-check
// The game methods of <tobit-board> (the base of TobitBoard, over BoardAttributes): moves,
// taking back, the record and the status, the engine's best move, resigning, draws and time.
// Each asks the element for its game (the GameController) or its wasm Board through GAME_PARTS,
// which TobitBoard implements; they throw before the wasm module is loaded.
import { loadStudy } from '../wasm/loader.js';
import { BoardAttributes } from './attributes.js';

/** @typedef {import('../game/controller.js').GameController} GameController */
/** @typedef {import('../game/controller.js').GameStatus} GameStatus */
/** @typedef {import('../game/controller.js').LegalMove} LegalMove */
/** @typedef {import('../game/controller.js').MoveDetail} MoveDetail */
/** @typedef {import('../game/controller.js').SearchOptions} SearchOptions */
/** @typedef {import('../game/controller.js').SearchResult} SearchResult */
/** @typedef {import('../tobit.js').PointContent} PointContent */
/** @typedef {import('../tobit.js').NumberedMove} NumberedMove a move of the game record, numbered by the rules */

/**
 * What the game methods need of the element: its game and wasm Board (both throw before the
 * wasm module is loaded), the Board if loaded, a redraw, and its `ready`.
 * @typedef {object} GameParts
 * @property {() => GameController} game
 * @property {() => import('../tobit.js').Board} board
 * @property {() => import('../tobit.js').Board | undefined} loaded
 * @property {() => void} redraw
 * @property {() => Promise<unknown>} ready
 */

/** The key of the element's GameParts (a symbol: not part of its public API). */
export const GAME_PARTS = Symbol('tobit-board game parts');

/** The game methods of the Tobit board element; see docs/EMBEDDING.md. */
export class BoardGameApi extends BoardAttributes {
  /**
   * The element's game and Board (TobitBoard implements it).
   * @returns {GameParts}
   */
  [GAME_PARTS]() {
    throw new Error('tobit-board: no game parts');
  }

  /**
   * Plays a move given in notation (animated). Throws, leaving the game unchanged, when it is illegal.
   * @param {string} notation e.g. "7-14" or "9:23:21"
   * @returns {MoveDetail}
   */
  play(notation) {
    return this[GAME_PARTS]().game().play(notation);
  }

  /**
   * Takes back the last move; against the AI, back to the player's previous turn.
   * @returns {boolean} whether anything was taken back
   */
  undo() {
    return this[GAME_PARTS]().game().undo();
  }

  /**
   * Replays the next taken-back move (against the AI, the AI's reply too).
   * @returns {boolean} whether anything was replayed
   */
  redo() {
    return this[GAME_PARTS]().game().redo();
  }

  /** @returns {LegalMove[]} */
  legalMoves() { return this[GAME_PARTS]().board().legalMoves(); }
  /** @returns {string[]} the moves of the game, in notation */
  history() { return this[GAME_PARTS]().board().history(); }
  /** @returns {NumberedMove[]} the moves of the game with their numbers, sides and captures */
  numberedMoves() { return this[GAME_PARTS]().board().numberedMoves(); }
  /** @returns {GameStatus} */
  status() { return this[GAME_PARTS]().board().status(); }
  /**
   * The game in PDN as it stands when called, written by the study module (loaded on the first
   * call: writing PDN is not part of the first load).
   * @returns {Promise<string>}
   */
  async pdn() {
    const parts = this[GAME_PARTS]();
    const board = parts.board();
    const [fen, moves, status] = [parts.game().startFen, board.history(), board.status()];
    const study = await loadStudy();
    return study.gamePdn(fen, moves, status.over ? { winner: status.winner, reason: status.reason ?? '' } : null);
  }
  /** @returns {string} the FEN of the current position */
  currentFen() { return this[GAME_PARTS]().board().fen(); }
  /** @returns {PointContent[]} what stands on each point of the position shown, in point order */
  contents() { return this[GAME_PARTS]().board().contents(); }
  /** @returns {boolean} whether a move animation is running */
  isAnimating() { return this[GAME_PARTS]().loaded()?.isAnimating() ?? false; }
  /** @returns {boolean} whether `redo()` has a move taken back to play again */
  canRedo() { return this[GAME_PARTS]().loaded()?.canRedo() ?? false; }

  /**
   * Shows the position after `ply` moves, read-only; -1 returns to the live game.
   * @param {number} ply
   */
  showPly(ply) {
    const parts = this[GAME_PARTS]();
    parts.game().showPly(ply);
    parts.redraw();
  }

  /**
   * Asks the engine for the best move in the current position (the game is not changed). The
   * search never delays the AI opponent's reply; limits above config().searchMaxima are refused.
   * @param {SearchOptions} [options]
   * @param {{signal?: AbortSignal}} [control] aborting stops the search and rejects with an `AbortError`
   * @returns {Promise<SearchResult>}
   */
  async bestMove(options = {}, control = {}) {
    const parts = this[GAME_PARTS]();
    await parts.ready();
    return parts.game().bestMove(options, control);
  }

  /**
   * Resigns the game.
   * @param {'white'|'black'} [color] who resigns: by default the human against the AI, else the side to move
   */
  resign(color) {
    this[GAME_PARTS]().game().resign(color);
  }

  /**
   * Offers a draw. Against the AI it is accepted (and the game ends) when the position is a dead
   * draw. Between two players the element cannot decide: it resolves false, and the page asks the
   * other player and calls `agreeDraw()` if they accept.
   * @returns {Promise<boolean>} whether the draw was agreed
   */
  async offerDraw() {
    const parts = this[GAME_PARTS]();
    await parts.ready();
    return parts.game().offerDraw();
  }

  /** Ends the game as a draw by agreement. */
  agreeDraw() {
    this[GAME_PARTS]().game().agreeDraw();
  }

  /**
   * Ends the game as lost on time by `color` (a game clock kept by the page ran out).
   * @param {'white'|'black'} color
   */
  loseOnTime(color) {
    this[GAME_PARTS]().game().loseOnTime(color);
  }
}
