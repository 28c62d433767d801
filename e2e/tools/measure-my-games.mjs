// My games with a large archive: a file of 10 000 games imported into My games of the built
// app, then the time from the end of the import (its "added to My games" message) until My
// games lists them (its first rows shown and the count of games said), the longest task the
// page's main thread ran meanwhile, and the same for My games opened again. Not a test (nothing
// is asserted): `node e2e/tools/measure-my-games.mjs [games]` after `make dist`.
import { serve } from '../support/serve.mjs';
import { closeBrowser, launch } from '../support/browser.mjs';
import { boardReady } from '../support/board.mjs';
import { answerWelcome } from '../support/app.mjs';
import { pdnFile } from '../support/pdn-games.mjs';

const count = Number(process.argv[2] ?? 10000);
const cleanups = [];
const t = /** @type {import('node:test').TestContext} */ (/** @type {unknown} */ ({ after: (/** @type {() => void} */ fn) => cleanups.push(fn) }));

/**
 * Waits until My games lists the archive: a row shown and the summary saying how many games
 * there are (`count`, as the page formats it); returns the time it took from `since` and the
 * longest main-thread task meanwhile.
 * @param {import('playwright-core').Page} page
 * @param {number} since
 */
async function listed(page, since) {
  await page.waitForFunction((n) => {
    const summary = document.getElementById('my-games-summary')?.textContent ?? '';
    const digits = summary.replace(/\D/g, '');
    return document.querySelector('#my-games-list li') !== null && digits.startsWith(String(n));
  }, count, { timeout: 600000, polling: 50 });
  const took = Date.now() - since;
  return { took, longest: await page.evaluate(() => /** @type {any} */ (window).longest) };
}

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

try {
  const srv = await serve();
  cleanups.push(() => srv.close(), closeBrowser);
  const { page } = await launch(t, { viewport: { width: 1280, height: 800 } });
  await page.goto(srv.url);
  await boardReady(page);
  await answerWelcome(page, 'friend');
  await page.locator('#my-games').click();
  await page.locator('#my-games-import').click();
  await page.locator('#pdn-file').setInputFiles({ name: 'big.pdn', mimeType: 'text/plain', buffer: Buffer.from(pdnFile(count, 7)) });
  await page.locator('#pdn-games li').first().waitFor({ timeout: 600000 });
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: 'added to My games' }).waitFor({ timeout: 600000 });
  const imported = Date.now();
  await watchLongTasks(page);
  const afterImport = await listed(page, imported);
  await page.locator('.pdn-import button[value="close"]').click();
  await page.locator('#my-games-dialog button[value="close"]').click();
  await page.locator('#my-games-dialog').waitFor({ state: 'hidden' });
  await page.evaluate(() => { document.getElementById('my-games-list')?.replaceChildren(); });
  await watchLongTasks(page);
  const opened = Date.now();
  await page.locator('#my-games').click();
  const reopened = await listed(page, opened);
  const rows = await page.locator('#my-games-list li').count();
  console.log(`games                                 ${count}`);
  console.log(`import end to the list shown          ${afterImport.took} ms (longest task ${Math.round(afterImport.longest)} ms)`);
  console.log(`My games opened again to the list     ${reopened.took} ms (longest task ${Math.round(reopened.longest)} ms)`);
  console.log(`rows in the page                      ${rows}`);
} finally {
  for (const fn of cleanups.reverse()) await fn();
}
