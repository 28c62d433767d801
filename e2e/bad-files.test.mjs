// Pages that meet a bad file: a message catalog that is null, a puzzles.json or lessons.json that
// cannot be read. Each page says so in its language (the built-in English words when no catalog
// can be read), and keeps its header and its board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server, waitText } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { PAGES as HEADER_LINKS } from '../www/site/header.js';

const PAGES = ['', 'rules.html', 'learn.html', 'puzzles.html', 'analysis.html', 'editor.html'];

/**
 * Serves dist/ with `bad` (path → contents) in place of the real files, and opens a browser.
 * @param {import('node:test').TestContext} t
 * @param {Record<string, string>} bad
 * @param {string} [locale]
 */
async function withBadFiles(t, bad, locale = 'en-US') {
  const srv = await server(t, { override: (path) => bad[path] });
  const browser = await launch(t, { locale });
  return { srv, browser, page: browser.page };
}

test('no catalog to read (en.json is null): every page keeps its board and says so in built-in English', { timeout: 120000 }, async (t) => {
  const { srv, browser, page } = await withBadFiles(t, { '/i18n/en.json': 'null' });
  for (const path of PAGES) {
    await page.goto(srv.url + path);
    await boardReady(page);
    await waitText(page, 'The words of this page could not be loaded');
    if (path) assert.equal(await page.locator('#top nav a').count(), HEADER_LINKS.length, `${path}: the header's links`);
  }
  browser.assertClean([/could not be loaded/]);
});

test('a Russian catalog that is not one: the page is in English instead', { timeout: 60000 }, async (t) => {
  const { srv, browser, page } = await withBadFiles(t, { '/i18n/ru.json': '["not", "a", "catalog"]' }, 'ru-RU');
  await page.goto(`${srv.url}rules.html`);
  await boardReady(page);
  await page.locator('#top nav a', { hasText: 'Rules' }).waitFor();
  browser.assertClean([/could not be loaded/]);
});

for (const [locale, puzzles, lessons] of [
  ['en-US', 'The puzzles could not be loaded', 'The lessons could not be loaded'],
  ['ru-RU', 'Не удалось загрузить задачи', 'Не удалось загрузить уроки'],
]) {
  test(`puzzles.json and lessons.json unreadable (${locale}): each page says so under its header`, { timeout: 90000 }, async (t) => {
    for (const content of ['{not json', 'null', '[{"id": 1}]']) {
      const { srv, browser, page } = await withBadFiles(t, { '/learn/puzzles.json': content, '/learn/lessons.json': content }, locale);
      await page.goto(`${srv.url}puzzles.html`);
      await boardReady(page);
      await waitText(page, puzzles);
      assert.equal(await page.locator('#top nav a').count(), HEADER_LINKS.length);
      await page.goto(`${srv.url}learn.html`);
      await boardReady(page);
      await waitText(page, lessons);
      assert.equal(await page.locator('#top nav a').count(), HEADER_LINKS.length);
      browser.assertClean();
    }
  });
}
