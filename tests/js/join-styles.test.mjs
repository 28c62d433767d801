// scripts/build/join-styles.mjs: a page's style sheets become one file, in their order; a page
// with one sheet or none is left as it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { joinStyleSheets } from '../../scripts/build/join-styles.mjs';

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
