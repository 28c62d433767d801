// A Diagram that could not open (its words could not be fetched: offline before they were kept)
// says so; opened at the next try, the failure goes: the editor's line says the position's state
// again and the analysis board's panel shows no problem (issue 33: the error stayed under later
// good diagrams). In Russian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { catalog } from './support/www.mjs';

const ru = catalog('ru');
/** The words before the reason of a Diagram that could not open. */
const FAILED = ru['diagram.failed'].split('{reason}')[0];

const PAGES = [
  { path: 'editor.html', line: '#message', after: ru['editor.ready'] },
  { path: 'analysis.html', line: '#feedback', after: '' },
];

for (const { path, line, after } of PAGES) {
  test(`${path}: a Diagram that failed to open, then opened, leaves no failure shown`, { timeout: 60_000 }, async (t) => {
    const srv = await server(t);
    const browser = await launch(t, { viewport: { width: 1280, height: 800 }, locale: 'ru-RU', serviceWorkers: 'block' });
    const { page } = browser;
    await page.goto(srv.url + path);
    await boardReady(page);
    await page.locator(line, { hasText: after || /.*/ }).waitFor({ state: 'attached' });
    const words = '**/i18n/diagram.ru.json';
    await page.route(words, (route) => route.abort());
    await page.locator('#diagram').click();
    await page.locator(line, { hasText: FAILED }).waitFor();
    await page.unroute(words);
    await page.locator('#diagram').click();
    await page.locator('.diagram-dialog[open]').waitFor();
    await page.waitForFunction(([sel, text]) => document.querySelector(sel)?.textContent === text, [line, after]);
    assert.equal(await page.locator(line).textContent(), after);
    browser.assertClean([/diagram\.ru\.json/, /ERR_FAILED/]);
  });
}
