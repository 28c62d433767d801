// The computer on the clock (issue 33): its time runs from the moment the person's move is made
// (its reply used to come before its turn began, which began only after the animation, so its
// clock never ran), it gets its increment, its `[%clock]` stamps are its real times, and it can
// lose on time; a game lost on time is over for good: Undo takes nothing back (docs/CLOCKS.md).
// Time is made to pass at once through the timed game's `skip`, inside the person's `move` event.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openApp, chooseGame, waitBanner } from './support/app.mjs';

const en = JSON.parse(readFileSync(new URL('../www/i18n/en.json', import.meta.url), 'utf8'));

/** The text of the clock of `side`. */
const clockText = (page, side) => page.locator(`.clock[data-side="${side}"] .clock-time`).textContent();

/** Seconds of a `[%clock]` time such as `0:02:51.3`. */
const seconds = (/** @type {string} */ time) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/**
 * When the person (White) next moves, notes whether the computer's clock runs at that moment,
 * then makes `ms` pass at once: the computer thinks that long.
 */
const thinkOnNextMove = (page, ms) => page.evaluate((n) => {
  const board = /** @type {any} */ (document.querySelector('tobit-board'));
  board.addEventListener('move', (/** @type {CustomEvent} */ e) => {
    if (e.detail.by !== 'white') return;
    /** @type {any} */ (window).computerClockRan = document.querySelector('.clock.running[data-side="black"]') !== null;
    /** @type {any} */ (window).tobitApp.timed.skip(n);
  }, { once: true });
}, ms);

/** The `[%clock]` stamps of the game's PDN. */
async function stamps(page) {
  const pdn = await page.evaluate(() => /** @type {any} */ (window).tobitApp.timed.pdn());
  return pdn.match(/\[%clock [^\]]+\]/g) ?? [];
}

test('the computer spends its own time, gets its increment, can lose on time, and the loss stays', { timeout: 120000 }, async (t) => {
  const { page, board, browser } = await openApp(t);
  // The board animates (the default here): the computer may reply before the animation ends.
  await chooseGame(page, { mode: 'ai', colour: 'white', level: 1, clock: '3+2' });
  await page.locator('.clock.running[data-side="white"]').waitFor();

  await thinkOnNextMove(page, 10_000);
  await board.enter('9-16', 'click');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).computerClockRan), true, "the computer's clock runs as soon as the person has moved");
  await board.waitTurn('white');
  await page.locator('.clock.running[data-side="white"]').waitFor();
  const [, reply] = await stamps(page);
  const black = seconds(/ [bB](\d+:\d\d:\d\d(?:\.\d)?)/.exec(reply ?? '')?.[1] ?? '');
  // 3:00, less the 10 s of thinking and the real time of its search, plus the 2 s increment.
  assert.ok(black <= 172 && black > 150, `the computer's stamp after its move: ${reply}`);
  assert.match(await clockText(page, 'black') ?? '', /^2:[56]\d$/, 'its clock shows the time it has left');

  // Its time runs out while it thinks: it loses on time, and makes no move.
  await thinkOnNextMove(page, 200_000);
  const [next] = (await board.legalMoves()).map((m) => m.notation);
  await board.enter(next, 'click');
  await waitBanner(page, en['result.why.computerOutOfTime']);
  const status = await board.status();
  assert.equal(status.outcome?.reason, 'time-forfeit');
  assert.equal(status.outcome?.winner, 'white');
  assert.equal((await board.history()).length, 3, 'the computer made no move after its flag fell');
  await page.locator('.clock.flagged[data-side="black"]').waitFor();

  // A game lost on time is over: Undo is off, and Ctrl+Z takes nothing back.
  assert.equal(await page.locator('#undo').isDisabled(), true, 'Undo is off after a loss on time');
  await page.locator('body').press('Control+z');
  assert.equal(await board.call('undo'), false, 'the board takes nothing back either');
  const after = await board.status();
  assert.deepEqual([after.over, after.outcome?.reason, after.outcome?.winner], [true, 'time-forfeit', 'white']);
  assert.equal((await board.history()).length, 3);
  await waitBanner(page, en['result.why.computerOutOfTime']);
  assert.equal(await page.locator('.clock.running').count(), 0, 'no clock runs on');
  browser.assertClean();
});
