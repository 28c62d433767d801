// What the board tells a player without words: the pointer cursor over a piece that can move, the
// `refused` event and the pulse of the pieces that must capture, the marks left on captured
// points after the computer's move; and the board's words in its language (`lang`), in the
// element and on the embed page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openProbe, server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

/** Board colours that the pixel checks can tell apart. */
const COLOURS = {
  '--tobit-board': '#00ff00', '--tobit-kol': '#00ff00', '--tobit-must-capture': '#ff00ff',
  '--tobit-last-move': '#00ff00', '--tobit-white': '#ff0000', '--tobit-black': '#0000ff',
};
const MAGENTA = [255, 0, 255];

/**
 * Installs `window.__pixel(n, dx, dy)` in the page: the colour [r, g, b] the probe board's canvas
 * shows at point n, moved by (dx, dy) gaps.
 */
async function installPixel(page) {
  await page.evaluate(() => {
    window.__pixel = (n, dx = 0, dy = 0) => {
      const el = /** @type {any} */ (document.querySelector('#probe'));
      const canvas = el.shadowRoot.querySelector('canvas');
      const box = canvas.getBoundingClientRect();
      const at = el.pointCenter(n);
      const gap = Math.abs(el.pointCenter(8).x - el.pointCenter(7).x);
      const ratio = canvas.width / box.width;
      const x = Math.round((at.x - box.left + dx * gap) * ratio);
      const y = Math.round((at.y - box.top + dy * gap) * ratio);
      return Array.from(canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3));
    };
  });
}

/** The CSS cursor over point n of the probe board after the mouse moved there. */
async function cursorOver(page, board, n) {
  const { x, y } = await board.point(n);
  await page.mouse.move(x, y);
  return page.evaluate(() => getComputedStyle(document.querySelector('#probe').shadowRoot.querySelector('canvas')).cursor);
}

test('a movable piece shows a pointer cursor, others the default one', async (t) => {
  const { page, board, browser } = await openProbe(t, { mode: 'play', animation: '0' });
  assert.equal(await cursorOver(page, board, 9), 'pointer', 'a hul that can step');
  assert.equal(await cursorOver(page, board, 1), 'auto', 'a hul with no move');
  assert.equal(await cursorOver(page, board, 30), 'auto', "the opponent's hul");
  await board.click(9);
  assert.equal(await cursorOver(page, board, 16), 'pointer', 'the destination of the selected piece');
  browser.assertClean();
});

test('pressing a piece that may not move is refused with a reason; the capturers pulse', async (t) => {
  const { page, board, browser } = await openProbe(t, { mode: 'play', fen: 'W:W9,1:B16' }, {}, { properties: COLOURS });
  await installPixel(page);
  // Outside the capturer's steady ring, where only the pulse reaches (up and to the right).
  const outside = () => page.evaluate(() => window.__pixel(9, 0.4, -0.4));
  assert.deepEqual(await outside(), [0, 255, 0], 'nothing there before');
  await board.click(1);
  const [refused] = await board.waitEvents('refused', 1);
  assert.deepEqual(refused.detail, { reason: 'must-capture', from: 1, capturers: [9] });
  await page.waitForFunction(() => {
    const [r, g, b] = window.__pixel(9, 0.4, -0.4);
    return r > 128 && b > 128 && g < 128;
  }, null, { polling: 'raf', timeout: 5000 });
  await page.waitForFunction(() => window.__pixel(9, 0.4, -0.4).join() === '0,255,0', null, { polling: 'raf', timeout: 5000 });

  await board.drag(1, 7);
  const events = await board.waitEvents('refused', 2);
  assert.equal(events[1].detail.reason, 'must-capture', 'a drag is refused too');
  await board.click(16);
  assert.deepEqual((await board.waitEvents('refused', 3))[2].detail, { reason: 'capture-first', from: 16, capturers: [9] }, 'the piece to be taken');
  await board.click(20);
  assert.equal((await board.events('refused')).length, 3, 'an empty point is no refusal');
  await board.call('resign', 'white');
  await board.click(9);
  assert.equal((await board.waitEvents('refused', 4))[3].detail.reason, 'game-over');
  assert.deepEqual(await board.history(), [], 'nothing was played');
  browser.assertClean();
});

test("the computer's captures stay marked until the next move, also after undo", async (t) => {
  const { page, board, browser } = await openProbe(
    t, { mode: 'ai-black', level: '1', animation: '0', fen: 'W:W9,1:B23' }, {}, { properties: COLOURS },
  );
  await installPixel(page);
  assert.notDeepEqual(await page.evaluate(() => window.__pixel(16)), MAGENTA, 'no mark at first');
  await board.enter('9-16', 'click');
  await board.waitTurn('white');
  assert.deepEqual(await board.history(), ['9-16', '23x9']);
  assert.deepEqual(await page.evaluate(() => window.__pixel(16)), MAGENTA, 'a cross where the computer took');
  await board.enter('1-7', 'click');
  await board.waitTurn('white');
  assert.notDeepEqual(await page.evaluate(() => window.__pixel(16)), MAGENTA, 'gone after the next move');
  await board.call('undo');
  await board.settled();
  assert.deepEqual(await board.history(), ['9-16', '23x9']);
  // The board paints at its next frame: each mark is waited for, then checked.
  const marked = (/** @type {boolean} */ wanted) => page.waitForFunction(([mark, want]) => (JSON.stringify(window.__pixel(16)) === JSON.stringify(mark)) === want, [MAGENTA, wanted], { timeout: 5000 }).catch(() => {});
  await marked(true);
  assert.deepEqual(await page.evaluate(() => window.__pixel(16)), MAGENTA, 'back after undo');
  await board.call('showPly', 1);
  await marked(false);
  assert.notDeepEqual(await page.evaluate(() => window.__pixel(16)), MAGENTA, 'not before the capture');
  browser.assertClean();
});

test('the board speaks its lang and follows the page; languagechange tells', async (t) => {
  const { page, board, browser } = await openProbe(t, { mode: 'play', lang: 'ru' });
  const label = () => page.evaluate(() => document.querySelector('#probe').shadowRoot.querySelector('canvas').getAttribute('aria-label'));
  const catalog = (lang) => page.evaluate(async (l) => (await fetch(`../../i18n/${l}.json`)).json(), lang);
  const [ru, en] = [await catalog('ru'), await catalog('en')];
  assert.equal(await label(), ru['board.label']);
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('#probe')).translator.lang), 'ru');
  await board.set({ lang: 'en' });
  const [change] = await board.waitEvents('languagechange', 1);
  assert.deepEqual(change.detail, { lang: 'en' });
  assert.equal(await label(), en['board.label']);
  // Without its own lang the board follows the page's.
  await board.set({ lang: null });
  await page.evaluate(() => { document.documentElement.lang = 'ru'; });
  await board.waitEvents('languagechange', 2);
  assert.equal(await label(), ru['board.label']);
  browser.assertClean();
});

test('the embed page takes a lang parameter', async (t) => {
  const srv = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  await page.goto(srv.url + 'embed.html?lang=ru&mode=play');
  await boardReady(page);
  const ru = await page.evaluate(async () => (await fetch('i18n/ru.json')).json());
  assert.equal(await page.title(), ru['embed.title']);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('tobit-board')).translator.lang), 'ru');
  await page.goto(srv.url + 'embed.html?lang=ru&level=99');
  await page.waitForSelector('.problem');
  const problem = await page.textContent('.problem');
  assert.ok(problem.startsWith(ru['embed.cannotShow'].split('{reason}')[0]), problem);
  browser.assertClean([/level/]);
});

/** @type {[string, {width: number, height: number}][]} */
const SIZES = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]];
for (const [name, viewport] of SIZES) {
  for (const scheme of /** @type {const} */ (['light', 'dark'])) {
    test(`a capture on the ${name} in ${scheme} mode: the jumped hul fades while the capturer passes`, async (t) => {
      const { page, board, browser } = await openApp(t, { path: `?fen=${encodeURIComponent('W:W16,2:B23,31,35')}&mode=play`, viewport });
      await page.emulateMedia({ colorScheme: scheme });
      await board.settled();
      await board.set({ animation: 4000 });
      await board.click(16);
      await board.click(32);
      await board.waitEvents('move', 1);
      // The capturing (white) hul passes over the first jumped hul (23), which is fading.
      await page.waitForFunction(() => {
        const el = /** @type {any} */ (document.querySelector('tobit-board'));
        const canvas = el.shadowRoot.querySelector('canvas');
        const box = canvas.getBoundingClientRect();
        const at = el.pointCenter(23);
        const ratio = canvas.width / box.width;
        const [r, g, b] = canvas.getContext('2d')
          .getImageData(Math.round((at.x - box.left) * ratio), Math.round((at.y - box.top) * ratio), 1, 1).data;
        return r + g + b > 600;
      }, null, { polling: 'raf', timeout: 30000 });
      await board.settled();
      browser.assertClean();
    });
  }
}
