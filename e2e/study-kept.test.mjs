// The analysis board's last study is never lost without a word: a comment typed with
// `[%clock ...]` or `[%cal ...]` in it comes back as typed after a reload; a comment is limited
// when typed, and the limit told; a save the device refuses (its storage full) is told; the same
// study edited in two tabs keeps the moves and comments of both, and says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { catalog } from './support/www.mjs';

const en = catalog('en');
/** Where the analysis board keeps the last study (www/analysis/saved.js). */
const LAST_STUDY_KEY = 'tobit.analysis.last';
/** On a phone the engine waits to be asked: these tests need no search. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Opens the analysis board at `query` in `page` and waits for its move list. */
async function open(page, url) {
  await page.goto(url);
  await boardReady(page);
  await page.locator('#moves button.move').first().waitFor();
}

/** Types a comment on the move shown and leaves the box (which keeps it). */
async function comment(page, text) {
  const box = page.locator('#comment');
  await box.fill(text);
  await box.blur();
}

test('a comment typed with commands in it comes back as typed after a reload', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, PHONE);
  const { page } = browser;
  await open(page, `${srv.url}analysis.html?moves=9-16`);
  const typed = '[%clock w0:01:00 B0:02:00] my note [%cal G9-16]';
  await comment(page, typed);
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('my note'), LAST_STUDY_KEY);
  await page.reload();
  await boardReady(page);
  await page.waitForFunction((text) => /** @type {HTMLTextAreaElement} */ (document.getElementById('comment')).value === text, typed);
  browser.assertClean();
});

test('a comment is limited where it is typed, and the limit told; the longest one comes back', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, PHONE);
  const { page } = browser;
  await open(page, `${srv.url}analysis.html?moves=9-16`);
  const limit = await page.locator('#comment').evaluate((box) => /** @type {HTMLTextAreaElement} */ (box).maxLength);
  assert.ok(limit > 1000, `a comment may be long (${limit})`);
  await comment(page, 'a'.repeat(limit));
  const said = en['analysis.commentTooLong'].replace('{limit}', limit.toLocaleString('en'));
  await page.getByText(said).waitFor();
  await page.waitForFunction(({ key, n }) => (localStorage.getItem(key)?.length ?? 0) > n, { key: LAST_STUDY_KEY, n: limit });
  await page.reload();
  await boardReady(page);
  await page.waitForFunction((n) => /** @type {HTMLTextAreaElement} */ (document.getElementById('comment')).value.length === n, limit);
  browser.assertClean();
});

test('a study the device refuses to keep (storage full) is told', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, PHONE);
  await browser.context.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name, value) {
      if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, name, value);
    };
  }, LAST_STUDY_KEY);
  const { page } = browser;
  await open(page, `${srv.url}analysis.html?moves=9-16`);
  await comment(page, 'a good start');
  await page.getByText(en['analysis.notSaved']).waitFor();
  browser.assertClean();
});

test('the same study commented in two tabs keeps both comments, and the tab says so', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, PHONE);
  const first = browser.page;
  const second = await browser.context.newPage();
  const url = `${srv.url}analysis.html?moves=9-16+29-22`;
  await open(first, url);
  await open(second, url);
  await comment(first, 'the reply');
  await second.getByText(en['analysis.otherTab']).waitFor();
  await second.keyboard.press('ArrowLeft');
  await comment(second, 'the first move');
  await first.getByText(en['analysis.otherTab']).waitFor();
  const kept = await first.evaluate((key) => localStorage.getItem(key) ?? '', LAST_STUDY_KEY);
  assert.match(kept, /\{the first move\}/);
  assert.match(kept, /\{the reply\}/);
  assert.equal(await first.locator('#comment').inputValue(), 'the reply');
  await first.keyboard.press('ArrowLeft');
  assert.equal(await first.locator('#comment').inputValue(), 'the first move');
  browser.assertClean();
});
