// @ts-check
// A puzzle on a <tobit-board>: the solver's moves are checked against the solution, the opponent's
// replies are played from it, a later move the endgame tables prove winning too (the puzzle's
// `alternatives`) solves the puzzle after the tables' best defence, and a wrong move, once drawn,
// is answered by the engine's best reply (the refutation) and the board locks; the solution can
// then be played out on it. Used by puzzles.html and by the element's `mode="puzzle"
// puzzle="ID"` (attachPuzzle). Puzzles are in www/learn/puzzles.json (docs/PUZZLES.md), fetched
// only when a puzzle is shown.

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('./puzzle-rating.js').Puzzle} Puzzle */
/** @typedef {import('../lib/game/controller.js').MoveDetail} MoveDetail */
/** @typedef {{hullar: number, tobits: number}} Taken the pieces a move takes, by kind */

/** The search depth of the refutation shown after a wrong move. */
const REFUTATION_DEPTH = 8;

/** @type {Promise<Puzzle[]> | undefined} */
let loading;

/**
 * The shipped puzzles (fetched once per page).
 * @param {URL | string} [url]
 * @returns {Promise<Puzzle[]>}
 */
export function loadPuzzles(url = new URL('./puzzles.json', import.meta.url)) {
  loading ??= fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`puzzles.json: HTTP ${response.status}`);
    const data = await response.json();
    const isPuzzle = (/** @type {any} */ p) => p !== null && typeof p === 'object' && typeof p.id === 'string'
      && typeof p.fen === 'string' && Array.isArray(p.solution) && p.solution.length > 0
      && p.solution.every((/** @type {unknown} */ m) => typeof m === 'string') && Number.isFinite(p.rating)
      && typeof p.theme === 'string';
    if (!Array.isArray(data) || data.length === 0 || !data.every(isPuzzle)) {
      throw new Error('puzzles.json is not a list of puzzles');
    }
    return /** @type {Puzzle[]} */ (data);
  }).catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The side the solver plays: the side to move of the puzzle's FEN.
 * @param {Puzzle} puzzle
 * @returns {'white' | 'black'}
 */
export function solverOf(puzzle) {
  return puzzle.fen.startsWith('B') ? 'black' : 'white';
}

/**
 * Resolves once no move animation runs on `board` (a wrong move is seen before its reply).
 * @param {TobitBoard} board
 * @returns {Promise<void>}
 */
async function drawn(board) {
  while (board.isAnimating()) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * The pieces the legal move `notation` takes on `board`, by kind.
 * @param {TobitBoard} board
 * @param {string} notation
 * @returns {Taken}
 */
function takenBy(board, notation) {
  const contents = board.contents();
  const captured = board.legalMoves().find((m) => m.notation === notation)?.captured ?? [];
  const tobits = captured.filter((point) => contents[point - 1].endsWith('Tobit')).length;
  return { hullar: captured.length - tobits, tobits };
}

/**
 * One puzzle being solved on a board. Events: `progress` {ply} after each right move,
 * `solved` {id, rating, theme, hinted, alternative} (`alternative`: the winning move played
 * instead of the solution's, or null), `failed` {id, move, expected, refutation, taken}
 * (`taken`: the solver's pieces the refutation took).
 */
export class PuzzleSession extends EventTarget {
  /** @type {TobitBoard} */
  #board;
  /** @type {Puzzle} */
  puzzle;
  /** 'solving', 'solved', 'failed', 'shown' (the solution played out after a failure) or 'detached'. */
  state = 'solving';
  /** The index in the solution of the solver's next move. */
  ply = 0;
  /** Whether a hint was used since the start. */
  hinted = false;
  #onMove;
  /** @type {AbortController | null} */
  #search = null;

  /**
   * @param {TobitBoard} board a ready board
   * @param {Puzzle} puzzle
   */
  constructor(board, puzzle) {
    super();
    this.#board = board;
    this.puzzle = puzzle;
    this.#onMove = (/** @type {Event} */ e) => this.#moved(/** @type {CustomEvent<MoveDetail>} */ (e).detail);
    board.addEventListener('move', this.#onMove);
    this.retry();
  }

  /** Sets the puzzle's position again (also after a failure). */
  retry() {
    this.#search?.abort();
    this.state = 'solving';
    this.ply = 0;
    this.#board.setAttribute('orientation', solverOf(this.puzzle));
    this.#board.setPosition(this.puzzle.fen);
    this.#lock(false);
  }

  /**
   * The solver's next move as a hint: its start point and its whole notation.
   * @returns {{from: number, move: string} | null}
   */
  hint() {
    if (this.state !== 'solving') return null;
    this.hinted = true;
    const move = this.puzzle.solution[this.ply];
    return { from: Number.parseInt(move, 10), move };
  }

  /**
   * After a failure: the puzzle's position again, and its whole solution played on the locked
   * board, each move once the one before it is drawn.
   */
  async showSolution() {
    if (this.state !== 'failed') return;
    this.#search?.abort();
    this.state = 'shown';
    this.#board.setPosition(this.puzzle.fen);
    this.#lock(true);
    for (const move of this.puzzle.solution) {
      await drawn(this.#board);
      if (this.state !== 'shown') return; // retried or detached meanwhile
      this.#board.play(move);
    }
  }

  /** Stops listening to the board. */
  detach() {
    this.#search?.abort();
    this.state = 'detached';
    this.#board.removeEventListener('move', this.#onMove);
  }

  /** @param {boolean} locked */
  #lock(locked) {
    if (locked) this.#board.setAttribute('interactive', 'false');
    else this.#board.removeAttribute('interactive');
  }

  /** @param {MoveDetail} detail */
  #moved(detail) {
    if (this.state !== 'solving' || detail.source !== 'user') return;
    const { solution } = this.puzzle;
    const expected = solution[this.ply];
    const alternative = this.puzzle.alternatives?.find((a) => a.ply === this.ply && a.move === detail.notation);
    if (alternative) {
      this.#solve(alternative.reply, alternative.move);
      return;
    }
    if (detail.notation !== expected) {
      this.#fail(detail.notation, expected);
      return;
    }
    this.ply += 2;
    if (this.ply >= solution.length) {
      this.#solve(undefined, null);
      return;
    }
    const reply = solution[this.ply - 1];
    queueMicrotask(() => {
      if (this.state === 'solving') this.#board.play(reply);
    });
    this.#emit('progress', { ply: this.ply });
  }

  /**
   * The puzzle is solved: the board locks after `reply` (if any) is played.
   * @param {string | undefined} reply
   * @param {string | null} alternative the winning move played instead of the solution's
   */
  #solve(reply, alternative) {
    const { id, rating, theme } = this.puzzle;
    this.state = 'solved';
    this.#lock(true);
    if (reply) queueMicrotask(() => this.#board.play(reply));
    this.#emit('solved', { id, rating, theme, hinted: this.hinted, alternative });
  }

  /**
   * A wrong move: the engine's best reply is played as the refutation, then the board locks.
   * @param {string} move
   * @param {string} expected
   */
  async #fail(move, expected) {
    this.state = 'failed';
    this.#lock(true);
    const { id } = this.puzzle;
    let refutation = null;
    let taken = { hullar: 0, tobits: 0 };
    if (!this.#board.status().over) {
      this.#search = new AbortController();
      try {
        const result = await this.#board.bestMove({ depth: REFUTATION_DEPTH }, { signal: this.#search.signal });
        await drawn(this.#board);
        if (this.state !== 'failed') return; // retried meanwhile
        refutation = result.move;
        taken = takenBy(this.#board, refutation);
        this.#board.play(refutation);
      } catch (error) {
        if (/** @type {Error} */ (error).name === 'AbortError') return;
        throw error;
      } finally {
        this.#search = null;
      }
    }
    this.#emit('failed', { id, move, expected, refutation, taken });
  }

  /**
   * @param {string} type
   * @param {unknown} detail
   */
  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

/**
 * The element's puzzle mode: shows the puzzle named by its `puzzle` attribute and dispatches
 * `solved` (and `failed`) from the element. An unknown id is an `error` event.
 * @param {TobitBoard} element a ready board
 * @returns {Promise<() => void>} detaches the puzzle
 */
export async function attachPuzzle(element) {
  const id = element.getAttribute('puzzle') ?? '';
  const puzzle = (await loadPuzzles()).find((p) => p.id === id);
  if (!puzzle) throw new Error(`puzzle "${id}" is not one of the shipped puzzles (www/learn/puzzles.json)`);
  const session = new PuzzleSession(element, puzzle);
  for (const type of ['solved', 'failed']) {
    session.addEventListener(type, (e) => element.dispatchEvent(
      new CustomEvent(type, { detail: /** @type {CustomEvent} */ (e).detail, bubbles: true, composed: true }),
    ));
  }
  return () => session.detach();
}
