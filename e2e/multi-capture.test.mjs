// A capture of several jumps entered tap by tap, as on a phone and with a mouse on a desktop:
// each stop moves the piece there at once and leaves a ghost (a faint disc with a cross) on the
// piece it jumped, read back from the canvas pixels; tapping the piece's new point again keeps
// the stop; the final tap plays the whole capture.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openProbe } from './support/app.mjs';


/** White's hul on 9 takes 16 (landing on 23), then 30 (landing on 36), or 24 (landing on 25). */
const FEN = 'W:W9:B16,24,30';

/** The colour (r,g,b) of the probe's canvas at the centre of point `n`. */
function colourAt(page, n) {
  return page.evaluate((n) => {
    const el = /** @type {any} */ (document.querySelector('#probe'));
    const canvas = el.shadowRoot.querySelector('canvas');
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const at = el.pointCenter(n);
    const [x, y] = [(at.x - box.left) * ratio, (at.y - box.top) * ratio].map(Math.round);
    return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)].join();
  }, n);
}

/** Waits until the board has drawn a frame after the last input. */
function drawn(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false },
]) {
  test(`a capture tapped stop by stop moves the piece and ghosts each jumped piece (${size.name})`, async (t) => {
    const { page, browser, board } = await openProbe(t, { fen: FEN, mode: 'play', numbers: 'false', animation: '0' }, {
      viewport: size.viewport, hasTouch: size.hasTouch,
    });
    /** Taps (phone) or clicks (desktop) point n. */
    const tap = async (n) => {
      const { x, y } = await board.point(n);
      if (size.hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await drawn(page);
    };
    const white = await colourAt(page, 9);
    const black = await colourAt(page, 16);
    const empty = await colourAt(page, 23);
    assert.notEqual(white, black);

    await tap(9);
    await tap(23);
    assert.equal(await colourAt(page, 23), white, 'the piece stands on the stop');
    assert.notEqual(await colourAt(page, 9), white, 'it left its point');
    const ghost = await colourAt(page, 16);
    assert.notEqual(ghost, black, 'the jumped piece is greyed');
    assert.notEqual(ghost, empty, 'and marked');
    assert.equal(await colourAt(page, 30), black, 'the next piece is not jumped yet');

    await tap(23);
    assert.equal(await colourAt(page, 23), white, 'tapping the stop again keeps it');
    assert.equal(await colourAt(page, 16), ghost);
    assert.equal((await board.events('move')).length, 0);

    await tap(36);
    const [moved] = await board.waitEvents('move', 1);
    assert.equal(moved.detail.notation, '9x23x36');
    await board.settled();
    await drawn(page);
    assert.equal(await colourAt(page, 16), ghost, 'the ghost stays after the move, as during it');
    browser.assertClean();
  });
}
