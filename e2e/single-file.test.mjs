// dist/tobit.html: one self-contained file that plays, AI included, straight from disk; a game
// link pasted into its address (it has no link page) answered in words, New game offering none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './support/serve.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { playAgainstAi, answerWelcome } from './support/app.mjs';
import { words } from './support/link.mjs';

const FILE = join(DIST, 'tobit.html');

test('dist/tobit.html opened from file:// plays a game against the AI', { timeout: 90000 }, async (t) => {
  assert.ok(existsSync(FILE), `${FILE} exists (make dist writes it)`);
  const browser = await launch(t);
  const { page } = browser;
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(pathToFileURL(FILE).href);
  const board = await boardReady(page);
  await answerWelcome(page, 'friend');
  await playAgainstAi(page, board);
  // Self-contained: nothing but the file itself (and data:/blob: URLs made from it) is loaded.
  const outside = requests.filter((u) => !/^(data|blob):/.test(u) && u !== pathToFileURL(FILE).href);
  assert.deepEqual(outside, []);
  browser.assertClean();
});

test('a game link in the address of dist/tobit.html is answered in words: links open on the site', { timeout: 90000 }, async (t) => {
  const browser = await launch(t, { locale: 'ru' });
  const { page } = browser;
  const file = pathToFileURL(FILE).href;
  await page.goto(`${file}#g=AAAA`);
  await boardReady(page);
  await answerWelcome(page, 'friend');
  const told = page.locator('#toasts .toast-text', { hasText: words('ru', 'link.singleFile') });
  await told.waitFor();
  assert.equal(page.url(), `${file}#g=AAAA`, 'the file stays open, the game on its board');
  // Pasted into the file already open: said again.
  await page.evaluate(() => { location.hash = '#g=BBBB'; });
  await told.nth(1).waitFor();
  // New game offers no game by link (its clock part loaded, the link choice removed: no link page).
  await page.locator('#new-game').click();
  await page.locator('#new-game-dialog select[name="clock"]').waitFor();
  assert.equal(await page.locator('#new-game-dialog input[value="link"]').count(), 0);
  browser.assertClean();
});
