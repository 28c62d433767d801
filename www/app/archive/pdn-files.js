// @ts-check
// The page's side of the PDN worker (pdn-worker.js): reading a file of games and writing games
// as one file, each call answered in turn; the worker starts on the first call. Where no worker
// can start (the single-file edition opened from disk), the page does the work itself
// (pdn-work.js, with the study module it loads).
import { loadStudy } from '../../wasm/loader.js';

/** @typedef {import('../../tobit_study.js').PdnFileGame} ImportedGame a game of a file */
/** @typedef {{games: ImportedGame[]}} ImportedFile every game of a file */
/** @typedef {{variations?: boolean, comments?: boolean}} Keep what an export keeps besides the main line */

/** @type {Worker | null} */
let worker = null;
/** Whether the worker failed to start: the page works itself. */
let local = false;
let next = 0;
/** @type {Map<number, {resolve: (v: any) => void, reject: (e: Error) => void, progress?: (f: number) => void, games: ImportedGame[], redo: (id: number) => void}>} */
const waiting = new Map();

/** @returns {Worker} */
function start() {
  if (worker) return worker;
  worker = new Worker(new URL('./pdn-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => answer(event.data);
  worker.onerror = () => {
    // No worker here: the calls waiting are done by the page.
    local = true;
    worker?.terminate();
    worker = null;
    for (const [id, call] of waiting) call.redo(id);
  };
  return worker;
}

/**
 * Takes an answer of the work to the call it belongs to.
 * @param {any} data
 */
function answer(data) {
  const { id, ok, result, error, progress, games } = data;
  const call = waiting.get(id);
  if (!call) return;
  if (progress !== undefined) {
    call.progress?.(progress);
    return;
  }
  if (games) {
    call.games.push(...games);
    return;
  }
  waiting.delete(id);
  if (ok) call.resolve(result ?? { games: call.games });
  else call.reject(new Error(error));
}

/**
 * Does the work of `message` on the page.
 * @param {{id: number, op: string, text: string, options?: object}} message
 */
async function workHere(message) {
  const [{ work }, study] = await Promise.all([import('./pdn-work.js'), loadStudy()]);
  work(study, message, answer);
}

/**
 * @param {{op: string, text: string, options?: object}} message
 * @param {(fraction: number) => void} [progress]
 */
function ask(message, progress) {
  const id = ++next;
  return new Promise((resolve, reject) => {
    const redo = (/** @type {number} */ again) => { workHere({ id: again, ...message }).catch(reject); };
    waiting.set(id, { resolve, reject, progress, games: [], redo });
    if (!local) {
      try {
        start().postMessage({ id, ...message });
        return;
      } catch {
        local = true; // a worker cannot even be made here (a page opened from disk)
      }
    }
    redo(id);
  });
}

/**
 * Every game of a PDN text, read in the worker.
 * @param {string} text
 * @param {(fraction: number) => void} [progress] told the part of the text read (0..1)
 * @returns {Promise<ImportedFile>}
 */
export const readPdn = (text, progress) => ask({ op: 'read', text }, progress);

/**
 * Games (canonical PDN, one after another) written as one file keeping what `keep` says.
 * @param {string} text
 * @param {Keep} keep
 * @returns {Promise<string>}
 */
export const writePdn = (text, keep) => ask({ op: 'write', text, options: keep });
