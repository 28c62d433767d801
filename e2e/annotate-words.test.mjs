// The arrows and circles drawn from the board's keys are said through the board's live region,
// in the page's language (element/access/shape-words.js, the catalog's `annotate` part, fetched
// only when a key draws).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';
import { arrow, shapes } from './support/shapes.mjs';

/** The text of the board's live region once it matches `re`. */
async function said(page, re) {
  const handle = await page.waitForFunction((source) => {
    const text = document.querySelector('tobit-board')?.shadowRoot?.querySelector('[role="status"]')?.textContent ?? '';
    return new RegExp(source).test(text) ? text : null;
  }, re.source, { timeout: 10000 });
  return handle.jsonValue();
}

/** Focuses the board's points, where its keys act. */
async function focusBoard(page) {
  await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('tobit-board').shadowRoot.querySelector('.points')).focus());
}

test('a mark, an arrow, a circle, its new colour, its removal and a cancelled mark are said in English', async (t) => {
  const { page, browser } = await openApp(t, { path: '?mode=play', locale: 'en-GB' });
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await focusBoard(page);
  await page.keyboard.press('a');
  const marked = await said(page, /marked/);
  assert.match(marked, /^\d+ marked: A on another point draws an arrow to it, A here a circle, Escape cancels$/);
  const from = marked.split(' ')[0];
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('a');
  const drawn = await said(page, /^Arrow/);
  assert.match(drawn, new RegExp(`^Arrow from ${from} to \\d+, green$`));
  const to = /to (\d+)/.exec(drawn)?.[1];
  assert.deepEqual(await page.evaluate(() => document.querySelector('tobit-board').shapes), shapes([arrow(Number(from), Number(to))]));
  // A circle on the cursor's point (A twice), drawn again in blue, then again in blue.
  await page.keyboard.press('a');
  await page.keyboard.press('a');
  assert.equal(await said(page, /^Circle on \d+, /), `Circle on ${to}, green`);
  await page.keyboard.press('a');
  await page.keyboard.press('Alt+a');
  assert.equal(await said(page, /^Circle on \d+ is now/), `Circle on ${to} is now blue`);
  await page.keyboard.press('a');
  await page.keyboard.press('Alt+a');
  assert.equal(await said(page, /^Circle on \d+ removed/), `Circle on ${to} removed`);
  await page.keyboard.press('a');
  await said(page, /marked/);
  await page.keyboard.press('Escape');
  await said(page, /^Mark removed$/);
  assert.ok(fetched.some((p) => p.endsWith('/i18n/annotate.en.json')), 'the words came with the keys that draw');
  browser.assertClean();
});

test('a circle drawn from the keys is said in Russian', async (t) => {
  const { page, browser } = await openApp(t, { path: '?mode=play', locale: 'ru-RU' });
  await focusBoard(page);
  await page.keyboard.press('a');
  await said(page, /отмечена/);
  await page.keyboard.press('Shift+a');
  assert.match(await said(page, /^Круг/), /^Круг на точке \d+, цвет: красный$/);
  browser.assertClean();
});
