// @ts-check
// The puzzle screen's sense of the player's level: an Elo-like rating moved by each solved or
// failed puzzle, the choice of the next puzzle near it, and the progress kept in localStorage.

/** The rating a new player starts with (the easiest puzzles are rated 600). */
export const START_RATING = 800;
/** How far one puzzle moves the rating at most. */
const K = 40;
/** The localStorage key of the progress. */
export const PROGRESS_KEY = 'tobit.puzzles';

/**
 * @typedef {{id: string, fen: string, solution: string[], rating: number, theme: string}} Puzzle
 * @typedef {{rating: number, solved: string[], failed: string[]}} Progress
 */

/**
 * The player's new rating after a puzzle: up when solved, down when failed, by how surprising
 * the result was for the two ratings.
 * @param {number} player
 * @param {number} puzzle
 * @param {boolean} solved
 * @returns {number} a whole number
 */
export function updateRating(player, puzzle, solved) {
  const expected = 1 / (1 + 10 ** ((puzzle - player) / 400));
  return Math.round(player + K * ((solved ? 1 : 0) - expected));
}

/**
 * The puzzle to offer next: of those not solved yet (and not `current`), the one rated nearest
 * the player (the lower one on a tie, then the file's order); when all are solved, the nearest
 * of all but `current`.
 * @param {Puzzle[]} puzzles
 * @param {Progress} progress
 * @param {string} [current] the id of the puzzle on screen
 * @returns {Puzzle | undefined}
 */
export function nextPuzzle(puzzles, progress, current) {
  const others = puzzles.filter((p) => p.id !== current);
  const fresh = others.filter((p) => !progress.solved.includes(p.id));
  const pool = fresh.length ? fresh : others;
  let best;
  for (const p of pool) {
    const d = Math.abs(p.rating - progress.rating);
    const bestD = best ? Math.abs(best.rating - progress.rating) : Infinity;
    if (d < bestD || (d === bestD && best && p.rating < best.rating)) best = p;
  }
  return best;
}

/**
 * Records a result: the puzzle in `solved` or `failed` (a puzzle failed and later solved counts
 * as solved) and, when `rated`, the new rating. Returns a new object.
 * @param {Progress} progress
 * @param {Puzzle} puzzle
 * @param {boolean} solved
 * @param {boolean} [rated] whether the result moves the rating (the first try at a puzzle, no hint)
 * @returns {Progress}
 */
export function record(progress, puzzle, solved, rated = true) {
  const rating = rated ? updateRating(progress.rating, puzzle.rating, solved) : progress.rating;
  const add = (/** @type {string[]} */ list) => (list.includes(puzzle.id) ? list : [...list, puzzle.id]);
  return solved
    ? { rating, solved: add(progress.solved), failed: progress.failed.filter((id) => id !== puzzle.id) }
    : { rating, solved: progress.solved, failed: add(progress.failed) };
}

/**
 * The saved progress, or a fresh one when there is none or it is unreadable.
 * @param {Storage | null} [storage]
 * @returns {Progress}
 */
export function loadProgress(storage = globalThis.localStorage ?? null) {
  const fresh = { rating: START_RATING, solved: [], failed: [] };
  try {
    const saved = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null');
    if (saved && Number.isFinite(saved.rating) && Array.isArray(saved.solved) && Array.isArray(saved.failed)) {
      return { rating: saved.rating, solved: saved.solved.map(String), failed: saved.failed.map(String) };
    }
  } catch {
    // unreadable or storage disabled: start afresh
  }
  return fresh;
}

/**
 * @param {Progress} progress
 * @param {Storage | null} [storage]
 */
export function saveProgress(progress, storage = globalThis.localStorage ?? null) {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // storage full or disabled: the progress holds for this visit only
  }
}
