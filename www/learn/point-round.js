// @ts-check
// A round of the point trainer (learn.html): "find point N" against the clock. Each answer is
// right or wrong, and a new point is asked (never the same twice in a row); the round ends
// after ROUND_MS; the best score is kept on the device. How many points there are comes from the
// board (the wasm); this holds no board knowledge.
import { readJson, writeJson } from '../lib/storage.js';

/** How long a round lasts, in milliseconds. */
export const ROUND_MS = 30_000;

/** The localStorage key of the best score. */
export const BEST_KEY = 'tobit.learn.points.best';

/**
 * What an answer was.
 * @typedef {{right: boolean, asked: number, answered: number}} Answer
 */

export class PointRound {
  /**
   * @param {number} count how many points the board has (they are 1..count)
   * @param {{random?: () => number, now?: () => number, ms?: number}} [options] the random source
   *   (0 <= x < 1), the clock in milliseconds and the round's length (for tests)
   */
  constructor(count, { random = Math.random, now = () => performance.now(), ms = ROUND_MS } = {}) {
    if (!Number.isInteger(count) || count < 2) throw new RangeError(`a round needs at least two points, not ${count}`);
    this.count = count;
    this.random = random;
    this.now = now;
    this.ms = ms;
    this.startedAt = now();
    this.score = 0;
    this.misses = 0;
    /** The point asked now. */
    this.asked = this.#pick(0);
  }

  /** Milliseconds left in the round (0 once it is over). */
  get left() { return Math.max(0, this.startedAt + this.ms - this.now()); }

  /** Whether the time is up. */
  get over() { return this.left === 0; }

  /**
   * Answers the point asked with `point`; a new point is asked. Null once the round is over (the
   * answer does not count) or for a point that is none.
   * @param {number} point
   * @returns {Answer | null}
   */
  answer(point) {
    if (this.over || !Number.isInteger(point) || point < 1 || point > this.count) return null;
    const asked = this.asked;
    const right = point === asked;
    if (right) this.score += 1;
    else this.misses += 1;
    this.asked = this.#pick(asked);
    return { right, asked, answered: point };
  }

  /**
   * A random point other than `previous`.
   * @param {number} previous
   */
  #pick(previous) {
    const others = previous ? this.count - 1 : this.count;
    const k = Math.min(others - 1, Math.floor(this.random() * others)) + 1;
    return previous && k >= previous ? k + 1 : k;
  }
}

/**
 * The best score kept on the device (0 when none).
 * @param {Pick<Storage, 'getItem'>} [storage]
 * @returns {number}
 */
export function keptBest(storage) {
  const best = readJson(BEST_KEY, storage);
  return typeof best === 'number' && Number.isInteger(best) && best > 0 ? best : 0;
}

/**
 * Keeps `score` as the best when it beats the one kept; whether it did.
 * @param {number} score
 * @param {Pick<Storage, 'getItem' | 'setItem'>} [storage]
 */
export function keepBest(score, storage) {
  if (score <= keptBest(storage)) return false;
  writeJson(BEST_KEY, score, storage); // refused (site data blocked): the page keeps it for this visit
  return true;
}
