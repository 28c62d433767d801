// @ts-check
// The page's side of the PDN worker (pdn-worker.js): reading a file of games and writing games
// as one file, each call answered in turn; the worker starts on the first call.

/**
 * A game of a file, and its status by the rules when it can be kept.
 * @typedef {import('../../tobit_engine.js').PdnFileGame & {status?: import('../../tobit.js').GameStatus}} ImportedGame
 */
/** @typedef {{games: ImportedGame[]}} ImportedFile every game of a file */
/** @typedef {{variations?: boolean, comments?: boolean}} Keep what an export keeps besides the main line */

/** @type {Worker | null} */
let worker = null;
let next = 0;
/** @type {Map<number, {resolve: (v: any) => void, reject: (e: Error) => void, progress?: (f: number) => void, games: ImportedGame[]}>} */
const waiting = new Map();

/** @returns {Worker} */
function start() {
  if (worker) return worker;
  worker = new Worker(new URL('./pdn-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => {
    const { id, ok, result, error, progress, games } = event.data;
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
  };
  worker.onerror = (event) => {
    for (const call of waiting.values()) call.reject(new Error(event.message || 'the PDN worker failed'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/**
 * @param {object} message
 * @param {(fraction: number) => void} [progress]
 */
function ask(message, progress) {
  const id = ++next;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, progress, games: [] });
    start().postMessage({ id, ...message });
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
