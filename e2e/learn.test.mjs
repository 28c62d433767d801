// The learning screens: the tutorial's first three lessons done with clicks (with the lesson's
// feedback for a wrong try), a puzzle solved and one failed on purpose (the refutation played
// on the board) and the progress kept on the device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, server, waitFeedback } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { wwwJson } from './support/www.mjs';

const en = { ...wwwJson('i18n/en.json'), ...wwwJson('i18n/lessons.en.json') };
const puzzles = wwwJson('learn/puzzles.json');

test('the tutorial: the first three lessons done with clicks, a wrong try answered from the lesson', async (t) => {
  const { page, board, browser } = await openApp(t, { path: 'learn.html', viewport: { width: 1280, height: 800 } });
  await page.locator('#lesson-title', { hasText: en['lesson.points.title'] }).waitFor();
  await board.set({ animation: 0 });

  // Lesson 1: a diagonal try is refused, and the lesson says why; then 9-16.
  await board.click(9);
  await board.click(15);
  await waitFeedback(page, en['lesson.common.alongChol']);
  await board.enter('9-16');
  await waitFeedback(page, en['lesson.points.success']);
  await page.getByRole('button', { name: en['learn.next'] }).click();

  // Lesson 2: a legal sideways step is answered and taken back; then the step forward.
  await page.locator('#lesson-title', { hasText: en['lesson.steps.title'] }).waitFor();
  await board.enter('16-15');
  await waitFeedback(page, en['lesson.steps.sideways']);
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
  await board.click(16);
  await board.click(9);
  await waitFeedback(page, en['lesson.common.backwards']);
  await board.enter('16-23');
  await waitFeedback(page, en['lesson.steps.success']);
  await page.getByRole('button', { name: en['learn.next'] }).click();

  // Lesson 3: a capture (backwards is fine too).
  await page.locator('#lesson-title', { hasText: en['lesson.capture.title'] }).waitFor();
  await page.getByRole('button', { name: en['learn.hint'] }).click();
  await waitFeedback(page, en['lesson.capture.hint']);
  await board.enter('17x4');
  await waitFeedback(page, en['lesson.capture.success']);

  // The progress stays: a new visit opens lesson 4 and counts three done.
  assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('tobit.lessons'))),
    ['points', 'hul-steps', 'single-capture']);
  await page.reload();
  await page.locator('#lesson-title', { hasText: en['lesson.compulsory.title'] }).waitFor();
  await page.locator('#progress', { hasText: /^3 of 10/ }).waitFor();
  // Any lesson can be replayed from the list.
  await page.getByRole('button', { name: en['lesson.points.title'] }).click();
  await page.locator('#lesson-title', { hasText: en['lesson.points.title'] }).waitFor();
  browser.assertClean();
});

// embed.html?puzzle=ID is tested with the other embed.html tests (e2e/embed.test.mjs).
test('puzzles: one solved with clicks (the reply played from the solution), one failed on purpose', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  // The app's first load does not fetch the puzzles.
  await page.goto(srv.url);
  await boardReady(page);
  assert.equal(srv.requests.filter((r) => r.path.endsWith('puzzles.json')).length, 0);

  const twoMoves = puzzles.find((p) => p.solution.length === 3);
  await page.goto(`${srv.url}puzzles.html?id=${twoMoves.id}`);
  let board = await boardReady(page);
  await page.locator('#task', { hasText: /find the winning line/ }).waitFor();
  await board.set({ animation: 0 });
  assert.equal(await board.call('currentFen'), twoMoves.fen);
  await board.enter(twoMoves.solution[0]);
  await waitFeedback(page, en['puzzle.right']);
  await page.waitForFunction((n) => document.querySelector('tobit-board').history().length === n, 2);
  assert.deepEqual(await board.history(), twoMoves.solution.slice(0, 2));
  await board.enter(twoMoves.solution[2]);
  await waitFeedback(page, en['puzzle.solved']);
  const afterSolve = await page.evaluate(() => JSON.parse(localStorage.getItem('tobit.puzzles')));
  assert.deepEqual(afterSolve.solved, [twoMoves.id]);
  assert.ok(afterSolve.rating > 800, `rating after a solve: ${afterSolve.rating}`);

  // The next puzzle is near the new rating; a wrong first move is refuted on the board.
  await page.getByRole('button', { name: en['puzzle.next'] }).click();
  await page.waitForFunction((id) => !location.search.includes(id), twoMoves.id);
  const id = new URL(page.url()).searchParams.get('id');
  const next = puzzles.find((p) => p.id === id);
  assert.ok(Math.abs(next.rating - afterSolve.rating) <= 100, `next puzzle rated ${next.rating} for a player at ${afterSolve.rating}`);
  board = await boardReady(page);
  await board.set({ animation: 0 });
  const wrong = (await board.legalMoves()).find((m) => m.notation !== next.solution[0]);
  await board.enter(wrong.notation);
  await waitFeedback(page, /is not the solution/);
  const history = await board.history();
  assert.equal(history[0], wrong.notation);
  assert.equal(history.length, 2, 'the refutation is played on the board');
  assert.match(await page.locator('#feedback').textContent(), new RegExp(`${wrong.notation}.*${history[1]}`));
  const afterFail = await page.evaluate(() => JSON.parse(localStorage.getItem('tobit.puzzles')));
  assert.deepEqual(afterFail.failed, [next.id]);
  assert.ok(afterFail.rating < afterSolve.rating);
  // Retry sets the puzzle again.
  await page.getByRole('button', { name: en['puzzle.retry'] }).click();
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
  assert.equal(await board.call('currentFen'), next.fen);
  browser.assertClean();
});
