// Import all pressed twice (issue 33): the games went into My games twice, and there is no bulk
// delete to undo it. Now the buttons are off while the games are added and once all of them are
// in; a game already in My games (the same tags and moves) is recognised and skipped, and the
// summary says how many were, in the page's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openApp } from './support/app.mjs';

const read = (lang) => JSON.parse(readFileSync(new URL(`../www/i18n/${lang}.json`, import.meta.url), 'utf8'));

/** A game of the file: its players and moves. */
const game = (/** @type {number} */ n, /** @type {string} */ moves) => `[White "Player ${n}"]\n[Black "Rival ${n}"]\n[Result "*"]\n${moves} *\n`;
const THREE = [game(1, '1. 9-16 30-23'), game(2, '1. 8-15 28-21'), game(3, '1. 10-17 31-24')].join('\n');

/** Opens My games, then its import dialog, pastes `text` and reads it. */
async function readIntoImport(page, text, count) {
  const opener = page.locator('#my-games');
  if (!(await opener.isVisible())) await page.locator('#menu-button').click(); // folded on a phone
  if (!(await page.locator('#my-games-import').isVisible())) await opener.click();
  await page.locator('#my-games-import').click();
  await page.locator('.pdn-import[open]').waitFor();
  await page.locator('#pdn-paste').fill(text);
  await page.locator('#pdn-read').click();
  await page.locator('#pdn-games li').nth(count - 1).waitFor();
}

/** The rows of My games for the games of the file. */
const rows = (page) => page.locator('#my-games-list li', { hasText: /Player \d – Rival \d/ });

for (const lang of ['en', 'ru']) {
  test(`Import all pressed twice adds each game once; the same games again are skipped and counted (${lang})`, async (t) => {
    const words = read(lang);
    const plural = (/** @type {string} */ key, /** @type {number} */ count) => {
      const forms = words[key];
      const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
      return form.replace('{count}', String(count));
    };
    const { page, browser } = await openApp(t, { viewport: { width: 1280, height: 800 }, locale: lang });
    await readIntoImport(page, THREE, 3);
    const importAll = page.locator('#pdn-import-all');
    await importAll.dblclick(); // pressed twice
    await page.locator('#pdn-summary', { hasText: plural('pdn.imported', 3) }).waitFor();
    assert.equal(await importAll.isDisabled(), true, 'nothing is left to import');
    assert.equal(await page.locator('#pdn-import-selected').isDisabled(), true);
    assert.equal(await page.locator('#pdn-games input:checked').count(), 0, 'the games imported are ticked off');
    await importAll.click({ force: true }); // pressed once more: still nothing
    await page.locator('.pdn-import button[value="close"]').click();
    await rows(page).nth(2).waitFor();
    assert.equal(await rows(page).count(), 3, 'each game once');

    // The same file again, with one game more: the three are skipped, and the summary says so.
    await readIntoImport(page, `${THREE}\n${game(4, '1. 11-18 32-25')}`, 4);
    await importAll.click();
    const summary = `${plural('pdn.imported', 1)} ${plural('pdn.skipped', 3)}`;
    await page.locator('#pdn-summary', { hasText: summary }).waitFor();
    await page.locator('.pdn-import button[value="close"]').click();
    await rows(page).nth(3).waitFor();
    assert.equal(await rows(page).count(), 4);
    browser.assertClean();
  });
}

test('the same file chosen again is read again: the file field is emptied once it is read', async (t) => {
  const { page, browser } = await openApp(t, { viewport: { width: 1280, height: 800 } });
  const words = read('en');
  const opener = page.locator('#my-games');
  if (!(await opener.isVisible())) await page.locator('#menu-button').click();
  await opener.click();
  await page.locator('#my-games-import').click();
  await page.locator('.pdn-import[open]').waitFor();
  const file = { name: 'club.pdn', mimeType: 'text/plain', buffer: Buffer.from(THREE) };
  await page.locator('#pdn-file').setInputFiles(file);
  await page.locator('#pdn-games li').nth(2).waitFor();
  await page.locator('#pdn-import-all').click();
  await page.locator('#pdn-summary', { hasText: words['pdn.imported'].other.replace('{count}', '3') }).waitFor();
  // A browser fires no change for the file the field holds already: chosen again, it would be
  // silent, the last summary left and Import all off. Emptied, the same file is a change.
  assert.equal(await page.locator('#pdn-file').inputValue(), '');
  browser.assertClean();
});
