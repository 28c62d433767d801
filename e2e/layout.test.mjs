// The layouts: on a phone the board comes first with the action bar fixed under it, every tap
// target measures at least 44x44 CSS px and the move list can be reached; on a tablet the board
// uses the width with the side panel below it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseGame, openApp } from './support/app.mjs';
import { tapTargets } from './support/screen.mjs';

const PHONE = { width: 390, height: 844 };
const TAP = 44;
/** A game in progress (16 plies, White to move, no capture due). */
const PLAYING = '8-15 32-25 11-18 25x11 5x18 38-32 15-16 30-23 16x30 36x23 18-17 29-30 17-16 28-21 2-8 34-28';

/**
 * The visible tap targets smaller than 44x44 now, named with `state`.
 * @param {import('playwright-core').Page} page
 * @param {string} state
 */
async function small(page, state) {
  const targets = await tapTargets(page);
  assert.ok(targets.length > 0, `${state}: something to tap`);
  return targets.filter((b) => b.width < TAP - 0.5 || b.height < TAP - 0.5)
    .map((b) => `${state}: ${b.name} is ${b.width.toFixed(0)}x${b.height.toFixed(0)}`);
}

test('on a phone every tap target of every state measures at least 44x44 CSS px', { timeout: 90000 }, async (t) => {
  const { page, board, browser } = await openApp(t, { viewport: PHONE, welcome: null });
  const found = [];
  await page.locator('#new-game-dialog[open]').waitFor();
  found.push(...await small(page, 'first visit'));
  await page.locator('#new-game-dialog input[value="two"]').check();
  await page.locator('#new-game-dialog button[value="start"]').click();
  await board.set({ animation: 0 });
  for (const m of PLAYING.split(' ')) await board.call('play', m);
  found.push(...await small(page, 'playing'));
  await page.locator('#menu-button').click();
  found.push(...await small(page, 'menu open'));
  await page.locator('#menu-button').click();
  await page.locator('#nav-previous').click();
  found.push(...await small(page, 'review'));
  await page.locator('#back-to-game').click();
  await page.locator('#share').click();
  await page.locator('#share-dialog summary').click();
  found.push(...await small(page, 'share dialog'));
  await page.locator('#share-dialog button[value="close"]').click();
  await page.locator('#new-game').click();
  await page.locator('#new-game-dialog input[value="ai"]').check();
  found.push(...await small(page, 'new game choice'));
  await page.locator('#new-game-dialog button[value="start"]').click();
  await page.locator('.toast-action').first().waitFor();
  found.push(...await small(page, 'toast with undo'));
  await page.locator('#resign').click();
  await page.locator('#confirm-dialog[open]').waitFor();
  found.push(...await small(page, 'resign question'));
  await page.locator('#confirm-yes').click();
  await page.locator('#result').waitFor();
  found.push(...await small(page, 'result card'));
  assert.deepEqual(found, []);
  browser.assertClean();
});

test('on a phone the board comes first, the action bar stays under it and the move list is reachable', async (t) => {
  const { page, board, browser } = await openApp(t, { viewport: PHONE, path: `?moves=${encodeURIComponent(PLAYING)}&mode=play` });
  const box = async (sel) => /** @type {{x: number, y: number, width: number, height: number}} */ (await page.locator(sel).boundingBox());
  const boardBox = await box('tobit-board');
  const bar = await box('.actions');
  const moves = await box('#moves');
  const strip = await box('#strip');
  assert.ok(boardBox.width >= PHONE.width - 24, `the board spans the phone's width (${boardBox.width}px)`);
  assert.ok(strip.y + strip.height <= boardBox.y + 1, 'the player strip is just above the board');
  assert.ok(boardBox.y + boardBox.height <= bar.y, 'the whole board is above the action bar');
  assert.ok(bar.y + bar.height <= PHONE.height + 0.5 && bar.y + bar.height >= PHONE.height - 0.5, 'the bar sits at the bottom');
  assert.ok(moves.y > boardBox.y, 'the move list comes after the board');
  // The bar stays put when the page scrolls to the moves, and covers none of them.
  const last = page.locator('#moves .move').last();
  await last.scrollIntoViewIfNeeded();
  const after = await box('.actions');
  assert.equal(after.y, bar.y);
  const lastBox = await last.boundingBox();
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.textContent, [lastBox.x + lastBox.width / 2, lastBox.y + lastBox.height / 2]);
  assert.equal(hit, '34-28');
  await last.click();
  await page.locator('#nav-position').filter({ hasText: 'Move 8 of 8 (Black)' }).waitFor();
  assert.equal((await board.history()).length, 16);
  browser.assertClean();
});

test('on a tablet the board uses the width and the side panel is below it; on a laptop beside it, the action bar in view', async (t) => {
  const { page, browser } = await openApp(t, { viewport: { width: 820, height: 1180 } });
  const boardBox = await page.locator('tobit-board').boundingBox();
  const panel = await page.locator('.panel').boundingBox();
  assert.ok(boardBox.width >= 820 * 0.9, `board ${boardBox.width}px wide`);
  assert.ok(panel.y >= boardBox.y + boardBox.height, 'the panel is below the board');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.waitForFunction(() => {
    const b = document.querySelector('tobit-board').getBoundingClientRect();
    const p = document.querySelector('.panel').getBoundingClientRect();
    const bar = document.querySelector('.actions').getBoundingClientRect();
    return p.left >= b.right && b.bottom <= innerHeight && bar.bottom <= innerHeight;
  });
  // A desktop's window as well: the action bar under the board is whole in view.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => document.querySelector('.actions').getBoundingClientRect().bottom <= innerHeight);
  browser.assertClean();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1180, height: 820 }]) {
  test(`with clocks shown the action bar is whole in view without scrolling the page (${viewport.width}x${viewport.height})`, async (t) => {
    const { page, browser } = await openApp(t, { viewport });
    await chooseGame(page, { mode: 'two', clock: '3+2' });
    await page.locator('.clock').nth(1).waitFor();
    const bar = await page.evaluate(() => document.querySelector('.actions').getBoundingClientRect().bottom);
    assert.ok(bar <= viewport.height, `the bar ends at ${bar}px`);
    browser.assertClean();
  });
}
