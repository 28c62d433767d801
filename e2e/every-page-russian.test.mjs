// Every page in a Russian browser speaks Russian only (issue 33, item 9): the visible text, the
// accessible names, descriptions, values and tooltips, and what the live regions say (the
// boards' spoken status in their shadow roots included), before and after the interactions
// that make them speak: a move, an illegal move, a link the analysis board refuses, the engine
// on, a bad FEN, the dialogs the header and the pages open; the game-by-link page too. Only proper nouns and notation may
// be Latin: the names of keys as printed on the keyboard, and of the file formats
// (support/screen.mjs's WRITTEN_AS_IS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { server, openMyGames } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { latinWords, visibleTexts } from './support/screen.mjs';
import { DIST } from './support/serve.mjs';

/**
 * Opens `path` in a Russian browser (nothing remembered) and waits until the page and every
 * board on it have their Russian words.
 * @param {import('node:test').TestContext} t
 * @param {string} path
 * @param {{width: number, height: number}} [viewport]
 */
async function openRussian(t, path, viewport = { width: 1280, height: 800 }) {
  const srv = await server(t);
  const browser = await launch(t, { locale: 'ru-RU', viewport });
  const { page } = browser;
  await page.goto(srv.url + path);
  const board = await boardReady(page, 'tobit-board');
  await inRussian(page);
  return { srv, browser, page, board };
}

/**
 * Waits until the page is in Russian, its words applied, and so is every board on it (each
 * holds the Russian words and has told so).
 * @param {import('playwright-core').Page} page
 */
async function inRussian(page) {
  // The language is set before the words arrive: the page's title (each page's HTML has an
  // English one, "Tobit…") is worded once they are.
  await page.waitForFunction(() => document.documentElement.lang === 'ru' && !document.title.startsWith('Tobit')
    && [...document.querySelectorAll('tobit-board')].every((b) => /** @type {any} */ (b).translator?.lang === 'ru'));
}

/**
 * The Latin words the page shows or says now, each named with `state`.
 * @param {import('playwright-core').Page} page
 * @param {string} state
 * @param {string[]} found where they are gathered
 */
async function walk(page, state, found) {
  for (const word of latinWords(await visibleTexts(page))) found.push(`${state}: ${word}`);
}

/**
 * The text a board's live region says now.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
function boardSays(page, selector) {
  return page.locator(`${selector} [role=status]`).textContent();
}

test('the analysis board in Russian: a refused link, a move, an illegal move, the engine, the dialogs', { timeout: 120000 }, async (t) => {
  const { page, board, browser } = await openRussian(t, 'analysis.html?moves=9-16+30-23+16-17');
  const found = [];
  // The link's third move is refused: the page says why, in the rules' move numbers, and the
  // board shows the start.
  await page.locator('#feedback', { hasText: 'Не удалось открыть: 2-й ход белых: 16-17 — ход без взятия, а взятие обязательно' }).waitFor();
  assert.equal(await boardSays(page, '#board'), 'Ход белых.');
  await walk(page, 'a refused link', found);

  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  await board.enter('30-23', 'click');
  await page.locator('#board [role=status]', { hasText: /Ход белых\. Бить обязательно\.$/ }).waitFor({ state: 'attached' });
  await board.click(8); // not the piece that must capture
  await page.locator('#board [role=status]', { hasText: /^Бить обязательно/ }).waitFor({ state: 'attached' });
  await walk(page, 'two moves, then a refused press', found);

  // The engine runs on a desktop from the start: its value on the bar and in words.
  await page.locator('#eval-bar[aria-valuetext]').waitFor({ state: 'attached', timeout: 60000 });
  await page.keyboard.press('e');
  await page.locator('#announce', { hasText: /\S/ }).waitFor({ state: 'attached' });
  await walk(page, 'the engine on', found);

  await page.locator('#diagram').click();
  await page.locator('dialog[open]').waitFor();
  await walk(page, 'the Diagram dialog', found);
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  await page.locator('#moves').click(); // away from the board, for the page's keys
  await page.keyboard.press('?');
  await page.locator('#help[open]').waitFor();
  await walk(page, 'the keys', found);
  assert.deepEqual(found, []);
  browser.assertClean([/console: /]);
});

test('the rules page in Russian: every board says its position in Russian', { timeout: 60000 }, async (t) => {
  const { page, browser } = await openRussian(t, 'rules.html');
  const found = [];
  await page.locator('tobit-board [role=status]', { hasText: /^Партия окончена/ }).first().waitFor({ state: 'attached' });
  await walk(page, 'the rules', found);
  assert.deepEqual(found, []);
  browser.assertClean();
});

for (const path of ['learn.html', 'puzzles.html', 'embed.html']) {
  test(`${path} in Russian, before and after a move`, { timeout: 60000 }, async (t) => {
    const { page, board, browser } = await openRussian(t, path);
    const found = [];
    await walk(page, 'opened', found);
    await board.set({ animation: 0 });
    const [move] = await board.legalMoves();
    await board.enter(move.notation, 'click');
    await page.locator('tobit-board [role=status]', { hasText: /\S/ }).first().waitFor({ state: 'attached' });
    await walk(page, `after ${move.notation}`, found);
    assert.deepEqual(found, []);
    browser.assertClean();
  });
}

test('the editor in Russian, with a bad FEN typed', { timeout: 60000 }, async (t) => {
  const { page, browser } = await openRussian(t, 'editor.html');
  const found = [];
  await page.locator('#points button').nth(37).waitFor();
  await walk(page, 'opened', found);
  await page.locator('#fen').fill('W:W1,1:B30');
  await page.locator('#fen').press('Enter');
  await page.locator('.bad, [aria-invalid=true]').first().waitFor();
  await walk(page, 'a bad FEN', found);
  assert.deepEqual(found, []);
  browser.assertClean();
});

test('the app in Russian: a move, a refused press, My games and the keys from the header', { timeout: 60000 }, async (t) => {
  const { page, board, browser } = await openRussian(t, '');
  const found = [];
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('input[value="two"]').check();
  await dialog.locator('button[value="start"]').click();
  await dialog.waitFor({ state: 'hidden' });
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  await board.click(9);
  await page.locator('#board [role=status]', { hasText: /\S/ }).waitFor({ state: 'attached' });
  await walk(page, 'a move and a refused press', found);
  await openMyGames(page);
  await walk(page, 'My games', found);
  await page.keyboard.press('Escape');
  await page.locator('#my-games-dialog').waitFor({ state: 'hidden' });
  await page.locator('#show-keys').click();
  await page.locator('#keys-dialog[open]').waitFor();
  await walk(page, 'the keys', found);
  assert.deepEqual(found, []);
  browser.assertClean();
});

test('the game-by-link page in Russian, its start and its board', { timeout: 60000 }, async (t) => {
  const { page, browser } = await openRussian(t, 'link.html');
  const found = [];
  await walk(page, 'opened', found);
  assert.deepEqual(found, []);
  browser.assertClean();
});

test('the tournament page in Russian, when the build has one', { skip: !existsSync(`${DIST}/tournament.html`), timeout: 60000 }, async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  await page.goto(`${srv.url}tournament.html`);
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  const found = [];
  await walk(page, 'opened', found);
  assert.deepEqual(found, []);
  browser.assertClean();
});
