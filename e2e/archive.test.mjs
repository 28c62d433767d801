// No game ever lost: every game in the archive (IndexedDB), a shared link as a new entry (and,
// opened again, that entry, never a copy), a
// rejected shared position neither stored nor shared again, two tabs that never overwrite each
// other, a full storage shown to the player with Export PDN, My games (continue, delete, export).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, waitText } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { storedGames, waitStored } from './support/archive.mjs';

/**
 * Plays the first legal move on `board` and returns it.
 * @param {import('./support/board.mjs').BoardDriver} board
 */
async function reply(board) {
  const move = (await board.legalMoves())[0].notation;
  await board.enter(move, 'click');
  return move;
}

test('every game is kept; a shared link opens as a new entry, once, and the game in progress stays', async (t) => {
  const { page, board, srv, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  await waitStored(page, ['9-16']);

  await page.goto(`${srv.url}?moves=10-17&mode=play`);
  const shared = await boardReady(page);
  assert.deepEqual(await shared.history(), ['10-17']);
  assert.equal(new URL(page.url()).search, '', 'the link is not kept in the address');
  await waitStored(page, ['10-17']);
  const records = await storedGames(page);
  assert.deepEqual(records.map((r) => r.moves), [['9-16'], ['10-17']]);
  assert.deepEqual(records.map((r) => r.fromLink), [undefined, true], 'the copy from the link is marked');
  assert.notEqual(records[0].id, records[1].id);
  for (const r of records) assert.ok(Number.isInteger(r.seed) && r.seed >= 0 && r.seed <= 0xffffffff);

  // My games lists both; the earlier game continues from there.
  await page.locator('#my-games').click();
  const items = page.locator('#my-games-list li');
  await items.nth(1).waitFor();
  assert.equal(await items.count(), 2);
  // The game on the board (the shared one, newest first) is marked and offers only the way back.
  const current = page.locator('#my-games-list li[aria-current="true"]');
  assert.equal(await current.count(), 1);
  assert.match(await current.innerText(), /This game/);
  assert.match(await current.innerText(), /from a link/);
  assert.doesNotMatch(await items.nth(1).innerText(), /from a link/);
  assert.equal(await current.getByRole('button', { name: 'Continue' }).count(), 0);
  assert.equal(await items.first().getAttribute('aria-current'), 'true');
  const earlier = await items.nth(1).getAttribute('data-id');
  await items.nth(1).getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => document.querySelector('tobit-board').history().join(' ') === '9-16');
  // Now the continued game is the marked one; "Back to the game" closes the list.
  await page.locator('#my-games').click();
  await items.nth(1).waitFor();
  // The list is made on demand and marked once it knows the game on the board: wait for the mark.
  await page.locator(`#my-games-list li[aria-current="true"][data-id="${earlier}"]`).waitFor();
  assert.equal(await current.count(), 1);
  await current.getByRole('button', { name: 'Back to the game' }).click();
  await page.locator('#my-games-dialog').waitFor({ state: 'hidden' });
  const black = await reply(shared);
  await waitStored(page, ['9-16', black]);
  assert.equal((await storedGames(page)).length, 2, 'continuing a game updates it, never adds one');

  // The same link opened again (its parameters in another order) opens the game kept from it,
  // no copy; played on, it opens as it was left.
  await page.goto(`${srv.url}?mode=play&moves=10-17`);
  const again = await boardReady(page);
  assert.deepEqual(await again.history(), ['10-17']);
  const onward = await reply(again);
  await waitStored(page, ['10-17', onward]);
  await page.goto(`${srv.url}?moves=10-17&mode=play`);
  assert.deepEqual(await (await boardReady(page)).history(), ['10-17', onward]);
  const kept = await storedGames(page);
  assert.deepEqual(kept.map((r) => r.id), records.map((r) => r.id), 'still the two games, no copy');
  await page.locator('#my-games').click();
  await page.locator('#my-games-list li').nth(1).waitFor();
  assert.equal(await page.locator('#my-games-list li').count(), 2);
  browser.assertClean();
});

test('a rejected fen in a shared link is not stored nor shared again', async (t) => {
  const { page, srv, browser } = await openApp(t);
  await page.goto(`${srv.url}?fen=${encodeURIComponent('W:W99:B1')}&moves=`);
  const board = await boardReady(page);
  await waitText(page, /could not be opened/);
  assert.equal(new URL(page.url()).search, '');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).tobitApp.snapshot().fen), null);
  assert.equal((await board.legalMoves()).length, 5, 'a fresh game from the start');
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  await waitStored(page, ['9-16']);
  assert.ok((await storedGames(page)).every((r) => r.fen === null), 'the bad position is stored nowhere');
  browser.assertClean();
});

test('two tabs never overwrite each other\'s game', async (t) => {
  const { page: one, board: a, browser, srv } = await openApp(t);
  await a.set({ animation: 0 });
  await a.enter('9-16', 'click');
  await waitStored(one, ['9-16']);

  const two = await browser.context.newPage();
  await two.goto(srv.url);
  const b = await boardReady(two);
  assert.deepEqual(await b.history(), [], 'the game another tab plays is not taken over');
  await b.set({ animation: 0 });
  // The second tab's fresh game is the last one chosen (two players, the first tab's choice).
  await b.enter('10-17', 'click');
  const twoMoves = await b.history();
  assert.deepEqual(twoMoves, ['10-17']);
  const black = await reply(a);
  await waitStored(one, ['9-16', black]);
  await waitStored(two, twoMoves);

  await Promise.all([one.reload(), two.reload()]);
  const [a2, b2] = await Promise.all([boardReady(one), boardReady(two)]);
  await one.waitForFunction(() => document.querySelector('tobit-board').history().length === 2);
  await two.waitForFunction(() => document.querySelector('tobit-board').history().length === 1);
  assert.deepEqual(await a2.history(), ['9-16', black]);
  assert.deepEqual(await b2.history(), twoMoves);
  assert.equal((await storedGames(one)).length, 2);
  browser.assertClean();
});

test('a full storage is shown with Export PDN until a save succeeds; the game stays playable', async (t) => {
  const { page, board, browser } = await openApp(t);
  // IndexedDB refuses every write while window.__full is set (a storage that is full).
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    /** @type {any} */ (window).__full = true;
    IDBObjectStore.prototype.put = function (...args) {
      if (/** @type {any} */ (window).__full) throw new DOMException('the quota is exceeded', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  const problem = page.locator('#save-problem');
  await problem.waitFor({ state: 'visible' });
  assert.match(await problem.innerText(), /could not be saved/);

  const [download] = await Promise.all([page.waitForEvent('download'), problem.getByRole('button', { name: 'Export PDN' }).click()]);
  const pdn = await (await download.createReadStream()).toArray();
  assert.match(Buffer.concat(pdn).toString(), /1\. 9-16/);

  const black = await reply(board);
  assert.equal(await problem.isVisible(), true, 'the message stays while saving fails');
  assert.deepEqual(await board.history(), ['9-16', black]);

  await page.evaluate(() => { /** @type {any} */ (window).__full = false; });
  await reply(board);
  await problem.waitFor({ state: 'hidden' });
  assert.equal((await storedGames(page)).at(-1).moves.length, 3, 'the whole game is saved once storage is back');
  browser.assertClean([/the quota is exceeded/]);
});

test('My games exports every game as PDN and deletes one', async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  await waitStored(page, ['9-16']);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('#new-game-dialog button[value="start"]').click(); // the game choice, as it was
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
  await board.enter('10-17', 'click');
  await waitStored(page, ['10-17']);
  const seeds = (await storedGames(page)).map((r) => r.seed);
  assert.equal(seeds.length, 2);

  await page.locator('#my-games').click();
  const items = page.locator('#my-games-list li');
  await items.nth(1).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all games (PDN)' }).click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  assert.match(text, /1\. 9-16/);
  assert.match(text, /1\. 10-17/);

  // Deleting asks in the app's own dialog, and a toast can bring the game back.
  await items.filter({ hasText: /Two players/ }).last().getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('#confirm-dialog');
  assert.equal(await confirm.locator('h2').textContent(), 'Delete this game?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await items.count(), 2, 'Cancel keeps it');
  await items.filter({ hasText: /Two players/ }).last().getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#my-games-list li').length === 1);
  assert.equal((await storedGames(page)).length, 1);
  const toast = page.locator('#my-games-toasts .toast', { hasText: 'The game is deleted.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#my-games-list li').length === 2);
  assert.equal((await storedGames(page)).length, 2, 'the game is back');
  browser.assertClean();
});

test('a resigned game and an agreed draw keep their ending in the archive and in My games\' PDN', async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  const black = await reply(board);
  // White is to move and resigns: Black wins 0-2 though the moves alone leave the game open.
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.locator('#confirm-dialog').getByRole('button', { name: 'Resign' }).click();
  await page.locator('#result').waitFor();
  await waitStored(page, ['9-16', black], 'resignation');
  const resigned = (await storedGames(page)).at(-1);
  assert.deepEqual(resigned.result, { winner: 'black', reason: 'resignation', score: '0-2' });
  assert.deepEqual(resigned.moves, ['9-16', black]);

  // A second game, ended by a draw White offers and Black accepts.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('#new-game-dialog button[value="start"]').click();
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 0);
  await board.enter('10-17', 'click');
  await waitStored(page, ['10-17']);
  await page.locator('#offer-draw').click();
  await page.locator('#draw-dialog').getByRole('button', { name: /accept/i }).click();
  await waitStored(page, ['10-17'], 'agreement');

  await page.locator('#my-games').click();
  const items = page.locator('#my-games-list li');
  await items.nth(1).waitFor();
  /** The PDN My games exports for the game whose list entry matches `re`. */
  const exported = async (/** @type {RegExp} */ re) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      items.filter({ hasText: re }).getByRole('button', { name: 'Export PDN' }).click(),
    ]);
    return Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  };
  // Counted in the rules' move numbers: White's move and Black's reply are move 1.
  assert.match(await items.filter({ hasText: /Black won/ }).innerText(), /· 1 move\b/);
  const lost = await exported(/Black won/);
  assert.match(lost, /\[Result "0-2"\]/);
  assert.match(lost, new RegExp(`1\\. 9-16 ${black} 0-2\\s*$`));
  const drawn = await exported(/agree/i);
  assert.match(drawn, /\[Result "1-1"\]/);
  assert.match(drawn, /1\. 10-17 1-1\s*$/);
  browser.assertClean();
});
