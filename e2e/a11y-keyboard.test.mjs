// Every control of the app is reached by Tab, shows a visible focus indicator, and the tab order
// follows the screen's reading order, at desktop (1280x800) and phone (390x844) sizes: each next
// stop is below the one before, or on its row to the right, or in a column to the right of it
// (the side panel after the board); a bar fixed to the bottom of the screen (the phone's action
// bar) comes last, after the move list, in reading order inside. The board is one stop whose
// focused point shows a ring.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';

/**
 * Runs in the page: the focused element (inside shadow roots; for a widget with
 * aria-activedescendant, its active descendant), its box and whether a focus indicator shows.
 */
const FOCUSED = () => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  const root = /** @type {Document | ShadowRoot} */ (el.getRootNode());
  const active = el.getAttribute('aria-activedescendant');
  const shown = (active && root.getElementById(active)) || el;
  const style = getComputedStyle(shown);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  const ring = style.boxShadow !== 'none';
  // The box of the tab stop as the page lays it out (the board's host for its points).
  const host = /** @type {any} */ (root).host ?? el;
  const box = host.getBoundingClientRect();
  const fixed = (() => {
    for (let e = host; e instanceof Element; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
    return false;
  })();
  const name = `${host.tagName.toLowerCase()}${host.id ? `#${host.id}` : ''}${host.getAttribute('value') ? `[value=${host.getAttribute('value')}]` : ''}`;
  return { name, fixed, visible: outline || ring, box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom } };
};

/** Whether stop `b` may follow stop `a` in reading order (boxes in page pixels). */
function follows(a, b) {
  const tolerance = 4;
  const sameRow = b.top < a.bottom - tolerance && a.top < b.bottom - tolerance;
  if (sameRow) return b.left >= a.left - tolerance; // on a row, left to right
  if (b.top >= a.bottom - tolerance) return true; // further down
  return b.left >= a.right - tolerance; // up again only into a column to the right
}

/** @type {[string, {width: number, height: number}][]} */
const SIZES = [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]];
for (const [size, viewport] of SIZES) {
  test(`Tab reaches every control of the app in reading order with a visible focus (${size})`, async (t) => {
    const { page, board, browser } = await openApp(t, { viewport });
    await board.set({ animation: 0 });
    await board.enter('9-16'); // the move list and the undo button have something to show
    // Tab on until focus has left the page once (past the last stop) and come round again:
    // the stops from the start of the page to its end.
    const stops = [];
    let wrapped = false;
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(FOCUSED);
      if (!focused) {
        if (wrapped) break;
        wrapped = true;
        continue;
      }
      if (!wrapped) continue;
      if (stops.length && focused.name === stops[0].name) break;
      const scroll = focused.fixed ? { x: 0, y: 0 } : await page.evaluate(() => ({ x: scrollX, y: scrollY }));
      const { left, top, right, bottom } = focused.box;
      stops.push({ ...focused, box: { left: left + scroll.x, top: top + scroll.y, right: right + scroll.x, bottom: bottom + scroll.y } });
    }
    t.diagnostic(`${size}: ${stops.map((s) => s.name).join(' > ')}`);
    // Every enabled, shown control of the page is a stop.
    const controls = await page.evaluate(() => [...document.querySelectorAll('button, select, input, a[href], tobit-board')]
      .filter((el) => !(/** @type {any} */ (el)).disabled && el.checkVisibility() && !el.closest('dialog:not([open]), [hidden]'))
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`));
    const names = new Set(stops.map((s) => s.name.replace(/\[.*$/, '')));
    assert.deepEqual(controls.filter((c) => !names.has(c)), [], 'controls Tab does not reach');
    assert.deepEqual(stops.filter((s) => !s.visible).map((s) => s.name), [], 'stops without a visible focus');
    const backwards = [];
    for (let i = 1; i < stops.length; i++) {
      // Entering the bar fixed to the screen is no step back (it is checked to come last).
      if (stops[i - 1].fixed !== stops[i].fixed) continue;
      if (!follows(stops[i - 1].box, stops[i].box)) backwards.push(`${stops[i - 1].name} > ${stops[i].name}`);
    }
    assert.deepEqual(backwards, [], 'the tab order goes against the reading order');
    // The bar fixed under the screen is the last region: nothing of the page follows it.
    const firstFixed = stops.findIndex((s) => s.fixed);
    if (firstFixed >= 0) {
      assert.deepEqual(stops.slice(firstFixed).filter((s) => !s.fixed).map((s) => s.name), [], 'stops after the fixed bar');
    }
    assert.equal(firstFixed >= 0, size === 'phone', 'the phone, and only the phone, has a fixed bar');
    if (size === 'phone') {
      // The menu opens with the keyboard and its links come next.
      await page.focus('#menu-button');
      await page.keyboard.press('Enter');
      assert.equal(await page.getAttribute('#menu-button', 'aria-expanded'), 'true');
      await page.keyboard.press('Tab');
      const next = await page.evaluate(FOCUSED);
      assert.equal(next?.name, 'a', 'the first link of the open menu');
      assert.ok(next?.visible);
      // Wider, the bar is back under the board's navigation; narrower again, last once more.
      const barAfterNav = () => page.evaluate(() => document.querySelector('.board-column .nav + .actions') !== null);
      const barLast = () => page.evaluate(() => document.querySelector('main.layout > .actions:last-child') !== null);
      assert.equal(await barLast(), true);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForFunction(() => document.querySelector('.board-column .nav + .actions') !== null);
      assert.equal(await barLast(), false);
      await page.setViewportSize(viewport);
      await page.waitForFunction(() => document.querySelector('main.layout > .actions:last-child') !== null);
      assert.equal(await barAfterNav(), false);
    }
    browser.assertClean();
  });
}
