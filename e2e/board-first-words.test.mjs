// A board's first words are in the page's language: in a Russian browser, and in an English one
// whose player chose Russian, nothing a board's live region ever says on each page with a board
// is English, from its very first status on (issue 33: the boards spoke once in English, the
// pages setting their language only after the boards had started).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { latinWords } from './support/screen.mjs';

const PAGES = ['', 'rules.html', 'learn.html', 'puzzles.html', 'analysis.html'];

/** Keeps, from the page's start, every text a live region in a shadow root says (`__said`). */
function listenToBoards() {
  const said = /** @type {string[]} */ ((/** @type {any} */ (window).__said = []));
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    new MutationObserver(() => {
      for (const region of root.querySelectorAll('[role=status], [aria-live]')) {
        if (region.textContent?.trim()) said.push(region.textContent);
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
    return root;
  };
}

for (const [who, locale, remembered] of [['a Russian browser', 'ru-RU', null], ['Russian chosen in an English browser', 'en-GB', 'ru']]) {
  test(`the boards' first words are Russian (${who})`, { timeout: 120_000 }, async (t) => {
    const srv = await server(t);
    const browser = await launch(t, { locale, viewport: { width: 1280, height: 800 } });
    await browser.context.addInitScript(listenToBoards);
    if (remembered) await browser.context.addInitScript((code) => localStorage.setItem('tobit.language', code), remembered);
    const { page } = browser;
    const found = [];
    for (const path of PAGES) {
      await page.goto(srv.url + path);
      await boardReady(page);
      await page.waitForFunction(() => document.documentElement.lang === 'ru'
        && [...document.querySelectorAll('tobit-board')].every((b) => /** @type {any} */ (b).translator?.lang === 'ru'));
      // Each board has spoken in Russian by now.
      await page.waitForFunction(() => /** @type {any} */ (window).__said.some((/** @type {string} */ s) => /[а-я]/i.test(s)));
      const said = await page.evaluate(() => /** @type {string[]} */ (/** @type {any} */ (window).__said));
      for (const word of latinWords(said)) found.push(`${path || 'index'}: ${word}`);
    }
    assert.deepEqual(found, []);
    browser.assertClean();
  });
}
