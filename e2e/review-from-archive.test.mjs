// A game reviewed from My games opens at its start with no result card over the board: the card
// belongs to the moment a game ends on the board; a review shows the result as a line beside the
// board. Both languages, on a phone and a desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openMyGames } from './support/app.mjs';

import { boardReady } from './support/board.mjs';
import { catalog } from './support/www.mjs';

/** White's hul on 9 takes Black's last piece: the game ends with White's first move. */
const FEN = 'W:W9:B16';

/** @param {string} lang */

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const lang of ['en', 'ru']) {
  for (const size of SIZES) {
    test(`a review from My games has no result card over the board, the result beside it (${lang}, ${size.name})`, async (t) => {
      const w = catalog(lang);
      const { page, srv, browser } = await openApp(t, { locale: lang, viewport: size.viewport, hasTouch: size.hasTouch });
      await page.goto(`${srv.url}?fen=${encodeURIComponent(FEN)}&moves=&mode=play`);
      const board = await boardReady(page);
      await board.set({ animation: 0 });
      await board.enter('9x23');
      // Ended on the board: the card says so at that moment.
      const card = page.locator('#result');
      await card.waitFor({ state: 'visible' });
      const result = page.locator('#game-result');
      const line = `${w['outcome.line'].replace('{result}', w['result.whiteWon']).replace('{score}', '2-0')} ${w['result.why.whiteTookAll']}`;
      assert.equal(await result.textContent(), line);
      await page.locator('#result-close').click();

      // Another game, then the finished one reviewed from My games.
      await page.locator('#new-game').click();
      await page.locator('#new-game-dialog input[value="two"]').check();
      await page.locator('#new-game-dialog button[value="start"]').click();
      await openMyGames(page);
      const finished = page.locator('#my-games-list li').filter({ hasText: w['result.whiteWon'] });
      await finished.getByRole('button', { name: w['games.review'] }).click();
      await page.locator('#my-games-dialog').waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.querySelector('tobit-board').history().join() === '9x23');
      await page.locator('#status').filter({ hasText: w['nav.reviewingStart'] }).waitFor();
      assert.equal(await card.isVisible(), false, 'no card over the board in a review');
      assert.equal(await result.isVisible(), true, 'the result is beside the board');
      assert.equal(await result.textContent(), line);
      // Stepping to the end of the game shows no card either.
      await page.locator('#nav-last').click();
      await page.waitForFunction(() => !document.querySelector('#back-to-game').checkVisibility());
      assert.equal(await card.isVisible(), false);
      browser.assertClean();
    });
  }
}
