// The point trainer's round (www/learn/point-round.js): a point asked, answers counted right or
// wrong, never the same point twice in a row, the time up after the round, the best kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BEST_KEY, PointRound, ROUND_MS, keepBest, keptBest } from '../../www/learn/point-round.js';
import { MemoryStorage } from './support/storage.mjs';

/** A clock the test moves. */
function clock() {
  const c = { t: 1000, now: () => c.t };
  return c;
}

test('a right answer scores, a wrong one is a miss, and a new point is asked each time', () => {
  const time = clock();
  const round = new PointRound(38, { now: time.now });
  let asked = round.asked;
  assert.ok(asked >= 1 && asked <= 38);
  assert.deepEqual(round.answer(asked), { right: true, asked, answered: asked });
  assert.notEqual(round.asked, asked, 'never the same point twice in a row');
  asked = round.asked;
  const other = asked === 1 ? 2 : 1;
  assert.deepEqual(round.answer(other), { right: false, asked, answered: other });
  assert.equal(round.score, 1);
  assert.equal(round.misses, 1);
  assert.equal(round.answer(0), null, 'a point that is none');
  assert.equal(round.answer(39), null);
  assert.equal(round.answer(2.5), null);
  assert.equal(round.misses, 1, 'an answer that is no point does not count');
});

test('whatever the random source gives, a point is asked, never the one before, and each comes up', () => {
  for (const r of [0, 0.5, 0.999999, 1 - Number.EPSILON]) {
    const round = new PointRound(38, { random: () => r });
    for (let i = 0; i < 50; i += 1) {
      const before = round.asked;
      assert.ok(Number.isInteger(before) && before >= 1 && before <= 38, `${r}: ${before}`);
      round.answer(before);
      assert.notEqual(round.asked, before);
    }
  }
  let x = 0;
  const round = new PointRound(38, { random: () => { x = (x * 7 + 0.31) % 1; return x; } });
  const seen = new Set();
  for (let i = 0; i < 2000; i += 1) {
    seen.add(round.asked);
    round.answer(round.asked);
  }
  assert.equal(seen.size, 38, 'each of the 38 points comes up');
});

test('the round ends after ROUND_MS: no answer counts after it', () => {
  const time = clock();
  const round = new PointRound(38, { now: time.now });
  assert.equal(round.left, ROUND_MS);
  time.t += ROUND_MS - 1;
  assert.equal(round.over, false);
  assert.ok(round.answer(round.asked)?.right);
  time.t += 1;
  assert.equal(round.over, true);
  assert.equal(round.left, 0);
  assert.equal(round.answer(round.asked), null);
  assert.equal(round.score, 1);
  assert.throws(() => new PointRound(1), /at least two points/);
});

test('the best score is kept when beaten, and a kept value that is no score reads as none', () => {
  const storage = new MemoryStorage();
  assert.equal(keptBest(storage), 0);
  assert.equal(keepBest(0, storage), false, 'nothing to keep');
  assert.equal(keepBest(7, storage), true);
  assert.equal(keptBest(storage), 7);
  assert.equal(keepBest(5, storage), false, 'a lower score leaves the best');
  assert.equal(keepBest(7, storage), false, 'an equal one too');
  assert.equal(keptBest(storage), 7);
  assert.equal(keepBest(9, storage), true);
  assert.equal(storage.getItem(BEST_KEY), '9');
  for (const bad of ['"9"', '-3', '2.5', '{}', 'not json']) {
    assert.equal(keptBest(new MemoryStorage({ [BEST_KEY]: bad })), 0, bad);
  }
});
