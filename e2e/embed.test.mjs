// embed.html in an iframe of a host page on another origin: options from the query string,
// events posted to the parent window, and a clear message for a bad parameter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './serve.mjs';
import { server } from './app.mjs';
import { launch, shot } from './browser.mjs';
import { boardReady } from './board.mjs';

// The host page keeps every message from the frame; its script is a file (the CSP forbids inline).
const HOST_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<script src="host.js"></script></head><body><h1>A page about Khakas games</h1></body></html>`;
const HOST_JS = `window.__messages = [];
addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));
addEventListener('DOMContentLoaded', () => {
  const f = document.createElement('iframe');
  f.src = decodeURIComponent(location.hash.slice(1));
  f.width = 480; f.height = 480; f.style.border = '3px solid gray';
  document.body.append(f);
});`;

/** Serves the host page on its own origin, the app on another; opens embed.html?query in it. */
async function openEmbed(t, query) {
  const app = await server(t);
  const dir = await mkdtemp(join(tmpdir(), 'tobit-host-'));
  await writeFile(join(dir, 'index.html'), HOST_HTML);
  await writeFile(join(dir, 'host.js'), HOST_JS);
  const host = await serve({ root: dir });
  t.after(() => host.close());
  const browser = await launch(t);
  const { page } = browser;
  const src = `${app.url}embed.html?${query}`;
  await page.goto(`${host.url}#${encodeURIComponent(src)}`);
  await page.waitForFunction(() => document.querySelector('iframe')?.contentWindow);
  const frame = await (await page.$('iframe')).contentFrame();
  await frame.waitForLoadState();
  return { app, page, frame, browser };
}

/** Messages the host page received so far, as JSON text (their shapes are documented by the app). */
function messages(page) {
  return page.evaluate(() => window.__messages.map((m) => ({ origin: m.origin, text: JSON.stringify(m.data) })));
}

test('embed.html takes its options from the query and posts its events to the parent', async (t) => {
  const { app, page, frame, browser } = await openEmbed(t, 'moves=9-16%2030-23&mode=play&orientation=black&animation=0');
  const board = await boardReady(page, 'tobit-board', frame);
  assert.deepEqual(await board.history(), ['9-16', '30-23']);
  await board.enter('16x30', 'click');
  await page.waitForFunction(() => window.__messages.some((m) => JSON.stringify(m.data).includes('16x30')));
  const moved = (await messages(page)).filter((m) => m.text.includes('16x30'));
  assert.equal(moved[0].origin, app.url.replace(/\/$/, ''));
  assert.match(moved[0].text, /move/);
  await shot(page, 'embed-host');

  await board.call('resign', 'black');
  await page.waitForFunction(() => window.__messages.some((m) => /gameover/.test(JSON.stringify(m.data))));
  const over = (await messages(page)).find((m) => /gameover/.test(m.text));
  assert.match(over.text, /2-0/);
  browser.assertClean();
});

test('a bad parameter shows a clear message in the frame, not a broken page', async (t) => {
  for (const [query, names] of [
    ['fen=W:W1,99:B30', /fen|99/i],
    ['mode=chess', /mode|chess/i],
    ['level=12', /level|12/i],
  ]) {
    const { frame, page, browser } = await openEmbed(t, query);
    await frame.getByText(names).first().waitFor({ state: 'visible', timeout: 10000 });
    if (query.startsWith('fen')) await shot(page, 'embed-bad-param');
    browser.assertClean();
  }
});
