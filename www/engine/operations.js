// @ts-check
// The engine's operations, named once: the pool asks for them by these names (`Op`), and the
// worker (worker.js) and the pool's in-page fallback run them the same way (`runOperation`),
// with the engine wasm module and the endgame tables' loader (egtb-loader.js, passed in so that
// the page imports it only when it needs it). Every operation on a game replays it once, in
// wasm (an `EngineGame`), and asks that one replayed game all its questions: which tables to
// load (loaded here, asynchronously, while the game waits in wasm), whether it is a dead draw,
// the move, the analysis, the review, a try at a better move judged.

/** @typedef {import('../wasm/loader.js').EngineModule} Engine */
/** @typedef {import('../tobit_engine.js').EngineGame} EngineGame a game replayed once in wasm */
/** @typedef {import('./egtb-loader.js')} Tables the endgame tables' loader */
/**
 * A try at a better move ("learn from your mistakes"): the move tried and the review's better one.
 * @typedef {{tried?: string, better?: string}} TryOptions
 */
/** @typedef {import('../tobit_engine.js').SearchOptions & import('../tobit_engine.js').AnalysisOptions & TryOptions} Options */
/** @typedef {[fen: string, moves?: string[], options?: Options, checkDraw?: boolean]} Args what a request carries (the wasm checks it) */
/** @typedef {(progress: unknown) => boolean | void} Progress told as an analysis or a review goes on (false stops it) */
/**
 * What the computer's turn answers: the move (as a value, `move.index` among the position's
 * legal moves, for `Board.playLegal`) and whether the position is a dead draw (checked only
 * when asked: false otherwise).
 * @typedef {{move: import('../tobit_engine.js').SearchResult, deadDraw: boolean}} ComputerMove
 */

/** The name of each operation. */
export const Op = Object.freeze({
  computerMove: 'computerMove',
  bestMove: 'bestMove',
  isDeadDraw: 'isDeadDraw',
  egtbProbe: 'egtbProbe',
  egtbReady: 'egtbReady',
  analyse: 'analyse',
  reviewGame: 'reviewGame',
  judgeTry: 'judgeTry',
});

/** @typedef {typeof Op[keyof typeof Op]} OpName */
/** @typedef {Exclude<OpName, 'egtbProbe'>} GameOpName the operations on a game (fen, moves) */

/**
 * Each operation on a game, given the game replayed once. A search first waits for the tables
 * its position needs (and starts loading those the game can reach); the computer's turn then
 * checks the dead draw when asked and searches; a review first loads every table any of the
 * game's positions can need, so that it grades with the same tables whenever it runs (and the
 * same fixed work: a review is reproducible); `egtbReady` resolves once every table the game can
 * need is loaded, with the bytes fetched for them.
 * @type {Record<GameOpName, (game: EngineGame, tables: Tables, engine: Engine, args: Args, progress: Progress) => unknown>}
 */
const ON_GAME = {
  [Op.computerMove]: async (game, tables, engine, [, , options, checkDraw]) => {
    await tables.beforeSearch(engine, game);
    return { deadDraw: checkDraw === true && game.isDeadDraw(), move: game.bestMove(options) };
  },
  [Op.bestMove]: async (game, tables, engine, [, , options]) => {
    await tables.beforeSearch(engine, game);
    return game.bestMove(options);
  },
  [Op.isDeadDraw]: async (game, tables, engine) => {
    await tables.beforeSearch(engine, game);
    return game.isDeadDraw();
  },
  [Op.analyse]: async (game, tables, engine, [, , options], progress) => {
    await tables.beforeSearch(engine, game);
    return game.analyse(options, progress);
  },
  [Op.reviewGame]: async (game, tables, engine, [, , options], progress) => {
    // A table that cannot be fetched (offline) leaves its positions to the search.
    await tables.loadAll(engine, game.tablesOfReview()).catch(() => {});
    return game.review(options, (done, total) => progress([done, total]));
  },
  [Op.judgeTry]: async (game, tables, engine, [, , options]) => {
    await tables.beforeSearch(engine, game);
    // The wasm checks both moves (a missing one is refused, named).
    return game.judgeTry(/** @type {string} */ (options?.tried), /** @type {string} */ (options?.better), null);
  },
  [Op.egtbReady]: async (game, tables, engine) => {
    await tables.loadAll(engine, game.tablesMissing());
    return { ...tables.stats };
  },
};

/**
 * Runs the operation `op`: a probe of a position as it is; any other operation on its game
 * (`args[0]`, `args[1]`), replayed once for all it does and freed once it is done.
 * @param {string} op
 * @param {Engine} engine
 * @param {Tables} tables
 * @param {Args} args
 * @param {Progress} progress
 * @returns {Promise<unknown>}
 * @throws {Error} for a name that is no operation
 */
export async function runOperation(op, engine, tables, args, progress) {
  if (op === Op.egtbProbe) return engine.egtbProbe(args[0]) ?? null; // the pool's contract: null
  if (!Object.hasOwn(ON_GAME, op)) throw new Error(`engine worker: unknown operation "${op}"`);
  const game = new engine.EngineGame(args[0], args[1]);
  try {
    return await ON_GAME[/** @type {GameOpName} */ (op)](game, tables, engine, args, progress);
  } finally {
    game.free();
  }
}
