// The hosted build runs under `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob:`, sent
// as a header by serve.mjs: no inline script, no eval, nothing fetched from another origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, cspFor } from './support/serve.mjs';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

/** Every file under dir, recursively. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  );
}

/** The hosted pages (the single-file edition is for file:// and inlines by design). */
const PAGES = () =>
  files(DIST)
    .filter((f) => f.endsWith('.html') && !f.endsWith('tobit.html'))
    .map((f) => relative(DIST, f));

test('the hosted HTML has no inline scripts or handlers', () => {
  const pages = PAGES();
  assert.ok(pages.includes('index.html') && pages.includes('embed.html'), `pages: ${pages}`);
  for (const p of pages) {
    const html = readFileSync(join(DIST, p), 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs) && body.trim() && !/type=["']?(application\/(ld\+)?json|importmap)/.test(attrs),
    );
    assert.deepEqual(inline.map(([s]) => s.slice(0, 80)), [], `${p} has inline scripts`);
    assert.doesNotMatch(html, /\son[a-z]+=["']/i, `${p} has inline event handlers`);
  }
});

test('every hosted page loads under the CSP header with no violation', async (t) => {
  const srv = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  const external = [];
  page.on('request', (r) => !r.url().startsWith(srv.url) && !/^(data|blob):/.test(r.url()) && external.push(r.url()));
  for (const p of PAGES()) {
    const response = await page.goto(srv.url + p);
    assert.equal(response.headers()['content-security-policy'], cspFor(new URL(response.url()).pathname));
    if (await page.$('tobit-board')) await boardReady(page);
    assert.deepEqual(await page.evaluate(() => window.__csp), [], `CSP violations on ${p}`);
  }
  assert.deepEqual(external, [], 'requests outside the page origin');
  browser.assertClean();
});

test('the worker and a search run under the CSP too', async (t) => {
  const srv = await server(t);
  const browser = await launch(t);
  await browser.page.goto(srv.url);
  const board = await boardReady(browser.page);
  const best = await board.call('bestMove', { depth: 3 });
  assert.ok((await board.legalMoves()).some((m) => m.notation === best.move));
  assert.deepEqual(await browser.page.evaluate(() => window.__csp), []);
  browser.assertClean();
});

test('the service worker file is served and the manifest is linked', () => {
  const index = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = index.match(/<link[^>]*rel=["']?manifest["']?[^>]*href=["']?([^"' >]+)/i)?.[1]
    ?? index.match(/<link[^>]*href=["']?([^"' >]+)["']?[^>]*rel=["']?manifest/i)?.[1];
  assert.ok(manifest, 'index.html links a web app manifest');
  assert.ok(existsSync(join(DIST, manifest)), `${manifest} is in dist/`);
});
