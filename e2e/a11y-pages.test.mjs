// axe-core finds no serious or critical violation on any page in any state, in both languages
// and both colour schemes (light and dark):
// the app (the first-visit choice, a game being played, every dialog: new game, My games, share,
// draw offer, confirming resignation; the result card; the move review; another language
// chosen), embed.html, the examples page, rules.html, learn.html with a lesson open and done,
// puzzles.html with a puzzle open and solved, tournament.html (its list, the create form, a
// Swiss's players, rounds, standings, wallchart and a player's card).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerWelcome, server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { axeViolations } from './support/axe.mjs';
import { wwwJson } from './support/www.mjs';
import { seedTournament } from './support/tournament.mjs';

const LANGS = /** @type {const} */ (['en', 'ru']);
const SCHEMES = /** @type {const} */ (['light', 'dark']);
const puzzles = wwwJson('learn/puzzles.json');

/** Opens `path` of the build in a fresh browser whose remembered language is `lang`, in colour scheme `scheme`. */
async function open(t, path, lang, scheme) {
  const srv = await server(t);
  const browser = await launch(t, { viewport: { width: 1280, height: 800 }, colorScheme: scheme });
  await browser.context.addInitScript((code) => localStorage.setItem('tobit.language', code), lang);
  await browser.page.goto(srv.url + path);
  const board = await boardReady(browser.page, 'tobit-board');
  return { srv, browser, page: browser.page, board };
}

/** Checks the page as it is now; `checked` collects the names of the states seen. */
async function check(page, state, checked) {
  assert.deepEqual(await axeViolations(page), [], state);
  checked.push(state);
}

/** Opens dialog `dialog` with `control`, checks it, closes it with Escape. */
async function checkDialog(page, control, dialog, checked) {
  await page.click(control);
  await page.waitForSelector(`${dialog}[open]`);
  await check(page, `${dialog} open`, checked);
  await page.keyboard.press('Escape');
  await page.waitForFunction((sel) => !(/** @type {HTMLDialogElement} */ (document.querySelector(sel))).open, dialog);
}

for (const lang of LANGS) for (const scheme of SCHEMES) {
  test(`axe-core: the app in every state (${lang}, ${scheme})`, async (t) => {
    const checked = [];
    const { page, board } = await open(t, '', lang, scheme);
    await page.waitForSelector('#new-game-dialog[open]');
    await check(page, 'first-visit choice', checked);
    await answerWelcome(page, 'friend');
    await board.set({ animation: 0 });
    for (const move of ['9-16', '30-23', '16x30']) await board.enter(move);
    await check(page, 'playing', checked);
    await checkDialog(page, '#new-game', '#new-game-dialog', checked);
    await checkDialog(page, '#my-games', '#my-games-dialog', checked);
    await checkDialog(page, '#share', '#share-dialog', checked);
    await checkDialog(page, '#offer-draw', '#draw-dialog', checked);
    await page.click('#resign');
    await page.waitForSelector('#confirm-dialog[open]');
    await check(page, 'confirm resign', checked);
    await page.click('#confirm-dialog[open] button[value="yes"]');
    await page.waitForSelector('#result:not([hidden])');
    await check(page, 'result card', checked);
    await page.click('#review-game');
    await page.waitForSelector('.board-area.reviewing');
    await check(page, 'move review', checked);
    // The other language, chosen on the page.
    await page.selectOption('#language', LANGS.find((l) => l !== lang));
    await page.waitForFunction((l) => document.documentElement.lang !== l, lang);
    await check(page, 'language changed', checked);
    t.diagnostic(`${lang}, ${scheme}: ${checked.join(', ')}`);
  });

  test(`axe-core: embed, examples, rules, a lesson and a puzzle (${lang}, ${scheme})`, async (t) => {
    const checked = [];
    for (const path of ['embed.html', 'embed/examples/', 'rules.html']) {
      const { page } = await open(t, path, lang, scheme);
      await check(page, path, checked);
    }
    const learn = await open(t, 'learn.html', lang, scheme);
    await learn.page.waitForFunction(() => document.getElementById('lesson-title')?.textContent);
    await learn.board.set({ animation: 0 });
    await check(learn.page, 'learn.html lesson open', checked);
    await learn.board.enter('9-16');
    await learn.page.waitForSelector('#feedback.good');
    await check(learn.page, 'learn.html lesson done', checked);

    const puzzle = puzzles.find((p) => p.solution.length === 1);
    const solving = await open(t, `puzzles.html?id=${puzzle.id}`, lang, scheme);
    await solving.page.waitForFunction(() => document.getElementById('task')?.textContent);
    await solving.board.set({ animation: 0 });
    await check(solving.page, 'puzzles.html puzzle open', checked);
    await solving.board.enter(puzzle.solution[0]);
    await solving.page.waitForSelector('#feedback.good');
    await check(solving.page, 'puzzles.html solved', checked);
    t.diagnostic(`${lang}, ${scheme}: ${checked.join(', ')}`);
  });
}

for (const lang of LANGS) for (const scheme of SCHEMES) {
  test(`axe-core: the tournament page (${lang}, ${scheme})`, async (t) => {
    const checked = [];
    const srv = await server(t);
    const { context, page } = await launch(t, { viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    await context.addInitScript((code) => localStorage.setItem('tobit.language', code), lang);
    for (const view of ['players', 'rounds', 'standings', 'crosstable']) {
      await seedTournament(page, srv.url, view);
      await check(page, `tournament.html ${view}`, checked);
    }
    for (const view of ['rounds', 'crosstable']) {
      await seedTournament(page, srv.url, view, 'knockout');
      await check(page, `tournament.html knockout ${view}`, checked);
    }
    await page.locator('.tabs button[data-view="standings"]').click();
    await page.locator('table.standings button.link').first().click();
    await page.waitForSelector('#card[open]');
    await check(page, 'tournament.html player card', checked);
    await page.keyboard.press('Escape');
    await page.locator('#close').click();
    await page.locator('#saved li').first().waitFor();
    await check(page, 'tournament.html list', checked);
    await page.locator('#new').click();
    await check(page, 'tournament.html create form', checked);
    t.diagnostic(`${lang}, ${scheme}: ${checked.join(', ')}`);
  });
}
