// The learning screens' pure modules: the lesson judge against www/learn/lessons.json, the refused
// attempt classifier, and the puzzle rating, choice and saved progress.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { judgeAttempt, judgeMove } from '../../www/learn/lesson-judge.js';
import { classify, landings } from '../../www/learn/attempted-moves.js';
import {
  START_RATING, PROGRESS_KEY, loadProgress, nextPuzzle, record, saveProgress, updateRating,
} from '../../www/learn/puzzle-rating.js';
import { solverOf } from '../../www/learn/puzzle-mode.js';

const read = (path) => JSON.parse(readFileSync(new URL(`../../www/learn/${path}`, import.meta.url), 'utf8'));
const lessons = read('lessons.json');
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

const capture = { notation: '16x30x32', from: 16, to: 32, path: [16, 30, 32], captured: [23, 31] };
const step = { notation: '16-15', from: 16, to: 15, path: [16, 15], captured: [] };

test('pressing points: a new start, a landing of a capture under way, or a refused attempt', () => {
  assert.deepEqual(landings(capture), [30, 32]);
  assert.deepEqual(landings({ notation: '9-16', from: 9, to: 16, path: [], captured: [] }), [16]);
  const moves = [capture, step];
  assert.equal(classify(moves, [], 16), 'start');
  assert.equal(classify(moves, [], 20), 'start', 'with nothing chosen, any point is a start');
  assert.equal(classify(moves, [16], 30), 'partial');
  assert.equal(classify(moves, [16, 30], 32), 'partial');
  assert.equal(classify(moves, [16], 9), 'refused');
  assert.equal(classify(moves, [16, 30], 29), 'refused');
  assert.equal(classify(moves, [16, 30], 30), 'stay', 'the stop tapped again: the capture stays as it is');
  assert.equal(classify(moves, [8], 16), 'start', 'a piece that can move is a new start');
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
  const fresh = { rating: 800, solved: [], failed: [] };
  assert.equal(nextPuzzle(puzzles, fresh).id, 'b');
  assert.equal(nextPuzzle(puzzles, fresh, 'b').id, 'c');
  assert.equal(nextPuzzle(puzzles, { ...fresh, solved: ['b', 'c'] }).id, 'a');
  assert.equal(nextPuzzle(puzzles, { ...fresh, solved: ['a', 'b', 'c', 'd'] }, 'b').id, 'c', 'all solved: the nearest again');
  assert.equal(nextPuzzle([], fresh), undefined);
});

test('results are recorded once per puzzle, and only rated results move the rating', () => {
  let progress = { rating: START_RATING, solved: [], failed: [] };
  progress = record(progress, puzzles[1], false);
  assert.deepEqual(progress.failed, ['b']);
  const low = progress.rating;
  assert.ok(low < START_RATING);
  progress = record(progress, puzzles[1], true, false);
  assert.deepEqual(progress, { rating: low, solved: ['b'], failed: [] });
});

test('the progress is saved and read back; an unreadable one starts afresh', () => {
  /** @type {Map<string, string>} */
  const store = new Map();
  const storage = /** @type {Storage} */ (/** @type {unknown} */ ({
    getItem: (/** @type {string} */ k) => store.get(k) ?? null,
    setItem: (/** @type {string} */ k, /** @type {string} */ v) => store.set(k, v),
  }));
  assert.deepEqual(loadProgress(storage), { rating: START_RATING, solved: [], failed: [] });
  saveProgress({ rating: 912, solved: ['x'], failed: [] }, storage);
  assert.deepEqual(loadProgress(storage), { rating: 912, solved: ['x'], failed: [] });
  store.set(PROGRESS_KEY, '{"rating": "high"}');
  assert.equal(loadProgress(storage).rating, START_RATING);
  store.set(PROGRESS_KEY, 'not json');
  assert.equal(loadProgress(storage).rating, START_RATING);
  assert.deepEqual(loadProgress(null), { rating: START_RATING, solved: [], failed: [] });
});

test('the solver is the side to move of the puzzle', () => {
  assert.equal(solverOf(puzzle('w', 600, 'W:W2:B18')), 'white');
  assert.equal(solverOf(puzzle('b', 600, 'B:WK8:BK2')), 'black');
  for (const p of read('puzzles.json')) assert.equal(p.solution.length % 2, 1, `${p.id} ends with the solver's move`);
});
