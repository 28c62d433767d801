// scripts/build/pages.mjs, the build's edits of its pages as documents: pages, style sheets
// and SVG images lose their comments and indentation; a page's style sheets become one file, in
// their order (a page with one sheet or none is left as it is); a page preloads the chunks its
// entry module imports statically. The single-file edition is left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { joinStyleSheets, minifyPages, preloadChunks } from '../../scripts/build/pages.mjs';

test('pages, style sheets and SVG images are minified, the single file is not', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-minify-'));
  mkdirSync(join(dir, 'icons'));
  const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <title>Tobit</title>\n  <!-- the board -->\n  <rect width="5" height="5"/>\n</svg>\n';
  writeFileSync(join(dir, 'icons', 'tobit.svg'), svg);
  writeFileSync(join(dir, 'index.html'), '<head>\n  <!-- a note -->\n  <title>Tobit</title>\n</head>\n');
  writeFileSync(join(dir, 'tobit.html'), '<head>\n  <!-- kept -->\n</head>\n');
  writeFileSync(join(dir, 'a.css'), 'body {\n  margin: 0;\n}\n');
  const saved = await minifyPages(dir);
  assert.equal(readFileSync(join(dir, 'icons', 'tobit.svg'), 'utf8'), '<svg xmlns="http://www.w3.org/2000/svg">\n<title>Tobit</title>\n<rect width="5" height="5"/>\n</svg>\n');
  assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'), '<head>\n<title>Tobit</title>\n</head>\n');
  assert.equal(readFileSync(join(dir, 'tobit.html'), 'utf8'), '<head>\n  <!-- kept -->\n</head>\n');
  assert.equal(readFileSync(join(dir, 'a.css'), 'utf8'), 'body{margin:0}\n');
  assert.ok(saved > 0);
});

test('the sheets a page links are joined in order into styles/<page>.css, linked where the first was', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-styles-'));
  mkdirSync(join(dir, 'site'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'site', 'site.css'), 'body{margin:0}\n');
  writeFileSync(join(dir, 'app', 'app.css'), '.board{color:red}\n');
  writeFileSync(join(dir, 'index.html'), '<head><link rel="icon" href="i.svg">\n<link rel="stylesheet" href="site/site.css">\n<link rel="stylesheet" href="app/app.css">\n<script src="a.js"></script></head>');
  writeFileSync(join(dir, 'embed.html'), '<head><link rel="stylesheet" href="app/app.css">\n</head>');
  writeFileSync(join(dir, 'tobit.html'), '<head><link rel="stylesheet" href="site/site.css"><link rel="stylesheet" href="app/app.css"></head>');
  assert.equal(joinStyleSheets(dir), 1);
  assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'), '<head><link rel="icon" href="i.svg">\n<link rel="stylesheet" href="styles/index.css">\n<script src="a.js"></script></head>');
  assert.equal(readFileSync(join(dir, 'styles', 'index.css'), 'utf8'), 'body{margin:0}\n.board{color:red}\n');
  assert.equal(readFileSync(join(dir, 'embed.html'), 'utf8'), '<head><link rel="stylesheet" href="app/app.css">\n</head>', 'one sheet: unchanged');
  assert.match(readFileSync(join(dir, 'tobit.html'), 'utf8'), /site\/site\.css/, 'the single file is left to inline its own');
  assert.equal(existsSync(join(dir, 'styles', 'embed.css')), false);
});

test('each page gets a modulepreload link per chunk of its own entry, and no other', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-preload-'));
  writeFileSync(join(dir, 'index.html'), '<head><script type="module" src="app/app.js"></script></head>');
  writeFileSync(join(dir, 'rules.html'), '<head><script type="module" src="learn/rules.js"></script></head>');
  const imports = new Map([['app/app.js', ['chunks/a.js', 'chunks/b.js']], ['learn/rules.js', []]]);
  assert.equal(preloadChunks(dir, imports), 2);
  assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'),
    '<head><script type="module" src="app/app.js"></script><link rel="modulepreload" href="chunks/a.js"><link rel="modulepreload" href="chunks/b.js"></head>');
  assert.equal(readFileSync(join(dir, 'rules.html'), 'utf8'), '<head><script type="module" src="learn/rules.js"></script></head>');
});

test('a page with two module scripts preloads the chunks of each, a chunk both import once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-preload-'));
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="app/prefetch.js" async></script><script type="module" src="app/app.js"></script>');
  const imports = new Map([['app/prefetch.js', ['chunks/i18n.js']], ['app/app.js', ['chunks/element.js', 'chunks/i18n.js']]]);
  assert.equal(preloadChunks(dir, imports), 2);
  assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'),
    '<script type="module" src="app/prefetch.js" async></script><link rel="modulepreload" href="chunks/i18n.js">'
    + '<script type="module" src="app/app.js"></script><link rel="modulepreload" href="chunks/element.js">');
});

test('the app page requests its wasm module before its module scripts, after the classic prefetch script', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const at = (/** @type {string} */ needle) => {
    const i = html.indexOf(needle);
    assert.ok(i >= 0, `index.html has ${needle}`);
    return i;
  };
  const wasm = at('<link rel="preload" href="tobit_bg.wasm" as="fetch" type="application/wasm" crossorigin>');
  const glue = at('<link rel="modulepreload" href="tobit.js">');
  const firstModule = at('<script type="module"');
  assert.ok(at('<script src="app/prefetch.js"') < wasm, 'the catalog prefetch comes first');
  assert.ok(wasm < firstModule && glue < firstModule, 'the wasm and its glue are requested before the scripts');
  assert.match(html, /<link data-trunk rel="rust" data-trunk-skip>/,
    'Trunk builds no Rust of its own: the build hook (scripts/build/wasm.mjs) builds every module');
});

test('a page keeps its markup as written: inline SVG names, entities, empty attributes; Trunk\'s link goes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-minify-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<head>\n  <link data-trunk rel="rust" data-trunk-skip>\n  <script src="a.js" async></script>\n</head>\n'
    + '<body>\n  <p title="&quot;a&quot; &amp; b">Tom &amp; Jerry</p>\n  <svg viewBox="0 0 24 24"><path d="M6 5v14"/><clipPath id="c"/></svg>\n  <input hidden>\n</body>\n');
  await minifyPages(dir);
  assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'), '<!doctype html>\n<head>\n<script src="a.js" async></script>\n</head>\n'
    + '<body>\n<p title="&quot;a&quot; &amp; b">Tom &amp; Jerry</p>\n<svg viewBox="0 0 24 24"><path d="M6 5v14"/><clipPath id="c"/></svg>\n<input hidden>\n</body>\n');
});
