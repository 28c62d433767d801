// The game report and "learn from your mistakes" (issue 41): a game of two players with Black's
// blunder 3... 28-21, opened from My games on the analysis board and reviewed: each side's
// accuracy, the blunder listed as a turning point and a button to its move; learning from
// Black's mistakes sets the position before it up again, the blunder tried again is answered by
// the engine's reply, the better move solves it, and the exercise stays solved with the game
// over a reload. On a desktop in English; axe is clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openMyGames } from './support/app.mjs';
import { BoardDriver, boardReady } from './support/board.mjs';
import { axeViolations } from './support/axe.mjs';
import { catalog } from './support/www.mjs';

const en = catalog('en');
const GAME = ['9-16', '32-25', '16-15', '30-23', '10-9', '28-21'];

/** The message `key` with its parameters filled. */
const words = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ params = {}) =>
  Object.entries(params).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), en[key]);

/** Opens the review's report of the game of My games shown, running the review if needed. */
async function reviewed(page) {
  const report = page.locator('#review-report');
  if (!(await report.isVisible())) await page.locator('#review-start').click();
  await report.locator('.report-accuracy').waitFor({ timeout: 180000 });
  return report;
}

test('a lost game to its report, into learning from its mistakes, solved and kept (desktop, English)', async (t) => {
  const { page, board, browser } = await openApp(t, { viewport: { width: 1280, height: 800 } });
  await board.set({ animation: 0 });
  for (const move of GAME) await board.enter(move);
  await page.waitForFunction((n) => document.querySelector('tobit-board').history().length === n, GAME.length);
  await openMyGames(page);
  await page.locator('#my-games-list li').first().getByRole('button', { name: en['action.analyse'] }).click();
  await page.waitForURL(/analysis\.html\?.*game=/);
  await boardReady(page, 'tobit-board#board');

  const report = await reviewed(page);
  const accuracy = await report.locator('.report-accuracy').innerText();
  const figures = [...accuracy.matchAll(/\d+(?:\.\d)?/g)].map((m) => Number(m[0]));
  assert.equal(figures.length, 2, accuracy);
  assert.ok(figures[1] < figures[0], `Black blundered: ${accuracy}`);
  const blunder = report.locator('.report-mistakes li', { hasText: '3… 28-21' });
  await blunder.locator('.grade.blunder').waitFor();
  assert.match(await blunder.innerText(), /25-24/, 'the better move is named');
  await blunder.locator('.turning-point', { hasText: en['analysis.report.turningPoint'] }).waitFor();
  // The button goes to the move on the board.
  await page.locator('#nav-start').click();
  await blunder.getByRole('button', { name: '3… 28-21' }).click();
  await page.waitForFunction((n) => new URL(location.href).searchParams.get('moves')?.split(' ').length === n, GAME.length);
  assert.deepEqual(await axeViolations(page), []);

  // Learning from Black's mistakes: the position before the blunder.
  await report.getByRole('button', { name: en['analysis.report.practise.black'] }).click();
  const practice = page.locator('#practice .practice');
  await practice.waitFor();
  await practice.locator('.practice-ask', { hasText: words('analysis.practice.ask.black', { move: '3… 28-21' }) }).waitFor();
  const exercise = new BoardDriver(page, '#practice-board');
  await boardReady(page, '#practice-board');
  await exercise.set({ animation: 0 });
  const feedback = practice.locator('.practice-feedback');
  // The blunder again: the engine answers it on the board.
  await exercise.enter('28-21');
  await feedback.filter({ hasText: /^Not this: after 28-21 comes / }).waitFor({ timeout: 60000 });
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('#practice-board')).history().length), 2, 'the reply is played');
  await practice.getByRole('button', { name: en['analysis.practice.retry'] }).click();
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#practice-board')).history().length === 0);
  await exercise.enter('25-24');
  await feedback.filter({ hasText: words('analysis.practice.right', { move: '25-24' }) }).waitFor({ timeout: 60000 });
  await practice.locator('.stats', { hasText: words('analysis.practice.step', { n: 1, total: 1, solved: 1 }) }).waitFor();
  assert.deepEqual(await axeViolations(page), []);

  // Kept with the game: after a reload the exercise is solved.
  await page.reload();
  await boardReady(page, 'tobit-board#board');
  const again = await reviewed(page);
  await again.getByRole('button', { name: en['analysis.report.practise.black'] }).click();
  await page.locator('#practice .stats', { hasText: words('analysis.practice.step', { n: 1, total: 1, solved: 1 }) }).waitFor();
  await page.locator('#practice .practice-ask', { hasText: en['analysis.practice.solvedMark'] }).waitFor();
  browser.assertClean();
});
