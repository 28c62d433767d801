// Every dialog of the app is operated with the keyboard alone: the first-visit choice (a radio
// group, selects, Start), New game against the computer with a level, a draw offer accepted, a
// resignation first declined and then confirmed, the result card's Rematch, My games (Back to the
// game), and Share (Copy link, the "For websites" section). Focus comes back to the control that
// opened a dialog when it closes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';

/**
 * Presses Tab until the focused element matches `selector` (at most 60 presses).
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
async function tabTo(page, selector) {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element's id, or its tag and value. */
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el?.id || `${el?.tagName.toLowerCase()}[${el?.getAttribute('value') ?? ''}]`;
});

/** Whether dialog `id` is open (a dialog made when first opened is not there before). */
const isOpen = (page, id) => page.evaluate((sel) => /** @type {HTMLDialogElement | null} */ (document.getElementById(sel))?.open ?? false, id);

/** Waits until dialog `id` is `open` (true or false). */
const waitOpen = (page, id, open) => page.waitForFunction(([sel, want]) => (/** @type {HTMLDialogElement | null} */ (document.getElementById(sel))?.open ?? false) === want, [id, open]);

/** Opens the dialog of control `control` with Enter; resolves when `dialog` is open. */
async function openWith(page, control, dialog) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
  await waitOpen(page, dialog, true);
}

test('every dialog of the app works with the keyboard alone', { timeout: 60000 }, async (t) => {
  const { page, board, browser } = await openApp(t, { welcome: null, viewport: { width: 1280, height: 800 } });
  await page.waitForFunction(() => /** @type {any} */ (window).tobitLoaded);
  await board.set({ animation: 0 });

  // First visit: the choice opens with Start focused; the friend is chosen with the arrow keys.
  await waitOpen(page, 'new-game-dialog', true);
  await tabTo(page, '#new-game-dialog input[name="mode"]:checked');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => /** @type {HTMLInputElement} */ (document.activeElement).value), 'two');
  await tabTo(page, '#new-game-dialog button[value="start"]');
  await page.keyboard.press('Enter');
  await waitOpen(page, 'new-game-dialog', false);
  assert.equal(await page.getAttribute('tobit-board', 'mode'), 'play', 'two players on this device');

  // A draw offered with the keyboard and accepted by the other player with the keyboard.
  await board.enter('9-16');
  await openWith(page, '#offer-draw', 'draw-dialog');
  assert.equal(await focused(page), 'button[decline]', 'the safe answer is focused first');
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), 'button[accept]');
  await page.keyboard.press('Enter');
  await page.locator('#result').filter({ hasText: /draw/i }).waitFor();
  assert.equal((await board.status()).over, true);

  // The result card: Rematch with the keyboard starts a new game at once.
  await tabTo(page, '#rematch');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
  assert.equal((await board.status()).over, false);

  // Resigning: Enter on the first answer keeps playing; Tab to the other one resigns.
  await board.enter('9-16');
  await openWith(page, '#resign', 'confirm-dialog');
  assert.equal(await focused(page), 'confirm-no');
  await page.keyboard.press('Enter');
  await waitOpen(page, 'confirm-dialog', false);
  assert.equal((await board.status()).over, false, 'the game goes on');
  assert.equal(await focused(page), 'resign', 'focus is back on Resign');
  await page.keyboard.press('Enter');
  await waitOpen(page, 'confirm-dialog', true);
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), 'confirm-yes');
  await page.keyboard.press('Enter');
  await page.locator('#result:not([hidden])').waitFor();
  assert.equal((await board.status()).over, true);
  await tabTo(page, '#result-close');
  await page.keyboard.press('Enter');
  await page.locator('#result').waitFor({ state: 'hidden' });

  // New game against the computer at level 2, chosen with the keyboard.
  await openWith(page, '#new-game', 'new-game-dialog');
  await tabTo(page, '#new-game-dialog input[name="mode"]:checked');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => /** @type {HTMLInputElement} */ (document.activeElement).value), 'ai');
  await tabTo(page, '#new-game-dialog select[name="level"]');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, '#new-game-dialog button[value="start"]');
  await page.keyboard.press('Enter');
  await waitOpen(page, 'new-game-dialog', false);
  await page.waitForFunction(() => document.querySelector('tobit-board').getAttribute('mode') === 'ai-black');
  assert.equal(await page.getAttribute('tobit-board', 'level'), '2');

  // My games: the open game's "Back to the game" closes the list; focus returns to My games.
  await board.enter('9-16');
  await board.waitTurn('white');
  await openWith(page, '#my-games', 'my-games-dialog');
  await page.locator('#my-games-list li').first().waitFor();
  await tabTo(page, '#my-games-list li[aria-current="true"] button');
  assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /Back to the game/);
  await page.keyboard.press('Enter');
  await waitOpen(page, 'my-games-dialog', false);
  assert.equal(await focused(page), 'my-games');

  // Share: Copy link answers in the dialog; "For websites" opens with Enter; Escape closes.
  await openWith(page, '#share', 'share-dialog');
  await tabTo(page, '#share-copy');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('share-status')?.textContent !== '');
  await tabTo(page, '#share-dialog summary');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.querySelector('.for-websites')?.hasAttribute('open')), true);
  await tabTo(page, '#share-element');
  await page.keyboard.press('Escape');
  await waitOpen(page, 'share-dialog', false);
  assert.equal(await isOpen(page, 'share-dialog'), false);
  assert.equal(await focused(page), 'share');
  browser.assertClean();
});
