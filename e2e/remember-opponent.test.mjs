// The last opponent chosen (level and colour) is remembered: a reload before the first move
// starts it without the welcome again; after "Next level" and a reload before the first move, after a finished game and a new visit, the game is the one chosen, and
// the choice offered (first visit, New game) starts from it. No game at the default level starts
// unasked. Both languages, on a phone and a desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseGame, openApp } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { catalog } from './support/www.mjs';

/** White's hul on 9 takes Black's last piece: White wins with its first move. */
const FEN = 'W:W9:B16';

/** @param {string} lang */

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/**
 * Waits for the app's game on `page` and checks it is against the computer as `mode` at `level`,
 * as the board and the player strip say.
 */
async function expectGame(page, w, mode, level) {
  await page.waitForFunction(() => /** @type {any} */ (window).tobitLoaded);
  const board = page.locator('tobit-board');
  assert.equal(await board.getAttribute('mode'), mode);
  assert.equal(await board.getAttribute('level'), String(level));
  await page.locator('#strip').filter({ hasText: w['player.computer'].replace('{level}', String(level)) }).waitFor();
}

/** The choice the new-game dialog offers, read from its form (it is open). */
function offered(page) {
  return page.locator('#new-game-dialog').evaluate((dialog) => {
    const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
    const field = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).value;
    return { mode: field('mode'), colour: field('colour'), level: field('level') };
  });
}

for (const lang of ['en', 'ru']) {
  for (const size of SIZES) {
    test(`the chosen opponent is remembered across games, reloads and visits (${lang}, ${size.name})`, async (t) => {
      const w = catalog(lang);
      const { page, srv, browser } = await openApp(t, { locale: lang, viewport: size.viewport, hasTouch: size.hasTouch, welcome: null });
      // The first visit: level 1 as White.
      await chooseGame(page, { mode: 'ai', colour: 'white', level: 1 });
      await expectGame(page, w, 'ai-black', 1);

      // A reload before the first move does not welcome again: the game chosen, unasked.
      await page.reload();
      await boardReady(page);
      await expectGame(page, w, 'ai-black', 1);
      assert.equal(await page.evaluate(() => /** @type {any} */ (window).tobitLoaded), false, 'no first-visit choice');
      assert.equal(await page.locator('#new-game-dialog').evaluate((d) => /** @type {HTMLDialogElement} */ (d).open), false);

      // A win, then "Next level", then a reload before the first move: level 2, unasked.
      await page.goto(`${srv.url}?fen=${encodeURIComponent(FEN)}&moves=&mode=ai-black&level=1`);
      const board = await boardReady(page);
      await board.set({ animation: 0 });
      await board.enter('9x23');
      await page.getByRole('button', { name: w['result.nextLevel'].replace('{level}', '2') }).click();
      await expectGame(page, w, 'ai-black', 2);
      await page.reload();
      await boardReady(page);
      await expectGame(page, w, 'ai-black', 2);
      assert.equal(await page.locator('#new-game-dialog').evaluate((d) => /** @type {HTMLDialogElement} */ (d).open), false);

      // Black at level 2, that game resigned; a new visit starts the same opponent again.
      await chooseGame(page, { mode: 'ai', colour: 'black', level: 2 });
      await board.waitTurn('black');
      await page.locator('#resign').click();
      await page.locator('#confirm-yes').click();
      await page.locator('#result').waitFor();
      const visit = await browser.context.newPage();
      await visit.goto(srv.url);
      await boardReady(visit);
      await expectGame(visit, w, 'ai-white', 2);
      await visit.locator('#new-game').click();
      assert.deepEqual(await offered(visit), { mode: 'ai', colour: 'black', level: '2' });
      browser.assertClean();
    });
  }
}
