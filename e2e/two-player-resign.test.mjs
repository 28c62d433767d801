// Two players on one device: the resign question names the side that resigns (the side to
// move), and its answer ends the game for that side. Both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';
import { catalog } from './support/www.mjs';

/** @param {string} lang */

for (const lang of ['en', 'ru']) {
  test(`the resign question between two players names the side that resigns (${lang})`, async (t) => {
    const w = catalog(lang);
    const { page, board, browser } = await openApp(t, { locale: lang });
    await board.set({ animation: 0 });
    const dialog = page.locator('#confirm-dialog');
    await page.locator('#resign').click();
    await page.locator('#confirm-dialog[open]').waitFor(); // once the end of a game is loaded
    assert.equal(await dialog.locator('h2').textContent(), w['confirm.resign.white.title']);
    assert.equal(await dialog.locator('#confirm-text').textContent(), w['confirm.resign.white.text']);
    await dialog.getByRole('button', { name: w['confirm.keepPlaying'] }).click();

    await board.enter('9-16');
    await page.locator('#resign').click();
    await page.locator('#confirm-dialog[open]').waitFor();
    assert.equal(await dialog.locator('h2').textContent(), w['confirm.resign.black.title']);
    await dialog.getByRole('button', { name: w['confirm.resign.black.yes'] }).click();
    await page.locator('#result-title').filter({ hasText: w['result.whiteWon'] }).waitFor();
    browser.assertClean();
  });
}
