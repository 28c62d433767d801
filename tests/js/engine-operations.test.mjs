// The engine's operations (www/engine/operations.js), named once and run the same way by the
// worker and by the pool's in-page fallback: each replays its game once (a stand-in engine
// module counts the replays: every one of its functions of a game `(fen, moves)` replays it, as
// the wasm does), what each waits for and gives, and an unknown name refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Op, runOperation } from '../../www/engine/operations.js';
import * as tables from '../../www/engine/egtb-loader.js';

const FEN = 'W:W1:B38';
/** A game of 120 plies (the stand-in engine reads none of them). */
const LONG_GAME = Array.from({ length: 120 }, (_, i) => `move ${i + 1}`);

/**
 * A stand-in engine module that counts how often a game is replayed, and writes down what it
 * is asked; no table is missing or needed, so the real tables' loader fetches nothing.
 */
function countingEngine() {
  const seen = { replays: 0, freed: 0, /** @type {string[]} */ calls: [] };
  const replay = () => { seen.replays += 1; };
  class EngineGame {
    constructor() { replay(); }
    tablesMissing() { return []; }
    tablesNeeded() { return []; }
    tablesOfReview() { return []; }
    isDeadDraw() { seen.calls.push('isDeadDraw'); return true; }
    /** @param {unknown} options */
    bestMove(options) { seen.calls.push(`bestMove ${JSON.stringify(options)}`); return { index: 3, move: '1-6' }; }
    /** @param {unknown} _options @param {(info: unknown) => unknown} progress */
    analyse(_options, progress) { progress({ depth: 1 }); return 'analysed'; }
    /** @param {unknown} _options @param {(done: number, total: number) => unknown} progress */
    review(_options, progress) { progress(1, 2); return 'reviewed'; }
    /** @param {string} tried @param {string} better @param {unknown} options */
    judgeTry(tried, better, options) { seen.calls.push(`judgeTry ${tried} ${better} ${JSON.stringify(options)}`); return { right: tried === better }; }
    free() { seen.freed += 1; }
  }
  const engine = /** @type {any} */ ({
    EngineGame,
    egtbProbe: () => undefined,
    egtbLoad() {},
    egtbVersion: () => 'test',
    // The module's functions of a game, each of which replays it.
    egtbMissing: () => { replay(); return []; },
    egtbNeeded: () => { replay(); return []; },
    isDeadDraw: () => { replay(); return true; },
    bestMove: () => { replay(); return { move: '1-6' }; },
    analyse: () => { replay(); return 'analysed'; },
    reviewGame: () => { replay(); return 'reviewed'; },
  });
  return { seen, engine };
}

test('the operation names are the names the pool asks for', () => {
  assert.deepEqual(Object.keys(Op), Object.values(Op));
  assert.deepEqual(Object.keys(Op).sort(), ['analyse', 'bestMove', 'computerMove', 'egtbProbe', 'egtbReady', 'isDeadDraw', 'judgeTry', 'reviewGame']);
  assert.ok(Object.isFrozen(Op));
});

test('the computer\'s turn replays the game once: the tables, the dead draw and the move, a value', async () => {
  const { seen, engine } = countingEngine();
  const options = { level: 3 };
  const turn = await runOperation(Op.computerMove, engine, tables, [FEN, LONG_GAME, options, true], () => {});
  assert.deepEqual(turn, { deadDraw: true, move: { index: 3, move: '1-6' } });
  assert.equal(seen.replays, 1);
  assert.deepEqual(seen.calls, ['isDeadDraw', 'bestMove {"level":3}']);
  assert.equal(seen.freed, 1, 'the replayed game is freed');
});

test('the computer\'s turn checks the dead draw only when asked', async () => {
  const { seen, engine } = countingEngine();
  const turn = await runOperation(Op.computerMove, engine, tables, [FEN, [], {}, false], () => {});
  assert.deepEqual(turn, { deadDraw: false, move: { index: 3, move: '1-6' } });
  assert.deepEqual(seen.calls, ['bestMove {}']);
});

test('a review of a 120-ply game replays it once and reports its progress', async () => {
  const { seen, engine } = countingEngine();
  /** @type {unknown[]} */
  const told = [];
  assert.equal(await runOperation(Op.reviewGame, engine, tables, [FEN, LONG_GAME], (p) => { told.push(p); }), 'reviewed');
  assert.equal(seen.replays, 1);
  assert.deepEqual(told, [[1, 2]]);
});

test('a try at a better move is judged on the game replayed once, with the review\'s own work', async () => {
  const { seen, engine } = countingEngine();
  const judged = await runOperation(Op.judgeTry, engine, tables, [FEN, LONG_GAME, { tried: '9-16', better: '9-16' }], () => {});
  assert.deepEqual(judged, { right: true });
  assert.deepEqual(seen.calls, ['judgeTry 9-16 9-16 null']);
  assert.equal(seen.replays, 1);
  assert.equal(seen.freed, 1);
});

test('every other operation on a game replays it once; a probe replays nothing', async () => {
  for (const op of [Op.bestMove, Op.isDeadDraw, Op.analyse, Op.egtbReady]) {
    const { seen, engine } = countingEngine();
    await runOperation(op, engine, tables, [FEN, LONG_GAME], () => {});
    assert.equal(seen.replays, 1, op);
    assert.equal(seen.freed, 1, op);
  }
  const { seen, engine } = countingEngine();
  assert.equal(await runOperation(Op.egtbProbe, engine, tables, [FEN], () => {}), null, 'no value is null');
  assert.equal(seen.replays, 0);
});

test('a review grades only once every table its positions can need has loaded (the same tables on every run)', async () => {
  const { engine } = countingEngine();
  /** @type {string[]} */
  const events = [];
  const game = engine.EngineGame.prototype;
  game.tablesOfReview = () => ['KvK', 'KKvK'];
  game.review = () => { events.push('review'); return 'reviewed'; };
  /** @type {() => void} */
  let arrive = () => {};
  const slowTables = /** @type {any} */ ({
    /** @param {unknown} _engine @param {string[]} names */
    loadAll: (_engine, names) => new Promise((resolve) => {
      arrive = () => { events.push(`loaded ${names.join(' ')}`); resolve(undefined); };
    }),
    beforeSearch: async () => {},
  });
  const review = runOperation(Op.reviewGame, engine, slowTables, [FEN, LONG_GAME], () => {});
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(events, [], 'the review waits for the tables');
  arrive();
  assert.equal(await review, 'reviewed');
  assert.deepEqual(events, ['loaded KvK KKvK', 'review']);
});

test('a game that cannot be replayed fails the request, and nothing is left to free', async () => {
  const engine = /** @type {any} */ ({ EngineGame: class { constructor() { throw new Error('move 1 ("9-9"): illegal'); } } });
  await assert.rejects(runOperation(Op.bestMove, engine, tables, [FEN, ['9-9']], () => {}), /move 1/);
});

test('a name that is no operation is refused', async () => {
  const { engine } = countingEngine();
  await assert.rejects(runOperation('toString', engine, tables, [FEN], () => {}), /unknown operation "toString"/);
});
