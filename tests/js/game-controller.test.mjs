// Unit tests of the game controller's own logic (turns, undo by whole turns, the end announced
// once), on a stand-in for the wasm Board whose only "rule" is that the sides alternate:
// `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';

// engine/pool.js (which the controller loads for a game against the computer) reads `navigator`
// at load: give node a minimal one.
globalThis.navigator ??= /** @type {Navigator} */ (/** @type {unknown} */ ({ hardwareConcurrency: 2 }));
const { GameController } = await import('../../www/lib/game/controller.js');

/** A stand-in Board: moves are strings, White moves first, `over` is set by the test. */
class FakeBoard {
  /** @type {string[]} */ moves = [];
  /** @type {string[]} */ undone = [];
  over = false;
  /** @type {string} why the game ended, once `over` */ reason = 'agreement';
  load(_fen, moves) { this.moves = [...moves]; this.undone = []; }
  play(notation) {
    const by = this.#status().sideToMove;
    this.moves.push(notation);
    this.undone = [];
    const number = Math.ceil(this.moves.length / 2);
    return { notation, path: [], captured: [], fen: this.fen(), by, promoted: false, number, status: this.#status() };
  }
  undo() { const m = this.moves.pop(); if (m === undefined) return false; this.undone.push(m); return true; }
  redo() { const m = this.undone.pop(); if (m === undefined) return false; this.moves.push(m); return true; }
  canRedo() { return this.undone.length > 0; }
  resign() { this.over = true; }
  agreeDraw() { this.over = true; }
  showPly() {}
  fen() { return `fen after ${this.moves.length}`; }
  history() { return [...this.moves]; }
  numberedMoves() {
    return this.moves.map((notation, i) => ({ number: Math.floor(i / 2) + 1, side: i % 2 === 0 ? 'white' : 'black', notation, captured: [] }));
  }
  status() { return this.#status(); }
  #status() {
    const sideToMove = this.moves.length % 2 === 0 ? 'white' : 'black';
    return { over: this.over, sideToMove, mustCapture: false, outcome: this.over ? { winner: null, reason: this.reason, score: '1-1' } : null };
  }
  isAnimating() { return false; }
  deadDrawWorthChecking() { return false; }
}

/** A controller on a fake board holding `moves`, recording its events. */
function setUp(mode, moves) {
  const board = new FakeBoard();
  const game = new GameController(/** @type {any} */ (board), { idle: () => Promise.resolve() });
  game.mode = mode;
  game.load('', moves);
  /** @type {{type: string, detail: any}[]} */
  const events = [];
  for (const type of ['move', 'change', 'gameover', 'thinking', 'drawoffer', 'error']) {
    game.addEventListener(type, (e) => events.push({ type, detail: /** @type {CustomEvent} */ (e).detail }));
  }
  return { board, game, events };
}

test('against the AI, undo and redo take back and replay whole turns', () => {
  const { board, game, events } = setUp('ai-black', ['a', 'b', 'c', 'd']);
  assert.equal(game.undo(), true);
  assert.deepEqual(board.history(), ['a', 'b'], "the AI's reply and the person's move go together");
  assert.deepEqual(events.map((e) => [e.type, e.detail.action]), [['change', 'undo']]);
  assert.equal(game.redo(), true);
  assert.deepEqual(board.history(), ['a', 'b', 'c', 'd']);
});

test('between two players, undo takes back one move; nothing to undo is reported', () => {
  const { board, game } = setUp('play', ['a', 'b']);
  assert.equal(game.undo(), true);
  assert.deepEqual(board.history(), ['a']);
  assert.equal(game.undo(), true);
  assert.equal(game.undo(), false);
});

test('a move is announced with its source, and the end of the game once', () => {
  const { board, game, events } = setUp('play', []);
  assert.equal(game.play('a').source, 'api');
  board.over = true; // the next move ends the game
  game.play('b');
  game.update();
  game.update();
  assert.deepEqual(events.map((e) => e.type), ['move', 'move', 'gameover']);
});

test("the game's record and status are kept from the moves' values, not asked of the Board again", () => {
  const { board, game } = setUp('play', ['a']);
  assert.deepEqual(game.history, ['a']);
  assert.deepEqual(game.numberedMoves.map((m) => m.notation), ['a']);
  /** @type {string[]} */
  const asked = [];
  for (const name of /** @type {const} */ (['status', 'history', 'numberedMoves'])) {
    const own = board[name].bind(board);
    board[name] = /** @type {any} */ (() => { asked.push(name); return own(); });
  }
  game.play('b');
  game.moved(/** @type {any} */ (board.play('c')));
  assert.deepEqual(game.history, ['a', 'b', 'c']);
  assert.deepEqual(game.numberedMoves, FakeBoard.prototype.numberedMoves.call(board));
  assert.equal(game.status.sideToMove, 'black');
  assert.deepEqual(asked, [], 'nothing asked of the Board');
  const copy = game.history;
  copy.push('x');
  assert.deepEqual(game.history, ['a', 'b', 'c'], 'a copy: changing it changes nothing');
  game.undo();
  assert.deepEqual(game.history, ['a', 'b'], 'asked again after an undo');
});

test('resign defaults to the person against the AI', () => {
  const { board, game } = setUp('ai-white', ['a']);
  let resigned = '';
  board.resign = (color) => { resigned = color; board.over = true; };
  game.resign();
  assert.equal(resigned, 'black');
});

test('a game lost on time is over for good: undo takes nothing back (issue 33)', () => {
  // The wasm Board reopens a game ended by the players (a resignation, a draw, a flag) on undo.
  class TimedBoard extends FakeBoard {
    loseOnTime() { this.over = true; this.reason = 'time-forfeit'; }
    undo() {
      if (this.over) { this.over = false; return true; }
      return super.undo();
    }
  }
  const board = new TimedBoard();
  const game = new GameController(/** @type {any} */ (board), { idle: () => Promise.resolve() });
  game.mode = 'play';
  game.load('', ['a', 'b', 'c']);
  game.loseOnTime('white');
  assert.equal(game.lostOnTime, true);
  assert.equal(game.undo(), false, 'nothing taken back');
  assert.equal(board.status().over, true, 'still lost on time');
  assert.equal(board.status().outcome?.reason, 'time-forfeit');
  assert.deepEqual(board.history(), ['a', 'b', 'c']);
  // A resignation can still be taken back, as before.
  const other = new TimedBoard();
  const resigned = new GameController(/** @type {any} */ (other), { idle: () => Promise.resolve() });
  resigned.mode = 'play';
  resigned.load('', ['a']);
  resigned.resign('black');
  assert.equal(resigned.lostOnTime, false);
  assert.equal(resigned.undo(), true);
  assert.equal(other.status().over, false);
});
