// The game report's page logic (www/analysis/report.js): which moves it lists (the engine's
// mistakes and turning points, each once, in the game's order) and how a move is written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listedMoves, moveLabel } from '../../www/analysis/report.js';

/** A review of `grades` (null for a move not graded) with the report the engine gave. */
function review(grades, report) {
  const moves = grades.map((grade) => ({ move: '9-16', side: 'white', best: '9-16', whiteChance: 0.5, loss: 0, grade }));
  return /** @type {any} */ ({ moves, report });
}

test('the report lists both sides\' mistakes and the turning points once each, in order', () => {
  const r = review([null, 'inaccuracy', 'blunder', null, 'mistake', 'inaccuracy'], {
    white: { accuracy: 90, mistakes: [4] },
    black: { accuracy: 60, mistakes: [2] },
    turningPoints: [1, 2, 4],
  });
  assert.deepEqual(listedMoves(r), [1, 2, 4]);
});

test('an index the review has no graded move for is not listed', () => {
  const r = review([null, 'blunder'], {
    white: { accuracy: 100, mistakes: [0] },
    black: { accuracy: 50, mistakes: [1, 7] },
    turningPoints: [],
  });
  assert.deepEqual(listedMoves(r), [1]);
});

test('a move is written with its number as the move list writes it', () => {
  assert.equal(moveLabel({ number: 3, side: 'white', notation: '10-9' }), '3. 10-9');
  assert.equal(moveLabel({ number: 3, side: 'black', notation: '28-21' }), '3… 28-21');
});
