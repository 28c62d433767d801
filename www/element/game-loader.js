// @ts-check
// The game a <tobit-board> shows from its `fen` and `moves` attributes (a part the element
// holds): loaded when the board starts and again, once, after any number of changes to them in
// one task; a bad position or move list is reported and the next game of gamesToTry is shown.
// setPosition() and newGame() load through it too, which drops a reload still queued.
import { parseMoves } from './options.js';

/** @typedef {import('../lib/game/controller.js').GameController} GameController */
/** @typedef {import('../lib/game/controller.js').ChangeAction} ChangeAction */

/**
 * The games `element`'s `fen` and `moves` attributes describe, to be tried in turn until one
 * loads: the position with its moves, then without a bad move list, then the standard start
 * instead of a bad position.
 * @param {{fen: string, moves: string}} element
 * @returns {[string, string[]][]}
 */
function gamesToTry(element) {
  const fen = element.fen;
  const moves = parseMoves(element.moves);
  /** @type {[string, string[]][]} */
  const attempts = [[fen, moves]];
  if (moves.length > 0) attempts.push([fen, []]);
  if (fen) attempts.push(['', []]);
  return attempts;
}

/** The element's part that loads its game. */
export class GameLoader {
  /** @type {{fen: string, moves: string}} */
  #element;
  /** @type {{game: () => GameController, fail: (message: string) => void}} */
  #parts;
  #reloadQueued = false;

  /**
   * @param {{fen: string, moves: string}} element
   * @param {{game: () => GameController, fail: (message: string) => void}} parts the element's
   *   game (throws before it is loaded) and its `error` event
   */
  constructor(element, parts) {
    this.#element = element;
    this.#parts = parts;
  }

  /**
   * Loads a game: the position `fen` (empty for the start) and `moves` played from it.
   * Throws, leaving the game unchanged, on a bad FEN or move.
   * @param {string} fen
   * @param {string[]} moves
   */
  load(fen, moves) {
    this.#parts.game().load(fen, moves);
    this.#reloadQueued = false;
  }

  /** Loads the game the `fen` and `moves` attributes describe; a bad one is reported and replaced. */
  loadFromAttributes() {
    let failure;
    for (const [start, played] of gamesToTry(this.#element)) {
      try {
        this.load(start, played);
        break;
      } catch (error) {
        failure ??= error instanceof Error ? error.message : String(error);
      }
    }
    if (failure) this.#parts.fail(failure);
  }

  /** Loads the attributes' game at the end of the task (then `change` with `position`). */
  queueReload() {
    if (this.#reloadQueued) return;
    this.#reloadQueued = true;
    queueMicrotask(() => {
      if (!this.#reloadQueued) return; // newGame() or setPosition() came first
      this.#reloadQueued = false;
      this.loadFromAttributes();
      this.#parts.game().changed('position');
    });
  }
}
