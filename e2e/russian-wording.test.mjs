// The words a Russian player reads on the game screen and the learning pages: the review state
// says which move's position is shown, the rules page has one name wherever it is linked, and
// the learning pages' language picker looks like the app's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, server } from './support/app.mjs';
import { launch } from './support/browser.mjs';

test('reviewing in Russian says "Просмотр: позиция после N-го хода"; the rules page has one name', async (t) => {
  const { page, board, browser } = await openApp(t, { locale: 'ru', welcome: null });
  // The first-visit choice links the rules under the header's name for them.
  const dialog = page.locator('#new-game-dialog');
  await dialog.waitFor();
  const inDialog = await dialog.locator('a[href="rules.html"]').textContent();
  await dialog.locator('input[value="two"]').check();
  await dialog.locator('button[value="start"]').click();
  const inHeader = await page.locator('#top-links a[href="rules.html"]').textContent();
  assert.equal(inDialog, 'Правила');
  assert.equal(inHeader, inDialog);

  await board.set({ animation: 0 });
  await board.enter('9-16');
  const [reply] = await board.legalMoves();
  await board.enter(reply.notation);
  await page.locator('#nav-previous').click();
  await page.locator('#status').filter({ hasText: 'Просмотр: позиция после 1-го хода белых.' }).waitFor();
  await page.locator('#nav-first').click();
  await page.locator('#status').filter({ hasText: 'Просмотр: начальная позиция.' }).waitFor();
  browser.assertClean();
});

test('the language picker looks the same on the app and on every learning page', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { viewport: { width: 1280, height: 800 }, locale: 'ru' });
  const { page } = browser;
  const look = async (path) => {
    await page.goto(srv.url + path);
    await page.waitForFunction(() => /** @type {HTMLSelectElement | null} */ (document.querySelector('#language'))?.options.length > 0);
    return page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('#language'));
      return ['font', 'height', 'padding', 'border', 'border-radius', 'background-color', 'color'].map((p) => style.getPropertyValue(p));
    });
  };
  const app = await look('');
  for (const path of ['rules.html', 'learn.html', 'puzzles.html']) assert.deepEqual(await look(path), app, path);
  browser.assertClean();
});
