// The puzzle screen beyond the one line: a table puzzle solved by a second winning move that the
// endgame tables allow (answered by their best defence), the theme choice, the daily puzzle, and
// the rating graph and the history kept on the device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server, waitFeedback } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { wwwJson } from './support/www.mjs';

const en = wwwJson('i18n/en.json');
const puzzles = wwwJson('learn/puzzles.json');

/** Waits until the board's game has `n` moves. */
async function waitMoves(page, n) {
  await page.waitForFunction((count) => document.querySelector('tobit-board').history().length === count, n);
}

test('a table puzzle solved by a second winning move, answered by the tables\' best defence', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { viewport: { width: 1280, height: 900 } });
  const { page } = browser;
  const puzzle = puzzles.find((p) => p.alternatives?.some((a) => a.ply === 2 && a.reply));
  assert.ok(puzzle, 'a shipped table puzzle has a second winning move at the solver\'s second step');
  const alternative = puzzle.alternatives.find((a) => a.ply === 2 && a.reply);
  assert.notEqual(alternative.move, puzzle.solution[2]);

  await page.goto(`${srv.url}puzzles.html?id=${puzzle.id}`);
  const board = await boardReady(page);
  await board.set({ animation: 0 });
  assert.equal(await board.call('currentFen'), puzzle.fen);
  await page.locator('#history-empty', { hasText: en['puzzle.historyEmpty'] }).waitFor();
  await board.enter(puzzle.solution[0]);
  await waitFeedback(page, en['puzzle.right']);
  await waitMoves(page, 2);
  await board.enter(alternative.move);
  await waitFeedback(page, en['puzzle.solvedAlternative'].replace('{move}', alternative.move).split(':')[0]);
  await waitMoves(page, 4);
  assert.deepEqual(await board.history(), [...puzzle.solution.slice(0, 2), alternative.move, alternative.reply]);

  // The result is kept: solved, the rating up, one line in the history and a graph of it.
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('tobit.puzzles')));
  assert.deepEqual(saved.solved, [puzzle.id]);
  assert.equal(saved.history.length, 1);
  assert.deepEqual({ id: saved.history[0].id, solved: saved.history[0].solved }, { id: puzzle.id, solved: true });
  assert.equal(saved.history[0].rating, saved.rating);
  await page.locator('#history li.solved a', { hasText: String(saved.rating) }).waitFor();
  assert.equal(await page.locator('#graph').getAttribute('hidden'), null);
  assert.match(await page.locator('#graph').getAttribute('aria-label'), new RegExp(String(saved.rating)));
  browser.assertClean();
});

test('a chosen theme gives puzzles of that theme; the daily puzzle is the same on a reload', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { viewport: { width: 1280, height: 900 } });
  const { page } = browser;
  await page.goto(`${srv.url}puzzles.html`);
  await boardReady(page);
  await page.locator('#theme option[value="blockade"]', { hasText: en['puzzle.themeName.blockade'] }).waitFor({ state: 'attached' });
  await page.locator('#theme').selectOption('blockade');
  await page.waitForFunction(() => new URLSearchParams(location.search).has('id'));
  for (let i = 0; i < 3; i += 1) {
    const id = new URL(page.url()).searchParams.get('id');
    assert.equal(puzzles.find((p) => p.id === id)?.theme, 'blockade', `puzzle ${id}`);
    await page.getByRole('button', { name: en['puzzle.next'] }).click();
    await page.waitForFunction((old) => !location.search.includes(old), id);
  }

  const daily = async () => {
    await page.getByRole('button', { name: en['puzzle.daily'] }).click();
    await page.locator('#about', { hasText: en['puzzle.daily'] }).waitFor();
    return new URL(page.url()).searchParams.get('id');
  };
  const first = await daily();
  await page.goto(`${srv.url}puzzles.html`);
  await boardReady(page);
  assert.equal(await daily(), first);
  browser.assertClean();
});
