// My games with a large archive (a club's file of 2 000 games imported): the list shows the
// newest 50 rows, Show more (by the keyboard) adds the next 50 and takes the focus to the first
// of them, the page keeps answering clicks, and Select all, export and delete act on the whole
// archive, not only on the rows shown; the analysis board opens an imported game with its
// variations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';
import { pdnFile } from './support/pdn-games.mjs';
import { catalog } from './support/www.mjs';

const en = catalog('en');
const GAMES = 2000;
const PAGE = 50;
const number = (/** @type {number} */ n) => n.toLocaleString('en');
/** The text of "Show more" with `left` games not listed. */
const more = (/** @type {number} */ left) => en['pdn.more'].other.replace('{count}', number(Math.min(left, PAGE))).replace('{left}', number(left));

test('a file of 2 000 games in My games: listed 50 at a time, Show more, select all, delete', async (t) => {
  const { page, browser } = await openApp(t, { viewport: { width: 1280, height: 800 } });
  await page.locator('#my-games').click();
  await page.locator('#my-games-import').click();
  await page.locator('#pdn-file').setInputFiles({ name: 'club.pdn', mimeType: 'text/plain', buffer: Buffer.from(pdnFile(GAMES, 7)) });
  await page.locator('#pdn-games li').first().waitFor();
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: `${number(GAMES)} games added to My games.` }).waitFor();
  await page.locator('.pdn-import button[value="close"]').click();

  // The newest 50 rows, the count of every game, and Show more for the rest.
  const summary = page.locator('#my-games-summary');
  const rows = page.locator('#my-games-list li');
  const showMore = page.locator('#my-games-more');
  await summary.filter({ hasText: en['games.count'].other.replace('{count}', number(GAMES)) }).waitFor();
  await showMore.filter({ hasText: more(GAMES - PAGE) }).waitFor();
  assert.equal(await rows.count(), PAGE);
  assert.match(await rows.first().textContent(), /Aigul – Pyotr/);
  assert.match(await rows.nth(PAGE - 1).textContent(), /White 50 – Black 50/);

  // The page answers a click at once: a row's box is checked and stays so.
  await rows.nth(1).locator('input.my-game-select').check();
  assert.equal(await rows.nth(1).locator('input.my-game-select').isChecked(), true);

  // Show more from the keyboard: 50 rows more, the focus on the first of them, which the
  // screen reader hears with its game.
  await showMore.focus();
  await page.keyboard.press('Enter');
  await showMore.filter({ hasText: more(GAMES - 2 * PAGE) }).waitFor();
  assert.equal(await rows.count(), 2 * PAGE);
  const focused = await page.evaluate(() => {
    const box = /** @type {HTMLElement} */ (document.activeElement);
    const about = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    return { label: box.getAttribute('aria-label'), about: about?.textContent, row: [...document.querySelectorAll('#my-games-list li')].indexOf(/** @type {HTMLLIElement} */ (box.closest('li'))) };
  });
  assert.equal(focused.row, PAGE);
  assert.equal(focused.label, en['pdn.select']);
  assert.match(focused.about ?? '', /White 51 – Black 51/);

  // Select all takes every game, listed or not: the export holds all 2 000.
  await page.locator('#my-games-select-all').check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#my-games-export-selected').click()]);
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  const exported = Buffer.concat(chunks).toString('utf8');
  assert.equal(exported.match(/^\[Result /gm)?.length, GAMES);
  assert.match(exported, /\[White "White 2000"\]/);

  // Deleting a game: the list keeps its 100 rows, the count follows, the focus is on the row
  // that took the deleted one's place.
  await rows.nth(PAGE).getByRole('button', { name: en['games.delete'] }).click();
  await page.locator('#confirm-dialog').getByRole('button', { name: en['games.delete'] }).click();
  await summary.filter({ hasText: en['games.count'].other.replace('{count}', number(GAMES - 1)) }).waitFor();
  assert.equal(await rows.count(), 2 * PAGE);
  assert.match(await rows.nth(PAGE).textContent(), /White 52 – Black 52/);
  await page.waitForFunction(() => /White 52 – Black 52/.test(document.activeElement?.closest('li')?.textContent ?? ''));

  // The analysis board opens an imported game with the file's variations (its tree in the record).
  await rows.first().getByRole('button', { name: en['action.analyse'] }).click();
  await page.locator('#moves .variation button.move', { hasText: '10-17' }).first().waitFor();
  browser.assertClean();
});
