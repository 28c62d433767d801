// The rules page in English and in Russian: every marked text filled from its language's
// catalog (no raw key shown, no English left in the Russian page), every diagram drawn by a
// read-only board without an error; and the three learning screens at four sizes, light and
// dark, in both languages, none scrolling sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { wwwJson } from './support/www.mjs';

const catalogs = { en: wwwJson('i18n/en.json'), ru: wwwJson('i18n/ru.json') };
const lessons = { en: wwwJson('i18n/lessons.en.json'), ru: wwwJson('i18n/lessons.ru.json') };
const allKeys = new Set([...Object.keys(catalogs.en), ...Object.keys(lessons.en)]);

/**
 * Opens `path` in language `lang` (the remembered choice) and waits for its words and boards.
 * @param {import('node:test').TestContext} t
 * @param {{url: string}} srv
 * @param {string} path
 * @param {string} lang
 * @param {{viewport?: {width: number, height: number}, colorScheme?: 'light' | 'dark'}} [options]
 */
async function openIn(t, srv, path, lang, { viewport = { width: 1280, height: 800 }, colorScheme = 'light' } = {}) {
  const browser = await launch(t, { viewport });
  const { page } = browser;
  await page.emulateMedia({ colorScheme });
  await page.addInitScript((code) => localStorage.setItem('tobit.language', code), lang);
  await page.goto(srv.url + path);
  await page.waitForFunction((code) => document.documentElement.lang === code
    && document.querySelector('[data-i18n]')?.textContent !== '', lang);
  const count = await page.locator('tobit-board').count();
  for (let i = 0; i < count; i++) {
    await page.evaluate((n) => document.querySelectorAll('tobit-board')[n].ready, i);
  }
  return { browser, page };
}

for (const lang of ['en', 'ru']) {
  test(`the rules page in ${lang}: every text from the catalog, every diagram drawn`, async (t) => {
    const srv = await server(t);
    const { browser, page } = await openIn(t, srv, 'rules.html', lang);
    const texts = await page.evaluate(() => [...document.querySelectorAll('[data-i18n]')]
      .map((el) => ({ key: el.getAttribute('data-i18n'), text: el.textContent })));
    assert.ok(texts.length > 60, `${texts.length} texts`);
    for (const { key, text } of texts) {
      assert.ok(text && !allKeys.has(text), `${key} shows "${text}"`);
      assert.equal(text, catalogs[lang][key], `${key} in ${lang}`);
      if (lang === 'ru' && catalogs.en[key] !== catalogs.ru[key]) {
        assert.match(text, /[а-яё]/i, `${key} has no Russian: "${text}"`);
      }
    }
    if (lang === 'ru') {
      // No English sentence left anywhere on the page (notation and numbers are not words).
      // The language picker names each language in itself ("English"): it is left out.
      const body = await page.evaluate(() => document.querySelector('main').innerText + document.querySelector('nav').innerText);
      const english = body.match(/\b[a-z]{4,}\b/gi) ?? [];
      assert.deepEqual(english, [], 'English words on the Russian page');
    }
    const boards = await page.evaluate(() => [...document.querySelectorAll('tobit-board')]
      .map((b) => ({ fen: b.getAttribute('fen'), moves: b.getAttribute('moves'), history: b.history().join(' '), reason: b.status().outcome?.reason })));
    assert.ok(boards.length >= 12, `${boards.length} diagrams`);
    for (const b of boards) assert.equal(b.history, b.moves ?? '', `the diagram ${b.fen} replays ${b.moves}`);
    const reason = (fen) => boards.find((b) => b.fen === fen).reason;
    assert.equal(reason('W:W7,9,10,11:B6,12'), 'blocked', 'the winning diagram ends in a block');
    assert.equal(reason('W:WK1:BK38'), 'repetition', 'the draw diagram ends by repetition');
    assert.deepEqual(await page.evaluate(() => window.__events.filter((e) => e.type === 'error')), []);
    // The picker in the header changes the language at once, and the choice is remembered.
    const other = lang === 'en' ? 'ru' : 'en';
    await page.getByRole('combobox', { name: catalogs[lang]['language.label'] }).selectOption(other);
    await page.getByRole('heading', { level: 1, name: catalogs[other]['rules.title'] }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('tobit.language')), other);
    browser.assertClean();
  });
}

/**
 * How many pixels of the colour rgb(255, 0, 255) the board of section `id` draws in the square
 * of half-side `reach` (a fraction of the distance between points 1 and 2) around point `n`.
 */
function magentaAround(page, id, n, reach = 0.5) {
  return page.evaluate(([id, n, reach]) => {
    const el = /** @type {any} */ (document.querySelector(`#${id} tobit-board`));
    const canvas = el.shadowRoot.querySelector('canvas');
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const at = el.pointCenter(n);
    const [a, b] = [el.pointCenter(1), el.pointCenter(2)];
    const half = Math.round(Math.hypot(b.x - a.x, b.y - a.y) * reach * ratio);
    const [x, y] = [(at.x - box.left) * ratio, (at.y - box.top) * ratio].map(Math.round);
    const { data } = canvas.getContext('2d').getImageData(x - half, y - half, 2 * half, 2 * half);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 230 && data[i + 1] < 40 && data[i + 2] > 230) count++;
    return count;
  }, [id, n, reach]);
}

test('the rules draw the must-capture ring where the legend says so, and the endpoints as the legend says', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  await page.goto(`${srv.url}rules.html`);
  await page.waitForFunction(() => document.querySelector('#marks tobit-board'));
  await page.evaluate(() => Promise.all([...document.querySelectorAll('tobit-board')].map((b) => b.ready)));
  // The ring's colour made unmistakable (a theme colour is a custom property, read again when
  // an attribute changes).
  await page.evaluate(() => {
    for (const board of document.querySelectorAll('tobit-board')) {
      /** @type {HTMLElement} */ (board).style.setProperty('--tobit-must-capture', '#ff00ff');
      board.setAttribute('numbers', 'true');
    }
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.ok(await magentaAround(page, 'compulsory', 17) > 0, 'the capturing hul on 17 is ringed');
  assert.equal(await magentaAround(page, 'compulsory', 8), 0, 'the hul on 8, which may not move, is not');
  assert.ok(await magentaAround(page, 'marks', 17) > 0, 'the marks diagram shows the ring its legend names');
  // The legend names the endpoints' mark as drawn: a bar across the line, not a ring.
  const legend = await page.locator('#marks li').allTextContents();
  assert.ok(legend.some((line) => /bar across the line an endpoint/.test(line)), legend.join('\n'));
  assert.equal(legend.filter((line) => /ring/.test(line)).length, 2, 'rings are the must-capture and selection marks only');
  browser.assertClean();
});

const SIZES = [[390, 844], [820, 1180], [1366, 768], [1280, 800]];
test('the learning screens at four sizes, light and dark, English and Russian: none scrolls sideways', async (t) => {
  const srv = await server(t);
  let count = 0;
  for (const [width, height] of SIZES) {
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      for (const lang of ['en', 'ru']) {
        for (const screen of ['rules', 'learn', 'puzzles']) {
          const { browser, page } = await openIn(t, srv, `${screen}.html`, lang, { viewport: { width, height }, colorScheme });
          if (screen !== 'rules') {
            await boardReady(page);
            await page.locator('#feedback').filter({ hasText: /./ }).waitFor();
          }
          // Nothing wider than the screen (no sideways scrolling).
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
            `${screen} scrolls sideways at ${width}x${height}`);
          browser.assertClean();
          await browser.context.close();
          count++;
        }
      }
    }
  }
  assert.equal(count, 48);
});
