// The game in progress survives a reload (kept in the archive, IndexedDB); a stored game that
// cannot be read is kept aside with a notice, never overwritten; the localStorage save of
// earlier releases comes back once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, waitText, chooseAi } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { shot } from './support/browser.mjs';

test('reloading the page restores the game, its mode and level', async (t) => {
  const { page, board, browser } = await openApp(t);
  await chooseAi(page, board, { colour: 'white', level: 3 });
  await board.enter('10-17', 'drag');
  await board.waitTurn('white');
  await board.enter((await board.legalMoves())[0].notation, 'click');
  await board.waitTurn('white');
  const history = await board.history();
  assert.equal(history.length, 4);
  await page.waitForFunction((n) => new Promise((resolve) => {
    const open = indexedDB.open('tobit-archive');
    open.onsuccess = () => {
      const get = open.result.transaction('games').objectStore('games').getAll();
      get.onsuccess = () => { open.result.close(); resolve(get.result.some((g) => g.moves.length === n)); };
    };
  }), history.length);
  const seed = await page.locator('tobit-board').getAttribute('seed');
  assert.match(seed ?? '', /^\d+$/, 'the game has its seed');

  await page.reload();
  const again = await boardReady(page);
  await page.waitForFunction((n) => document.querySelector('tobit-board').history().length === n, history.length);
  assert.deepEqual(await again.history(), history);
  // The strip shows the restored settings, and the board plays them.
  await page.locator('.player[data-side="black"]').filter({ hasText: 'The computer, level 3' }).waitFor();
  await page.locator('.player[data-side="white"]').filter({ hasText: 'You' }).waitFor();
  assert.equal(await page.locator('tobit-board').getAttribute('mode'), 'ai-black');
  assert.equal(await page.locator('tobit-board').getAttribute('seed'), seed, 'and the same seed');
  assert.equal(await page.locator('tobit-board').getAttribute('level'), '3');
  await again.set({ animation: 0 });
  await again.enter((await again.legalMoves())[0].notation, 'click');
  await again.waitTurn('white');
  assert.equal((await again.history()).length, history.length + 2);
  await shot(page, 'persistence-restored');
  browser.assertClean();
});

/**
 * Reads the archive's store `store` in the page (`getAll` or `getAllKeys`), or with `damage`
 * replaces the first game's moves by a string (a record of the wrong shape).
 * @param {import('playwright-core').Page} page
 * @param {string} store
 * @param {'getAll' | 'getAllKeys' | 'damage'} op
 * @returns {Promise<any[]>}
 */
function inArchive(page, store, op) {
  return page.evaluate(([store, op]) => new Promise((resolve, reject) => {
    const open = indexedDB.open('tobit-archive');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(store, 'readwrite');
      const objects = tx.objectStore(store);
      const read = objects[op === 'damage' ? 'getAll' : op]();
      if (op === 'damage') read.onsuccess = () => objects.put({ ...read.result[0], moves: 'oops' });
      tx.oncomplete = () => { open.result.close(); resolve(read.result); };
      tx.onerror = () => reject(tx.error);
    };
  }), [store, op]);
}

test('an unreadable stored game is kept aside with a notice and a fresh game starts', async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  await page.waitForFunction(() => new Promise((resolve) => {
    const open = indexedDB.open('tobit-archive');
    open.onsuccess = () => {
      const get = open.result.transaction('games').objectStore('games').count();
      get.onsuccess = () => { open.result.close(); resolve(get.result === 1); };
    };
  }));
  // The stored game is damaged (as by a bug or a disk error): its moves are not a list.
  const [damaged] = await inArchive(page, 'games', 'damage');
  await page.reload();
  const again = await boardReady(page);
  await waitText(page, /could not be read/);
  assert.deepEqual(await again.history(), []);
  assert.equal((await again.legalMoves()).length, 5);
  const aside = await inArchive(page, 'damaged', 'getAll');
  assert.equal(aside.length, 1, 'kept aside, not thrown away');
  assert.equal(aside[0].value.moves, 'oops');
  await again.enter('10-17', 'click');
  let games = await inArchive(page, 'games', 'getAll');
  while (games.length === 0) games = await inArchive(page, 'games', 'getAll'); // the save is on its way
  assert.ok(games.length > 0 && games.every((g) => g.id !== damaged.id), 'the new game is stored under a new id');
  await shot(page, 'persistence-corrupt');
  browser.assertClean();
});

test('the game saved in localStorage by an earlier release comes back once', async (t) => {
  const { page, browser } = await openApp(t);
  await page.evaluate(() => localStorage.setItem('tobit.game.v1', JSON.stringify({
    fen: null, moves: ['9-16'], mode: 'two', colour: 'white', level: 3, orientation: 'white', numbers: true,
  })));
  await page.reload();
  await boardReady(page);
  await page.waitForFunction(() => document.querySelector('tobit-board').history().join(' ') === '9-16');
  assert.equal(await page.evaluate(() => localStorage.getItem('tobit.game.v1')), null, 'moved, not copied');
  browser.assertClean();
});
