// @ts-check
// The puzzle screen's sense of the player's level: an Elo-like rating moved by each solved or
// failed puzzle, the history of those results, the choice of the next puzzle near the rating
// (of one theme or any), the daily puzzle, and the progress kept in localStorage.
import { deviceStorage, readJson, writeJson } from '../lib/storage.js';
/** @typedef {import('../lib/storage.js').KeyStorage} KeyStorage */

/** The rating a new player starts with (the easiest puzzles are rated 600). */
export const START_RATING = 800;
/** How far one puzzle moves the rating at most. */
const K = 40;
/** The localStorage key of the progress. */
export const PROGRESS_KEY = 'tobit.puzzles';
/** How many results the history keeps (the oldest are dropped). */
export const HISTORY_LIMIT = 100;
/** The theme choice that offers puzzles of every theme. */
export const ANY_THEME = 'any';

/**
 * A later solver move that keeps the win too (docs/PUZZLES.md): at index `ply` of the
 * solution, `move`, answered by `reply` (none: the game is over).
 * @typedef {{ply: number, move: string, reply?: string}} Alternative
 * @typedef {{id: string, fen: string, solution: string[], rating: number, theme: string,
 *   alternatives?: Alternative[]}} Puzzle
 * One rated result: the puzzle, whether it was solved, the player's rating after it and the
 * day (`YYYY-MM-DD`).
 * @typedef {{id: string, solved: boolean, rating: number, day: string}} Result
 * @typedef {{rating: number, solved: string[], failed: string[], history: Result[]}} Progress
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
 * The puzzle to offer next: of those of `theme` (any with {@link ANY_THEME}) not solved yet
 * (and not `current`), the one rated nearest the player (the lower one on a tie, then the
 * file's order); when all are solved, the nearest of all but `current`.
 * @param {Puzzle[]} puzzles
 * @param {Progress} progress
 * @param {string} [current] the id of the puzzle on screen
 * @param {string} [theme] a theme key or {@link ANY_THEME}
 * @returns {Puzzle | undefined}
 */
export function nextPuzzle(puzzles, progress, current, theme = ANY_THEME) {
  const others = puzzles.filter((p) => p.id !== current && (theme === ANY_THEME || p.theme === theme));
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
 * The daily puzzle: the same for everyone on the same calendar day (`YYYY-MM-DD`), a hash of
 * the day picking one of the file's puzzles.
 * @param {Puzzle[]} puzzles
 * @param {string} day
 * @returns {Puzzle | undefined}
 */
export function dailyPuzzle(puzzles, day) {
  // FNV-1a over the day's characters, kept in 32 bits.
  let hash = 0x811c9dc5;
  for (const c of day) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return puzzles[hash % puzzles.length];
}

/**
 * A date's calendar day on the device, `YYYY-MM-DD`.
 * @param {Date} date
 * @returns {string}
 */
export function dayOf(date) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * Records a result: the puzzle in `solved` or `failed` (a puzzle failed and later solved counts
 * as solved) and, when `rated`, the new rating and a line in the history. Returns a new object.
 * @param {Progress} progress
 * @param {Puzzle} puzzle
 * @param {boolean} solved
 * @param {boolean} [rated] whether the result moves the rating (the first try at a puzzle, no hint)
 * @param {string} [day] the day of the result (`YYYY-MM-DD`; default today)
 * @returns {Progress}
 */
export function record(progress, puzzle, solved, rated = true, day = dayOf(new Date())) {
  const rating = rated ? updateRating(progress.rating, puzzle.rating, solved) : progress.rating;
  const add = (/** @type {string[]} */ list) => (list.includes(puzzle.id) ? list : [...list, puzzle.id]);
  const history = rated
    ? [...progress.history, { id: puzzle.id, solved, rating, day }].slice(-HISTORY_LIMIT)
    : progress.history;
  return solved
    ? { rating, solved: add(progress.solved), failed: progress.failed.filter((id) => id !== puzzle.id), history }
    : { rating, solved: progress.solved, failed: add(progress.failed), history };
}

/**
 * The results of a saved history that are well formed (a saved one may come from an older
 * version, or be damaged).
 * @param {unknown} saved
 * @returns {Result[]}
 */
function readHistory(saved) {
  if (!Array.isArray(saved)) return [];
  return saved
    .filter((r) => r && typeof r.id === 'string' && typeof r.solved === 'boolean'
      && Number.isFinite(r.rating) && typeof r.day === 'string')
    .map((r) => ({ id: r.id, solved: r.solved, rating: r.rating, day: r.day }))
    .slice(-HISTORY_LIMIT);
}

/**
 * The saved progress, or a fresh one when there is none or it is unreadable.
 * @param {KeyStorage | null} [storage]
 * @returns {Progress}
 */
export function loadProgress(storage = deviceStorage()) {
  // Unreadable or storage disabled: null, and a fresh start.
  const saved = /** @type {any} */ (readJson(PROGRESS_KEY, storage));
  if (saved && Number.isFinite(saved.rating) && Array.isArray(saved.solved) && Array.isArray(saved.failed)) {
    return {
      rating: saved.rating,
      solved: saved.solved.map(String),
      failed: saved.failed.map(String),
      history: readHistory(saved.history),
    };
  }
  return { rating: START_RATING, solved: [], failed: [], history: [] };
}

/**
 * @param {Progress} progress
 * @param {KeyStorage | null} [storage]
 */
export function saveProgress(progress, storage = deviceStorage()) {
  writeJson(PROGRESS_KEY, progress, storage); // refused: the progress holds for this visit only
}
