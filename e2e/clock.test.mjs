// Timed games (issue 22, docs/CLOCKS.md): two players lose on time with a fast control (time
// made to pass at once through the timed game's `skip`), a paused game comes back paused after
// a reload, and a timed game against the computer is played to its end without a loss on time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, chooseGame, waitBanner } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { storedWhen } from './support/archive.mjs';


/**
 * The text of the clock of `side`.
 * @param {import('playwright-core').Page} page
 * @param {'white' | 'black'} side
 */
const clockText = (page, side) => page.locator(`.clock[data-side="${side}"] .clock-time`).textContent();

/**
 * Waits until the clock of `side` runs.
 * @param {import('playwright-core').Page} page
 * @param {'white' | 'black'} side
 */
const waitRunning = (page, side) => page.locator(`.clock.running[data-side="${side}"]`).waitFor();

/**
 * Makes `ms` of the game's time pass at once.
 * @param {import('playwright-core').Page} page
 * @param {number} ms
 */
const skip = (page, ms) => page.evaluate((n) => /** @type {any} */ (window).tobitApp.timed.skip(n), ms);

test('two players: the side whose time runs out loses on time', { timeout: 90000 }, async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await chooseGame(page, { mode: 'two', clock: { minutes: 0, seconds: 20, bonus: 1, kind: 'increment' } });
  await waitRunning(page, 'white');
  assert.equal(await clockText(page, 'black'), '0:20');
  await board.enter('9-16', 'drag');
  await waitRunning(page, 'black');
  assert.match(await clockText(page, 'white'), /^0:(20|21)$/, 'White got its increment back');
  await skip(page, 12_000);
  assert.match(await clockText(page, 'black'), /^0:0\d\.\d$/, 'tenths under 10 seconds');
  await page.locator('.clock.low[data-side="black"]').waitFor();
  await page.locator('.clock[data-place="bottom"] [aria-live]', { hasText: 'Black is low on time' }).waitFor({ state: 'attached' });
  await skip(page, 10_000);
  await waitBanner(page, 'Black lost on time.');
  const status = await board.status();
  assert.equal(status.outcome?.reason, 'time-forfeit');
  assert.equal(status.outcome?.winner, 'white');
  await page.locator('.clock.flagged[data-side="black"]').waitFor();
  const [stored] = await storedWhen(page, (games) => games.some((g) => g.result?.reason === 'time-forfeit'));
  assert.equal(stored.result.winner, 'white');
  assert.equal(stored.clock.saved.flagged, 'black');
  const pdn = await page.evaluate(() => /** @type {any} */ (window).tobitApp.timed.pdn());
  assert.match(pdn, /\[TimeControl "20\+1"\]/);
  assert.match(pdn, /\[Termination "time forfeit"\]/);
  assert.match(pdn, /9-16 \{\[%clock w0:00:2\d(\.\d)? b0:00:20\]\}/);
  browser.assertClean();
});

test('a paused two-player game hides the board and comes back paused after a reload', { timeout: 90000 }, async (t) => {
  const { page, board, browser } = await openApp(t, { viewport: { width: 390, height: 844 } });
  await board.set({ animation: 0 });
  await chooseGame(page, { mode: 'two', clock: '3+2' });
  await waitRunning(page, 'white');
  await board.enter('9-16', 'click');
  await waitRunning(page, 'black');
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.locator('.clock-cover').waitFor();
  assert.equal(await page.locator('tobit-board').evaluate((b) => getComputedStyle(b).visibility), 'hidden');
  await page.getByRole('button', { name: "Add a minute to Black's clock" }).click();
  const black = await clockText(page, 'black');
  assert.match(black ?? '', /^3:5\d$|^4:00$/, `a minute added to Black: ${black}`);
  await storedWhen(page, (games) => games.some((g) => g.clock?.saved.blackMs > 180_000));

  await page.reload();
  const again = await boardReady(page);
  await page.locator('.clock-cover').waitFor();
  assert.equal(await clockText(page, 'black'), black, 'the same time after the reload');
  assert.deepEqual(await again.history(), ['9-16']);
  assert.equal(await page.locator('.clock.running').count(), 0, 'nothing runs while paused');
  await page.locator('.clock-cover').getByRole('button', { name: 'Resume' }).click();
  await waitRunning(page, 'black');
  assert.equal(await page.locator('.clock-cover').isHidden(), true);
  browser.assertClean();
});

test('a timed game against the computer comes back paused after a reload: it says so and takes no move until resumed', { timeout: 90000 }, async (t) => {
  const { page, board, browser } = await openApp(t, { viewport: { width: 1280, height: 800 } });
  await board.set({ animation: 0 });
  await chooseGame(page, { mode: 'ai', colour: 'white', level: 1, clock: '3+2' });
  await waitRunning(page, 'white');
  await board.enter('9-16', 'click');
  await board.waitTurn('white');
  await storedWhen(page, (games) => games.some((g) => g.moves.length === 2));
  await page.reload();
  const again = await boardReady(page);
  await again.set({ animation: 0 });
  const cover = page.locator('.clock-cover', { hasText: 'The clocks are paused: no move can be played until you resume.' });
  await cover.waitFor();
  assert.equal(await page.locator('tobit-board').evaluate((b) => getComputedStyle(b).visibility), 'visible', 'the board stays in view');
  const white = await clockText(page, 'white');
  // A move tried where the board shows (not under the note): the board takes no click.
  assert.equal(await page.locator('tobit-board').evaluate((b) => /** @type {HTMLElement} */ (b).inert), true);
  const note = await page.locator('.clock-cover').boundingBox();
  /** @param {number} n */
  const uncovered = async (n) => {
    const { x, y } = await again.point(n);
    return x < note.x || x > note.x + note.width || y < note.y || y > note.y + note.height;
  };
  // The move whose points the note leaves most in view; only points in view are clicked (a
  // click under the note is the note's: it could land on Resume).
  const legal = await again.legalMoves();
  let move = legal[0];
  let inView = /** @type {number[]} */ ([]);
  for (const m of legal) {
    const points = [];
    for (const p of [m.from, m.to]) if (await uncovered(p)) points.push(p);
    if (points.length > inView.length) [move, inView] = [m, points];
  }
  assert.ok(inView.length > 0, 'a legal move starts or ends where the board shows');
  for (const point of inView) {
    const { x, y } = await again.point(point);
    await page.mouse.click(x, y);
  }
  assert.equal((await again.history()).length, 2, 'no move while paused');
  assert.equal(await clockText(page, 'white'), white, 'and no increment');
  await cover.getByRole('button', { name: 'Resume' }).click();
  await waitRunning(page, 'white');
  await again.enter(move.notation, 'click');
  assert.equal((await again.history())[2], move.notation, 'resumed, the move is played');
  browser.assertClean();
});

test('a timed game against the computer is played to its end, never lost on time by it', { timeout: 240000 }, async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ animation: 0 });
  await chooseGame(page, { mode: 'ai', colour: 'white', level: 1, clock: '3+2' });
  await waitRunning(page, 'white');
  await board.set({ seed: '1' });
  const { status } = await board.playOut({ depth: 3, human: 'white', maxPlies: 200 });
  assert.equal(status.over, true);
  assert.ok(!(status.outcome?.reason === 'time-forfeit' && status.outcome?.winner === 'white'), 'the computer never lost on time');
  const pdn = await page.evaluate(() => /** @type {any} */ (window).tobitApp.timed.pdn());
  const stamps = pdn.match(/\[%clock [^\]]+\]/g) ?? [];
  assert.equal(stamps.length, (await board.history()).length, 'a clock comment after every move');
  // The computer's time per move, from Black's clock before and after each of its moves (3+2).
  const seconds = (/** @type {string} */ time) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  const black = stamps.map((stamp) => seconds(/ [bB](\d+:\d\d:\d\d(?:\.\d)?)/.exec(stamp)?.[1] ?? '0'));
  const used = black.slice(1).map((after, i) => black[i] + 2 - after).filter((_, i) => i % 2 === 0);
  const mean = used.reduce((a, b) => a + b, 0) / Math.max(1, used.length);
  t.diagnostic(`computer (level 1, 3+2): ${used.length} moves, ${mean.toFixed(2)} s per move on average, at most ${Math.max(...used).toFixed(1)} s`);
  browser.assertClean();
});

test('in Russian, a stored clock that cannot be read is said in Russian, and the game goes on untimed', { timeout: 90000 }, async (t) => {
  const { srv, page, board, browser } = await openApp(t, { viewport: { width: 390, height: 844 }, locale: 'ru' });
  await board.set({ animation: 0 });
  await chooseGame(page, { mode: 'two', clock: '3+2' });
  await waitRunning(page, 'white');
  await board.enter('9-16', 'click');
  await storedWhen(page, (games) => games.some((g) => g.clock && g.moves?.length === 1));
  // From a page that keeps no game: the stored clock damaged, the tab's journal emptied.
  await page.goto(`${srv.url}rules.html`);
  await page.evaluate(() => new Promise((resolve, reject) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('tobit.unsaved.')) localStorage.removeItem(key);
    const open = indexedDB.open('tobit-archive');
    open.onsuccess = () => {
      const store = open.result.transaction('games', 'readwrite').objectStore('games');
      const all = store.getAll();
      all.onsuccess = () => {
        for (const game of all.result) if (game.clock) store.put({ ...game, clock: { ...game.clock, saved: { whiteMs: 'x' } } });
        store.transaction.oncomplete = () => { open.result.close(); resolve(true); };
      };
    };
    open.onerror = () => reject(open.error);
  }));
  await page.goto(srv.url);
  const again = await boardReady(page);
  const toast = page.getByText('Не удалось запустить часы: часы этой партии не читаются. Партия продолжается без часов.');
  await toast.waitFor();
  assert.deepEqual(await again.history(), ['9-16']);
  assert.equal(await page.locator('.clock').count(), 0, 'no clocks');
  browser.assertClean([/the clocks could not start/]);
});

test('in Russian, a custom time control out of range is refused in Russian, with the limits', async (t) => {
  const { page, browser } = await openApp(t, { viewport: { width: 390, height: 844 }, locale: 'ru' });
  const dialog = page.locator('#new-game-dialog');
  if (!(await dialog.evaluate((d) => /** @type {HTMLDialogElement} */ (d).open))) await page.locator('#new-game').click();
  await dialog.locator('select[name="clock"]').selectOption('custom');
  await dialog.locator('input[name="clock-minutes"]').fill('0');
  await dialog.locator('input[name="clock-seconds"]').fill('0');
  const error = dialog.locator('.clock-error');
  await error.filter({ hasText: 'Такой контроль времени не подходит: начальное время должно быть от 1 с до 10 ч' }).waitFor();
  assert.doesNotMatch(await error.textContent(), /[a-z]{3}/, 'no English word');
  browser.assertClean();
});
