// scripts/build/bundle.mjs: a page's entry module takes in its static imports, and what it
// loads by URL, and the wasm-bindgen glue it imports dynamically, stay separate files; a module
// of a subfolder keeps its own import.meta.url.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleEntries } from '../../scripts/build/bundle.mjs';

test('an entry is bundled in place; URL-loaded modules and workers are left to load by URL', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-bundle-'));
  writeFileSync(join(dir, 'app.js'), "import { twice, load, worker, page, engine } from './lib.js';\nexport const four = twice(2);\nexport { load, worker, page, engine };\n");
  writeFileSync(join(dir, 'lib.js'), [
    'export const twice = (n) => 2 * n;',
    "export const load = () => import(new URL('./glue.js', import.meta.url).href);",
    "export const page = () => import('./tobit.js');",
    "export const engine = () => import('./tobit_engine.js');",
    "export const worker = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });",
  ].join('\n'));
  writeFileSync(join(dir, 'glue.js'), 'export const glue = true;\n');
  assert.deepEqual(await bundleEntries(dir, ['app.js']), ['app.js']);
  const app = readFileSync(join(dir, 'app.js'), 'utf8');
  assert.doesNotMatch(app, /from\s*['"]\.\/lib\.js['"]/, 'the static import is inlined');
  assert.match(app, /new URL\(['"]\.\/glue\.js['"],\s*import\.meta\.url\)/);
  assert.match(app, /new URL\(['"]\.\/worker\.js['"],\s*import\.meta\.url\)/);
  assert.match(app, /import\(['"]\.\/tobit\.js['"]\)/, 'the page glue stays a file of its own');
  assert.match(app, /import\(['"]\.\/tobit_engine\.js['"]\)/, 'the engine glue stays a file of its own');
  assert.equal(readFileSync(join(dir, 'lib.js'), 'utf8').includes('twice'), true, 'other modules stay as they were');
  const { four } = await import(join(dir, 'app.js'));
  assert.equal(four, 4);
});

test('a module of a subfolder keeps its own URL and imports the glue from the bundle\'s folder', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-bundle-'));
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'entry.js'), "export { data, page } from './sub/lib.js';\n");
  writeFileSync(join(dir, 'sub', 'lib.js'), [
    "export const data = () => new URL('./data.json', import.meta.url).href;",
    "export const page = () => import('../tobit.js');",
  ].join('\n'));
  await bundleEntries(dir, ['entry.js']);
  assert.match(readFileSync(join(dir, 'entry.js'), 'utf8'), /import\(['"]\.\/tobit\.js['"]\)/, 'the glue, from the root');
  const { data } = await import(join(dir, 'entry.js'));
  assert.equal(data(), pathToFileURL(join(dir, 'sub', 'data.json')).href);
});
