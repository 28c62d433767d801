// A wrong move in a puzzle: the move is drawn before the engine's reply, the reply is said
// plainly (the side, the move, what it takes), and "Show solution" then plays the solution out.
// A puzzle is named by its theme, never by its place in the file ("Puzzle 95" for a first one).
// Both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { wwwJson } from './support/www.mjs';

const puzzles = wwwJson('learn/puzzles.json');
/** A puzzle where White's wrong 7x21 is answered by a capture of four huls. */
const ID = 'p00c6a554';
const WRONG = '7x21';
const REPLY = '28x14x16x18x5';
/** The words expected, from the catalogs: "4 hullar", "4 хула". */
const TAKEN = { en: '4 hullar', ru: '4 хула' };

for (const lang of ['en', 'ru']) {
  test(`a wrong move is drawn, then answered in plain words; the solution can be shown (${lang})`, async (t) => {
    const w = wwwJson(`i18n/${lang}.json`);
    const puzzle = puzzles.find((p) => p.id === ID);
    assert.ok(puzzle, `puzzle ${ID} is shipped`);
    const srv = await server(t);
    const browser = await launch(t, { viewport: { width: 1280, height: 900 }, locale: lang });
    const { page } = browser;
    await page.goto(`${srv.url}puzzles.html?id=${ID}`);
    const board = await boardReady(page);
    const about = w['puzzle.about'].replace('{theme}', w[`puzzle.themeName.${puzzle.theme}`]).replace('{rating}', String(puzzle.rating));
    await page.locator('#about', { hasText: about }).waitFor();
    assert.equal(await page.locator('#solution').isVisible(), false, 'no solution offered before a try');

    // A long animation of the wrong move: the reply must wait until it is drawn.
    await board.set({ animation: 2000 });
    await page.evaluate(() => {
      const el = /** @type {any} */ (document.querySelector('tobit-board'));
      const play = el.play;
      /** @type {boolean[]} */
      const busy = [];
      el.play = function (/** @type {string} */ move) { busy.push(this.isAnimating()); return play.call(this, move); };
      Object.assign(window, { __busy: busy });
    });
    await board.enter(WRONG);
    const said = w['puzzle.wrongTakes'].replace('{move}', WRONG).replace('{side}', w['side.black'])
      .replace('{refutation}', REPLY).replace('{taken}', TAKEN[lang]);
    await page.locator('#feedback', { hasText: said }).waitFor({ timeout: 30000 });
    assert.deepEqual(await board.history(), [WRONG, REPLY]);
    assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__busy), [false], 'the reply came once the wrong move was drawn');

    await board.set({ animation: 0 });
    await page.getByRole('button', { name: w['puzzle.showSolution'] }).click();
    await page.locator('#feedback', { hasText: w['puzzle.solutionShown'].replace('{line}', puzzle.solution.join(' ')) }).waitFor();
    await page.waitForFunction((line) => document.querySelector('tobit-board').history().join(' ') === line, puzzle.solution.join(' '));
    assert.equal(await page.locator('tobit-board').getAttribute('interactive'), 'false', 'the solution is shown, not played');
    assert.equal(await page.locator('#solution').isVisible(), false);
    // Try again starts the puzzle over.
    await page.getByRole('button', { name: w['puzzle.retry'] }).click();
    await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
    browser.assertClean();
  });
}
