// Two players on one device, every move entered with the mouse on the canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, waitBanner } from './support/app.mjs';

import { landingsOf } from './support/board.mjs';

const SCORE = { white: '2-0', black: '0-2', null: '1-1' };

test('a whole game between two players, played to its end with clicks and drags', { timeout: 90000 }, async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  const { plies, status, styles } = await board.playOut({ depth: 1, maxPlies: 300 });

  assert.ok(plies > 0);
  assert.equal(status.over, true);
  assert.deepEqual(await board.history(), (await board.events('move')).map((e) => e.detail.notation));
  const [over] = await board.waitEvents('gameover', 1);
  assert.deepEqual(over.detail, status.outcome);
  assert.equal(over.detail.score, SCORE[status.outcome.winner]);
  await waitBanner(page, status.outcome.score);
  assert.ok(styles.get('click') && styles.get('drag'), `entry styles used: ${[...styles.keys()]}`);
  browser.assertClean();
});

// White's hul on 16 must take 23 and 31 in one move (16x30x32); Black keeps a piece on 35.
const MULTI = 'W:W16:B23,31,35';

/** Opens the app on a shared link to MULTI for two players; returns the app and its one move. */
async function multiCapture(t) {
  const app = await openApp(t, { path: `?fen=${encodeURIComponent(MULTI)}&mode=play` });
  const { board } = app;
  await board.set({ animation: 0 });
  assert.equal(await board.call('currentFen'), MULTI);
  const moves = await board.legalMoves();
  assert.equal(moves.length, 1, `one legal move in ${MULTI}: ${moves.map((m) => m.notation)}`);
  const [move] = moves;
  assert.deepEqual(landingsOf(move), [30, 32]);
  assert.deepEqual([...move.captured].sort((a, b) => a - b), [23, 31]);
  return { ...app, move };
}

test('a multi-capture entered by clicking its landing points one by one', async (t) => {
  const { board, browser, move } = await multiCapture(t);
  await board.click(16);
  await board.click(30);
  // Half entered: nothing played yet, the piece waits for its next landing point.
  assert.equal((await board.events('move')).length, 0);
  assert.deepEqual(await board.history(), []);
  await board.click(32);
  const [played] = await board.waitEvents('move', 1);
  assert.equal(played.detail.notation, move.notation);
  assert.deepEqual([...played.detail.captured].sort((a, b) => a - b), [23, 31]);
  assert.equal((await board.status()).sideToMove, 'black');
  browser.assertClean();
});

test('a multi-capture entered by a single click on its final point', async (t) => {
  const { board, browser, move } = await multiCapture(t);
  const played = await board.enter(move.notation, 'final');
  assert.equal(played.notation, move.notation);
  assert.deepEqual(await board.history(), [move.notation]);
  browser.assertClean();
});

test('a click that cannot be part of a legal move deselects quietly', async (t) => {
  const { board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.click(9);
  await board.click(23); // two points away: no move goes there
  await board.click(30); // a Black piece, not White's turn
  assert.equal((await board.events('move')).length, 0);
  // The board still takes a proper move afterwards.
  await board.enter('9-16', 'drag');
  assert.deepEqual(await board.history(), ['9-16']);
  browser.assertClean();
});
