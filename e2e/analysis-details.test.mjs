// What a player stumbled on at the analysis board (issue 33, "should fix"): the evaluation bar
// at a finished game's last position shows the result, a move number stays on the line of its
// move, and a phone has a button for the help (the keys and the arrows' colours).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

/** Opens the analysis board at `query` and waits for its board. */
async function openAnalysis(t, query, launchOptions) {
  const srv = await server(t);
  const browser = await launch(t, launchOptions);
  const { page } = browser;
  await page.goto(`${srv.url}analysis.html${query}`);
  const board = await boardReady(page);
  await page.locator('#moves').waitFor();
  return { srv, browser, page, board };
}

test('at a finished game\'s last position the bar shows the result, not a grey "…"', async (t) => {
  const { page, browser } = await openAnalysis(t, `?fen=${encodeURIComponent('W:W16:B23')}&moves=16x30`, { viewport: { width: 1280, height: 800 }, locale: 'en' });
  await page.locator('#engine-status', { hasText: 'no move' }).waitFor({ timeout: 30000 });
  const bar = page.locator('#eval-bar');
  await page.locator('#eval-bar:not(.pending)').waitFor();
  assert.equal(await page.locator('#eval-number').innerText(), '2-0');
  assert.equal(await bar.getAttribute('aria-valuenow'), '100');
  assert.match(await bar.getAttribute('aria-valuetext'), /^White won \(2-0\)/);
  // One move back the game goes on: the engine's value again.
  await page.keyboard.press('ArrowLeft');
  await page.locator('#engine-list li').first().waitFor({ timeout: 30000 });
  assert.notEqual(await page.locator('#eval-number').innerText(), '2-0');
  browser.assertClean();
});

test('a move number stays on the line of its move, however narrow the list', async (t) => {
  const moves = '8-15 32-25 11-18 25x11 5x18 38-32 15-16 30-23 16x30 36x23 18-17 29-30 17-16 28-21 2-8 34-28';
  const { page, browser } = await openAnalysis(t, `?moves=${encodeURIComponent(moves)}`, { viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  await page.locator('#moves button.move').nth(15).waitFor();
  const parted = await page.evaluate(() => {
    const list = /** @type {HTMLElement} */ (document.querySelector('#moves'));
    const found = [];
    for (let width = 90; width <= 360; width += 5) {
      list.style.width = `${width}px`;
      for (const number of list.querySelectorAll('.number')) {
        const next = /** @type {Element} */ (number.nextElementSibling);
        const move = /** @type {Element} */ (next.matches('button.move') ? next : next.querySelector('button.move'));
        const a = number.getBoundingClientRect();
        const b = move.getBoundingClientRect();
        if (Math.abs(a.bottom - b.bottom) > b.height / 2) found.push(`${width}px: ${number.textContent} ${move.textContent}`);
      }
    }
    return found;
  });
  assert.deepEqual(parted, []);
  browser.assertClean();
});

test('on a touch phone a button opens the help: the keys and the arrows\' colours', async (t) => {
  const { page, browser } = await openAnalysis(t, '', { viewport: { width: 390, height: 844 }, locale: 'ru-RU', hasTouch: true, isMobile: true });
  const open = page.getByRole('button', { name: 'Клавиши и стрелки' });
  await open.scrollIntoViewIfNeeded();
  await open.tap();
  await page.locator('#help[open]').getByText('Стрелки движка: синяя').waitFor();
  browser.assertClean();
});

test('a review\'s grades come back after a reload, and with the same moves opened again', { timeout: 120000 }, async (t) => {
  const moves = '8-15 32-25 11-18 25x11 5x18 38-32 15-16 30-23 16x30 36x23';
  const { page, srv, browser } = await openAnalysis(t, `?moves=${encodeURIComponent(moves)}`, { viewport: { width: 1280, height: 800 }, locale: 'en' });
  await page.locator('#review-start').click();
  const counts = page.locator('#review-counts:not([hidden])');
  await counts.waitFor({ timeout: 90000 });
  const reviewed = { counts: await counts.innerText(), marks: await page.locator('#moves .grade').allInnerTexts() };
  await page.reload();
  await boardReady(page);
  await counts.waitFor();
  assert.deepEqual({ counts: await counts.innerText(), marks: await page.locator('#moves .grade').allInnerTexts() }, reviewed);
  // Another study, then the same moves again (as My games opens a game): the same grades.
  await page.goto(`${srv.url}analysis.html?moves=9-16`);
  await boardReady(page);
  await page.locator('#moves button.move').first().waitFor();
  assert.ok(await page.locator('#review-counts').isHidden(), 'another line has no review');
  await page.goto(`${srv.url}analysis.html?moves=${encodeURIComponent(moves)}`);
  await boardReady(page);
  await counts.waitFor();
  assert.equal(await counts.innerText(), reviewed.counts);
  browser.assertClean();
});
