// The learning screens' pure modules: the lesson judge against www/learn/lessons.json, and the puzzle rating, choice (by theme, the daily puzzle), history and saved
// progress.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { judgeAttempt, judgeMove } from '../../www/learn/lesson-judge.js';
import {
  ANY_THEME, HISTORY_LIMIT, START_RATING, PROGRESS_KEY, dailyPuzzle, dayOf, loadProgress, nextPuzzle, record,
  saveProgress, updateRating,
} from '../../www/learn/puzzle-rating.js';
import { solverOf } from '../../www/learn/puzzle-mode.js';
import { MemoryStorage } from './support/storage.mjs';
import { wwwJson } from './support/www.mjs';

const lessons = wwwJson('learn/lessons.json');
const lesson = (id) => lessons.find((l) => l.id === id);

test('every accepted move of every lesson completes it with its success message', () => {
  assert.equal(lessons.length, 10);
  for (const l of lessons) {
    for (const move of l.task.accept) assert.deepEqual(judgeMove(l, move), { done: true, key: l.task.success }, `${l.id} ${move}`);
  }
});

test('a wrong move gets the first matching feedback, then the general one, else none', () => {
  assert.deepEqual(judgeMove(lesson('hul-steps'), '16-15'), { done: false, key: 'lesson.steps.sideways' });
  assert.deepEqual(judgeMove(lesson('points'), '10-17'), { done: false, key: 'lesson.points.otherHul' });
  assert.deepEqual(judgeMove(lesson('points'), '29-22'), { done: false, key: 'lesson.common.notThisOne' });
  assert.deepEqual(judgeMove(lesson('hul-steps'), '36-30'), { done: false, key: null }, 'hul-steps has no "legal" entry');
  assert.equal(judgeAttempt(lesson('hul-steps'), 16, 9), 'lesson.common.backwards');
  assert.equal(judgeAttempt(lesson('points'), 9, 15), 'lesson.common.alongChol');
  assert.equal(judgeAttempt(lesson('points'), 20, 21), 'lesson.common.illegal');
});

test('the rating rises after a solve and falls after a failure, more for a surprise', () => {
  assert.ok(updateRating(800, 800, true) > 800);
  assert.ok(updateRating(800, 800, false) < 800);
  assert.ok(updateRating(800, 1400, true) - 800 > updateRating(800, 600, true) - 800);
  assert.equal(updateRating(800, 800, true), 820);
});

/** @typedef {import('../../www/learn/puzzle-rating.js').Puzzle} Puzzle */
/**
 * @param {string} id
 * @param {number} rating
 * @param {string} [fen]
 * @returns {Puzzle}
 */
const puzzle = (id, rating, fen = 'W:W16:B23') => ({ id, rating, fen, solution: ['16x30'], theme: 'shot' });
const puzzles = [puzzle('a', 600), puzzle('b', 780), puzzle('c', 820), puzzle('d', 1500)];

test('the next puzzle: unsolved, nearest the rating, the lower one on a tie, never the current one', () => {
  const fresh = { rating: 800, solved: [], failed: [], history: [] };
  assert.equal(nextPuzzle(puzzles, fresh).id, 'b');
  assert.equal(nextPuzzle(puzzles, fresh, 'b').id, 'c');
  assert.equal(nextPuzzle(puzzles, { ...fresh, solved: ['b', 'c'] }).id, 'a');
  assert.equal(nextPuzzle(puzzles, { ...fresh, solved: ['a', 'b', 'c', 'd'] }, 'b').id, 'c', 'all solved: the nearest again');
  assert.equal(nextPuzzle([], fresh), undefined);
});

test('the next puzzle of a chosen theme, or of any', () => {
  const fresh = { rating: 800, solved: [], failed: [], history: [] };
  const mixed = [...puzzles, { ...puzzle('e', 1400), theme: 'blockade' }];
  assert.equal(nextPuzzle(mixed, fresh, undefined, 'blockade').id, 'e');
  assert.equal(nextPuzzle(mixed, fresh, 'e', 'blockade'), undefined, 'no other puzzle of the theme');
  assert.equal(nextPuzzle(mixed, fresh, undefined, ANY_THEME).id, 'b');
});

test('the daily puzzle is the same on a day, and days differ', () => {
  const many = Array.from({ length: 50 }, (_, i) => puzzle(`p${i}`, 600 + i));
  assert.equal(dailyPuzzle(many, '2026-11-24'), dailyPuzzle([...many], '2026-11-24'));
  const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((d) => dailyPuzzle(many, d)?.id);
  assert.ok(new Set(days).size > 1, `${days}`);
  assert.equal(dayOf(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
});

test('results are recorded once per puzzle, and only rated results move the rating and enter the history', () => {
  let progress = { rating: START_RATING, solved: [], failed: [], history: [] };
  progress = record(progress, puzzles[1], false, true, '2026-11-24');
  assert.deepEqual(progress.failed, ['b']);
  const low = progress.rating;
  assert.ok(low < START_RATING);
  const history = [{ id: 'b', solved: false, rating: low, day: '2026-11-24' }];
  assert.deepEqual(progress.history, history);
  progress = record(progress, puzzles[1], true, false);
  assert.deepEqual(progress, { rating: low, solved: ['b'], failed: [], history });
  for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) progress = record(progress, puzzles[0], true);
  assert.equal(progress.history.length, HISTORY_LIMIT, 'the oldest results are dropped');
});

test('the progress is saved and read back; an unreadable one starts afresh', () => {
  const storage = new MemoryStorage();
  const store = storage.map;
  const fresh = { rating: START_RATING, solved: [], failed: [], history: [] };
  assert.deepEqual(loadProgress(storage), fresh);
  const saved = { rating: 912, solved: ['x'], failed: [], history: [{ id: 'x', solved: true, rating: 912, day: '2026-11-24' }] };
  saveProgress(saved, storage);
  assert.deepEqual(loadProgress(storage), saved);
  store.set(PROGRESS_KEY, '{"rating": 900, "solved": [], "failed": []}');
  assert.deepEqual(loadProgress(storage).history, [], 'a progress saved before the history had none');
  store.set(PROGRESS_KEY, '{"rating": 900, "solved": [], "failed": [], "history": [{"id": 3}]}');
  assert.deepEqual(loadProgress(storage).history, [], 'a damaged result is left out');
  store.set(PROGRESS_KEY, '{"rating": "high"}');
  assert.equal(loadProgress(storage).rating, START_RATING);
  store.set(PROGRESS_KEY, 'not json');
  assert.equal(loadProgress(storage).rating, START_RATING);
  assert.deepEqual(loadProgress(null), fresh);
});

test('the solver is the side to move of the puzzle', () => {
  assert.equal(solverOf(puzzle('w', 600, 'W:W2:B18')), 'white');
  assert.equal(solverOf(puzzle('b', 600, 'B:WK8:BK2')), 'black');
  for (const p of wwwJson('learn/puzzles.json')) assert.equal(p.solution.length % 2, 1, `${p.id} ends with the solver's move`);
});
