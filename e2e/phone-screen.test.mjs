// The game screen on a phone does not move under the player: the header's menu folds once an
// item is chosen, no message of the status line (a refusal, whose turn, a review) takes more
// room than the two lines kept for it, and a move tapped in the list leaves the board in view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openMyGames } from './support/app.mjs';
import { catalog } from './support/www.mjs';


/** @param {string} lang */
/** Typical values of the messages' parameters. */
const PARAMS = { text: '9-99', move: '9-1', number: '12', outcome: 'White won' };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
/** The board's top edge in the page (client pixels). */
const boardTop = (page) => page.locator('tobit-board').evaluate((b) => b.getBoundingClientRect().top);

for (const lang of ['en', 'ru']) {
  for (const width of [320, 390]) {
    test(`every status message fits the room kept for it: the board never moves (${lang}, ${width} px)`, async (t) => {
      const { page, board, browser } = await openApp(t, { locale: lang, viewport: { width, height: 800 }, hasTouch: true });
      const top = await boardTop(page);
      // A real refusal first: an opponent's piece tapped.
      const { x, y } = await board.point(30);
      await page.touchscreen.tap(x, y);
      await page.locator('#status[data-kind="refused"]').waitFor();
      assert.equal(await boardTop(page), top, 'a refusal does not move the board');
      // Then every message the line can say, in the strip as it is.
      const words = catalog(lang);
      const messages = Object.entries(words)
        .filter(([key, text]) => /^(refused\.|screen\.refused\.|turn\.|nav\.reviewing)/.test(key) && typeof text === 'string')
        .map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, (_, name) => PARAMS[name])]);
      const moved = await page.evaluate(([messages, top]) => {
        const status = /** @type {HTMLElement} */ (document.querySelector('#status'));
        const board = /** @type {HTMLElement} */ (document.querySelector('tobit-board'));
        return messages.filter(([, text]) => {
          status.textContent = text;
          status.dataset.kind = 'refused';
          return board.getBoundingClientRect().top !== top;
        }).map(([key]) => key);
      }, [messages, top]);
      assert.deepEqual(moved, [], 'these messages take a third line');
      browser.assertClean();
    });
  }

  test(`the phone menu folds once My games is chosen, and a move tapped in the list keeps the board in view (${lang})`, async (t) => {
    const { page, board, browser } = await openApp(t, { locale: lang, ...PHONE });
    await board.set({ animation: 0 });
    const top = await boardTop(page);
    await openMyGames(page);
    assert.equal(await page.locator('#menu-button').getAttribute('aria-expanded'), 'false');
    await page.locator('#my-games-dialog button[value="close"]').click();
    assert.equal(await boardTop(page), top, 'no open menu pushes the board down');

    for (let i = 0; i < 24; i++) {
      const [move] = await board.legalMoves();
      await board.enter(move.notation);
    }
    // The end of the list, below the board, is scrolled into view; an earlier move is tapped.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    assert.ok(await boardTop(page) < 0, 'the list is below the board on a phone');
    await page.locator('#moves .move').nth(-2).tap();
    await page.locator('#back-to-game').waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('.board-area').getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    });
    browser.assertClean();
  });
}

for (const width of [320, 390]) {
  test(`the navigation row keeps its buttons on one row, "Ход 10 из 10 (чёрные)" included (${width} px)`, async (t) => {
    const { page, board, browser } = await openApp(t, { locale: 'ru', viewport: { width, height: 800 }, hasTouch: true });
    await board.set({ animation: 0 });
    for (let ply = 0; ply < 20; ply++) {
      const [move] = await board.legalMoves();
      await board.enter(move.notation);
    }
    await page.locator('#nav-position', { hasText: 'Ход 10 из 10 (чёрные)' }).waitFor();
    const tops = await page.locator('.nav > button:not([hidden])').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    assert.equal(new Set(tops).size, 1, `the buttons' tops: ${tops}`);
    browser.assertClean();
  });
}
