// A capture is animated hop by hop, and not at all when the person prefers reduced motion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';


const MULTI = 'W:W16:B23,31,35';
const LINK = `?fen=${encodeURIComponent(MULTI)}&mode=play`;

test('a multi-capture animates, then the jumped pieces are gone', async (t) => {
  const { page, board, browser } = await openApp(t, { path: LINK });
  await board.set({ animation: 1500 });
  await board.click(16);
  await board.click(32);
  await board.waitEvents('move', 1);
  // The move is played at once; its drawing follows.
  assert.deepEqual(await board.history(), ['16x30x32']);
  await page.waitForFunction(() => document.querySelector('tobit-board').isAnimating());
  // Into the second hop (1500 ms each): 23 jumped and faded, the hul between 30 and 32.
  await page.waitForTimeout(2200);
  await board.settled();
  assert.equal(await board.call('currentFen'), 'B:W32:B35');
  browser.assertClean();
});

test('with reduced motion the move is drawn at once', async (t) => {
  const { board, browser } = await openApp(t, { path: LINK, reducedMotion: 'reduce' });
  await board.set({ animation: 1500 });
  await board.enter('16x30x32', 'click');
  assert.equal(await board.call('isAnimating'), false);
  browser.assertClean();
});
