// An open page never mixes two releases: after an update it keeps running the files it
// started with (its engine worker too) until it reloads; a new page gets the new release.
// And /embed/examples/ works offline like every other page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST } from './support/serve.mjs';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { writePrecache } from '../scripts/build/precache.mjs';

/** A copy of dist/ the test may turn into a new release; removed after `t`. */
async function copyOfDist(t) {
  const dir = await mkdtemp(join(tmpdir(), 'tobit-release-'));
  await cp(DIST, dir, { recursive: true });
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Opens `url` and waits until the service worker controls the page (the first visit installs
 * it; one reload puts the page under it).
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function openControlled(page, url) {
  await page.goto(url);
  await boardReady(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return boardReady(page);
}

/** What the page's engine answers (a worker of the release the page started with). */
function engineAnswer(page) {
  return page.evaluate(() => document.querySelector('tobit-board').bestMove({ depth: 1 })
    .then((r) => `move ${r.move}`, (e) => `error ${e.message}`));
}

test('after an update an open page keeps its release, its engine worker too; a new page gets the new one', { timeout: 90000 }, async (t) => {
  const root = await copyOfDist(t);
  const srv = await server(t, { root });
  const browser = await launch(t);
  const old = browser.page;
  await openControlled(old, srv.url);
  const version = await old.evaluate(() => navigator.serviceWorker.controller.scriptURL);

  // Release 2: its engine worker answers every request with an error naming the release.
  await writeFile(join(root, 'engine', 'worker.js'),
    "self.onmessage = (e) => self.postMessage({ id: e.data.id, ok: false, error: 'release 2' });\n");
  await writePrecache(root);
  const changed = old.evaluate(() => new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
  }));
  await old.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await changed;
  assert.equal(await old.evaluate(() => navigator.serviceWorker.controller.scriptURL), version, 'same script URL, new worker');

  // The old page starts its first engine worker only now, after the update: release 1's.
  assert.match(await engineAnswer(old), /^move /);

  const fresh = await browser.context.newPage();
  await fresh.goto(srv.url);
  await boardReady(fresh);
  assert.equal(await engineAnswer(fresh), 'error release 2', 'a new page runs the new release');
  assert.match(await engineAnswer(old), /^move /, 'the old page still runs its own');

  await old.reload();
  await boardReady(old);
  assert.equal(await engineAnswer(old), 'error release 2', 'a reload moves the page to the new release');
  browser.assertClean([/release 2/]);
});

test('/embed/examples/ works offline like every other page', { timeout: 60000 }, async (t) => {
  const srv = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  await openControlled(page, srv.url);
  await srv.close();
  await page.goto(`${srv.url}embed/examples/`);
  await page.waitForFunction(() => document.querySelectorAll('tobit-board').length >= 2);
  await boardReady(page, 'tobit-board');
  assert.ok((await page.title()).length > 0);
  browser.assertClean([/ERR_CONNECTION_REFUSED/, /Failed to fetch/]);
});
