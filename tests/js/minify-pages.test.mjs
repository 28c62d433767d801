// scripts/build/minify-pages.mjs: pages, style sheets and SVG images lose their comments and
// indentation; the single-file edition is left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minifyPages } from '../../scripts/build/minify-pages.mjs';

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
