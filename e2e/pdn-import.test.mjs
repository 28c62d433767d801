// PDN in My games: a file of 50 games imported (one with an illegal move, kept up to it with
// its line, column and reason; one for another game refused), a game exported and imported
// again identical (its tags, comments and variations: recognised as the same game and skipped),
// the export of the main line only; in
// English on a desktop and in Russian on a phone (the errors worded in Russian too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, downloaded } from './support/app.mjs';

import { pdnFile } from './support/pdn-games.mjs';
import { catalog } from './support/www.mjs';

const en = catalog('en');
const ru = catalog('ru');

/**
 * Opens My games, then its import dialog.
 * @param {import('playwright-core').Page} page
 */
async function openImport(page) {
  const opener = page.locator('#my-games');
  if (!(await opener.isVisible())) await page.locator('#menu-button').click(); // folded on a phone
  await opener.click();
  await page.locator('#my-games-import').click();
  await page.locator('.pdn-import[open]').waitFor();
}

test('a file of 50 games imported, one with an error; a game exported and imported again identical', async (t) => {
  const { page, browser } = await openApp(t, { viewport: { width: 1280, height: 800 } });
  await openImport(page);
  const text = pdnFile(50, 7);
  await page.locator('#pdn-file').setInputFiles({ name: 'club.pdn', mimeType: 'application/x-draughts-pdn', buffer: Buffer.from(text) });
  await page.locator('#pdn-games li').nth(49).waitFor();
  await page.locator('#pdn-summary', { hasText: `${en['pdn.count'].other.replace('{count}', '50')} ${en['pdn.errors'].one.replace('{count}', '1')}` }).waitFor();
  const broken = page.locator('#pdn-games li.pdn-broken');
  assert.equal(await broken.count(), 1);
  // The 7th game: its move 2, 1-2, is illegal; kept up to it, the place and reason shown. The
  // moves are counted as the PDN numbers them, as My games counts them (not in plies).
  assert.match(await broken.textContent(), /White 7 – Black 7.*Line \d+, column 18: White's move 2: .*Kept up to there \(1 move\)/s);
  assert.match(await page.locator('#pdn-games li').first().textContent(), /Aigul – Pyotr · 2026\.11\.24 · \* · 2 moves/);
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: '50 games added to My games.' }).waitFor();
  await page.locator('.pdn-import button[value="close"]').click();
  // My games lists them.
  await page.locator('#my-games-list li', { hasText: 'Aigul – Pyotr' }).waitFor();
  // With the date and the event its file gave it, not the time of the import.
  assert.match(await page.locator('#my-games-list li', { hasText: 'Aigul – Pyotr' }).innerText(), /2026\.11\.24[\s\S]*Aigul – Pyotr · Club championship/);
  assert.equal(await page.locator('#my-games-list li', { hasText: /White \d+ – Black \d+/ }).count(), 49);

  // The first game exported whole: its tags, comments and variations are there...
  const rich = page.locator('#my-games-list li', { hasText: 'Aigul – Pyotr' });
  await rich.locator('input.my-game-select').check();
  const exported = (await downloaded(page, () => page.locator('#my-games-export-selected').click())).text();
  assert.match(exported, /\[Annotator "Coach"\]/);
  assert.match(exported, /\{the usual\}/);
  assert.match(exported, /\(1\. 10-17 31-24 \(1\.\.\. 29-22\) 2\. 17x31\)/);
  // ...and imported again, it reads back as the very same game (the same PDN), so it is
  // recognised and skipped (issue 33); exported again, it is the same text.
  await page.locator('#my-games-import').click();
  await page.locator('#pdn-paste').fill(exported);
  await page.locator('#pdn-read').click();
  await page.locator('#pdn-summary', { hasText: '1 game read.' }).waitFor();
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: '0 games added to My games. 1 game was in My games already and was skipped.' }).waitFor();
  await page.locator('.pdn-import button[value="close"]').click();
  assert.equal(await page.locator('#my-games-list li', { hasText: 'Aigul – Pyotr' }).count(), 1);
  for (const box of await page.locator('input.my-game-select:checked').all()) await box.uncheck();
  await page.locator('#my-games-list li', { hasText: 'Aigul – Pyotr' }).first().locator('input.my-game-select').check();
  const again = (await downloaded(page, () => page.locator('#my-games-export-selected').click())).text();
  assert.equal(again, exported);
  // The main line only: no comment, no variation, the tags kept.
  await page.locator('#my-games-keep').selectOption('main');
  const bare = (await downloaded(page, () => page.locator('#my-games-export-selected').click())).text();
  assert.match(bare, /\[Annotator "Coach"\]\n/);
  assert.match(bare, /^1\. 9-16 30-23 2\. 16x30 36x23 \*$/m);
  // Its file is named after its players and its date, not the export's time.
  const named = await downloaded(page, () => rich.first().getByRole('button', { name: 'Export PDN' }).click());
  assert.equal(named.name, 'tobit-aigul-pyotr-2026-11-24.pdn');
  // Reviewed on the board, the strip names its players.
  await rich.first().getByRole('button', { name: 'Review' }).click();
  await page.locator('#strip .player[data-side="white"] .who', { hasText: 'Aigul' }).waitFor();
  await page.locator('#strip .player[data-side="black"] .who', { hasText: 'Pyotr' }).waitFor();
  browser.assertClean();
});

test('in Russian on a phone: the list and its errors, a file for another game refused', async (t) => {
  const { page, browser } = await openApp(t, { viewport: { width: 390, height: 844 }, locale: 'ru' });
  await openImport(page);
  const text = `${pdnFile(5, 3)}\n[GameType "25"]\n[White "Other"]\n1. c3-d4 *\n`;
  await page.locator('#pdn-paste').fill(text);
  await page.locator('#pdn-read').click();
  await page.locator('#pdn-games li').nth(5).waitFor();
  await page.locator('#pdn-summary', { hasText: 'Прочитано 6 партий. В 2 есть ошибки.' }).waitFor();
  const foreign = page.locator('#pdn-games li').nth(5);
  assert.match(await foreign.textContent(), /GameType 25 — это русские шашки, а не тобит\..*Из этой партии ничего не сохранить/s);
  assert.equal(await foreign.locator('input').isDisabled(), true);
  // The illegal move's error in Russian: its line and column, its number and the rules' reason.
  assert.match(await page.locator('#pdn-games li').nth(2).textContent(), /Строка \d+, столбец 18: 2-й ход белых: 1-2 — ход без взятия, а взятие обязательно\./);
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: ru['pdn.imported'].many.replace('{count}', '5') }).waitFor();
  browser.assertClean();
});
