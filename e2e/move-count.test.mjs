// One move count everywhere, in the rules' move numbers (a White move and Black's reply are one
// move): the navigation, the move list, the result card, My games and the shared text agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openMyGames } from './support/app.mjs';

test('a game of five plies reads as three moves on every part of the screen', async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  // The system's share sheet is replaced by one that records what it was given.
  await page.evaluate(() => {
    Object.assign(navigator, { share: async (/** @type {ShareData} */ data) => { /** @type {any} */ (window).__shared = data; } });
  });
  for (let i = 0; i < 5; i++) {
    const [move] = await board.legalMoves();
    await board.enter(move.notation);
  }
  assert.equal(await page.locator('#nav-position').textContent(), 'Move 3 of 3 (White)');
  assert.equal(await page.locator('#moves li').count(), 3);

  await page.locator('#share').click();
  await page.locator('#share-system').click();
  await page.waitForFunction(() => /** @type {any} */ (window).__shared);
  assert.match(await page.evaluate(() => /** @type {any} */ (window).__shared.text), /: 3 moves so far$/);
  await page.locator('#share-dialog button[value="close"]').click();

  await page.locator('#resign').click();
  await page.locator('#confirm-yes').click();
  await page.locator('#result-score').filter({ hasText: /· 3 moves$/ }).waitFor();
  await page.locator('#result-close').click();

  await openMyGames(page);
  await page.locator('#my-games-list .my-game-about').filter({ hasText: /· 3 moves$/ }).waitFor();
  browser.assertClean();
});
