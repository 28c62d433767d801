// The position editor (editor.html): a position set up by taps, by a drag and by the keyboard,
// the checks (an impossible edit refused naming its point and reason; a side without pieces
// closing the ways on; a lost position allowed with a note), the FEN box and the address, then
// the position played against the computer; in English on a desktop and in Russian on a phone;
// axe clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { axeViolations } from './support/axe.mjs';
import { catalog } from './support/www.mjs';

const en = catalog('en');
const ru = catalog('ru');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Opens the editor at `query` and waits for its board and its 38 point buttons.
 * @param {import('node:test').TestContext} t
 */
async function openEditor(t, { query = '', viewport = DESKTOP, locale = 'en', colorScheme = undefined } = {}) {
  const srv = await server(t);
  const browser = await launch(t, { viewport, locale, colorScheme });
  const { page } = browser;
  await page.goto(`${srv.url}editor.html${query}`);
  const board = await boardReady(page);
  await page.locator('#points button').nth(37).waitFor();
  await page.waitForFunction(() => document.querySelector('#points button')?.getAttribute('aria-label'));
  return { srv, browser, page, board };
}

const point = (page, n) => page.locator(`#points button[data-point="${n}"]`);
const fen = (page) => page.locator('#fen').inputValue();

test('a position set up by taps and a drag, checked, then played against the computer', async (t) => {
  const { page, browser } = await openEditor(t);
  assert.match(await fen(page), /^W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38$/);
  await page.getByRole('button', { name: en['editor.clear'] }).click();
  assert.equal(await fen(page), 'W:W:B');
  // Nobody has a piece: the ways on are closed, and the message says why.
  await page.locator('#message', { hasText: en['editor.finding.no-pieces'].replace('{sideOf}', 'White') }).waitFor();
  assert.equal(await page.locator('#computer').getAttribute('href'), null);

  // The white hul is chosen: a tap places it, a second tap on it removes it.
  await point(page, 9).click();
  assert.equal(await fen(page), 'W:W9:B');
  await point(page, 9).click();
  assert.equal(await fen(page), 'W:W:B');
  await point(page, 9).click();
  // A black hul, painted by a drag from 30 over 31.
  await page.getByRole('button', { name: en['editor.piece.blackHul'], exact: true }).click();
  await point(page, 23).click();
  const a = await point(page, 30).boundingBox();
  const b = await point(page, 31).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.equal(await fen(page), 'W:W9:B23,30,31');
  assert.match(page.url(), /editor\.html\?fen=W%3AW9%3AB23%2C30%2C31$/);
  assert.match(await point(page, 23).getAttribute('aria-label'), /23, Black hul/);

  // A white hul on Black's back row is refused, naming the point; the position stays.
  await page.getByRole('button', { name: en['editor.piece.whiteHul'], exact: true }).click();
  await point(page, 36).click();
  await page.locator('#message', { hasText: 'Point 36' }).waitFor();
  assert.equal(await fen(page), 'W:W9:B23,30,31');

  // A position where White cannot move is allowed, with a note.
  await page.locator('#fen').fill('W:W1:B7,14');
  await page.locator('#message', { hasText: en['editor.finding.no-moves'].replace('{side}', 'White') }).waitFor();
  assert.notEqual(await page.locator('#computer').getAttribute('href'), null);
  // A pasted FEN that cannot be a position is refused under the box with its point.
  await page.locator('#fen').fill('W:W34:B1');
  await page.locator('#fen-problem', { hasText: 'Point 34' }).waitFor();
  // In the other language at once, and back.
  await page.locator('#language').selectOption('ru');
  await page.locator('#fen-problem', { hasText: 'Пункт 34' }).waitFor();
  await page.locator('#language').selectOption('en');
  await page.locator('#fen-problem', { hasText: 'Point 34' }).waitFor();
  await page.locator('#fen').fill('W:W9:B23,30,31');
  await page.waitForURL(/fen=W%3AW9%3AB23%2C30%2C31$/); // the address follows the box's input event

  // The ways on carry the position.
  assert.equal(await page.locator('#analyse').getAttribute('href'), 'analysis.html?fen=W%3AW9%3AB23%2C30%2C31');
  assert.match(await page.locator('#two').getAttribute('href'), /^index\.html\?fen=W%3AW9%3AB23%2C30%2C31&moves=&mode=play/);
  await page.locator('#level').selectOption('1');
  await page.locator('#computer').click();
  await page.waitForURL(/index\.html\?fen=.*mode=ai-black&level=1/);
  const app = await boardReady(page);
  await app.set({ animation: 0 });
  assert.equal(await app.call('currentFen'), 'W:W9:B23,30,31');
  await app.enter('9-16');
  await page.waitForFunction(() => document.querySelector('tobit-board').history().length >= 2, null, { timeout: 90000 }); // the tables first (four pieces)
  browser.assertClean();
});

test('while the FEN box holds no position, nothing says the board\'s can be played and no way on takes it', async (t) => {
  const { page, browser } = await openEditor(t, { query: `?fen=${encodeURIComponent('W:W9:B23')}` });
  await page.locator('#message.good').waitFor();
  await page.locator('#fen').fill('W:W34:B1');
  await page.locator('#fen-problem', { hasText: 'Point 34' }).waitFor();
  assert.equal(await page.locator('#message').innerText(), '', 'no green "can be played" beside the red reason');
  for (const way of ['#analyse', '#two', '#computer']) {
    assert.equal(await page.locator(way).getAttribute('href'), null, way);
    assert.equal(await page.locator(way).getAttribute('aria-disabled'), 'true', way);
  }
  assert.ok(await page.locator('#save').isDisabled());
  // A position again: the ways open on it.
  await page.locator('#fen').fill('W:W10:B23');
  await page.locator('#message.good').waitFor();
  assert.equal(await page.locator('#analyse').getAttribute('href'), 'analysis.html?fen=W%3AW10%3AB23');
  assert.ok(await page.locator('#save').isEnabled());
  browser.assertClean();
});

test('a position set up with the keyboard, in Russian on a phone', async (t) => {
  const { page, browser } = await openEditor(t, { viewport: PHONE, locale: 'ru', query: '?fen=W%3AW%3AB' });
  await page.locator('#message', { hasText: 'нет фигур' }).waitFor();
  await point(page, 1).focus();
  await page.keyboard.press('2'); // a white tobit on 1
  await page.keyboard.press('ArrowUp'); // along the chol to 7
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-point')), '7');
  await page.keyboard.press('ArrowUp'); // 14
  await page.keyboard.press('ArrowUp'); // 21
  await page.keyboard.press('3'); // a black hul
  await page.keyboard.press('ArrowRight'); // 22
  await page.keyboard.press('3');
  await page.keyboard.press('3'); // the same key again removes it
  await page.keyboard.press('ArrowLeft'); // 21
  await page.keyboard.press('Enter'); // the chosen piece (the black hul) again: removes it
  await page.keyboard.press('Enter'); // and places it back
  assert.equal(await fen(page), 'W:WK1:B21');
  await page.locator('#message', { hasText: ru['editor.ready'] }).waitFor();
  // A hul of White on its promotion points: refused in Russian, naming the point.
  await point(page, 35).focus();
  await page.keyboard.press('1');
  await page.locator('#message', { hasText: 'Пункт 35' }).waitFor();
  assert.equal(await fen(page), 'W:WK1:B21');
  assert.match(await point(page, 21).getAttribute('aria-label'), /Пункт 21, Чёрный хул/);
  await page.locator('input[name="side"][value="black"]').check();
  assert.equal(await fen(page), 'B:WK1:B21');
  browser.assertClean();
});

test('the editor is axe clean, light and dark', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await openEditor(t, { colorScheme });
    await point(page, 20).click();
    assert.deepEqual(await axeViolations(page), [], colorScheme);
  }
});

test('an address whose fen is longer than any position: the start position, the reason told', async (t) => {
  const { page, browser } = await openEditor(t, { query: `?fen=W:W1:B38${','.repeat(2000)}` });
  assert.equal(await page.locator('#message').textContent(), en['editor.refusal.too-long']);
  assert.match(await fen(page), /^W:W1,2,3,4,5,6,7,8,9,10,11,12:B27/);
  await point(page, 12).click();
  assert.match(await fen(page), /^W:W1,2,3,4,5,6,7,8,9,10,11:B27/, 'the editor still edits');
  await page.locator('#fen').fill('x'.repeat(5000));
  assert.equal(await page.locator('#fen-problem').textContent(), en['editor.refusal.too-long']);
  browser.assertClean();
});
