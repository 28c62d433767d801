// @ts-check
// The game a <tobit-board> shows from its `fen` and `moves` attributes (a part the element
// holds): loaded when the board starts and again, once, after any number of changes to them in
// one task; a bad position or move list is reported and the next game of gamesToTry is shown.
// setPosition() and newGame() load through it too, which drops a reload still queued.
import { parseMoves } from './options.js';

/** @typedef {import('../lib/game/controller.js').GameController} GameController */

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

/**
 * The element's part that loads its game: `load(fen, moves)` (throws, leaving the game
 * unchanged, on a bad FEN or move), `loadFromAttributes()` (a bad game is reported and
 * replaced) and `queueReload()` (the attributes' game at the end of the task, then `change`
 * with `position`).
 * @param {{fen: string, moves: string}} element
 * @param {() => GameController} game the element's game (throws before it is loaded)
 * @param {(message: string) => void} fail the element's `error` event
 */
export function gameLoader(element, game, fail) {
  let reloadQueued = false;
  /** @param {string} fen @param {string[]} moves */
  const load = (fen, moves) => {
    game().load(fen, moves);
    reloadQueued = false;
  };
  const loadFromAttributes = () => {
    let failure;
    for (const [start, played] of gamesToTry(element)) {
      try {
        load(start, played);
        break;
      } catch (error) {
        failure ??= error instanceof Error ? error.message : String(error);
      }
    }
    if (failure) fail(failure);
  };
  const queueReload = () => {
    if (reloadQueued) return;
    reloadQueued = true;
    queueMicrotask(() => {
      if (!reloadQueued) return; // newGame() or setPosition() came first
      reloadQueued = false;
      loadFromAttributes();
      game().changed('position');
    });
  };
  return { load, loadFromAttributes, queueReload };
}
