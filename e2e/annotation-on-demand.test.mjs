// The arrows' input (element/annotation-input.js) is loaded by the first gesture that draws, not
// with the board: a right-drag or the A keys made while it is still on its way (held back here,
// as a slow network would) are recorded and replayed into it when it arrives, so the first arrow
// is drawn all the same (element/annotations.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openProbe } from './support/app.mjs';
import { arrow, shapes } from './support/shapes.mjs';

/**
 * Holds back the page's request for the arrows' input until `release()`; `asked` resolves when
 * the page has asked for it.
 * @param {import('playwright-core').Page} page
 */
async function holdInput(page) {
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => { release = () => resolve(undefined); });
  /** @type {() => void} */
  let ask = () => {};
  const asked = new Promise((resolve) => { ask = () => resolve(undefined); });
  await page.route('**/chunks/annotation-input-*.js', async (route) => {
    ask();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** The probe's shapes, as its `shapes` getter gives them. */
const shown = (page) => page.evaluate(() => /** @type {any} */ (document.querySelector('#probe')).shapes);

test('a right-drag released before the input module arrived draws its arrow when it comes', async (t) => {
  const { page, board, browser } = await openProbe(t, { mode: 'play' });
  const held = await holdInput(page);
  const from = await board.point(9);
  const to = await board.point(16);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: 'right' });
  await held.asked; // the right press asked for the input
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  assert.deepEqual(await shown(page), shapes(), 'nothing drawn while the input is held back');
  assert.deepEqual(await board.events('shapes'), []);
  held.release();
  const [drawn] = await board.waitEvents('shapes', 1, 10000);
  assert.deepEqual(drawn.detail, shapes([arrow(9, 16)]));
  assert.deepEqual(await shown(page), shapes([arrow(9, 16)]));
  assert.deepEqual(await board.history(), [], 'drawing made no move');
  browser.assertClean();
});

test('the A keys pressed before the input module arrived draw their arrow from the points of their time', async (t) => {
  const { page, board, browser } = await openProbe(t, { mode: 'play' });
  const held = await holdInput(page);
  const cursor = () => page.evaluate(() => {
    const points = /** @type {HTMLElement} */ (document.querySelector('#probe').shadowRoot.querySelector('.points'));
    return Number(/p(\d+)$/.exec(points.getAttribute('aria-activedescendant') ?? '')?.[1]);
  });
  await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#probe').shadowRoot.querySelector('.points')).focus());
  const from = await cursor();
  await page.keyboard.press('Shift+a');
  await held.asked; // the A key asked for the input
  await page.keyboard.press('ArrowUp');
  const to = await cursor();
  assert.notEqual(to, from, 'the cursor moved');
  await page.keyboard.press('a'); // the arrow's colour is the second A's: green
  assert.deepEqual(await board.events('shapes'), [], 'nothing drawn while the input is held back');
  held.release();
  const [drawn] = await board.waitEvents('shapes', 1, 10000);
  assert.deepEqual(drawn.detail, shapes([arrow(from, to)]));
  assert.deepEqual(await shown(page), shapes([arrow(from, to)]));
  browser.assertClean();
});
