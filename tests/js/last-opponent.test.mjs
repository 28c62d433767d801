// Unit tests of the last opponent chosen (www/app/last-opponent.js): remembered, read back, and
// forgotten when it no longer fits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OPPONENT_KEY, proposedOpponent, rememberOpponent, rememberedOpponent } from '../../www/app/last-opponent.js';
import { memoryStorage } from './support/storage.mjs';

const LEVELS = { min: 1, max: 8, default: 3 };

test('the last choice is read back as it was made', () => {
  const storage = memoryStorage();
  assert.equal(rememberedOpponent(LEVELS, storage), null, 'nothing chosen yet');
  rememberOpponent({ mode: 'ai-white', level: 1 }, storage);
  assert.deepEqual(rememberedOpponent(LEVELS, storage), { mode: 'ai-white', level: 1 });
  rememberOpponent({ mode: 'play', level: 4 }, storage);
  assert.deepEqual(rememberedOpponent(LEVELS, storage), { mode: 'play', level: 4 });
});

test('someone who has never chosen is proposed the beginner\'s level, not the default one', () => {
  const storage = memoryStorage();
  assert.deepEqual(proposedOpponent(LEVELS, storage), { mode: 'ai-black', level: LEVELS.min });
  rememberOpponent({ mode: 'ai-white', level: 5 }, storage);
  assert.deepEqual(proposedOpponent(LEVELS, storage), { mode: 'ai-white', level: 5 }, 'a choice made is kept');
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
