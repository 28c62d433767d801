// The game screen around the board: the player strip (who plays whom, whose turn, a compulsory
// capture, pieces taken, why a move was refused), the result card and its buttons, move
// navigation with buttons and keys, toasts, and nothing thrown away with one click.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, chooseGame } from './support/app.mjs';


/** A game in progress (16 plies, each side has taken two pieces, White to move, no capture due). */
const PLAYING = '8-15 32-25 11-18 25x11 5x18 38-32 15-16 30-23 16x30 36x23 18-17 29-30 17-16 28-21 2-8 34-28';
const link = (query) => ({ path: `?${query}` });
const status = (page) => page.locator('#status');

test('the strip says who plays whom, whose turn it is and what each side has taken', async (t) => {
  const { page, board, browser } = await openApp(t, link(`moves=${encodeURIComponent(PLAYING)}&mode=ai-white&level=5`));
  const chip = (side) => page.locator(`.player[data-side="${side}"]`);
  assert.match(await chip('white').innerText(), /The computer, level 5[\s\S]*took 2 pieces/);
  assert.match(await chip('black').innerText(), /You[\s\S]*took 2 pieces/);
  // White (the computer) was to move and replies; then the person's chip is marked.
  await board.waitTurn('black');
  await status(page).filter({ hasText: /Your move|You must capture/ }).waitFor();
  assert.equal(await chip('black').evaluate((e) => e.classList.contains('to-move')), true);
  assert.equal(await chip('white').evaluate((e) => e.classList.contains('to-move')), false);
  browser.assertClean();
});

test('a compulsory capture is announced in the strip, for the person and for two players', async (t) => {
  const { page, board, browser } = await openApp(t, link(`moves=${encodeURIComponent('9-16 30-23')}&mode=ai-black`));
  // The strip reads the legal moves from the wasm: every move White has takes 23.
  assert.ok((await board.legalMoves()).every((m) => m.captured.length > 0));
  await status(page).filter({ hasText: 'You must capture' }).waitFor();
  assert.equal(await status(page).getAttribute('data-kind'), 'must-capture');
  await board.set({ animation: 0 });
  await board.enter('16x30', 'final');
  await page.locator('.player[data-side="white"]').filter({ hasText: 'took 1 piece' }).waitFor();

  await chooseGame(page, { mode: 'two' });
  await board.enter('9-16', 'click');
  await board.enter('30-23', 'click');
  await status(page).filter({ hasText: 'White must capture' }).waitFor();
  browser.assertClean();
});

test('a click on a piece that may not move because another must capture is explained', async (t) => {
  const { page, board, browser } = await openApp(t, link(`moves=${encodeURIComponent('9-16 30-23')}&mode=play`));
  await board.set({ animation: 0 });
  await board.click(8); // White's hul on 8 could move, but 16 must take 23
  const [refused] = await board.waitEvents('refused', 1, 5000);
  assert.equal(refused.detail.reason, 'must-capture');
  assert.deepEqual(refused.detail.capturers, [16]);
  await status(page).filter({ hasText: /capture is compulsory/i }).waitFor();
  assert.equal(await status(page).getAttribute('data-kind'), 'refused');
  // The next move clears it.
  await board.enter('16x30', 'final');
  await status(page).filter({ hasText: 'Black must capture' }).waitFor(); // 30 can be taken back
  assert.notEqual(await status(page).getAttribute('data-kind'), 'refused');
  browser.assertClean();
});

test('the strip shows the refusal the element reports, in words for the situation', async (t) => {
  const { page, browser } = await openApp(t, link(`moves=${encodeURIComponent('9-16 30-23')}&mode=ai-black`));
  const refuse = (reason) => page.locator('tobit-board').evaluate((el, reason) => {
    el.dispatchEvent(new CustomEvent('refused', { detail: { reason, capturers: [16] }, bubbles: true, composed: true }));
  }, reason);
  await refuse('must-capture');
  await status(page).filter({ hasText: 'A capture is compulsory: take with a flashing piece.' }).waitFor();
  await refuse('not-your-turn');
  await status(page).filter({ hasText: 'That piece is not yours to move.' }).waitFor();
  await refuse('illegal');
  await status(page).filter({ hasText: 'That move is not allowed.' }).waitFor();
  browser.assertClean();
});

test('winning against the computer: "You won", the next level, and no pending move in the list', async (t) => {
  const { page, board, browser } = await openApp(t, link(`fen=${encodeURIComponent('W:W16:B23')}&mode=ai-black&level=3`));
  await board.set({ animation: 0 });
  await board.enter('16x30', 'final');
  const card = page.locator('#result');
  await card.waitFor();
  assert.equal(await card.getAttribute('data-kind'), 'win');
  assert.equal(await page.locator('#result-title').innerText(), 'You won');
  assert.equal(await page.locator('#result-why').innerText(), 'You took every one of the computer\'s pieces.');
  assert.match(await page.locator('#result-score').innerText(), /^2-0 · 1 move$/);
  assert.deepEqual(await page.locator('#moves .gap').allInnerTexts(), ['']);
  await status(page).filter({ hasText: 'Game over. You won' }).waitFor();
  await page.getByRole('button', { name: 'Next level (4)' }).click();
  await card.waitFor({ state: 'hidden' });
  assert.equal(await page.locator('tobit-board').getAttribute('level'), '4');
  assert.deepEqual(await board.history(), []);
  await page.locator('.player[data-side="black"]').filter({ hasText: 'The computer, level 4' }).waitFor();
  browser.assertClean();
});

test('resigning asks first; the lost game offers a rematch and a review', async (t) => {
  const { page, board, browser } = await openApp(t, link(`moves=${encodeURIComponent(PLAYING)}&mode=ai-black&level=2`));
  await page.getByRole('button', { name: 'Resign' }).click();
  const confirm = page.locator('#confirm-dialog');
  await confirm.getByText('Resign this game?').waitFor();
  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  assert.equal((await board.status()).over, false);

  await page.getByRole('button', { name: 'Resign' }).click();
  await confirm.getByRole('button', { name: 'Resign' }).click();
  const card = page.locator('#result');
  await card.waitFor();
  assert.equal(await card.getAttribute('data-kind'), 'loss');
  assert.equal(await page.locator('#result-title').innerText(), 'The computer won');
  assert.equal(await page.locator('#result-why').innerText(), 'You resigned.');
  assert.equal(await page.locator('#next-level').isVisible(), false);
  // The pending "…" of the last row is gone once the game is over.
  assert.ok((await page.locator('#moves').innerText()).indexOf('…') === -1);

  await page.getByRole('button', { name: 'Review the game' }).click();
  await card.waitFor({ state: 'hidden' });
  await page.locator('#nav-position').filter({ hasText: 'Start position' }).waitFor();
  await page.keyboard.press('End');
  await page.locator('#nav-position').filter({ hasText: 'Move 8 of 8 (Black)' }).waitFor();

  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('#new-game-dialog button[value="start"]').click();
  // The dialog's close event (which starts the game) comes after the click.
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
  assert.equal(await page.locator('tobit-board').getAttribute('level'), '2');
  browser.assertClean();
});

test('a rematch starts the same game again at once', async (t) => {
  const { page, board, browser } = await openApp(t, link(`fen=${encodeURIComponent('W:W16:B23')}&mode=ai-black&level=6`));
  await board.set({ animation: 0 });
  await board.enter('16x30', 'final');
  await page.getByRole('button', { name: 'Rematch' }).click();
  await page.locator('#result').waitFor({ state: 'hidden' });
  assert.deepEqual(await board.history(), []);
  assert.equal(await page.locator('tobit-board').getAttribute('mode'), 'ai-black');
  assert.equal(await page.locator('tobit-board').getAttribute('level'), '6');
  await status(page).filter({ hasText: 'Your move' }).waitFor();
  browser.assertClean();
});

test('move navigation: buttons, arrow keys, Home and End, "move N of M (side)" in the rules\' move numbers, and back to the game', async (t) => {
  const { page, board, browser } = await openApp(t, link(`moves=${encodeURIComponent(PLAYING)}&mode=play`));
  const position = page.locator('#nav-position');
  const current = page.locator('#moves [aria-current]');
  await position.filter({ hasText: 'Move 8 of 8 (Black)' }).waitFor();
  assert.equal(await page.locator('#back-to-game').isVisible(), false);
  await page.keyboard.press('ArrowLeft');
  await position.filter({ hasText: 'Move 8 of 8 (White)' }).waitFor();
  assert.equal(await current.innerText(), '2-8');
  await page.locator('#back-to-game').waitFor();
  await status(page).filter({ hasText: "Reviewing: the position after White's move 8." }).waitFor();
  await page.keyboard.press('Home');
  await position.filter({ hasText: 'Start position' }).waitFor();
  assert.equal(await page.locator('#nav-first').isDisabled(), true);
  await page.keyboard.press('ArrowRight');
  await position.filter({ hasText: 'Move 1 of 8 (White)' }).waitFor();
  assert.equal(await current.innerText(), '8-15');
  await page.locator('#nav-next').click();
  await position.filter({ hasText: 'Move 1 of 8 (Black)' }).waitFor();
  // The board shows that position read-only: a click plays nothing.
  await board.click(9);
  await board.click(16);
  assert.equal((await board.history()).length, 16);
  // The arrows of a focused list stay its own.
  await page.locator('#language').focus();
  await page.keyboard.press('ArrowLeft');
  await position.filter({ hasText: 'Move 1 of 8 (Black)' }).waitFor();
  await page.locator('#nav-last').click();
  await position.filter({ hasText: 'Move 8 of 8 (Black)' }).waitFor();
  assert.equal(await page.locator('#back-to-game').isVisible(), false);
  await page.keyboard.press('ArrowLeft');
  await page.locator('#back-to-game').click();
  await position.filter({ hasText: 'Move 8 of 8 (Black)' }).waitFor();
  await board.set({ animation: 0 });
  await board.enter((await board.legalMoves())[0].notation, 'click');
  await position.filter({ hasText: 'Move 9 of 9 (White)' }).waitFor();
  browser.assertClean();
});

test('a new game during a game can be undone from its toast, which then goes away', async (t) => {
  const { page, board, browser } = await openApp(t, link(`moves=${encodeURIComponent(PLAYING)}&mode=play`));
  await chooseGame(page, { mode: 'ai', colour: 'black', level: 1 });
  const toast = page.locator('.toast').filter({ hasText: 'A new game has started with the new settings.' });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await toast.waitFor({ state: 'hidden' });
  await page.waitForFunction((n) => document.querySelector('tobit-board').history().length === n, 16);
  assert.equal(await page.locator('tobit-board').getAttribute('mode'), 'play');

  // The same choice again, and this time the toast goes by itself.
  await chooseGame(page, { mode: 'two' });
  const again = page.locator('.toast').filter({ hasText: 'A new game has started.' });
  await again.waitFor();
  await again.waitFor({ state: 'detached', timeout: 20000 });
  assert.deepEqual(await board.history(), []);
  browser.assertClean();
});
