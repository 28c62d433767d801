// Playing with the keyboard from the first screen: "Start the game" leaves the focus on the
// board, which shows it (an outline) and a cursor that stands out on white and black pieces; a
// typed move that is not possible is named in the strip ("9-1 is not possible here"); "?" and a
// visible button list the keys. Both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';
import { catalog } from './support/www.mjs';


/** @param {string} lang */

/** The board's listbox of points (its tab stop) and the cursor's point, as the page sees them. */
function focusState(page) {
  return page.evaluate(() => {
    const board = /** @type {HTMLElement} */ (document.querySelector('tobit-board'));
    const list = board.shadowRoot.querySelector('[role="listbox"]');
    const cursor = board.shadowRoot.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    return {
      focused: document.activeElement === board && board.shadowRoot.activeElement === list,
      outline: getComputedStyle(list).outlineStyle,
      cursor: cursor?.getAttribute('aria-label') ?? '',
      box: cursor ? (({ x, y, width, height }) => ({ x, y, width, height }))(cursor.getBoundingClientRect()) : null,
    };
  });
}

/** How many pixels of the cursor's blue (#1a5fd0) the page shows around the cursor. */
async function cursorPixels(page) {
  const { box } = await focusState(page);
  const pad = 6;
  const png = await page.screenshot({ clip: { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad } });
  return page.evaluate(async (data) => {
    // Decoded from bytes (the page's Content-Security-Policy refuses data: images).
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (Math.abs(pixels[i] - 0x1a) < 30 && Math.abs(pixels[i + 1] - 0x5f) < 30 && Math.abs(pixels[i + 2] - 0xd0) < 30) count++;
    }
    return count;
  }, png.toString('base64'));
}

for (const lang of ['en', 'ru']) {
  test(`the keyboard plays from the first screen: focus, outline, cursor, typed moves, the keys listed (${lang})`, async (t) => {
    const w = catalog(lang);
    const { page, browser } = await openApp(t, { locale: lang, welcome: null, viewport: { width: 1280, height: 800 } });
    const dialog = page.locator('#new-game-dialog');
    await dialog.waitFor();
    await page.keyboard.press('Enter'); // "Start the game" has the focus
    await dialog.waitFor({ state: 'hidden' });
    let state = await focusState(page);
    assert.equal(state.focused, true, 'the board has the focus after the start');
    assert.equal(state.outline, 'solid', 'and shows it');

    // The cursor stands out on a white hul (point 1) and on a black one.
    assert.match(state.cursor, new RegExp(w['board.point.whiteHul'].replace('{point}', '1')));
    assert.ok(await cursorPixels(page) > 40, 'the cursor shows on a white piece');
    const black = w['board.point.blackHul'].replace('{point}, ', '');
    for (let i = 0; i < 10 && !state.cursor.includes(black); i++) {
      await page.keyboard.press('ArrowUp');
      state = await focusState(page);
    }
    assert.ok(state.cursor.includes(black), state.cursor);
    assert.ok(await cursorPixels(page) > 40, 'the cursor shows on a black piece');

    // A typed move that is not possible is named.
    await page.keyboard.type('9-1');
    await page.keyboard.press('Enter');
    await page.locator('#status').filter({ hasText: w['refused.notLegal'].replace('{move}', '9-1') }).waitFor();

    // "?" lists the keys, and so does the visible button.
    const keys = page.locator('#keys-dialog');
    await page.keyboard.press('?');
    await keys.waitFor();
    assert.equal(await keys.locator('h2').textContent(), w['keys.title']);
    assert.deepEqual(await keys.locator('li').allTextContents(), ['keys.arrows', 'keys.pick', 'keys.cancel', 'keys.type',
      'keys.position', 'keys.last', 'keys.legal', 'a11y.keys.sound', 'keys.undo', 'keys.navigate', 'keys.help'].map((key) => w[key]));
    await page.keyboard.press('Escape');
    await keys.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: w['keys.show'] }).click();
    await keys.waitFor();
    await keys.getByRole('button', { name: w['action.close'] }).click();
    await keys.waitFor({ state: 'hidden' });
    browser.assertClean();
  });
}

test('on a touch phone "Start the game" focuses the board without a frame or a cursor ring; a key shows them', async (t) => {
  const { page, browser } = await openApp(t, { locale: 'ru', welcome: null, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const dialog = page.locator('#new-game-dialog');
  await dialog.waitFor();
  await dialog.locator('button[value="start"]').tap();
  await dialog.waitFor({ state: 'hidden' });
  let state = await focusState(page);
  assert.equal(state.focused, true, 'the keys still play at once');
  assert.equal(state.outline, 'none', 'no keyboard frame after a tap');
  assert.equal(await cursorPixels(page), 0, 'no cursor ring on point 1 that looks like a selected piece');
  await page.keyboard.press('ArrowRight');
  state = await focusState(page);
  assert.equal(state.outline, 'solid', 'a key shows the frame');
  assert.ok(await cursorPixels(page) > 40, 'and the cursor');
  browser.assertClean();
});
