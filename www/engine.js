// The engine pool shared by every board of the page: a few module workers (engine-worker.js)
// that run searches off the main thread. Cancelling a request terminates its worker and starts
// a fresh one, so a long search never blocks the next. When workers cannot start (a page
// opened from file://, say), requests run on the main thread instead.
import { loadTobit } from './tobit-wasm.js';

const WORKER_URL = new URL('./engine-worker.js', import.meta.url);
const POOL_SIZE = Math.max(1, Math.min(2, (navigator.hardwareConcurrency || 2) - 1));

/**
 * @typedef {object} Job
 * @property {number} id
 * @property {string} op
 * @property {unknown[]} args
 * @property {(value: unknown) => void} resolve
 * @property {(error: Error) => void} reject
 * @property {AbortSignal | undefined} signal
 * @property {() => void} onAbort
 */
/** @typedef {{worker: Worker, job: Job | null, answered: boolean}} Slot */

/** @type {Slot[]} */
const slots = [];
/** @type {Job[]} */
const queue = [];
let nextId = 1;
let inline = false;

/**
 * Asks the engine for the best move.
 * @param {string} fen the position the game started from
 * @param {string[]} moves the game's moves from `fen` (so that repetitions are known)
 * @param {{level?: number, depth?: number, movetimeMs?: number, nodes?: number}} [options]
 * @param {{signal?: AbortSignal}} [control] aborting rejects with an `AbortError` and stops the search
 * @returns {Promise<{move: string, score: number, scoreText: string, depth: number, nodes: number, timeMs: number, pv: string[]}>}
 */
export function bestMove(fen, moves, options = {}, control = {}) {
  return request('bestMove', [fen, moves, options], control.signal);
}

/**
 * Asks the engine whether the game is a dead draw (neither side can still win).
 * @param {string} fen the position the game started from
 * @param {string[]} moves the game's moves from `fen`
 * @param {{signal?: AbortSignal}} [control]
 * @returns {Promise<boolean>}
 */
export function isDeadDraw(fen, moves, control = {}) {
  return request('isDeadDraw', [fen, moves], control.signal);
}

/**
 * The exact value of a position from the endgame tables, for the side to move.
 * @param {string} fen a position with four pieces or fewer
 * @param {{signal?: AbortSignal}} [control]
 * @returns {Promise<{result: 'win' | 'loss' | 'draw', plies: number | null} | null>} null when
 *   the position's table is not loaded (more than four pieces, or still loading)
 */
export function egtbProbe(fen, control = {}) {
  return request('egtbProbe', [fen], control.signal);
}

/**
 * Loads every endgame table the game can still need (once it has six pieces or fewer) in a
 * worker, resolving when they are loaded with what that worker fetched so far.
 * @param {string} fen the position the game started from
 * @param {string[]} moves the game's moves from `fen`
 * @param {{signal?: AbortSignal}} [control]
 * @returns {Promise<{fetchedBytes: number, loaded: number, built: number}>}
 */
export function egtbReady(fen, moves, control = {}) {
  return request('egtbReady', [fen, moves], control.signal);
}

/**
 * Starts a worker ahead of the first request, so that its wasm is ready when the AI's turn comes.
 * Does nothing when one exists already.
 */
export function warmUp() {
  if (!inline && slots.length === 0) spawn();
}

function abortError() {
  return new DOMException('The engine request was cancelled', 'AbortError');
}

function request(op, args, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    /** @type {Job} */
    const job = { id: nextId++, op, args, resolve, reject, signal, onAbort: () => cancel(job) };
    signal?.addEventListener('abort', job.onAbort, { once: true });
    queue.push(job);
    dispatch();
  });
}

function settle(job) {
  job.signal?.removeEventListener('abort', job.onAbort);
}

function cancel(job) {
  const waiting = queue.indexOf(job);
  if (waiting >= 0) queue.splice(waiting, 1);
  const slot = slots.find((s) => s.job === job);
  if (slot) replace(slot);
  settle(job);
  job.reject(abortError());
  dispatch();
}

function dispatch() {
  while (queue.length > 0) {
    if (inline) {
      runInline(queue.shift());
      continue;
    }
    let slot = slots.find((s) => s.job === null);
    if (!slot && slots.length < POOL_SIZE) slot = spawn();
    if (!slot) return;
    const job = queue.shift();
    slot.job = job;
    slot.worker.postMessage({ id: job.id, op: job.op, args: job.args });
  }
}

/** @returns {Slot | undefined} a new idle slot, or undefined when workers cannot start */
function spawn() {
  let worker;
  try {
    worker = new Worker(WORKER_URL, { type: 'module' });
  } catch {
    inline = true;
    return undefined;
  }
  /** @type {Slot} */
  const slot = { worker, job: null, answered: false };
  worker.onmessage = (event) => onAnswer(slot, event.data);
  worker.onerror = (event) => onWorkerError(slot, event);
  slots.push(slot);
  return slot;
}

function onAnswer(slot, { id, ok, result, error }) {
  slot.answered = true;
  const job = slot.job;
  if (!job || job.id !== id) return;
  slot.job = null;
  settle(job);
  if (ok) {
    job.resolve(result);
  } else {
    replace(slot); // a failure may have left its wasm instance unusable (a trap)
    job.reject(new Error(error));
  }
  dispatch();
}

function onWorkerError(slot, event) {
  event.preventDefault();
  const job = slot.job;
  slots.splice(slots.indexOf(slot), 1);
  slot.worker.terminate();
  if (!slot.answered) inline = true; // the worker never started: run on the main thread
  if (job) {
    if (inline) queue.unshift(job);
    else {
      settle(job);
      job.reject(new Error(`engine worker failed: ${event.message || 'unknown error'}`));
    }
  }
  dispatch();
}

/** Terminates the slot's worker (stopping its search) and puts a fresh one in its place. */
function replace(slot) {
  slot.worker.terminate();
  slots.splice(slots.indexOf(slot), 1);
  spawn();
}

async function runInline(job) {
  // Let the page paint (the "thinking" state) before the search blocks the main thread.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (job.signal?.aborted) return;
  settle(job);
  try {
    const tobit = await loadTobit();
    if (job.op === 'egtbReady' || job.op === 'bestMove' || job.op === 'isDeadDraw') {
      // Loaded only when needed, so that the tables' code stays out of the first page load.
      const { prefetch, stats } = await import('./egtb-loader.js');
      const loaded = prefetch(tobit, job.args[0], job.args[1]);
      if (job.op === 'egtbReady') {
        await loaded;
        job.resolve({ ...stats });
        return;
      }
      loaded.catch(() => {});
    }
    job.resolve(tobit[job.op](...job.args));
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
