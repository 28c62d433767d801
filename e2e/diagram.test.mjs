// Diagrams and annotations (issue 23): a diagram made from the app's game screen in both
// languages and both styles, its SVG and PNG downloads checked; the PNG of `tobit diagram`
// against the browser's canvas board at every point centre; arrows and circles drawn on the board
// by right-drag, right-click, the keyboard and a long press, each change seen as a `shapes` event; the rules
// page printed with its diagrams.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { openApp, downloaded } from './support/app.mjs';
import { closeBrowser } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { arrow, circle, shapes } from './support/shapes.mjs';

after(closeBrowser);

/** A game in progress (16 plies, each side has taken two pieces). */
const PLAYING = '8-15 32-25 11-18 25x11 5x18 38-32 15-16 30-23 16x30 36x23 18-17 29-30 17-16 28-21 2-8 34-28';
/** Both kinds of piece of both sides, and empty points. */
const MIXED = 'B:W9,10,K38,11,12:B16,K1,27,20';

const WORDS = {
  en: { title: 'Diagram of the position', svg: 'Download SVG', png: 'Download PNG' },
  ru: { title: 'Диаграмма позиции', svg: 'Скачать SVG', png: 'Скачать PNG' },
};

/** The point numbers of the pieces of a FEN such as `W:W1,2,K3:B38`. */
function piecePoints(fen) {
  return fen.split(':').slice(1).flatMap((side) => side.slice(1).split(',').filter(Boolean).map((p) => Number(p.replace('K', '')))).sort((a, b) => a - b);
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const lang of ['en', 'ru']) {
  test(`a diagram is made from the game screen in ${lang}, in both styles, as SVG and PNG`, async (t) => {
    const { page, board, browser } = await openApp(t, { path: `?moves=${encodeURIComponent(PLAYING)}&mode=play`, locale: lang });
    const fen = await board.call('currentFen');
    await board.call('setShapes', [arrow(28, 22)], [circle(16, 'Y')]); // the board's shapes are offered
    await page.locator('#diagram').click();
    const dialog = page.locator('.diagram-dialog[open]');
    await dialog.waitFor();
    assert.equal(await dialog.locator('h2').innerText(), WORDS[lang].title);
    assert.equal(await dialog.locator('input[name="last"]').isChecked(), true, 'a game with moves shows its last move');
    assert.equal(await dialog.locator('input[name="shapes"]').isChecked(), true, 'the arrows and circles on the board');
    await dialog.locator('input[name="caption"]').fill('Diagram 1 <test>');
    for (const style of ['print', 'board']) {
      await dialog.locator(`input[name="style"][value="${style}"]`).check();
      const svg = await downloaded(page, () => dialog.getByRole('button', { name: WORDS[lang].svg }).click());
      assert.equal(svg.name, 'tobit-diagram.svg');
      const text = svg.bytes.toString();
      assert.match(text, new RegExp(`^<svg [^>]*class="tobit-diagram ${style}"`));
      assert.ok(text.includes(`<desc>${fen}</desc>`), 'the FEN of the position shown');
      assert.ok(text.includes('<title>Diagram 1 &lt;test&gt;</title>'), 'the caption is the title');
      assert.ok(text.includes('class="arrow green"'), 'the arrow drawn');
      const points = [...text.matchAll(/<use [^>]*data-point="(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
      assert.deepEqual(points, piecePoints(fen), 'one element per piece, at its point');
      // The browser reads the downloaded SVG as a well-formed XML document.
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
        return { error: doc.querySelector('parsererror') !== null, root: doc.documentElement.localName };
      }, text);
      assert.deepEqual(parsed, { error: false, root: 'svg' });

      const png = await downloaded(page, () => dialog.getByRole('button', { name: WORDS[lang].png }).click());
      assert.equal(png.name, 'tobit-diagram.png');
      const width = Number(/width="(\d+)"/.exec(text)?.[1]);
      const height = Number(/height="(\d+)"/.exec(text)?.[1]);
      assert.deepEqual(pngSize(png.bytes), { width, height });
      assert.equal(width, 480);
    }
    await dialog.locator('button[value="close"]').click();
    await dialog.waitFor({ state: 'hidden' });
    browser.assertClean();
  });
}

/** The newest `tobit` binary of this checkout, built by cargo (with the cli feature). */
function tobitBinary() {
  const root = new URL('../target/', import.meta.url).pathname;
  const built = ['test-opt', 'release', 'debug'].map((p) => `${root}${p}/tobit`).filter((f) => existsSync(f));
  built.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const found = built.find((file) => {
    try {
      execFileSync(file, ['diagram', '--help'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  assert.ok(found, 'no tobit binary with the diagram command in target/: run `cargo build --bin tobit` first');
  return found;
}

test('the PNG of tobit diagram shows at every point centre what the canvas board shows there', async (t) => {
  const tobit = tobitBinary();
  const { page, browser } = await openApp(t, { path: 'embed/examples/', welcome: null, colorScheme: 'light' });
  for (const orientation of ['white', 'black']) {
    const args = ['diagram', MIXED, '--style', 'board', '--size', '480', '--png', '-'];
    if (orientation === 'black') args.push('--flip');
    const png = execFileSync(tobit, args);
    const { width, height } = pngSize(png);
    await page.evaluate(([fen, orientation, width]) => {
      document.getElementById('probe')?.remove();
      const board = document.createElement('tobit-board');
      board.id = 'probe';
      for (const [k, v] of Object.entries({ fen, orientation, mode: 'view', numbers: 'false', animation: '0', theme: 'standard' })) board.setAttribute(k, v);
      board.style.cssText = `display:block;width:${width}px`;
      document.body.prepend(board);
    }, [MIXED, orientation, width]);
    await boardReady(page, '#probe');
    const result = await page.evaluate(async ([base64, height]) => {
      const board = /** @type {any} */ (document.getElementById('probe'));
      const canvas = board.shadowRoot.querySelector('canvas');
      const box = canvas.getBoundingClientRect();
      const ratio = canvas.width / box.width;
      const image = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const picture = new OffscreenCanvas(image.width, image.height).getContext('2d');
      picture.drawImage(image, 0, 0);
      const read = (ctx, x, y) => [...ctx.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3)];
      const differ = [];
      for (let n = 1; n <= 38; n++) {
        const c = board.pointCenter(n);
        const x = c.x - box.left;
        const y = c.y - box.top;
        const a = read(canvas.getContext('2d'), x * ratio, y * ratio);
        const b = read(picture, x, y);
        if (a.some((v, i) => Math.abs(v - b[i]) > 8)) differ.push({ n, canvas: a, png: b });
      }
      return { differ, boardHeight: Math.round(box.height), height };
    }, [png.toString('base64'), height]);
    assert.equal(result.boardHeight, result.height, 'the board and the diagram have the same proportions');
    assert.deepEqual(result.differ, [], `${orientation} at the bottom`);
  }
  browser.assertClean();
});

/** Presses and releases the right button from point `from` to point `to` (a click when equal). */
async function rightDrag(page, board, from, to) {
  const a = await board.point(from);
  const b = await board.point(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
}

test('arrows and circles are drawn by right-drag, right-click and the keyboard, and a left click clears them', async (t) => {
  const { page, board, browser } = await openApp(t, { path: '?mode=play' });
  const last = async (count) => (await board.waitEvents('shapes', count, 5000))[count - 1].detail;

  await rightDrag(page, board, 9, 16);
  assert.deepEqual(await last(1), shapes([arrow(9, 16)]));
  await page.keyboard.down('Shift');
  await rightDrag(page, board, 22, 22);
  await page.keyboard.up('Shift');
  assert.deepEqual(await last(2), shapes([arrow(9, 16)], [circle(22, 'R')]));
  assert.deepEqual(await page.evaluate(() => document.querySelector('tobit-board').shapes), shapes([arrow(9, 16)], [circle(22, 'R')]));
  await rightDrag(page, board, 9, 16); // drawn again: it disappears
  assert.deepEqual(await last(3), shapes([], [circle(22, 'R')]));
  assert.deepEqual(await board.history(), [], 'drawing made no move');

  // The keyboard: A marks the cursor's point, an arrow key moves the cursor, Alt+A draws blue.
  const points = await page.evaluateHandle(() => document.querySelector('tobit-board').shadowRoot.querySelector('.points'));
  await points.asElement().focus();
  const help = await page.evaluate(() => document.querySelector('tobit-board').shadowRoot.getElementById(document.querySelector('tobit-board').shadowRoot.querySelector('.points').getAttribute('aria-describedby')).textContent);
  assert.match(help, /A: mark a point/);
  await page.keyboard.press('a');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Alt+a');
  const drawn = await last(4);
  assert.deepEqual(drawn.arrows.map(({ from, brush }) => ({ from, brush })), [{ from: 1, brush: 'B' }]);
  assert.deepEqual(drawn.circles, [circle(22, 'R')]);
  await page.keyboard.press('a');
  await page.keyboard.press('a');
  assert.deepEqual((await last(5)).circles.map(({ brush }) => brush), ['R', 'G']);

  // The page's own shapes are kept and drawn on by the player.
  await board.call('setShapes', [arrow(30, 23, 'R')], []);
  await rightDrag(page, board, 30, 23);
  assert.deepEqual(await last(6), shapes([arrow(30, 23)]), 'redrawn in another colour');

  await board.click(20); // an empty point: a left click clears them
  assert.deepEqual(await last(7), shapes());
  browser.assertClean();
});

test('a long press on touch, then a slide to another point, draws an arrow and makes no move', async (t) => {
  const { page, board, browser } = await openApp(t, { path: '?mode=play', hasTouch: true });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  const from = await board.point(9);
  const to = await board.point(16);
  // A right-drag loads the gestures (its arrow comes once they are there); a left click clears it.
  await rightDrag(page, board, 10, 17);
  await board.waitEvents('shapes', 1, 5000);
  await board.click(20);
  await board.waitEvents('shapes', 2, 5000);
  await page.clock.install(); // the long press's wait runs on the page's clock, moved on below
  await touch('touchStart', from);
  await page.clock.runFor(600);
  await touch('touchMove', { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 });
  await touch('touchMove', to);
  await touch('touchEnd');
  const drawn = (await board.waitEvents('shapes', 3, 5000))[2];
  assert.deepEqual(drawn.detail, shapes([arrow(9, 16)]));
  assert.deepEqual(await board.history(), [], 'the long press made no move');
  browser.assertClean();
});

test('the rules page prints each board as its diagram in the print style', async (t) => {
  const { page, browser } = await openApp(t, { path: 'rules.html', welcome: null });
  await page.evaluate(() => { /** @type {any} */ (window).print = () => { /** @type {any} */ (window).printed = true; }; });
  await page.waitForFunction(() => [...document.querySelectorAll('tobit-board')].every((b) => b.getAttribute('aria-busy') !== 'true'));
  await page.evaluate(() => Promise.all([...document.querySelectorAll('tobit-board')].map((b) => /** @type {any} */ (b).ready)));
  await page.locator('#print').click();
  await page.waitForFunction(() => /** @type {any} */ (window).printed === true);
  const boards = await page.locator('tobit-board').count();
  assert.ok(boards > 0);
  assert.equal(await page.locator('img.print-diagram').count(), boards);
  const sizes = await page.locator('img.print-diagram').evaluateAll((imgs) => imgs.map((i) => /** @type {HTMLImageElement} */ (i).naturalWidth));
  assert.ok(sizes.every((w) => w === 480), `every diagram drawn: ${sizes}`);
  assert.equal(await page.locator('img.print-diagram').first().isVisible(), false, 'on screen the boards show');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('img.print-diagram').first().isVisible(), true, 'on paper the diagrams');
  assert.equal(await page.locator('tobit-board').first().isVisible(), false);
  browser.assertClean();
});
