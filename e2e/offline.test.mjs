// After one visit the app loads and plays against the AI with the server gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playAgainstAi } from './support/app.mjs';
import { boardReady } from './support/board.mjs';

test('offline: load once, stop the server, reload, play a game against the AI', { timeout: 90000 }, async (t) => {
  const { srv, page, browser } = await openApp(t);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // The first visit is not controlled yet; one reload puts the page under the service worker.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await boardReady(page);

  await srv.close();
  await assert.rejects(fetch(srv.url), 'the server is really gone');

  await page.reload();
  const board = await boardReady(page);
  // The single-file edition's download link works offline too (it is precached).
  const single = await page.evaluate(() => fetch('./tobit.html').then((r) => r.ok && r.text())
    .then((text) => typeof text === 'string' && text.includes('<script')));
  assert.equal(single, true, 'tobit.html comes from the precache');
  await playAgainstAi(page, board);
  // Requests that failed because the network is gone are expected; nothing else is.
  browser.assertClean([/ERR_CONNECTION_REFUSED/, /Failed to fetch/]);
});
