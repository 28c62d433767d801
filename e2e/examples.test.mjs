// www/embed/examples/: a page with two independent boards and an event log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server, waitText } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

test('the examples page: two boards play independently and log their events', async (t) => {
  const srv = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  await page.goto(`${srv.url}embed/examples/`);
  await page.waitForFunction(() => document.querySelectorAll('tobit-board').length >= 2);
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('tobit-board')].map((b, i) => (b.id ||= `e2e-board-${i}`)),
  );
  const [a, b] = [await boardReady(page, '#' + ids[0]), await boardReady(page, '#' + ids[1])];
  for (const board of [a, b]) await board.set({ mode: 'play', animation: 0, interactive: 'true', fen: null, moves: null });
  await a.call('setPosition', 'W:W1-12:B27-38');
  await b.call('setPosition', 'W:W1-12:B27-38');

  await a.enter('9-16', 'click');
  await b.enter('11-18', 'drag');
  await b.enter('30-23', 'click');
  assert.deepEqual(await a.history(), ['9-16']);
  assert.deepEqual(await b.history(), ['11-18', '30-23']);
  assert.equal((await a.events('move')).length, 1);
  // The page's own log shows each board's moves.
  for (const m of ['9-16', '11-18', '30-23']) await waitText(page, new RegExp(`\\b${m}\\b`));
  browser.assertClean();
});
