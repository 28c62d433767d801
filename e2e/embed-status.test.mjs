// embed.html as a small player: a status line under the board says whose turn it is, that the
// computer is thinking, and the result and why; New game starts again; `controls=false` hides
// it; a bad parameter is told wholly in the page's language. Both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

/** What the status line says in each language (from the catalogs' words). */
const WORDS = {
  en: { turn: /^White to move\.$/, thinking: /thinking/, over: /^Game over\. .+ \(\d-\d\)\./, newGame: 'New game' },
  ru: { turn: /^Ход белых\.$/, thinking: /думает/, over: /^Партия окончена\. .+ \(\d-\d\)\./, newGame: 'Новая партия' },
};

/** Opens embed.html?query as a page of its own; records every text of its status line. */
async function openEmbed(t, query, viewport = { width: 390, height: 844 }) {
  const app = await server(t);
  const browser = await launch(t, { viewport });
  const { page } = browser;
  await page.goto(`${app.url}embed.html?${query}`);
  return { page, browser };
}

for (const lang of /** @type {const} */ (['en', 'ru'])) {
  test(`an embedded game against level 1 shows its turn, thinking and result, and starts again (${lang})`, async (t) => {
    const words = WORDS[lang];
    const { page, browser } = await openEmbed(t, `mode=ai-black&level=1&animation=0&lang=${lang}`);
    const board = await boardReady(page);
    const line = page.locator('.status');
    await line.waitFor();
    assert.match(await line.textContent(), words.turn);
    await page.evaluate(() => {
      const seen = /** @type {string[]} */ ([]);
      const status = /** @type {HTMLElement} */ (document.querySelector('.status'));
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
      Object.assign(window, { __statusLines: seen });
    });
    // The seed fixes the computer's choices, so the game is the same on every run.
    await board.set({ seed: '1' });
    const { status } = await board.playOut({ depth: 3, human: 'white', maxPlies: 200 });
    assert.equal(status.over, true);
    const text = await line.textContent();
    assert.match(text, words.over);
    assert.ok(text.includes(status.outcome.score), text);
    const seen = await page.evaluate(() => /** @type {any} */ (window).__statusLines);
    assert.ok(seen.some((s) => words.thinking.test(s)), 'the computer was said to think');

    await page.getByRole('button', { name: words.newGame }).click();
    await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
    assert.match(await line.textContent(), words.turn);
    await board.enter('9-16');
    await board.waitTurn('white');
    assert.equal((await board.history()).length, 2, 'the new game goes on');
    browser.assertClean();
  });

  test(`a bad embed parameter is told in the page's language, with no English left (${lang})`, async (t) => {
    const { page, browser } = await openEmbed(t, `mode=chess&lang=${lang}`);
    const note = page.getByRole('alert');
    await note.waitFor();
    const text = await note.textContent();
    assert.ok(text.includes('chess'), text);
    if (lang === 'ru') assert.doesNotMatch(text.replaceAll(/mode|chess|play|ai-white|ai-black|view|puzzle/g, ''), /[a-z]{3,}/i, text);
    browser.assertClean([/console: /]);
  });
}

test('controls=false leaves the status line and takes away New game', async (t) => {
  const { page, browser } = await openEmbed(t, 'mode=play&controls=false&lang=en', { width: 1280, height: 800 });
  await boardReady(page);
  await page.locator('.status').waitFor();
  assert.equal(await page.getByRole('button', { name: 'New game' }).count(), 0);
  const fits = await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight);
  assert.ok(fits, 'the board and its line fit the frame');
  browser.assertClean();
});
