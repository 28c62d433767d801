// scripts/build/preload.mjs: a page preloads the chunks its entry module imports statically.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preloadChunks } from '../../scripts/build/preload.mjs';

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
