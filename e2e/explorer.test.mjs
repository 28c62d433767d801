// The opening explorer over My games (issue 41): three finished games imported, the analysis
// board's explorer opened lists the moves from the start with their games and score from the
// side to move's view; pressing a move plays it, and the next position's moves from My games'
// counts follow; the open explorer is axe clean. The explorer's code is not part of the analysis board's first load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { catalog } from './support/www.mjs';
import { axeViolations } from './support/axe.mjs';

const en = catalog('en');
/** Three finished games: White wins, Black wins (the two transpose), a draw. */
const FILE = [
  '[White "A"]\n[Black "B"]\n[Result "2-0"]\n1. 9-16 32-25 2. 16-15 28-21 2-0\n',
  '[White "C"]\n[Black "D"]\n[Result "0-2"]\n1. 9-16 28-21 2. 16-15 32-25 0-2\n',
  '[White "E"]\n[Black "F"]\n[Result "1-1"]\n1. 11-18 30-23 1-1\n',
].join('\n');

test('the explorer counts the moves of My games, and a move pressed is played', async (t) => {
  const { page, srv } = await openApp(t, { viewport: { width: 1280, height: 800 } });
  await page.locator('#my-games').click();
  await page.locator('#my-games-import').click();
  await page.locator('#pdn-file').setInputFiles({ name: 'three.pdn', mimeType: 'text/plain', buffer: Buffer.from(FILE) });
  await page.locator('#pdn-summary', { hasText: '3 games read.' }).waitFor();
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: '3 games added to My games.' }).waitFor();

  /** @type {string[]} */
  const scripts = [];
  page.on('request', (request) => { if (request.url().includes('explorer')) scripts.push(request.url()); });
  await page.goto(`${srv.url}analysis.html`);
  await boardReady(page, '#board');
  await page.locator('#review-start').waitFor();
  assert.deepEqual(scripts, [], 'the explorer is not loaded before it is opened');

  await page.locator('#explorer summary').click();
  const rows = page.locator('#explorer-box tbody tr');
  await page.locator('#explorer-box .explorer-status', { hasText: en['explorer.total'].other.replace('{count}', '3') }).waitFor();
  assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent))), [
    ['9-16', '2 (67%)', '50%'],
    ['11-18', '1 (33%)', '50%'],
  ]);
  await page.locator('#explorer-box caption', { hasText: en['explorer.caption.white'] }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'the open explorer is axe clean');

  // 9-16 pressed: played on the board, and Black's moves from there, Black's score.
  await page.locator('#explorer-box button[data-move="9-16"]').click();
  await page.locator('#explorer-box caption', { hasText: en['explorer.caption.black'] }).waitFor();
  assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent))), [
    ['28-21', '1 (50%)', '100%'],
    ['32-25', '1 (50%)', '0%'],
  ]);
  assert.match(await page.locator('#moves').innerText(), /9-16/);
  assert.equal(await page.locator('#board').evaluate((b) => /** @type {any} */ (b).history().length), 1);
});
