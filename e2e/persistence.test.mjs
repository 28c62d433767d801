// The game in progress survives a reload (kept in the archive, IndexedDB); a stored game that
// cannot be read is kept aside with a notice, never overwritten; the localStorage save of
// earlier releases comes back once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, waitText, chooseAi } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { storedGames, storedWhen } from './support/archive.mjs';


test('reloading the page restores the game, its mode and level', async (t) => {
  const { page, board, browser } = await openApp(t);
  await chooseAi(page, board, { colour: 'white', level: 3 });
  await board.enter('10-17', 'drag');
  await board.waitTurn('white');
  await board.enter((await board.legalMoves())[0].notation, 'click');
  await board.waitTurn('white');
  const history = await board.history();
  assert.equal(history.length, 4);
  await storedWhen(page, (games) => games.some((g) => g.moves.length === history.length));
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
  await storedWhen(page, (games) => games.length === 1);
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

test('the archive saves again after its database is deleted mid-game', { timeout: 60000 }, async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  const storedMoves = async () => Math.max(-1, ...(await storedGames(page)).map((g) => g.moves.length));
  await board.enter('9-16', 'click');
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 1);
  while ((await storedMoves()) !== 1) { /* the save is on its way */ }
  // Site data cleared, or another tab deleting the database: the app's connection must let go.
  const deleted = await page.evaluate(() => new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('tobit-archive');
    request.onsuccess = () => resolve('deleted');
    request.onerror = () => resolve('failed');
    request.onblocked = () => resolve('blocked');
  }));
  assert.equal(deleted, 'deleted', 'the archive closed its connection (versionchange)');
  await board.enter((await board.legalMoves())[0].notation, 'click');
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length === 2);
  while ((await storedMoves()) !== 2) { /* saved again, in a database created afresh */ }
  assert.equal(await page.locator('#save-problem').isHidden(), true, 'no "could not be saved" banner');
  browser.assertClean();
});

test('a move made just before the tab closes is in the archive once the app opens again (flushed on pagehide, kept in the journal)', { timeout: 60000 }, async (t) => {
  const { srv, page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  await page.evaluate(() => document.querySelector('tobit-board').play('30-23'));
  await page.close({ runBeforeUnload: true }); // at once, no wait for the save
  // The app opens the archive, which stores what the journal kept of a write that never
  // committed (the flush's IndexedDB write alone was lost now and then), and takes the game up.
  const other = await browser.context.newPage();
  await other.goto(srv.url);
  await boardReady(other);
  await other.evaluate(() => /** @type {any} */ (window).tobitLoaded);
  const moves = (await storedGames(other)).map((g) => g.moves.join(' '));
  assert.deepEqual(moves, ['9-16 30-23']);
  browser.assertClean();
});

/**
 * The stored record of the game `id`, read in `tab` (null when there is none).
 * @param {import('playwright-core').Page} tab
 * @param {string} id
 */
const storedGame = async (tab, id) => (await storedGames(tab)).find((g) => g.id === id) ?? null;

/**
 * Reads the record `id` in `tab` until `wanted` accepts it, and returns it.
 * @param {import('playwright-core').Page} tab
 * @param {string} id
 * @param {(record: any) => boolean} wanted
 */
async function recordWhen(tab, id, wanted) {
  const games = await storedWhen(tab, (all) => all.some((g) => g.id === id && wanted(g)));
  return games.find((g) => g.id === id);
}

test('a study saved into the game by the analysis page in another tab stays when the app closes right after a move', { timeout: 60000 }, async (t) => {
  const { srv, page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await board.enter('9-16', 'click');
  const id = /** @type {string} */ (await page.evaluate(() => sessionStorage.getItem('tobit.tab.game')));
  await recordWhen(page, id, (record) => record.moves.length === 1);
  // The analysis board, in a second tab, comments the game's first move: its study is saved
  // into the game's record.
  const analysis = await browser.context.newPage();
  await analysis.goto(`${srv.url}analysis.html?game=${id}&moves=9-16`);
  await analysis.locator('#comment:not([disabled])').fill('a study from the other tab');
  await analysis.locator('#comment').blur();
  await recordWhen(analysis, id, (record) => /other tab/.test(record.analysis ?? ''));
  // The app plays on and closes at once: the game is stored with the move (by its save, or by
  // its flush on pagehide) and the study.
  await page.evaluate(() => document.querySelector('tobit-board').play('30-23'));
  await page.close({ runBeforeUnload: true });
  const record = await storedGame(analysis, id);
  assert.deepEqual(record.moves, ['9-16', '30-23']);
  assert.match(record.analysis, /\{a study from the other tab\}/);
  browser.assertClean();
});
