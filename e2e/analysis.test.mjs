// The analysis board (analysis.html): a game played in the app, then opened from the result
// card, studied (the engine's lines, a variation, every key) and reviewed; its study survives
// a reload; on a phone in Russian the engine waits to be asked; four pieces show the tables'
// exact values; axe finds nothing serious.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playAgainstAi, server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { BoardDriver, boardReady } from './support/board.mjs';
import { axeViolations } from './support/axe.mjs';
import { catalog } from './support/www.mjs';

const en = catalog('en');
const ru = catalog('ru');

/** The moves shown in the move list (main line and variations), as their buttons read. */
const listed = (page) => page.locator('#moves button.move').allInnerTexts();
/** The path of the move shown, from the list's marked move ('' at the start). */
const current = (page) => page.evaluate(() => document.querySelector('#moves [aria-current="true"]')?.getAttribute('data-path') ?? '');
/** The address's moves. */
const urlMoves = (page) => new URL(page.url()).searchParams.get('moves') ?? '';

/** Waits for the engine's first line of the position shown. */
async function firstLine(page) {
  await page.locator('#engine-list li').first().waitFor({ timeout: 30000 });
}

/** Opens the analysis board at `query` and waits for its board. */
async function openAnalysis(t, query, launchOptions) {
  const srv = await server(t);
  const browser = await launch(t, launchOptions);
  await browser.page.goto(`${srv.url}analysis.html${query}`);
  const board = await boardReady(browser.page);
  await browser.page.locator('#moves').waitFor();
  return { srv, ...browser, board };
}

test('a game played, then analysed from the result card and reviewed, its study kept over a reload (desktop, English)', async (t) => {
  const { page, board, browser } = await openApp(t, { viewport: { width: 1280, height: 800 } });
  const { history } = await playAgainstAi(page, board, { level: 1, depth: 2, seed: 3 });
  await page.locator('#analyse-game').click();
  await page.waitForURL(/analysis\.html/);
  const analysis = new BoardDriver(page, 'tobit-board#board');
  await boardReady(page, 'tobit-board#board');
  assert.equal(urlMoves(page), history.join(' '), 'the address holds the game shown');
  assert.ok(new URL(page.url()).searchParams.get('game'), 'and the game of My games');
  // The list is written once the study is read (after the board is ready): wait for its last move.
  await page.locator('#moves button.move').nth(history.length - 1).waitFor();
  assert.deepEqual(await listed(page), history);

  // The engine runs by itself on a desktop: lines, the bar's value, the best move's arrow.
  await page.keyboard.press('ArrowUp');
  assert.equal(urlMoves(page), '');
  await firstLine(page);
  assert.match(await page.locator('#engine-status').innerText(), /Depth \d+/);
  assert.notEqual(await page.locator('#eval-number').innerText(), '…');
  const lines = await page.locator('#engine-list li').count();
  assert.equal(lines, 3, 'three lines by default');

  // Keys: forward, end, back; a move off the line is a variation (Shift+arrows in and out).
  await page.keyboard.press('ArrowRight');
  assert.equal(await current(page), '0');
  await page.keyboard.press('ArrowDown');
  assert.equal(await current(page), history.map(() => '0').join('.'));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const legal = (await analysis.call('legalMoves')).map((m) => m.notation);
  const other = legal.find((m) => m !== history[2]);
  await analysis.set({ animation: 0 });
  await analysis.enter(other);
  await page.waitForFunction(() => document.querySelector('#moves .variation'));
  assert.equal(await current(page), '0.0.1');
  assert.equal(urlMoves(page), [...history.slice(0, 2), other].join(' '));
  await page.keyboard.press('Shift+ArrowLeft');
  assert.equal(await current(page), '0.0');
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal(await current(page), '0.0.1');
  await page.keyboard.press('1');
  await page.locator('#moves button.move', { hasText: `${other}!` }).waitFor();
  await page.keyboard.press('6');
  await page.locator('#moves button.move', { hasText: `${other}?!` }).waitFor();

  // The engine keys: Space plays the best move, L turns it off and on, X the threat, A the
  // arrows, F turns the board and the bar, H the hint, E says the evaluation.
  await firstLine(page);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('#moves [aria-current="true"]')?.getAttribute('data-path') === '0.0.1.0');
  await page.keyboard.press('l');
  assert.equal(await page.locator('#engine-on').isChecked(), false);
  await page.locator('#engine-status', { hasText: en['analysis.engine.off'] }).waitFor();
  await page.keyboard.press('l');
  await firstLine(page);
  await page.keyboard.press('x');
  await page.locator('#engine-status', { hasText: en['analysis.engine.threatOn'] }).waitFor();
  await page.keyboard.press('x');
  await page.keyboard.press('a');
  await page.keyboard.press('a');
  await page.keyboard.press('f');
  assert.equal(await page.evaluate(() => /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.querySelector('#board')).orientation), 'black');
  assert.ok(await page.locator('#eval-bar.flipped').count());
  await page.keyboard.press('f');
  await page.keyboard.press('h');
  await page.locator('#announce', { hasText: /Hint: move the piece on \d+/ }).waitFor();
  await page.keyboard.press('h');
  await page.locator('#announce', { hasText: /Hint: play / }).waitFor();
  await firstLine(page);
  await page.keyboard.press('e');
  await page.locator('#announce', { hasText: /Best line:/ }).waitFor();
  await page.keyboard.press('?');
  assert.equal(await page.locator('#help').evaluate((d) => /** @type {HTMLDialogElement} */ (d).open), true);
  assert.equal(await page.locator('#help-keys dt').count(), 22, 'every key is in the help');
  await page.locator('#help', { hasText: en['analysis.keys.nextMistake'] }).waitFor();
  await page.keyboard.press('Escape');

  // A line's move played by a click; hovering a line shows its end on the small board.
  await page.locator('#engine-list li').first().locator('.line-move').first().hover();
  await page.locator('#preview').waitFor();

  // Promote the variation, then it is the main line; the study is kept with the game.
  await page.locator('#moves button.move', { hasText: other }).click();
  await page.locator('#promote').click();
  assert.equal(await current(page), '0.0.0');
  await page.reload();
  await boardReady(page, 'tobit-board#board');
  await page.locator('#moves .variation').waitFor();
  assert.equal(await current(page), '0.0.0', 'the reload shows the same move of the same study');
  assert.ok((await listed(page)).includes(`${other}?!`), 'with its glyph');

  // The review: progress, counts per side, marks and the graph; N goes to a mistake.
  await page.locator('#review-start').click();
  await page.locator('#review-counts').waitFor({ timeout: 180000 });
  assert.equal(await page.locator('#review-counts tr').count(), 4);
  assert.ok(await page.locator('#review-graph').isVisible());
  const mistakes = await page.locator('#moves .grade.mistake, #moves .grade.blunder').count();
  await page.keyboard.press('n');
  if (mistakes) {
    await page.locator('#moves [aria-current="true"] .grade:is(.mistake, .blunder)').waitFor();
  } else {
    await page.locator('#announce', { hasText: en['analysis.review.noMistakes'] }).waitFor();
  }
  assert.deepEqual(await axeViolations(page), []);
  browser.assertClean();
});

test('a game played on a phone in Russian, analysed from My games and reviewed: the engine waits to be asked; the study survives a reload; axe is clean', async (t) => {
  const { page, board, browser } = await openApp(t, { viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'ru-RU' });
  await board.set({ animation: 0 });
  const game = ['9-16', '29-22', '7-14', '31-24'];
  for (const move of game) await board.enter(move);
  await page.waitForFunction((n) => document.querySelector('tobit-board').history().length === n, game.length);
  const opener = page.locator('#my-games');
  if (!(await opener.isVisible())) await page.locator('#menu-button').click(); // folded on a phone
  await opener.click();
  await page.locator('#my-games-list li').first().getByRole('button', { name: ru['action.analyse'] }).click();
  await page.waitForURL(/analysis\.html/);
  await boardReady(page, 'tobit-board#board');
  await page.locator('h1', { hasText: ru['analysis.title'] }).waitFor();
  assert.deepEqual(await listed(page), game);
  assert.equal(urlMoves(page), game.join(' '));

  // The engine never starts by itself on a phone; asked, it streams its lines.
  assert.equal(await page.locator('#engine-on').isChecked(), false, 'off by default on a phone');
  await page.locator('#engine-status', { hasText: ru['analysis.engine.off'] }).waitFor();
  assert.equal(await page.locator('#engine-list li').count(), 0);
  await page.locator('#engine-on').check();
  await firstLine(page);
  assert.match(await page.locator('#engine-status').innerText(), /Глубина \d+/);

  // A variation played on the board, the game reviewed, and both kept with the game.
  const analysis = new BoardDriver(page, 'tobit-board#board');
  await analysis.set({ animation: 0 });
  await page.locator('#nav-back').click();
  await page.locator('#board').scrollIntoViewIfNeeded();
  const other = (await analysis.call('legalMoves')).map((m) => m.notation).find((m) => m !== game[3]);
  await analysis.enter(other);
  await page.locator('#moves .variation').waitFor();
  await page.locator('#review-start').click();
  await page.locator('#review-counts').waitFor({ timeout: 120000 });
  await page.locator('#review-counts th', { hasText: ru['analysis.grade.blunder'] }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.reload();
  await boardReady(page, 'tobit-board#board');
  await page.locator('#moves .variation').waitFor();
  assert.deepEqual(await listed(page), [...game, other]);
  browser.assertClean();
});

test('with four pieces every legal move shows its exact value from the tables', async (t) => {
  const { page, board, assertClean } = await openAnalysis(t, `?fen=${encodeURIComponent('W:WK8,K22:BK15')}`, {
    viewport: { width: 1280, height: 800 },
  });
  await page.locator('#exact-list li').first().waitFor({ timeout: 60000 });
  const legal = await board.call('legalMoves');
  assert.equal(await page.locator('#exact-list li').count(), legal.length);
  await page.locator('#engine-status', { hasText: en['analysis.engine.tables'] }).waitFor();
  assert.match(await page.locator('#eval-number').innerText(), /#|=/, 'the bar shows the exact result');
  assertClean();
});

test('a pasted move list opens; an arrow drawn on it is kept; the Diagram dialog opens; a bad list is refused with its reason', async (t) => {
  const { page, assertClean } = await openAnalysis(t, '', { viewport: { width: 1280, height: 800 } });
  await page.locator('.open-moves summary').click();
  await page.locator('#paste').fill('1. 9-16 29-22 2. 7-14');
  await page.locator('#paste-open').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('moves') === '9-16 29-22 7-14');
  // An arrow drawn on the board (right-drag) is the move's own: kept in the study over a reload,
  // without the engine's arrows; the Diagram dialog offers the position.
  const board = await boardReady(page, 'tobit-board#board');
  const a = await board.point(1);
  const b = await board.point(7);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  await page.waitForFunction(() => (localStorage.getItem('tobit.analysis.last') ?? '').includes('[%cal G1-7]'));
  assert.doesNotMatch(await page.evaluate(() => localStorage.getItem('tobit.analysis.last')), /[BPY]\d+-\d+/, 'no engine arrow kept');
  await page.reload();
  await boardReady(page, 'tobit-board#board');
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#board')).shapes.arrows.some((a) => a.from === 1 && a.to === 7 && a.brush === 'G'));
  await page.locator('#diagram').click();
  await page.locator('dialog[open]', { hasText: en['diagram.dialog.title'] }).waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.open-moves summary').click();
  await page.locator('#paste').fill('1. 9-16 9-16');
  await page.locator('#paste-open').click();
  // The reason in the page's words: the place, the move's number and the rules' reason.
  await page.locator('#feedback', { hasText: "That could not be opened: Line 1, column 9: Black's move 1: Black has no piece on 9." }).waitFor();
  assertClean();
});

test('a comment is kept with its move; one PDN cannot hold is refused in the page\'s words, worded again in Russian', async (t) => {
  const { page, assertClean } = await openAnalysis(t, '?moves=9-16+29-22', { viewport: { width: 1280, height: 800 } });
  await page.locator('#moves button.move').last().click();
  await page.locator('#comment').fill('a quiet reply');
  await page.locator('#comment').blur();
  await page.waitForFunction(() => (localStorage.getItem('tobit.analysis.last') ?? '').includes('{a quiet reply}'));
  await page.locator('#comment').fill('two lines}\nof text');
  await page.locator('#comment').blur();
  await page.locator('#feedback', { hasText: en['analysis.commentRefused'] }).waitFor();
  assert.match(await page.evaluate(() => localStorage.getItem('tobit.analysis.last') ?? ''), /\{a quiet reply\}/, 'the comment before stays');
  await page.locator('#language').selectOption('ru');
  await page.locator('#feedback', { hasText: ru['analysis.commentRefused'] }).waitFor();
  assertClean();
});
