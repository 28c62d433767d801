// The import budget (docs/PDN.md): a file of 10 000 games (the size of a club's whole archive)
// opened in My games' import dialog of the built app; measures the time until the list of games
// is shown (read in the PDN worker, then its first games listed), the longest task the page's main thread ran
// meanwhile (the page must not freeze), the time to add them all to My games (stored) and
// until My games lists them. Not a test
// (nothing is asserted): `node e2e/tools/measure-pdn-import.mjs [games]` after `make dist`.
import { serve } from '../support/serve.mjs';
import { closeBrowser, launch } from '../support/browser.mjs';
import { boardReady } from '../support/board.mjs';
import { answerWelcome } from '../support/app.mjs';
import { pdnFile } from '../support/pdn-games.mjs';

const count = Number(process.argv[2] ?? 10000);
const cleanups = [];
const t = /** @type {import('node:test').TestContext} */ (/** @type {unknown} */ ({ after: (/** @type {() => void} */ fn) => cleanups.push(fn) }));
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
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    }).observe({ type: 'longtask' });
  });
  const started = Date.now();
  await page.locator('#pdn-file').setInputFiles({ name: 'big.pdn', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.locator('#pdn-games li').first().waitFor({ timeout: 600000 });
  const listed = Date.now() - started;
  const longestWhileReading = await page.evaluate(() => /** @type {any} */ (window).longest);
  const addStarted = Date.now();
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: 'added to My games' }).waitFor({ timeout: 600000 });
  const added = Date.now() - addStarted;
  await page.locator('#my-games-list li').nth(count - 1).waitFor({ timeout: 600000 });
  const listedInMyGames = Date.now() - addStarted;
  console.log(`games                          ${count}`);
  console.log(`file                           ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`);
  console.log(`read (worker) and listed       ${listed} ms`);
  console.log(`longest main-thread task       ${Math.round(longestWhileReading)} ms (reading and listing)`);
  console.log(`added to My games (stored)     ${added} ms`);
  console.log(`listed by My games             ${listedInMyGames} ms`);
} finally {
  for (const fn of cleanups.reverse()) await fn();
}
