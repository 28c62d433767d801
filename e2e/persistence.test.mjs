// The game in progress survives a reload; a save that cannot be read is set aside with a notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, waitText, chooseAi } from './app.mjs';
import { boardReady } from './board.mjs';
import { shot } from './browser.mjs';

test('reloading the page restores the game, its mode and level', async (t) => {
  const { page, board, browser } = await openApp(t);
  await chooseAi(page, board, { colour: 'white', level: 3 });
  await board.enter('10-17', 'drag');
  await board.waitTurn('white');
  await board.enter((await board.legalMoves())[0].notation, 'click');
  await board.waitTurn('white');
  const history = await board.history();
  assert.equal(history.length, 4);
  const saved = await page.evaluate(() => Object.keys(localStorage).length);
  assert.ok(saved > 0, 'something was saved in localStorage');

  await page.reload();
  const again = await boardReady(page);
  await page.waitForFunction((n) => document.querySelector('tobit-board').history().length === n, history.length);
  assert.deepEqual(await again.history(), history);
  // The strip shows the restored settings, and the board plays them.
  await page.locator('.player[data-side="black"]').filter({ hasText: 'The computer, level 3' }).waitFor();
  await page.locator('.player[data-side="white"]').filter({ hasText: 'You' }).waitFor();
  assert.equal(await page.locator('tobit-board').getAttribute('mode'), 'ai-black');
  assert.equal(await page.locator('tobit-board').getAttribute('level'), '3');
  await again.set({ animation: 0 });
  await again.enter((await again.legalMoves())[0].notation, 'click');
  await again.waitTurn('white');
  assert.equal((await again.history()).length, history.length + 2);
  await shot(page, 'persistence-restored');
  browser.assertClean();
});

const BAD = '{"fen": 12, "moves": [oops';

test('a corrupted save shows a notice and a fresh game starts', async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  const keys = await page.evaluate((bad) => {
    const keys = Object.keys(localStorage);
    for (const k of keys) localStorage.setItem(k, bad);
    return keys;
  }, BAD);
  assert.ok(keys.length > 0, 'the game was saved');
  await page.reload();
  const again = await boardReady(page);
  await waitText(page, /could ?n[o']t|cannot|unreadable|corrupt|damaged|set aside|invalid/i);
  assert.deepEqual(await again.history(), []);
  assert.equal((await again.legalMoves()).length, 5);
  // Set aside, not thrown away.
  assert.ok(await page.evaluate((bad) => Object.values(localStorage).includes(bad), BAD));
  await shot(page, 'persistence-corrupt');
  // The notice is a visible message, not an error in the console or an uncaught exception.
  browser.assertClean();
});
