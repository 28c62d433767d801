// Unit tests of the engine pool (www/engine/pool.js) with a stand-in Worker: a request whose
// arguments cannot be sent fails alone and the pool goes on; refused table files are reported
// once. `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';

/** Messages each stand-in worker receives, and what it answers. */
class FakeWorker {
  /** @type {((event: {data: unknown}) => void) | null} */
  onmessage = null;
  /** @type {unknown} */
  onerror = null;

  /** @param {{id: number, op: string, args: unknown[]}} message */
  postMessage(message) {
    // The browser's structured clone: throws on a Symbol or a function, runs getters.
    const { id, op, args } = structuredClone(message);
    setTimeout(() => {
      if (op === 'egtbReady') {
        // The worker refuses a table file (twice: two requests needed it) while it loads.
        this.onmessage?.({ data: { refused: 'endgame table KvK refused (damaged)' } });
        this.onmessage?.({ data: { refused: 'endgame table KvK refused (damaged)' } });
      }
      this.onmessage?.({ data: { id, ok: true, result: { op, args } } });
    });
  }

  terminate() {}
}

globalThis.navigator ??= /** @type {Navigator} */ (/** @type {unknown} */ ({ hardwareConcurrency: 2 }));
globalThis.Worker = /** @type {any} */ (FakeWorker);
const pool = await import('../../www/engine/pool.js');
const FEN = 'W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38';

test('an option that cannot be sent rejects that call alone and later searches still settle', { timeout: 10000 }, async () => {
  const throwing = {};
  Object.defineProperty(throwing, 'depth', { enumerable: true, get() { throw new Error('no depth'); } });
  const bad = [{ depth: Symbol('x') }, throwing, { depth: () => 3 }];
  for (const lane of /** @type {const} */ (['shared', 'opponent'])) {
    for (const options of bad) {
      await assert.rejects(pool.bestMove(FEN, [], /** @type {any} */ (options), { lane }), (error) => {
        assert.ok(error instanceof TypeError, String(error));
        assert.match(error.message, /^bestMove: its arguments cannot be sent to the engine/);
        return true;
      });
    }
    const result = await pool.bestMove(FEN, [], { depth: 3 }, { lane });
    assert.deepEqual(result, { op: 'bestMove', args: [FEN, [], { depth: 3 }] });
  }
});

test('a refused table file is reported once, to the console and to the requester', { timeout: 10000 }, async () => {
  /** @type {string[]} */
  const told = [];
  /** @type {unknown[][]} */
  const warned = [];
  const warn = console.warn;
  console.warn = (...args) => warned.push(args);
  try {
    const onTableRefused = (/** @type {string} */ message) => told.push(message);
    await pool.egtbReady('W:WK1:BK38', [], { onTableRefused });
    await pool.egtbReady('W:WK1:BK38', [], { onTableRefused });
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(told, ['endgame table KvK refused (damaged)']);
  assert.equal(warned.length, 1);
  assert.match(String(warned[0][0]), /KvK refused/);
});
