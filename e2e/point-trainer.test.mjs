// The point trainer on learn.html (issue 41), in Russian on a phone: a round started, the point
// asked found by a tap (scored) and a wrong one (marked, a miss), then by the keyboard (arrow
// keys along the chols, Enter); the round ends when its time is up and its score is the best,
// kept over a reload. Axe is clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { axeViolations } from './support/axe.mjs';
import { catalog } from './support/www.mjs';

const ru = catalog('ru');
const fill = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ params = {}) =>
  Object.entries(params).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), ru[key]);

/** The point asked now, read from the question. */
async function asked(page) {
  const text = await page.locator('#points-ask').innerText();
  const n = Number(/\d+/.exec(text)?.[0]);
  assert.ok(n >= 1 && n <= 38, text);
  return n;
}

test('the point trainer in Russian on a phone: taps and keys score, the best is kept', { timeout: 120000 }, async (t) => {
  const srv = await server(t);
  const { page, assertClean } = await launch(t, { viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'ru-RU' });
  await page.goto(`${srv.url}learn.html`);
  const start = page.getByRole('button', { name: ru['learn.points.start'], exact: true });
  await start.click();
  await page.locator('#points-ask', { hasText: /\d/ }).waitFor();
  await page.locator('#points-stage tobit-board').evaluate((b) => /** @type {any} */ (b).ready);

  // The right point, tapped.
  let point = await asked(page);
  await page.locator(`#points-stage button[data-point="${point}"]`).tap();
  await page.locator('#points-feedback', { hasText: fill('learn.points.right', { point }) }).waitFor();
  assert.match(await page.locator('#points-score').innerText(), new RegExp(fill('learn.points.score', { score: 1, best: 0 })));

  // A wrong one: the point asked is marked.
  point = await asked(page);
  const wrong = point === 1 ? 2 : 1;
  await page.locator(`#points-stage button[data-point="${wrong}"]`).tap();
  await page.locator('#points-feedback', { hasText: fill('learn.points.wrong', { clicked: wrong, point }) }).waitFor();
  assert.equal(await page.locator(`#points-stage button[data-point="${point}"]`).getAttribute('class'), 'refused');

  // By the keyboard: the arrows move along the chols, Enter answers the focused point.
  point = await asked(page);
  await page.locator(`#points-stage button[data-point="${point}"]`).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => Number(document.activeElement?.getAttribute('data-point')));
  assert.ok(focused >= 1 && focused <= 38);
  await page.locator(`#points-stage button[data-point="${point}"]`).focus();
  await page.keyboard.press('Enter');
  await page.locator('#points-feedback', { hasText: fill('learn.points.right', { point }) }).waitFor();
  assert.deepEqual(await axeViolations(page), []);

  // The time up: the round's score is the new best, kept over a reload.
  await page.locator('#points-feedback', { hasText: fill('learn.points.over', { score: 2, misses: 1 }) }).waitFor({ timeout: 45000 });
  await page.locator('#points-feedback', { hasText: ru['learn.points.newBest'] }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: ru['learn.points.start'], exact: true }).click();
  await page.locator('#points-score', { hasText: fill('learn.points.score', { score: 0, best: 2 }) }).waitFor();
  assertClean();
});
