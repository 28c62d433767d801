// The <tobit-board> element's own behaviour, beyond what a person sees in the app: a running AI
// search stopped (its worker terminated) by undo and by removing the element, the reduced-motion
// preference, and a bad attribute reported without breaking the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './app.mjs';
import { launch } from './browser.mjs';
import { boardReady } from './board.mjs';

/** Opens the examples page of the build and adds a board `#probe` with `attributes` to it. */
async function openProbe(t, attributes, launchOptions = {}) {
  const srv = await server(t);
  const browser = await launch(t, launchOptions);
  const { page } = browser;
  await page.goto(srv.url + 'examples/');
  await page.evaluate((attrs) => {
    const board = document.createElement('tobit-board');
    board.id = 'probe';
    for (const [name, value] of Object.entries(attrs)) board.setAttribute(name, value);
    document.body.prepend(board);
  }, attributes);
  await boardReady(page, '#probe');
  return { page, browser };
}

/** The recorded events of the probe board of one type. */
function events(page, type) {
  return page.evaluate((t) => window.__events.filter((e) => e.id === 'probe' && e.type === t), type);
}

/** Waits until the probe board has sent `count` events of `type` whose detail has the fields of `match`. */
function waitEvents(page, type, count, match = {}) {
  return page.waitForFunction(
    ([t, n, m]) => window.__events.filter((e) => e.id === 'probe' && e.type === t
      && Object.entries(m).every(([k, v]) => e.detail?.[k] === v)).length >= n,
    [type, count, match],
    { timeout: 20000 },
  );
}

test('undo while the AI thinks terminates its worker and the stale reply is never played', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'ai-black', level: '8', animation: '0' });
  const closed = [];
  const watch = (w) => w.on('close', () => closed.push(w.url()));
  page.workers().forEach(watch); // the pool starts a worker as soon as a board has an AI
  page.on('worker', watch);
  await page.evaluate(() => document.getElementById('probe').play('9-16'));
  await waitEvents(page, 'thinking', 1, { active: true });
  const undone = await page.evaluate(() => document.getElementById('probe').undo());
  assert.equal(undone, true);
  assert.deepEqual(await page.evaluate(() => document.getElementById('probe').history()), []);
  const thinking = (await events(page, 'thinking')).map((e) => e.detail.active);
  assert.deepEqual(thinking, [true, false]);
  for (let round = 0; round < 50 && closed.length === 0; round++) await page.evaluate(() => 0);
  assert.ok(closed.some((url) => url.endsWith('engine-worker.js')), `no engine worker was terminated: ${closed}`);

  // A new move gets a fresh search; the only AI move is the reply to it.
  await page.evaluate(() => {
    const board = document.getElementById('probe');
    board.level = 1;
    board.play('11-18');
  });
  await waitEvents(page, 'move', 1, { source: 'ai' });
  const history = await page.evaluate(() => document.getElementById('probe').history());
  assert.equal(history.length, 2);
  assert.equal(history[0], '11-18');
  assert.equal((await events(page, 'move')).filter((e) => e.detail.source === 'ai').length, 1);
  browser.assertClean();
});

test('a board removed while its AI thinks stops it, and resumes when put back', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'ai-white', level: '6', animation: '0' });
  await waitEvents(page, 'thinking', 1, { active: true });
  const stopped = await page.evaluate(() => {
    // A removed element's events no longer reach the document: listen on the element itself.
    const seen = [];
    window.__probe = document.getElementById('probe');
    window.__probe.addEventListener('thinking', (e) => seen.push(e.detail.active));
    window.__probe.remove();
    return seen;
  });
  assert.deepEqual(stopped, [false]);
  assert.deepEqual(await page.evaluate(() => window.__probe.history()), []);
  await page.evaluate(() => document.body.prepend(window.__probe));
  await waitEvents(page, 'move', 1, { source: 'ai', by: 'white' });
  assert.equal(await page.evaluate(() => window.__probe.history().length), 1);
  browser.assertClean();
});

test('moves are animated, unless the user prefers reduced motion', async (t) => {
  for (const [reducedMotion, animated] of [['no-preference', true], ['reduce', false]]) {
    const { page, browser } = await openProbe(t, { mode: 'play', animation: '800' }, { reducedMotion });
    const running = await page.evaluate(() => {
      const board = document.getElementById('probe');
      board.play('9-16');
      return board.isAnimating();
    });
    assert.equal(running, animated, `reducedMotion ${reducedMotion}`);
    browser.assertClean();
  }
});

test('a bad attribute fires an error naming it and the board keeps its default', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'play' });
  const level = await page.evaluate(() => {
    const board = document.getElementById('probe');
    board.setAttribute('level', '42');
    return board.level;
  });
  assert.equal(level, 4);
  const [error] = await events(page, 'error');
  assert.match(error.detail.message, /level must be a whole number from 1 to 8 \(got "42"\)/);
  browser.assertClean();
});
