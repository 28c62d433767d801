// @ts-check
// The engine pool shared by every board of the page: module workers (worker.js) that run
// searches off the main thread, in two lanes. The `opponent` lane has one worker of its own for
// the AI opponents' moves and draw checks; the `shared` lane runs everything else (an embedder's
// bestMove), so an embedder's searches, however long, never queue in front of the AI's reply.
// Cancelling a request terminates its worker and starts a fresh one, so a long search never
// blocks the next. When workers cannot start (a page opened from file://, say), requests run on
// the main thread instead. A page of another site (the element's files on the app's site, sent
// with CORS) cannot start a worker from the app's site: it starts one from a same-origin blob
// that imports the worker script.
import { loadEngine } from '../wasm/loader.js';
import { engineWorkerUrl } from './worker-url.js';
import { Op, runOperation } from './operations.js';

/** @typedef {import('../tobit_engine.js').SearchOptions} SearchOptions the limits of one search (declared by Rust) */
/** @typedef {import('../tobit_engine.js').SearchResult} SearchResult what a search finds (declared by Rust) */
/** @typedef {import('../tobit_engine.js').EgtbValue} EgtbValue a position's value in the endgame tables */
/** @typedef {import('../tobit_engine.js').AnalysisOptions} AnalysisOptions the lines and limits of an analysis */
/** @typedef {import('../tobit_engine.js').AnalysisInfo} AnalysisInfo what an analysis knows after a depth */
/** @typedef {import('../tobit_engine.js').ReviewOptions} ReviewOptions the limits of a review per position */
/** @typedef {import('../tobit_engine.js').GameReview} GameReview every move of a game graded */
/** @typedef {import('../tobit_engine.js').TryJudged} TryJudged a try at a better move judged */
/**
 * @typedef {object} EgtbStats what one worker did to load its endgame tables
 * @property {number} fetchedBytes bytes of table files fetched from the network
 * @property {number} loaded table files loaded (from the network or the Cache API)
 */
/** @typedef {'opponent'|'shared'} Lane */
/** @type {Record<Lane, number>} how many workers each lane may run at once */
const LANE_SIZE = {
  opponent: 1,
  shared: Math.max(1, Math.min(2, (navigator.hardwareConcurrency || 2) - 1)),
};

/**
 * @typedef {object} Job
 * @property {number} id
 * @property {import('./operations.js').OpName} op
 * @property {unknown[]} args
 * @property {Lane} lane
 * @property {(value: any) => void} resolve
 * @property {(error: Error) => void} reject
 * @property {AbortSignal | undefined} signal
 * @property {() => void} onAbort
 * @property {((message: string) => void) | undefined} onTableRefused
 * @property {((progress: any) => void) | undefined} onProgress
 */
/**
 * One worker, its job, and who last asked it for something (told of the table files it refuses
 * later, while it loads between searches).
 * @typedef {{worker: Worker, lane: Lane, job: Job | null, answered: boolean,
 *   onTableRefused: ((message: string) => void) | undefined}} Slot
 */
/**
 * How a request is run.
 * @typedef {object} Control
 * @property {AbortSignal} [signal] aborting rejects with an `AbortError` and stops the search
 * @property {Lane} [lane] `opponent` for the AI opponent's own worker; `shared` by default
 * @property {(message: string) => void} [onTableRefused] told when an endgame table file this
 *   request made the engine load is refused (damaged, cut short, not a table...): the first
 *   refusal of the page only; every refusal is written once to the console
 */
/**
 * How a request that reports as it goes is run.
 * @template P
 * @typedef {Control & {onProgress?: (progress: P) => void}} ProgressControl
 */

/** @type {Slot[]} */
const slots = [];
/** @type {Job[]} */
const queue = [];
let nextId = 1;
let inline = false;
/** @type {Set<string>} the refusals of table files reported on this page */
const refusals = new Set();

/**
 * The computer's turn, one request: the worker replays the game once, loads the endgame tables
 * the position needs, checks the dead draw when asked, and searches; the move comes back as a
 * value (`move.index` among the position's legal moves, for `Board.playLegal`).
 * @param {string} fen the position the game started from
 * @param {string[]} moves the game's moves from `fen`
 * @param {SearchOptions} options
 * @param {boolean} checkDraw whether to check the dead draw (the AI offers a draw there)
 * @param {Control} [control]
 * @returns {Promise<import('./operations.js').ComputerMove>}
 */
export function computerMove(fen, moves, options, checkDraw, control = {}) {
  return request(Op.computerMove, [fen, moves, options, checkDraw], control);
}

/**
 * Asks the engine for the best move.
 * @param {string} fen the position the game started from
 * @param {string[]} moves the game's moves from `fen` (so that repetitions are known)
 * @param {SearchOptions} [options]
 * @param {Control} [control]
 * @returns {Promise<SearchResult>}
 */
export function bestMove(fen, moves, options = {}, control = {}) {
  return request(Op.bestMove, [fen, moves, options], control);
}

/**
 * Asks the engine whether the game is a dead draw (neither side can still win).
 * @param {string} fen the position the game started from
 * @param {string[]} moves the game's moves from `fen`
 * @param {Control} [control]
 * @returns {Promise<boolean>}
 */
export function isDeadDraw(fen, moves, control = {}) {
  return request(Op.isDeadDraw, [fen, moves], control);
}

/**
 * The exact value of a position from the endgame tables of the lane's worker, for the side to
 * move; `egtbReady` (in the same lane) loads them.
 * @param {string} fen a position with four pieces or fewer
 * @param {Control} [control]
 * @returns {Promise<EgtbValue | null>} null when the position's table is not loaded (more than
 *   four pieces, or still loading)
 */
export function egtbProbe(fen, control = {}) {
  return request(Op.egtbProbe, [fen], control);
}

/**
 * Loads every endgame table the game can still need (once it has eight pieces or fewer) in a
 * worker of the lane, resolving when they are loaded with what that worker fetched so far.
 * @param {string} fen the position the game started from
 * @param {string[]} moves the game's moves from `fen`
 * @param {Control} [control]
 * @returns {Promise<EgtbStats>}
 */
export function egtbReady(fen, moves, control = {}) {
  return request(Op.egtbReady, [fen, moves], control);
}

/**
 * Analyses the position after `moves` from `fen` (the engine module's `analyse`): `onProgress`
 * receives the info of every completed depth; aborting stops the search (its worker is
 * replaced). Resolves with the last info.
 * @param {string} fen the position the game started from
 * @param {string[]} moves the moves from `fen` to the position analysed
 * @param {AnalysisOptions} options
 * @param {ProgressControl<AnalysisInfo>} [control]
 * @returns {Promise<AnalysisInfo>}
 */
export function analyse(fen, moves, options, control = {}) {
  return request(Op.analyse, [fen, moves, options], control);
}

/**
 * Reviews the game of `moves` from `fen` (the engine module's `reviewGame`): `onProgress`
 * receives `[done, total]` after each position; aborting cancels it.
 * @param {string} fen
 * @param {string[]} moves
 * @param {ReviewOptions} options
 * @param {ProgressControl<[number, number]>} [control]
 * @returns {Promise<GameReview>}
 */
export function reviewGame(fen, moves, options, control = {}) {
  return request(Op.reviewGame, [fen, moves, options], control);
}

/**
 * Judges a try at a better move in the position after `moves` from `fen`, where the review
 * found `better` (the engine module's `EngineGame.judgeTry`, with the review's fixed work).
 * @param {string} fen
 * @param {string[]} moves the moves from `fen` to the position of the exercise
 * @param {string} tried the move tried, in notation
 * @param {string} better the review's better move
 * @param {Control} [control]
 * @returns {Promise<TryJudged>}
 */
export function judgeTry(fen, moves, tried, better, control = {}) {
  return request(Op.judgeTry, [fen, moves, { tried, better }], control);
}

/**
 * Starts a worker of `lane` ahead of its first request (the AI opponent's, or the analysis
 * board's shared one), so that its wasm is ready when the request comes. Does nothing when the
 * lane has a worker already.
 * @param {Lane} [lane]
 */
export function warmUp(lane = 'opponent') {
  if (!inline && !slots.some((s) => s.lane === lane)) spawn(lane);
}

function abortError() {
  return new DOMException('The engine request was cancelled', 'AbortError');
}

/**
 * @param {Job['op']} op
 * @param {unknown[]} args
 * @param {ProgressControl<any>} control
 * @returns {Promise<any>}
 */
function request(op, args, { signal, lane = 'shared', onTableRefused, onProgress }) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    /** @type {Job} */
    const job = { id: nextId++, op, args, lane, resolve, reject, signal, onAbort: () => cancel(job), onTableRefused, onProgress };
    signal?.addEventListener('abort', job.onAbort, { once: true });
    queue.push(job);
    dispatch();
  });
}

/** @param {Job} job */
function settle(job) {
  job.signal?.removeEventListener('abort', job.onAbort);
}

/** @param {Job} job */
function cancel(job) {
  const waiting = queue.indexOf(job);
  if (waiting >= 0) queue.splice(waiting, 1);
  const slot = slots.find((s) => s.job === job);
  if (slot) replace(slot);
  settle(job);
  job.reject(abortError());
  dispatch();
}

/** Hands each queued job to an idle worker of its lane, starting workers up to the lane's size. */
function dispatch() {
  for (let i = 0; i < queue.length;) {
    const job = queue[i];
    if (inline) {
      queue.splice(i, 1);
      runInline(job);
      continue;
    }
    const lane = slots.filter((s) => s.lane === job.lane);
    const slot = lane.find((s) => s.job === null) ?? (lane.length < LANE_SIZE[job.lane] ? spawn(job.lane) : undefined);
    if (!slot) {
      i += 1; // this lane is busy; a later job may be in another lane
      continue;
    }
    queue.splice(i, 1);
    try {
      slot.worker.postMessage({ id: job.id, op: job.op, args: job.args });
    } catch (error) {
      // Arguments that cannot be sent (a Symbol, a function, a getter that throws): this request
      // fails and the worker stays free for the next.
      settle(job);
      job.reject(new TypeError(`${job.op}: its arguments cannot be sent to the engine (${messageOf(error)})`));
      continue;
    }
    slot.job = job;
    slot.onTableRefused = job.onTableRefused;
  }
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reports a refused endgame table file once per page: on the console, and to `listener` (the
 * requester behind the loading) if it is the page's first refusal.
 * @param {string} message
 * @param {((message: string) => void) | undefined} listener
 */
function tableRefused(message, listener) {
  if (refusals.has(message)) return;
  refusals.add(message);
  console.warn(`Tobit: ${message}`);
  if (refusals.size === 1) listener?.(message);
}

/** @type {string | undefined} the blob that starts the worker script of another site */
let crossOriginStart;

/**
 * Starts an engine worker: from its script when that is of this page's site (or a data: URL),
 * else from a same-origin blob that imports it (a module worker may only start from the page's
 * own origin; the script and what it loads must then be sent with CORS).
 * @returns {Worker}
 */
function startWorker() {
  const script = engineWorkerUrl();
  const page = globalThis.location; // none in Node's tests
  const url = new URL(script, page?.href);
  if (!page || url.origin === page.origin || url.protocol === 'data:') return new Worker(script, { type: 'module' });
  crossOriginStart ??= URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
  return new Worker(crossOriginStart, { type: 'module' });
}

/**
 * @param {Lane} lane
 * @returns {Slot | undefined} a new idle slot, or undefined when workers cannot start
 */
function spawn(lane) {
  let worker;
  try {
    worker = startWorker();
  } catch {
    inline = true;
    return undefined;
  }
  /** @type {Slot} */
  const slot = { worker, lane, job: null, answered: false, onTableRefused: undefined };
  worker.onmessage = (event) => onAnswer(slot, event.data);
  worker.onerror = (event) => onWorkerError(slot, event);
  slots.push(slot);
  return slot;
}

/**
 * @param {Slot} slot
 * @param {{id: number, ok?: boolean, result?: unknown, error?: string, refused?: string, progress?: unknown}} answer
 */
function onAnswer(slot, { id, ok, result, error, refused, progress }) {
  slot.answered = true;
  if (refused !== undefined) {
    tableRefused(refused, slot.onTableRefused);
    return;
  }
  const job = slot.job;
  if (!job || job.id !== id) return;
  if (progress !== undefined) {
    job.onProgress?.(progress);
    return;
  }
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

/**
 * @param {Slot} slot
 * @param {ErrorEvent} event
 */
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

/**
 * Terminates the slot's worker (stopping its search) and puts a fresh one in its place.
 * @param {Slot} slot
 */
function replace(slot) {
  slot.worker.terminate();
  slots.splice(slots.indexOf(slot), 1);
  spawn(slot.lane);
}

/** @param {Job} job */
async function runInline(job) {
  // Let the page paint (the "thinking" state) before the search blocks the main thread.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (job.signal?.aborted) return;
  settle(job);
  try {
    const engine = await loadEngine();
    // The tables' loader is imported only when needed, so that it stays out of the first page load.
    const tables = await import('./egtb-loader.js');
    tables.onRefused((message) => tableRefused(message, job.onTableRefused));
    const progress = (/** @type {unknown} */ p) => { if (job.signal?.aborted) return false; job.onProgress?.(p); return true; };
    job.resolve(await runOperation(job.op, engine, tables, /** @type {import('./operations.js').Args} */ (job.args), progress));
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(messageOf(error)));
  }
}
