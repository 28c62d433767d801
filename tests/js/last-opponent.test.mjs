// Unit tests of the last opponent chosen (www/app/last-opponent.js): remembered, read back, and
// forgotten when it no longer fits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OPPONENT_KEY, rememberOpponent, rememberedOpponent } from '../../www/app/last-opponent.js';

const LEVELS = { min: 1, max: 8, default: 3 };

/** A Storage of its own per test (the Web Storage API's methods the module uses). */
function memoryStorage() {
  const items = new Map();
  return /** @type {Storage} */ (/** @type {unknown} */ ({
    getItem: (/** @type {string} */ k) => items.get(k) ?? null,
    setItem: (/** @type {string} */ k, /** @type {string} */ v) => { items.set(k, String(v)); },
  }));
}

test('the last choice is read back as it was made', () => {
  const storage = memoryStorage();
  assert.equal(rememberedOpponent(LEVELS, storage), null, 'nothing chosen yet');
  rememberOpponent({ mode: 'ai-white', level: 1 }, storage);
  assert.deepEqual(rememberedOpponent(LEVELS, storage), { mode: 'ai-white', level: 1 });
  rememberOpponent({ mode: 'play', level: 4 }, storage);
  assert.deepEqual(rememberedOpponent(LEVELS, storage), { mode: 'play', level: 4 });
});

test('a choice that no longer fits is forgotten, never used', () => {
  const storage = memoryStorage();
  for (const bad of ['{', '{"mode":"ai","level":2}', '{"mode":"ai-black","level":9}', '{"mode":"ai-black","level":"2"}', '[]']) {
    storage.setItem(OPPONENT_KEY, bad);
    assert.equal(rememberedOpponent(LEVELS, storage), null, bad);
  }
});

test('without storage nothing is remembered and nothing throws', () => {
  const failing = /** @type {Storage} */ (/** @type {unknown} */ ({
    getItem: () => { throw new Error('denied'); },
    setItem: () => { throw new Error('denied'); },
  }));
  rememberOpponent({ mode: 'ai-black', level: 2 }, failing);
  assert.equal(rememberedOpponent(LEVELS, failing), null);
  assert.equal(rememberedOpponent(LEVELS, null), null);
});
