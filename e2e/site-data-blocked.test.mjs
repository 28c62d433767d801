// Site data blocked (Chrome's "block site data", a sandboxed frame): reading
// `window.localStorage`, `sessionStorage`, `indexedDB` or `caches` throws. Every page still shows
// its words and its board, throws nothing, and the pages that keep something say what they
// cannot keep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server, answerWelcome } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { catalog } from './support/www.mjs';

const en = catalog('en');

/** Runs in every document before its scripts: each storage getter throws, as Chrome's does. */
const BLOCK_SITE_DATA = () => {
  const deny = () => { throw new DOMException('Access is denied for this document.', 'SecurityError'); };
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'caches']) {
    Object.defineProperty(window, name, { get: deny, configurable: true });
  }
};

/** The pages, and what each says it cannot keep (null: it keeps nothing of its own to lose). */
const PAGES = [
  { path: '', says: en['archive.unavailable'] },
  { path: 'learn.html', says: en['learn.notKept'] },
  { path: 'puzzles.html', says: en['puzzle.notKept'] },
  { path: 'analysis.html?moves=9-16', says: en['analysis.notKept'] },
  { path: 'editor.html', says: null },
  { path: 'rules.html', says: null },
];

for (const { path, says } of PAGES) {
  test(`${path || 'the app'} works with site data blocked${says ? ' and says what it cannot keep' : ''}`, async (t) => {
    const srv = await server(t);
    const browser = await launch(t);
    await browser.context.addInitScript(BLOCK_SITE_DATA);
    const { page } = browser;
    await page.goto(srv.url + path);
    if (!path.startsWith('rules')) await boardReady(page);
    if (path === '') await answerWelcome(page, 'friend');
    await page.locator('h1, h2').first().waitFor();
    assert.notEqual((await page.locator('main').innerText()).trim(), '', 'the page shows its words');
    if (says) await page.getByText(says).waitFor();
    browser.assertClean([/console: /]);
  });
}
