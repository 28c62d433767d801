// Reduced motion is honoured everywhere: under `prefers-reduced-motion: reduce` a move is played
// at once (no slide, no capture fade), the pieces that must capture get a steady ring instead of
// a pulse, and nothing on the page is animated or transitions (the thinking spinner, toasts, the
// result card, dialogs). The same checks without the preference show they can fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';

/**
 * Runs in the page: what moves now: the running CSS animations and transitions
 * (document.getAnimations()) and the elements whose computed animation or transition lasts.
 */
const MOTION = () => {
  const moving = [];
  const lasts = (/** @type {string} */ list) => list.split(',').some((d) => parseFloat(d) > 0);
  for (const el of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after', '::backdrop']) {
      const style = getComputedStyle(el, pseudo);
      const animated = style.animationName !== 'none' && lasts(style.animationDuration);
      if (animated || lasts(style.transitionDuration)) moving.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${pseudo ?? ''}`);
    }
  }
  return { running: document.getAnimations().length, moving };
};

/**
 * The distinct colours of the canvas pixel just outside the must-capture ring of point 9, one
 * per frame for 1.5 s (longer than the ring lasts) from a refused press on point 1.
 */
async function ringColours(page, board) {
  await board.call('setPosition', 'W:W9,1:B16');
  await board.click(1);
  await board.waitEvents('refused', 1);
  return page.evaluate(() => new Promise((resolve) => {
    const el = /** @type {any} */ (document.querySelector('tobit-board'));
    const canvas = el.shadowRoot.querySelector('canvas');
    const box = canvas.getBoundingClientRect();
    const gap = Math.abs(el.pointCenter(8).x - el.pointCenter(7).x);
    const at = el.pointCenter(9);
    const ratio = canvas.width / box.width;
    const [x, y] = [(at.x - box.left + 0.4 * gap) * ratio, (at.y - box.top - 0.4 * gap) * ratio].map(Math.round);
    const seen = new Set();
    const start = performance.now();
    const sample = (/** @type {number} */ now) => {
      seen.add(canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3).join());
      if (now - start < 1500) requestAnimationFrame(sample);
      else resolve([...seen]);
    };
    requestAnimationFrame(sample);
  }));
}

/** Plays `move` on the app's board; whether an animation then runs. */
function playAnimated(page, move) {
  return page.evaluate((m) => {
    const el = /** @type {any} */ (document.querySelector('tobit-board'));
    el.play(m);
    return el.isAnimating();
  }, move);
}

for (const reducedMotion of /** @type {const} */ (['reduce', 'no-preference'])) {
  test(`motion under prefers-reduced-motion: ${reducedMotion}`, async (t) => {
    const reduce = reducedMotion === 'reduce';
    const { page, board, browser } = await openApp(t, { reducedMotion, viewport: { width: 1280, height: 800 } });
    // A move: at once under reduced motion.
    const animating = await playAnimated(page, '9-16');
    assert.equal(animating, !reduce, 'a move slides only without the preference');
    await board.settled();
    // The spinner the status shows while the computer thinks.
    await page.evaluate(() => { document.getElementById('status').dataset.kind = 'thinking'; });
    const thinking = await page.evaluate(MOTION);
    if (!reduce) assert.ok(thinking.moving.some((m) => m.startsWith('p#status')), 'the spinner spins');
    await page.evaluate(() => { delete document.getElementById('status').dataset.kind; });
    // A capture: its jumped piece fades only without the preference.
    await board.call('setPosition', 'W:W16:B23,37');
    const capturing = await playAnimated(page, '16x30');
    assert.equal(capturing, !reduce, 'a capture fades only without the preference');
    await board.settled();
    // The compulsory-capture ring: steady (the ring or the ground, nothing between) or pulsing.
    const colours = await ringColours(page, board);
    if (reduce) assert.ok(colours.length <= 2, `a steady ring: ${colours.join(' ')}`);
    else assert.ok(colours.length > 3, `a pulse: ${colours.join(' ')}`);
    // A dialog (the draw offered to the other player), a toast (declined), the result card.
    const states = {};
    await page.click('#offer-draw');
    await page.waitForSelector('#draw-dialog[open]');
    states.dialog = await page.evaluate(MOTION);
    await page.click('#draw-dialog button[value="decline"]');
    await page.waitForSelector('.toast');
    states.toast = await page.evaluate(MOTION);
    if (!reduce) assert.ok(states.toast.moving.some((m) => m.startsWith('div')), 'the toast slides in');
    await page.click('#resign');
    await page.waitForSelector('#confirm-dialog[open]');
    await page.click('#confirm-dialog[open] button[value="yes"]');
    await page.waitForSelector('#result:not([hidden])');
    states.result = await page.evaluate(MOTION);
    t.diagnostic(`${reducedMotion}: ring colours ${colours.length}; ${Object.entries({ thinking, ...states })
      .map(([k, v]) => `${k}: ${v.running} running, ${v.moving.length} moving`).join('; ')}`);
    if (reduce) {
      for (const [state, motion] of Object.entries({ thinking, ...states })) {
        assert.deepEqual(motion, { running: 0, moving: [] }, state);
      }
    }
    browser.assertClean();
  });
}
