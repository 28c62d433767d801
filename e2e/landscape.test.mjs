// A phone held sideways (844x390 and 667x375, a phone's browser: touch, its meta viewport, three
// device pixels a CSS pixel), in English and in Russian (whose words are longer): on every page
// the board is as tall as the screen leaves it (at least 300 CSS px on the larger phone), wholly
// in view, its point numbers drawn at their own size beside the pieces, and everything needed to
// play is in view and tappable without scrolling the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';

const PHONES = [
  { viewport: { width: 844, height: 390 }, tall: 300 },
  { viewport: { width: 667, height: 375 }, tall: 280 },
];
/** A game in progress (16 plies, White to move, no capture due). */
const PLAYING = '8-15 32-25 11-18 25x11 5x18 38-32 15-16 30-23 16x30 36x23 18-17 29-30 17-16 28-21 2-8 34-28';
/**
 * The font of the point numbers is a fifth of the gap between two points, at least 12 px
 * (crates/view/src/geometry.rs, label_px): from a gap of 40 px a number takes under a third of
 * it and stays beside its piece instead of over it (the shrunken board of issue 33 had 20 px).
 */
const LEGIBLE_GAP = 40;

/**
 * Each page: its address, the board to measure, what must be in view to play there, and what
 * shows that the page has said its first words (`ready`).
 */
const PAGES = [
  { name: 'the game screen', path: `?moves=${encodeURIComponent(PLAYING)}&mode=play`,
    actions: ['#status', '#nav-previous', '#nav-next', '#undo', '#redo', '#new-game', '#resign', '#offer-draw', '#share', '#menu-button'] },
  { name: 'the analysis board', path: 'analysis.html', actions: ['#engine-on', '#nav-back', '#nav-forward', '#flip', '#menu-button'] },
  { name: 'the editor', path: 'editor.html', actions: ['#palette button', '#message', '#menu-button'], board: '#editor-board', ready: '#message:not(:empty)' },
  { name: 'the tutorial', path: 'learn.html', actions: ['#step', '#lesson-title', '#menu-button'], ready: '#lesson-title:not(:empty)' },
  { name: 'the puzzles', path: 'puzzles.html', actions: ['#task', '#hint', '#retry', '#solution', '#menu-button'], ready: '#task:not(:empty)' },
  { name: 'the embedded board', path: 'embed.html?mode=play', actions: ['.status', '.new-game'] },
];

/**
 * The selectors of `selectors` whose first element is not wholly in the viewport or is covered
 * at its centre by something else. Runs in the page.
 * @param {import('playwright-core').Page} page
 * @param {string[]} selectors
 */
async function outOfReach(page, selectors) {
  const out = await page.evaluate((selectors) => selectors.filter((sel) => {
    const el = document.querySelector(sel);
    if (!el) return true;
    if (!el.checkVisibility()) return false; // not offered now (a puzzle's solution before a try)
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) return true;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !hit || !(el.contains(hit) || el.closest('label')?.contains(hit));
  }), selectors);
  return out.map((sel) => `${sel} is out of reach`);
}

/**
 * The board's canvas (client pixels) and the gap between two neighbouring points as drawn.
 * @param {import('./support/board.mjs').BoardDriver} board
 */
function drawn(board) {
  return board.scope.evaluate((sel) => {
    const el = document.querySelector(sel);
    const canvas = /** @type {HTMLCanvasElement} */ (el.shadowRoot.querySelector('canvas'));
    const box = canvas.getBoundingClientRect();
    const one = el.pointCenter(1);
    let gap = Infinity;
    for (let n = 2; n <= 38; n++) {
      const p = el.pointCenter(n);
      if (p) gap = Math.min(gap, Math.hypot(p.x - one.x, p.y - one.y));
    }
    return { top: box.top, left: box.left, bottom: box.bottom, right: box.right, width: box.width, height: box.height, gap };
  }, board.selector);
}

/** The browser's languages: the pages' words, and so the width of their buttons. */
const LOCALES = ['en-GB', 'ru-RU'];

for (const { viewport, tall } of PHONES) {
  for (const { name, path, actions, board: container, ready } of PAGES) {
    for (const locale of LOCALES) {
      const size = `${viewport.width}x${viewport.height} ${locale}`;
      test(`${name} on a phone held sideways (${size}): a tall board in view, everything to play within reach`, async (t) => {
        const { page, board, browser } = await openApp(t, { path, viewport, locale, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
        if (ready) await page.locator(ready).waitFor();
        const box = await drawn(board);
        const where = `${name} at ${size}: the board's canvas ${box.width.toFixed(0)}x${box.height.toFixed(0)} at ${box.left.toFixed(0)},${box.top.toFixed(0)}`;
        assert.ok(box.height >= tall, `${where} is at least ${tall} px tall`);
        assert.ok(box.top >= -0.5 && box.left >= -0.5 && box.bottom <= viewport.height + 0.5 && box.right <= viewport.width + 0.5, `${where} is wholly in view`);
        assert.ok(box.gap >= LEGIBLE_GAP, `${where} draws its points ${box.gap.toFixed(0)} px apart: the numbers sit over the pieces`);
        if (container) assert.deepEqual(await outOfReach(page, [container]), []);
        assert.deepEqual(await outOfReach(page, actions), [], `${name} at ${size}`);
        const scroll = await page.evaluate(() => [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight]);
        assert.ok(scroll[0] <= 0, `${name} at ${size} scrolls sideways by ${scroll[0]} px`);
        if (path.startsWith('?')) assert.ok(scroll[1] <= 0, `the game screen at ${size} scrolls by ${scroll[1]} px`);
        browser.assertClean();
      });
    }
  }

  const size = `${viewport.width}x${viewport.height}`;
  test(`the game screen held sideways (${size}): a move is played by two taps, the move list beside the board`, async (t) => {
    const { page, board, browser } = await openApp(t, { path: `?moves=${encodeURIComponent(PLAYING)}&mode=play`, viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    await board.set({ animation: 0 });
    const [move] = await board.legalMoves();
    const [from, to] = move.notation.split(/[-x]/).map(Number);
    for (const n of [from, to]) {
      const { x, y } = await board.point(n);
      await page.touchscreen.tap(x, y);
    }
    await page.waitForFunction((n) => document.querySelectorAll('#moves .move').length === n, 17);
    const boardBox = await page.locator('tobit-board').boundingBox();
    const last = await page.locator('#moves .move').last().boundingBox();
    assert.ok(last.x >= boardBox.x + boardBox.width, 'the move list is beside the board');
    assert.ok(last.y >= 0 && last.y + last.height <= viewport.height, 'the last move is in view');
    browser.assertClean();
  });
}

test('the rules held sideways (844x390): each diagram fits the screen\'s height', async (t) => {
  const { page, browser } = await openApp(t, { path: 'rules.html', viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const sizes = await page.locator('figure tobit-board').evaluateAll((boards) => boards.map((b) => b.getBoundingClientRect().height));
  assert.ok(sizes.length > 0);
  assert.deepEqual(sizes.filter((h) => h > 390 - 60 || h < 150), [], 'a diagram too tall for the screen or too small to read');
  const width = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(width <= 0, `the rules scroll sideways by ${width} px`);
  browser.assertClean();
});
