// The import budget (docs/PDN.md): a file of 10 000 games (the size of a club's whole archive)
// opened in My games' import dialog of the built app; measures the time until the list of games
// is shown (read in the PDN worker, then its first games listed), the longest task the page's
// main thread ran meanwhile (the page must not freeze), the time to add them all to My games
// (stored) and the longest task meanwhile, then from the end of the import until My games lists them (its first rows shown and
// the count of games said) and the longest task meanwhile, and the same for My games opened
// again. Not a test (nothing is asserted): `node e2e/tools/measure-pdn-import.mjs [games]` after
// `make dist`.
import { serve } from '../support/serve.mjs';
import { closeBrowser, launch } from '../support/browser.mjs';
import { boardReady } from '../support/board.mjs';
import { answerWelcome } from '../support/app.mjs';
import { pdnFile } from '../support/pdn-games.mjs';

const count = Number(process.argv[2] ?? 10000);
const cleanups = [];
const t = /** @type {import('node:test').TestContext} */ (/** @type {unknown} */ ({ after: (/** @type {() => void} */ fn) => cleanups.push(fn) }));

/** Starts recording the longest main-thread task from now. */
function watchLongTasks(/** @type {import('playwright-core').Page} */ page) {
  return page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.longest = 0;
    w.watcher?.disconnect();
    w.watcher = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    });
    w.watcher.observe({ type: 'longtask' });
  });
}

/**
 * Waits until My games lists the archive: a row shown and the summary saying how many games
 * there are; returns the time it took from `since` and the longest main-thread task meanwhile.
 * @param {import('playwright-core').Page} page
 * @param {number} since
 */
async function myGamesListed(page, since) {
  await page.waitForFunction((n) => {
    const digits = (document.getElementById('my-games-summary')?.textContent ?? '').replace(/\D/g, '');
    return document.querySelector('#my-games-list li') !== null && digits.startsWith(String(n));
  }, count, { timeout: 600000, polling: 50 });
  const took = Date.now() - since;
  return { took, longest: Math.round(await page.evaluate(() => /** @type {any} */ (window).longest)) };
}

try {
  const srv = await serve();
  cleanups.push(() => srv.close(), closeBrowser);
  const { page } = await launch(t, { viewport: { width: 1280, height: 800 } });
  await page.goto(srv.url);
  await boardReady(page);
  await answerWelcome(page, 'friend');
  await page.locator('#my-games').click();
  await page.locator('#my-games-import').click();
  const text = pdnFile(count, 7);
  await watchLongTasks(page);
  const started = Date.now();
  await page.locator('#pdn-file').setInputFiles({ name: 'big.pdn', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.locator('#pdn-games li').first().waitFor({ timeout: 600000 });
  const listed = Date.now() - started;
  const longestWhileReading = await page.evaluate(() => /** @type {any} */ (window).longest);
  await watchLongTasks(page);
  const addStarted = Date.now();
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: 'added to My games' }).waitFor({ timeout: 600000 });
  const imported = Date.now();
  const added = imported - addStarted;
  const longestWhileAdding = await page.evaluate(() => /** @type {any} */ (window).longest);
  await watchLongTasks(page);
  const afterImport = await myGamesListed(page, imported);
  await page.locator('.pdn-import button[value="close"]').click();
  await page.locator('#my-games-dialog button[value="close"]').click();
  await page.evaluate(() => { document.getElementById('my-games-list')?.replaceChildren(); });
  await watchLongTasks(page);
  const opened = Date.now();
  await page.locator('#my-games').click();
  const reopened = await myGamesListed(page, opened);
  console.log(`games                                 ${count}`);
  console.log(`file                                  ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`);
  console.log(`read (worker) and listed              ${listed} ms`);
  console.log(`longest main-thread task              ${Math.round(longestWhileReading)} ms (reading and listing)`);
  console.log(`added to My games (stored)            ${added} ms (longest task ${Math.round(longestWhileAdding)} ms)`);
  console.log(`import end to My games listing them   ${afterImport.took} ms (longest task ${afterImport.longest} ms)`);
  console.log(`My games opened again, listing them   ${reopened.took} ms (longest task ${reopened.longest} ms)`);
  console.log(`rows My games shows                   ${await page.locator('#my-games-list li').count()}`);
} finally {
  for (const fn of cleanups.reverse()) await fn();
}
