// Issue 33, item 5: the snippets of Share -> "For websites", pasted as they are into a page on
// ANOTHER origin under a strict Content-Security-Policy (no 'unsafe-inline', so no style
// attribute), work where the dialog says they work, and fail the way it says where they do not:
// the iframe on any site; the element with its files on the page's own site, or from the app's
// site when that sends Access-Control-Allow-Origin (without it the box stays empty, refused by CORS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './support/serve.mjs';
import { answerWelcome, server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { wwwJson } from './support/www.mjs';

const MOVES = ['9-16', '29-22'];

/** A host page holding `snippet` in a box 420 px wide, sized by the host's own stylesheet. */
const hostPage = (snippet) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<link rel="stylesheet" href="host.css"></head><body><h1>A page about Khakas games</h1>
<div class="box">${snippet}</div></body></html>`;
const HOST_CSS = '.box { width: 420px; }\n';

/**
 * Opens the app of `app` on `page` with the game MOVES, opens Share -> "For websites" and
 * returns the two snippets and the two notes beside them, as a person copies them.
 */
async function snippetsFrom(page, app) {
  await page.goto(`${app.url}?moves=${MOVES.join('+')}&mode=play`);
  await boardReady(page);
  await answerWelcome(page, 'friend');
  await page.locator('#share').click();
  await page.locator('#share-dialog summary').click();
  const read = (sel) => page.evaluate((s) => {
    const el = /** @type {HTMLTextAreaElement | HTMLElement} */ (document.querySelector(s));
    return 'value' in el ? el.value : el.textContent ?? '';
  }, sel);
  const texts = {
    element: await read('#share-element'),
    iframe: await read('#share-iframe'),
    elementNeeds: await read('#share-element-needs'),
    iframeNeeds: await read('#share-iframe-needs'),
  };
  await page.locator('#share-dialog button[value="close"]').click();
  return texts;
}

/**
 * Serves a folder with the host page of `snippet` on an origin of its own, under `policy`,
 * styled by `css`.
 */
async function host(t, snippet, policy, css = HOST_CSS) {
  const dir = await mkdtemp(join(tmpdir(), 'tobit-host-'));
  await writeFile(join(dir, 'index.html'), hostPage(snippet));
  await writeFile(join(dir, 'host.css'), css);
  await writeFile(join(dir, 'favicon.ico'), '');
  const srv = await serve({ root: dir, headers: { 'Content-Security-Policy': policy } });
  t.after(() => srv.close());
  return srv;
}

/** The element on `page` is ready, drawn 420 px wide, and shows the shared game. */
async function assertElementDrawn(page) {
  const drawn = await page.evaluate(async () => {
    await customElements.whenDefined('tobit-board');
    const board = /** @type {any} */ (document.querySelector('tobit-board'));
    await board.ready;
    const canvas = board.shadowRoot?.querySelector('canvas');
    const box = board.getBoundingClientRect();
    return { width: Math.round(box.width), height: Math.round(box.height), canvas: canvas?.width ?? 0, history: board.history() };
  });
  assert.equal(drawn.width, 420, 'the host stylesheet sizes the element');
  assert.ok(drawn.height > 300 && drawn.height < 420, `the board's proportions: ${drawn.height}`);
  assert.ok(drawn.canvas > 0, 'the canvas is drawn');
  assert.deepEqual(drawn.history, MOVES);
}

test('Share snippets: no inline style, and the dialog says what each needs, in the page language', async (t) => {
  const app = await server(t);
  for (const locale of ['en-GB', 'ru-RU']) {
    const browser = await launch(t, { locale });
    const texts = await snippetsFrom(browser.page, app);
    const lang = locale.slice(0, 2);
    const words = await wwwJson(`i18n/${lang}.json`);
    const site = new URL(app.url).origin;
    for (const snippet of [texts.element, texts.iframe]) assert.doesNotMatch(snippet, /\sstyle=/);
    assert.equal(texts.elementNeeds, words['share.elementNeeds'].replaceAll('{site}', site));
    assert.equal(texts.iframeNeeds, words['share.iframeNeeds'].replaceAll('{site}', site));
    assert.match(texts.elementNeeds, /Access-Control-Allow-Origin/);
    assert.match(texts.element, new RegExp(` lang="${lang}"`));
    browser.assertClean();
  }
});

test('the element snippet works on another site when the app sends Access-Control-Allow-Origin', async (t) => {
  const app = await server(t, { headers: { 'Access-Control-Allow-Origin': '*' } });
  const browser = await launch(t);
  const { page } = browser;
  const { element } = await snippetsFrom(page, app);
  const origin = new URL(app.url).origin;
  // What the dialog asks of a page with a policy: the app's site in script-src and connect-src,
  // and 'wasm-unsafe-eval'; styles only from the host's own files.
  const policy = `default-src 'self'; script-src 'self' ${origin} 'wasm-unsafe-eval'; connect-src 'self' ${origin}; style-src 'self'`;
  const site = await host(t, element, policy);
  assert.notEqual(new URL(site.url).origin, origin);
  await page.goto(site.url);
  await assertElementDrawn(page);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__csp), []);
  browser.assertClean();
});

test('the element snippet pasted as it is into a wide page shows the whole board in the window', async (t) => {
  const app = await server(t, { headers: { 'Access-Control-Allow-Origin': '*' } });
  const browser = await launch(t, { viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  const { element } = await snippetsFrom(page, app);
  const origin = new URL(app.url).origin;
  const policy = `default-src 'self'; script-src 'self' ${origin} 'wasm-unsafe-eval'; connect-src 'self' ${origin}; style-src 'self'`;
  const site = await host(t, element, policy, ''); // no width given by the host
  await page.goto(site.url);
  const box = await page.evaluate(async () => {
    await customElements.whenDefined('tobit-board');
    const board = /** @type {any} */ (document.querySelector('tobit-board'));
    await board.ready;
    const { width, height } = board.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height) };
  });
  assert.ok(box.height <= 800 && box.height > 400, `no taller than the window: ${box.width}x${box.height}`);
  browser.assertClean();
});

test('the element snippet plays against the computer on another site (its worker started from a blob)', async (t) => {
  const app = await server(t, { headers: { 'Access-Control-Allow-Origin': '*' } });
  const browser = await launch(t);
  const { page } = browser;
  const { element } = await snippetsFrom(page, app);
  const origin = new URL(app.url).origin;
  // What the dialog asks of a page with a policy, with blob: workers for the computer.
  const policy = `default-src 'self'; script-src 'self' ${origin} 'wasm-unsafe-eval'; connect-src 'self' ${origin}; worker-src blob:; style-src 'self'`;
  const site = await host(t, element, policy);
  await page.goto(site.url);
  await assertElementDrawn(page);
  // The computer takes White's side: after Black's move it must answer.
  await page.evaluate(() => {
    const board = /** @type {any} */ (document.querySelector('tobit-board'));
    board.setAttribute('animation', '0');
    board.setAttribute('mode', 'ai-white');
  });
  await page.waitForFunction((n) => /** @type {any} */ (document.querySelector('tobit-board')).history().length > n, MOVES.length, { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__csp), []);
  browser.assertClean();
});

test('the element snippet works on a page of the same site as its files, without CORS', async (t) => {
  const browser = await launch(t);
  const { page } = browser;
  /** @type {string} */
  let element = '';
  // The app's own server, under its own strict policy, also serves the host page.
  const app = await server(t, {
    override: (path) => (path === '/host/index.html' ? hostPage(element) : path === '/host/host.css' ? HOST_CSS : path === '/favicon.ico' ? '' : undefined),
  });
  ({ element } = await snippetsFrom(page, app));
  await page.goto(`${app.url}host/index.html`);
  await assertElementDrawn(page);
  browser.assertClean();
});

test('without Access-Control-Allow-Origin the element snippet on another site stays empty, refused by CORS', async (t) => {
  const app = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  const { element, elementNeeds } = await snippetsFrom(page, app);
  assert.match(elementNeeds, /Access-Control-Allow-Origin[\s\S]*empty/, 'the dialog says so');
  const origin = new URL(app.url).origin;
  const policy = `default-src 'self'; script-src 'self' ${origin} 'wasm-unsafe-eval'; connect-src 'self' ${origin}; style-src 'self'`;
  const site = await host(t, element, policy);
  await page.goto(site.url);
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const state = await page.evaluate(() => ({
    defined: customElements.get('tobit-board') !== undefined,
    shadow: document.querySelector('tobit-board')?.shadowRoot !== null,
  }));
  assert.deepEqual(state, { defined: false, shadow: false }, 'the box stays empty');
  const refused = browser.problems().filter((p) => /CORS|Access-Control-Allow-Origin/.test(p));
  assert.ok(refused.length > 0, `a CORS refusal in the console: ${browser.problems().join('\n')}`);
  browser.assertClean([/CORS|Access-Control-Allow-Origin/, /net::ERR_FAILED/]);
});

test('the iframe snippet works on any site, under a strict policy that frames the app', async (t) => {
  const app = await server(t); // no CORS header: a frame needs none
  const browser = await launch(t);
  const { page } = browser;
  const { iframe } = await snippetsFrom(page, app);
  const origin = new URL(app.url).origin;
  const site = await host(t, iframe, `default-src 'self'; frame-src ${origin}`);
  await page.goto(site.url);
  const frame = await page.waitForSelector('iframe').then((f) => f.contentFrame());
  assert.ok(frame);
  await boardReady(page, 'tobit-board', frame);
  const shown = await frame.evaluate(() => /** @type {any} */ (document.querySelector('tobit-board')).history());
  assert.deepEqual(shown, MOVES);
  const size = await page.evaluate(() => {
    const box = /** @type {HTMLElement} */ (document.querySelector('iframe')).getBoundingClientRect();
    return [Math.round(box.width), Math.round(box.height)];
  });
  assert.ok(size[0] >= 420 && size[1] >= 420, `the frame's width and height attributes: ${size}`);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__csp), []);
  browser.assertClean();
});
