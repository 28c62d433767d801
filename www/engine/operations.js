// @ts-check
// The engine's operations, named once: the pool asks for them by these names (`Op`), and the
// worker (worker.js) and the pool's in-page fallback run them the same way (`runOperation`),
// with the engine wasm module and the endgame tables' loader (egtb-loader.js, passed in so that
// the page imports it only when it needs it).

/** @typedef {import('../wasm/loader.js').EngineModule} Engine */
/** @typedef {import('./egtb-loader.js')} Tables the endgame tables' loader */
/** @typedef {[fen: string, moves?: string[], options?: import('../tobit_engine.js').SearchOptions & import('../tobit_engine.js').AnalysisOptions]} Args what a request carries (the wasm checks it) */
/** @typedef {(progress: unknown) => boolean | void} Progress told as an analysis or a review goes on (false stops it) */

/** The name of each operation. */
export const Op = Object.freeze({
  bestMove: 'bestMove',
  isDeadDraw: 'isDeadDraw',
  egtbProbe: 'egtbProbe',
  egtbReady: 'egtbReady',
  analyse: 'analyse',
  reviewGame: 'reviewGame',
});

/** @typedef {typeof Op[keyof typeof Op]} OpName */

/**
 * Each operation: the engine module's exports (`analyse` and `reviewGame` report their progress
 * as they go), and `egtbReady`, which resolves once every table the game (fen, moves) can need
 * is loaded, with the bytes fetched for them.
 * @type {Record<OpName, (engine: Engine, tables: Tables, args: Args, progress: Progress) => unknown>}
 */
const RUN = {
  [Op.bestMove]: (engine, _tables, [fen, moves, options]) => engine.bestMove(fen, moves, options),
  [Op.isDeadDraw]: (engine, _tables, [fen, moves]) => engine.isDeadDraw(fen, moves),
  [Op.egtbProbe]: (engine, _tables, [fen]) => engine.egtbProbe(fen) ?? null, // the pool's contract: null
  [Op.analyse]: (engine, _tables, [fen, moves, options], progress) =>
    engine.analyse(fen, moves, /** @type {import('../tobit_engine.js').AnalysisOptions} */ (options), progress),
  [Op.reviewGame]: async (engine, tables, [fen, moves = [], options], progress) => {
    // Every position of the game with four pieces or fewer is graded by the tables: the classes
    // of each are loaded first (the end's alone would miss those the game passed through).
    for (let ply = 0; ply < moves.length; ply += 1) await tables.beforeSearch(engine, fen, moves.slice(0, ply));
    return engine.reviewGame(fen, moves, options, (done, total) => progress([done, total]));
  },
  [Op.egtbReady]: async (engine, tables, [fen, moves]) => {
    await tables.prefetch(engine, fen, moves);
    return { ...tables.stats };
  },
};

/**
 * Runs the operation `op`. A game near its end starts loading its endgame tables; with four
 * pieces or fewer the tables decide, so a search waits for the classes its position needs,
 * and only those.
 * @param {string} op
 * @param {Engine} engine
 * @param {Tables} tables
 * @param {Args} args
 * @param {Progress} progress
 * @returns {Promise<unknown>}
 * @throws {Error} for a name that is no operation
 */
export async function runOperation(op, engine, tables, args, progress) {
  if (!Object.hasOwn(RUN, op)) throw new Error(`engine worker: unknown operation "${op}"`);
  const name = /** @type {OpName} */ (op);
  if (name !== Op.egtbProbe && name !== Op.egtbReady) await tables.beforeSearch(engine, args[0], args[1]);
  return RUN[name](engine, tables, args, progress);
}
