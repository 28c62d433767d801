// @ts-check
// The game methods of <tobit-board>, a part the element holds (GameMethods) and answers its
// public game methods with: moves, taking back, the record and the status, the engine's best
// move, resigning, draws and time. Each asks the element's GameParts for its game (the
// GameController) or its wasm Board; they throw before the wasm module is loaded. What each
// does is documented on the element (tobit-board.js, docs/EMBEDDING.md).
import { loadStudy } from '../wasm/loader.js';

/** @typedef {import('../lib/game/controller.js').GameController} GameController */
/** @typedef {import('../lib/game/controller.js').GameStatus} GameStatus */
/** @typedef {import('../lib/game/controller.js').LegalMove} LegalMove */
/** @typedef {import('../lib/game/controller.js').MoveDetail} MoveDetail */
/** @typedef {import('../lib/game/controller.js').SearchOptions} SearchOptions */
/** @typedef {import('../lib/game/controller.js').SearchResult} SearchResult */
/** @typedef {import('../tobit.js').PointContent} PointContent */
/** @typedef {import('../tobit.js').NumberedMove} NumberedMove */
/** @typedef {'white'|'black'} Color */

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

/** The game methods of the Tobit board element, over the element's GameParts. */
export class GameMethods {
  /** @type {GameParts} */
  #parts;

  /** @param {GameParts} parts */
  constructor(parts) {
    this.#parts = parts;
  }

  /** @param {string} notation @returns {MoveDetail} */
  play(notation) { return this.#parts.game().play(notation); }
  /** @returns {boolean} */
  undo() { return this.#parts.game().undo(); }
  /** @returns {boolean} */
  redo() { return this.#parts.game().redo(); }
  /** @returns {LegalMove[]} */
  legalMoves() { return this.#parts.board().legalMoves(); }
  /** @returns {string[]} */
  history() { return this.#parts.board().history(); }
  /** @returns {NumberedMove[]} */
  numberedMoves() { return this.#parts.board().numberedMoves(); }
  /** @returns {GameStatus} */
  status() { return this.#parts.board().status(); }
  /** @returns {string} */
  currentFen() { return this.#parts.board().fen(); }
  /** @returns {PointContent[]} */
  contents() { return this.#parts.board().contents(); }
  /** @returns {boolean} */
  isAnimating() { return this.#parts.loaded()?.isAnimating() ?? false; }
  /** @returns {boolean} */
  canRedo() { return this.#parts.loaded()?.canRedo() ?? false; }

  /** @returns {Promise<string>} the game in PDN, written by the study module (loaded on the first call) */
  async pdn() {
    const parts = this.#parts;
    const board = parts.board();
    const [fen, moves, status] = [parts.game().startFen, board.history(), board.status()];
    const study = await loadStudy();
    return study.gamePdn(fen, moves, status.over ? { winner: status.winner, reason: status.reason ?? '' } : null);
  }

  /** @param {number} ply */
  showPly(ply) {
    this.#parts.game().showPly(ply);
    this.#parts.redraw();
  }

  /**
   * @param {SearchOptions} options
   * @param {{signal?: AbortSignal}} control
   * @returns {Promise<SearchResult>}
   */
  async bestMove(options, control) {
    await this.#parts.ready();
    return this.#parts.game().bestMove(options, control);
  }

  /** @param {Color} [color] */
  resign(color) { this.#parts.game().resign(color); }

  /** @returns {Promise<boolean>} */
  async offerDraw() {
    await this.#parts.ready();
    return this.#parts.game().offerDraw();
  }

  agreeDraw() { this.#parts.game().agreeDraw(); }
  /** @param {Color} color */
  loseOnTime(color) { this.#parts.game().loseOnTime(color); }
}
