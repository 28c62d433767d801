// The engine's operations (www/engine/operations.js), named once and run the same way by the
// worker and by the pool's in-page fallback: which wait for the endgame tables, what each
// gives, and an unknown name refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Op, runOperation } from '../../www/engine/operations.js';

const FEN = 'W:W1:B38';

/** A stand-in engine and tables' loader that write down what they are asked. */
function standIns() {
  /** @type {string[]} */
  const calls = [];
  const engine = /** @type {any} */ ({
    bestMove: (/** @type {string} */ fen) => { calls.push(`bestMove ${fen}`); return { move: '1-6' }; },
    isDeadDraw: () => true,
    egtbProbe: () => undefined,
    analyse: (/** @type {string} */ _fen, /** @type {string[]} */ _moves, /** @type {unknown} */ _options, /** @type {(info: unknown) => unknown} */ progress) => { progress({ depth: 1 }); return 'analysed'; },
    reviewGame: (/** @type {string} */ _fen, /** @type {string[]} */ _moves, /** @type {unknown} */ _options, /** @type {(done: number, total: number) => unknown} */ progress) => { progress(1, 2); return 'reviewed'; },
  });
  const tables = /** @type {any} */ ({
    stats: { fetchedBytes: 5, loaded: 1 },
    beforeSearch: async (/** @type {unknown} */ _engine, /** @type {string} */ _fen, /** @type {string[] | undefined} */ moves) => { calls.push(`tables ${(moves ?? []).length}`); },
    prefetch: async () => { calls.push('prefetch'); },
  });
  return { calls, engine, tables };
}

test('the operation names are the engine module exports the pool asks for', () => {
  assert.deepEqual(Object.keys(Op), Object.values(Op));
  assert.deepEqual(Object.keys(Op).sort(), ['analyse', 'bestMove', 'egtbProbe', 'egtbReady', 'isDeadDraw', 'reviewGame']);
  assert.ok(Object.isFrozen(Op));
});

test('a search waits for its tables; a probe and the tables query do not', async () => {
  const { calls, engine, tables } = standIns();
  assert.deepEqual(await runOperation(Op.bestMove, engine, tables, [FEN, []], () => {}), { move: '1-6' });
  assert.equal(await runOperation(Op.egtbProbe, engine, tables, [FEN], () => {}), null, 'no value is null');
  assert.deepEqual(await runOperation(Op.egtbReady, engine, tables, [FEN, []], () => {}), { fetchedBytes: 5, loaded: 1 });
  assert.deepEqual(calls, ['tables 0', `bestMove ${FEN}`, 'prefetch']);
});

test('analyses and reviews report their progress; a review loads every position\'s tables', async () => {
  const { calls, engine, tables } = standIns();
  /** @type {unknown[]} */
  const told = [];
  assert.equal(await runOperation(Op.analyse, engine, tables, [FEN, []], (p) => { told.push(p); }), 'analysed');
  assert.equal(await runOperation(Op.reviewGame, engine, tables, [FEN, ['1-6', '38-33']], (p) => { told.push(p); }), 'reviewed');
  assert.deepEqual(told, [{ depth: 1 }, [1, 2]]);
  assert.deepEqual(calls, ['tables 0', 'tables 2', 'tables 0', 'tables 1']);
});

test('a name that is no operation is refused', async () => {
  const { engine, tables } = standIns();
  await assert.rejects(runOperation('toString', engine, tables, [FEN], () => {}), /unknown operation "toString"/);
});
