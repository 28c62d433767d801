// The review of a game whose end the endgame tables hold (issue 33): with the tables loaded (the
// board's last position has five pieces, so the engine fetches every class of four pieces it can
// reach), the review ran into a panic a third of the way through (`index out of bounds` in a
// table probe of a position with more pieces than any table) and showed the raw word
// "unreachable". Now it runs to its end; and when the engine does fail, the review says so in
// the page's language and can be run again cleanly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

const read = (lang) => JSON.parse(readFileSync(new URL(`../www/i18n/${lang}.json`, import.meta.url), 'utf8'));
const en = read('en');
const ru = read('ru');

/** A game of 70 plies to a position of five pieces (four White hullar against one): positions
 * from its 21st ply on were probed in the tables of small classes and made the review panic. */
const GAME = '11-18 29-22 7-14 22-21 10-17 21x7 1x14 28-29 9-10 32-25 18x32 38x25 12-11 33-32 17-24 31x17 '
  + '10x24x26 30-23 8-9 32-25 26x24x22 29x15x13 2-8 36-30 11-18 37-31 5-11 30-23 18-17 13-14 17-16 27-28 '
  + '16x30x32 28-29 11-10 29-22 32-31 35-29 8-7 14x1 10-17 29-30 31x29x15 1-28 15-22 28-30 6-7 30-27 7-6 '
  + '27-29 22x35 34-28 35-29 28x30 6-7 30-31 9-8 31-32 7-14 32-33 8-9 33-32 9-16 32-33 14-15 33-32 3-9 '
  + '32-25 17-24 25x23';

/**
 * Waits until the browser has kept at least `count` table files of this build (the engine
 * fetches them in its worker), checking once a frame.
 */
const tablesKept = (page, count) => page.evaluate(async (wanted) => {
  for (;;) {
    const names = (await caches.keys()).filter((n) => n.startsWith('egtb-tables-'));
    let kept = 0;
    for (const name of names) kept += (await (await caches.open(name)).keys()).length;
    if (kept >= wanted) return kept;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}, count);

/** Clicks "Review the game" and waits until the review is done or has failed; returns which. */
async function review(page) {
  await page.locator('#review-start').click();
  await page.waitForFunction(() => {
    const counts = /** @type {HTMLElement} */ (document.getElementById('review-counts'));
    const feedback = /** @type {HTMLElement} */ (document.getElementById('feedback'));
    return !counts.hidden || feedback.textContent !== '';
  }, null, { timeout: 240000 });
  return page.locator('#review-counts').isVisible();
}

test('the review of a game ending with five pieces, its tables loaded, runs to its end', { timeout: 360000 }, async (t) => {
  const srv = await server(t);
  const { page, assertClean } = await launch(t, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${srv.url}analysis.html?moves=${encodeURIComponent(GAME)}`);
  await boardReady(page, 'tobit-board#board');
  // The engine analyses the last position (five pieces) and fetches the classes it can reach.
  await page.locator('#engine-list li').first().waitFor({ timeout: 60000 });
  assert.ok((await tablesKept(page, 30)) >= 30);
  assert.equal(await review(page), true, `the review finished: ${await page.locator('#feedback').innerText()}`);
  assert.equal(await page.locator('#review-counts tr').count(), 4);
  assert.equal(await page.locator('#feedback').innerText(), '');
  assert.doesNotMatch(await page.locator('body').innerText(), /unreachable|panicked/);
  assertClean();
});

for (const [lang, words] of [['en', en], ['ru', ru]]) {
  test(`a review the engine fails says so in ${lang}, and runs again cleanly`, { timeout: 240000 }, async (t) => {
    const srv = await server(t);
    const { context, page, problems } = await launch(t, { viewport: { width: 1280, height: 800 }, locale: lang });
    // The engine's wasm cannot be fetched: every engine request fails.
    const engineWasm = /tobit_engine[^/]*\.wasm$/;
    await context.route(engineWasm, (route) => route.abort());
    await page.goto(`${srv.url}analysis.html?moves=${encodeURIComponent('9-16 29-22 7-14')}`);
    await boardReady(page, 'tobit-board#board');
    assert.equal(await review(page), false);
    await page.locator('#feedback', { hasText: words['analysis.review.failed'] }).waitFor();
    assert.doesNotMatch(await page.locator('#feedback').innerText(), /unreachable|fetch|wasm|Error/i, 'no raw engine words');
    assert.equal(await page.locator('#review-start').isEnabled(), true, 'it can be run again');
    // The engine can be fetched again: the review runs from a clean page.
    await context.unroute(engineWasm);
    assert.equal(await review(page), true);
    assert.equal(await page.locator('#feedback').innerText(), '', 'the failure is gone');
    assert.equal(await page.locator('#review-counts tr').count(), 4);
    assert.deepEqual(problems([/engine|wasm|Failed to load|net::|fetch|WebAssembly|Tobit/i]), []);
  });
}
