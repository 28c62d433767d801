// Unit test of the AI opponent's pure helper: `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('pieceCount counts the pieces of a canonical FEN', async () => {
  const { pieceCount } = await import('../../www/lib/game/ai-opponent.js');
  assert.equal(pieceCount('W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38'), 24);
  assert.equal(pieceCount('B:WK10,14:BK30'), 3);
  assert.equal(pieceCount('W:W:B27'), 1);
  assert.equal(pieceCount('W:W:B'), 0);
});
