// scripts/build/preload.mjs: every page of the build preloads its whole module graph and wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPreloads, missingPreloads } from '../../scripts/build/preload.mjs';

function site() {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-preload-'));
  const file = (name, text) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  };
  file('app.js', "import './board.js';\nimport { a } from './lib/a.js';\n");
  file('board.js', "import { load } from './wasm.js';\nconst w = new URL('./worker.js', import.meta.url);\n");
  file('wasm.js', "export const load = () => import(new URL('./glue.js', import.meta.url).href);\n");
  file('glue.js', "const path = new URL('glue_bg.wasm', import.meta.url);\n");
  file('lib/a.js', "import '../board.js';\nexport const a = 1;\n");
  file('worker.js', '');
  file('index.html', '<head>\n<link rel="modulepreload" href="./glue.js">\n<script type="module" src="app.js"></script>\n</head>');
  file('sub/page.html', '<head><script type="module" src="../board.js"></script></head>');
  file('plain.html', '<head><title>no modules</title></head>');
  return dir;
}

test('a page gets a link for every module of its graph and its wasm, none twice', () => {
  const dir = site();
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const links = missingPreloads(html, join(dir, 'index.html')).sort();
  assert.deepEqual(links, [
    '<link rel="modulepreload" href="board.js">',
    '<link rel="modulepreload" href="lib/a.js">',
    '<link rel="modulepreload" href="wasm.js">',
    '<link rel="preload" href="glue_bg.wasm" as="fetch" type="application/wasm" crossorigin>',
  ]);
});

test('pages in sub-folders link relative to themselves; pages without modules are left alone', () => {
  const dir = site();
  const added = addPreloads(dir);
  const sub = readFileSync(join(dir, 'sub/page.html'), 'utf8');
  assert.match(sub, /<link rel="modulepreload" href="..\/wasm.js">/);
  assert.match(sub, /<link rel="preload" href="..\/glue_bg.wasm"/);
  assert.ok(!sub.includes('worker.js'), 'a worker script is not preloaded into the page');
  assert.equal(readFileSync(join(dir, 'plain.html'), 'utf8'), '<head><title>no modules</title></head>');
  assert.equal(added, 4 + 3);
  assert.equal(addPreloads(dir), 0, 'a second run adds nothing');
});
