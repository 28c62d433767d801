// @ts-check
// The game a <tobit-board> shows from its `fen` and `moves` attributes (a part the element
// holds): loaded when the board starts and again, once, after any number of changes to them in
// one task; a bad position or move list is reported and the next game of gamesToTry is shown.
// setPosition() and newGame() are its `replace` and `restart`, which drop a reload still queued.
import { parseMoves } from './options.js';
import { reflect } from './attributes.js';

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
 * replaced), `queueReload()` (the attributes' game at the end of the task, then `change`
 * with `position`), `replace(fen)` (a new game from `fen`, reflected in the attributes, then
 * `change` with `position`) and `restart()` (a new game from the `fen` attribute, then `change`
 * with `newgame`).
 * @param {HTMLElement & {fen: string, moves: string}} element
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
  /** @param {unknown} fen */
  const replace = (fen) => {
    if (typeof fen !== 'string') throw new TypeError(`setPosition: the position must be a FEN string (got ${typeof fen})`);
    load(fen, []);
    reflect(element, () => {
      element.setAttribute('fen', fen);
      element.removeAttribute('moves');
    });
    game().changed('position');
  };
  const restart = () => {
    load(element.fen, []);
    reflect(element, () => element.removeAttribute('moves'));
    game().changed('newgame');
  };
  return { load, loadFromAttributes, queueReload, replace, restart };
}
