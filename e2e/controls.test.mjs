// Undo, redo, new game, resign, the game-over banner and the draw by repetition, through the
// app's own controls, as a person uses and sees them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, press, waitText, waitBanner, chooseAi } from './support/app.mjs';


/** Opens the app for two players with two moves played by mouse: 9-16 then 30-23. */
async function twoMoves(t) {
  const app = await openApp(t);
  await app.board.set({ animation: 0 });
  await app.board.enter('9-16', 'click');
  await app.board.enter('30-23', 'drag');
  return app;
}

/** Answers an in-page confirmation (if the app asks) by pressing its confirming button. */
async function confirmIfAsked(page, name) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name }) });
  if (await dialog.count()) await dialog.getByRole('button', { name }).last().click();
}

test('undo and redo take moves back and forth', async (t) => {
  const { page, board, browser } = await twoMoves(t);
  const redoDisabled = () => page.evaluate(() => /** @type {HTMLButtonElement} */ (document.getElementById('redo')).disabled);
  assert.equal(await redoDisabled(), true, 'nothing to redo after two moves');
  // Capturing is compulsory now: White's only moves take 23.
  assert.ok((await board.legalMoves()).every((m) => m.captured.includes(23)));
  await press(page, /^undo/i);
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 1);
  assert.deepEqual(await board.history(), ['9-16']);
  assert.equal((await board.status()).sideToMove, 'black');
  await page.waitForFunction(() => !/** @type {HTMLButtonElement} */ (document.getElementById('redo')).disabled); // offered after an undo
  await press(page, /^redo/i);
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 2);
  assert.deepEqual(await board.history(), ['9-16', '30-23']);
  await page.waitForFunction(() => /** @type {HTMLButtonElement} */ (document.getElementById('redo')).disabled);
  // A new move after undo is accepted as usual.
  await press(page, /^undo/i);
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 1);
  await board.enter('29-22', 'click');
  assert.deepEqual(await board.history(), ['9-16', '29-22']);
  await page.waitForFunction(() => /** @type {HTMLButtonElement} */ (document.getElementById('redo')).disabled);
  assert.ok((await board.events('change')).length >= 3, 'undo and redo announce a change');
  browser.assertClean();
});

test('new game returns to the start position', async (t) => {
  const { page, board, browser } = await twoMoves(t);
  await press(page, /new game/i);
  await confirmIfAsked(page, /new game|yes|ok|start/i);
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
  const moves = (await board.legalMoves()).map((m) => m.notation).sort();
  assert.deepEqual(moves, ['10-17', '11-18', '7-14', '8-15', '9-16']);
  browser.assertClean();
});

test('resigning ends the game with a banner naming the winner and the score', async (t) => {
  const { page, board, browser } = await twoMoves(t);
  // White is to move and resigns.
  await press(page, /resign/i);
  // The app asks first; the question comes with the end of a game's code, loaded on this first use.
  const sure = /resign|yes|ok/i;
  await page.getByRole('dialog').filter({ has: page.getByRole('button', { name: sure }) }).getByRole('button', { name: sure }).last().click();
  const [over] = await board.waitEvents('gameover', 1);
  assert.deepEqual(
    { winner: over.detail.winner, reason: over.detail.reason, score: over.detail.score },
    { winner: 'black', reason: 'resignation', score: '0-2' },
  );
  await waitBanner(page, /Black won[\s\S]*White resigned[\s\S]*0-2/);
  // The finished game takes no more moves, once its card is closed and the board uncovered.
  await page.locator('#result-close').click();
  await page.locator('#result').waitFor({ state: 'hidden' });
  await board.click(16);
  await board.click(30);
  assert.equal((await board.events('move')).length, 2);
  browser.assertClean();
});

test('a draw by threefold repetition is announced', async (t) => {
  // Two lone tobits, opened from a shared link, shuttle back and forth.
  const { page, board, browser } = await openApp(t, { path: '?fen=W:WK1:BK38&mode=play' });
  await board.set({ animation: 0 });
  assert.equal(await board.call('currentFen'), 'W:WK1:BK38');
  const shuffle = ['1-7', '38-32', '7-1', '32-38'];
  for (const m of [...shuffle, ...shuffle]) await board.enter(m, m.startsWith('1') || m.startsWith('3') ? 'click' : 'drag');
  const st = await board.status();
  assert.deepEqual({ over: st.over, outcome: st.outcome }, { over: true, outcome: { winner: null, reason: 'repetition', score: '1-1' } });
  const [over] = await board.waitEvents('gameover', 1);
  assert.deepEqual({ winner: over.detail.winner, score: over.detail.score }, { winner: null, score: '1-1' });
  await waitBanner(page, /Draw by repetition[\s\S]*1-1/);
  browser.assertClean();
});

test('clicking a move in the list shows that position read-only until back to the game', async (t) => {
  const { page, board, browser } = await twoMoves(t);
  await page.locator('#moves').getByText('9-16', { exact: true }).click();
  await waitText(page, /Reviewing: the position after White's move 1\./);
  // While reviewing, the board takes no move.
  await board.click(16);
  await board.click(30);
  assert.equal((await board.events('move')).length, 2);
  await press(page, /back to the game/i);
  await page.getByText(/Reviewing:/).first().waitFor({ state: 'hidden' });
  await board.enter('16x30', 'final');
  assert.deepEqual(await board.history(), ['9-16', '30-23', '16x30']);
  browser.assertClean();
});

test('a draw offered and accepted between two players', async (t) => {
  const { page, board, browser } = await twoMoves(t);
  await press(page, /offer a draw/i);
  await page.getByRole('dialog').getByRole('button', { name: /accept/i }).click();
  const [over] = await board.waitEvents('gameover', 1);
  assert.deepEqual(over.detail, { winner: null, reason: 'agreement', score: '1-1' });
  await waitBanner(page, /Draw by agreement[\s\S]*1-1/);
  browser.assertClean();
});

test('the flipped board still takes moves where the pieces are drawn', async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  const before = [await board.point(1), await board.point(38)];
  assert.ok(before[0].y > before[1].y, 'White at the bottom');
  await press(page, /flip/i);
  const after = [await board.point(1), await board.point(38)];
  assert.ok(after[0].y < after[1].y, 'Black at the bottom after flipping');
  await board.enter('8-15', 'drag');
  await board.enter('29-22', 'click');
  assert.deepEqual(await board.history(), ['8-15', '29-22']);
  browser.assertClean();
});

test('against the AI, undo takes back to the person\'s previous turn', async (t) => {
  const { page, board, browser } = await openApp(t);
  await chooseAi(page, board, { colour: 'white', level: 1 });
  await board.enter('9-16', 'click');
  await board.waitTurn('white');
  await board.enter((await board.legalMoves())[0].notation, 'drag');
  await board.waitTurn('white');
  assert.equal((await board.history()).length, 4);
  await press(page, /^undo/i);
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 2);
  assert.equal((await board.status()).sideToMove, 'white');
  browser.assertClean();
});
