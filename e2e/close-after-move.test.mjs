// A tab closed within a few milliseconds of a move keeps the move: thirty times over, the app
// is opened on the device's game, a move is played and the tab is closed at once (no wait for
// any save); the next opening of the app shows every move played so far.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';
import { boardReady } from './support/board.mjs';

const TRIES = 30;

test(`a move played just before the tab closes is there when the app opens again (${TRIES} tries)`, { timeout: 300_000 }, async (t) => {
  const { srv, page: first, board: firstBoard, browser } = await openApp(t);
  /** @type {string[]} */
  const played = [];
  let page = first;
  let board = firstBoard;
  for (let n = 0; n < TRIES; n++) {
    await board.set({ animation: 0 });
    const [move] = await board.legalMoves();
    if (!move) break; // the game is over
    await page.evaluate((m) => document.querySelector('tobit-board').play(m), move.notation);
    played.push(move.notation);
    await page.close({ runBeforeUnload: true }); // at once, no wait for the save
    page = await browser.context.newPage();
    await page.goto(srv.url);
    board = await boardReady(page);
    await page.evaluate(() => /** @type {any} */ (window).tobitLoaded);
    const history = await board.history();
    assert.deepEqual(history, played, `opening ${n + 1}: the moves played before the tab closed`);
  }
  assert.ok(played.length >= 20, `${played.length} moves played`);
  browser.assertClean();
});
