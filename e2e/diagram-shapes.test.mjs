// Arrows and circles on a set-up position reach the diagram (issue 33): on the analysis board an
// arrow drawn at the study's first position is kept (the start has no move, so it stands in a
// comment before the first one) and offered to the Diagram dialog; in the editor, whose board
// places pieces, the Diagram dialog takes typed arrows and circles, and says in the page's
// words when one cannot be drawn. Both print (the print style's SVG holds them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

const read = (lang) => JSON.parse(readFileSync(new URL(`../www/i18n/${lang}.json`, import.meta.url), 'utf8'));
const en = read('en');
const ru = read('ru');
/** A set-up position: a white hul on 9, a white tobit on 14, a black hul on 38. */
const FEN = 'W:W9,K14:B38';

/** The text of the SVG downloaded by the dialog's "Download SVG". */
async function svgOf(page, dialog, words) {
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: words['diagram.dialog.downloadSvg'] }).click()]);
  return Buffer.concat(await (await download.createReadStream()).toArray()).toString();
}

test('an arrow drawn at the first position of a study is kept and printed in its diagram', async (t) => {
  const srv = await server(t);
  const { page, assertClean } = await launch(t, { viewport: { width: 1280, height: 800 } });
  // A set-up position with a move played from it; the study goes back to its first position.
  await page.goto(`${srv.url}analysis.html?fen=${encodeURIComponent(FEN)}&moves=9-16`);
  const board = await boardReady(page, 'tobit-board#board');
  await page.locator('#moves button.move').first().waitFor();
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('moves'));
  const a = await board.point(9);
  const b = await board.point(16);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  // Kept in the study, in a comment before the first move (the start has no move of its own).
  await page.waitForFunction(() => /^1\. \{\[%cal G9-16\]\} 9-16 \*$/m.test(localStorage.getItem('tobit.analysis.last') ?? ''));
  await page.reload();
  await boardReady(page, 'tobit-board#board');
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#board')).shapes.arrows.some((a) => a.from === 9 && a.to === 16 && a.brush === 'G'));
  assert.deepEqual(await page.locator('#moves button.move').allInnerTexts(), ['9-16'], 'the move is still there');
  await page.locator('#diagram').click();
  const dialog = page.locator('.diagram-dialog[open]');
  await dialog.waitFor();
  assert.equal(await dialog.locator('input[name="shapes"]').isChecked(), true, 'the arrow is offered');
  assert.equal(await dialog.locator('input[name="arrows"]').inputValue(), 'G9-16');
  await dialog.locator('input[name="style"][value="print"]').check();
  const svg = await svgOf(page, dialog, en);
  assert.match(svg, /class="tobit-diagram print"/);
  assert.match(svg, /class="arrow green"/, 'the arrow is in the printed diagram');
  assertClean();
});

for (const [lang, words] of [['en', en], ['ru', ru]]) {
  test(`the editor's diagram takes typed arrows and circles, in ${lang}`, async (t) => {
    const srv = await server(t);
    const { page, assertClean } = await launch(t, { viewport: { width: 1280, height: 800 }, locale: lang });
    await page.goto(`${srv.url}editor.html?fen=${encodeURIComponent(FEN)}`);
    await boardReady(page);
    await page.locator('#diagram').click();
    const dialog = page.locator('.diagram-dialog[open]');
    await dialog.waitFor();
    const shapes = dialog.locator('input[name="shapes"]');
    assert.equal(await shapes.isEnabled(), true, '"Arrows and circles" can be chosen');
    assert.equal(await shapes.isChecked(), false, 'none drawn yet');
    assert.equal(await dialog.locator('#diagram-shapes-hint').innerText(), words['diagram.dialog.shapesHint']);
    await dialog.getByLabel(words['diagram.dialog.arrows'], { exact: true }).fill('9-16, R14-21');
    await dialog.getByLabel(words['diagram.dialog.circles'], { exact: true }).fill('B38');
    assert.equal(await shapes.isChecked(), true, 'typing them chooses them');
    const svg = await svgOf(page, dialog, words);
    assert.match(svg, /class="tobit-diagram print"/);
    assert.match(svg, /class="arrow green"/);
    assert.match(svg, /class="arrow red"/);
    assert.match(svg, /<desc>W:W9,K14:B38<\/desc>/);
    // One that cannot be drawn is said in the page's words, at its field; fixed, it goes.
    const arrows = dialog.getByLabel(words['diagram.dialog.arrows'], { exact: true });
    await arrows.fill('9-99');
    await dialog.locator('.diagram-status', { hasText: words['diagram.dialog.badShapes'] }).waitFor();
    assert.equal(await arrows.getAttribute('aria-invalid'), 'true');
    await arrows.fill('9-16');
    await page.waitForFunction(() => document.querySelector('.diagram-status')?.textContent === '');
    assert.equal(await arrows.getAttribute('aria-invalid'), null);
    assertClean();
  });
}
