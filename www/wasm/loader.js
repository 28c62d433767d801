// @ts-check
// The one place that loads Tobit's five WebAssembly modules; every board on a page shares them.
// - the page module `tobit.js` + `tobit_bg.wasm`: Game, Board, config (no AI), what the first
//   page load fetches;
// - the engine module `tobit_engine.js` + `tobit_engine_bg.wasm`: bestMove, isDeadDraw, analyse,
//   reviewGame, the endgame tables, loaded only when the AI is needed (by engine/worker.js, or
//   by engine/pool.js on the main thread);
// - the study module `tobit_study.js` + `tobit_study_bg.wasm`: the analysis board's GameTree,
//   diagram, the game Clock and its time controls, loaded on the main thread by the screens
//   that show them (analysis board, Diagram dialog, timed games), never by the engine workers;
// - the link module `tobit_links.js` + `tobit_links_bg.wasm`: games by link, loaded by the link
//   page and My games' list of them (not in the single-file edition);
// - the tournament module `tobit_tournament.js` + `tobit_tournament_bg.wasm`: the organiser's
//   Tournament, loaded by tournament.html only (not in the single-file edition, whose bytes it
//   never needs).
// All sit at the root of the build, next to this folder. The bytes come from bytes.js:
// undefined in the normal build (wasm-bindgen fetches the .wasm next to its glue), inlined in
// the single-file edition.
import { engineWasm, pageWasm, studyWasm } from './bytes.js';

/** @typedef {typeof import('../tobit.js')} PageModule the page module's namespace */
/** @typedef {typeof import('../tobit_engine.js')} EngineModule the engine module's namespace */
/** @typedef {typeof import('../tobit_study.js')} StudyModule the study module's namespace */
/** @typedef {typeof import('../tobit_tournament.js')} TournamentModule the tournament module's namespace */
/** @typedef {typeof import('../tobit_links.js')} LinkModule the link module's namespace */

/** @type {Promise<PageModule> | undefined} the page module (typed by its generated tobit.d.ts) */
let page;
/** @type {Promise<EngineModule> | undefined} the engine module (typed by tobit_engine.d.ts) */
let engine;
/** @type {Promise<StudyModule> | undefined} the study module (typed by tobit_study.d.ts) */
let study;
/** @type {Promise<TournamentModule> | undefined} the tournament module (typed by tobit_tournament.d.ts) */
let tournament;
/** @type {Promise<LinkModule> | undefined} the link module (typed by tobit_links.d.ts) */
let links;

/**
 * Loads `glue` once and initialises it with `bytes` (or its default URL); a failure clears the
 * cache so that a later call tries again (the network may be back).
 * @template T
 * @param {() => Promise<T & {default: (init?: object) => Promise<unknown>}>} glue
 * @param {() => Uint8Array | undefined} bytes
 * @param {() => void} forget
 * @returns {Promise<T>}
 */
async function load(glue, bytes, forget) {
  try {
    const module = await glue();
    const wasm = bytes();
    await module.default(wasm === undefined ? undefined : { module_or_path: wasm });
    return module;
  } catch (error) {
    forget();
    throw error;
  }
}

/**
 * Loads and initialises the page module once per page; later calls return the same promise.
 * @returns {Promise<PageModule>} its namespace (`Board`, `Game`, `config`)
 */
export function loadTobit() {
  page ??= load(() => import('../tobit.js'), pageWasm, () => { page = undefined; });
  return page;
}

/**
 * Loads and initialises the engine module once per page (or worker).
 * @returns {Promise<EngineModule>} its namespace (`bestMove`, `isDeadDraw`)
 */
export function loadEngine() {
  engine ??= load(() => import('../tobit_engine.js'), engineWasm, () => { engine = undefined; });
  return engine;
}

/**
 * Loads and initialises the study module once per page.
 * @returns {Promise<StudyModule>} its namespace (`GameTree`, `diagram`, `Clock`, time controls)
 */
export function loadStudy() {
  study ??= load(() => import('../tobit_study.js'), studyWasm, () => { study = undefined; });
  return study;
}

/**
 * Loads and initialises the tournament module once per page (tournament.html).
 * @returns {Promise<TournamentModule>} its namespace (`Tournament`, `tieBreaks`, `defaultSettings`)
 */
export function loadTournament() {
  tournament ??= load(() => import('../tobit_tournament.js'), () => undefined, () => { tournament = undefined; });
  return tournament;
}

/**
 * Loads and initialises the link module once per page (the link page, My games).
 * @returns {Promise<LinkModule>} its namespace (`linkRead`, `linkWrite`, `linkMerge`, `linkDays`)
 */
export function loadLinks() {
  links ??= load(() => import('../tobit_links.js'), () => undefined, () => { links = undefined; });
  return links;
}
