// scripts/build/bundle.mjs: the entries take in their static imports, the modules several
// entries share go to one chunk, and what they load by URL, and the wasm-bindgen glue they
// import dynamically, stay separate files; every module keeps its own import.meta.url.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleEntries, CHUNKS } from '../../scripts/build/bundle.mjs';

/** A build folder with `files` (path: lines) written in it. */
function folder(files) {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-bundle-'));
  for (const [path, lines] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), lines.join('\n') + '\n');
  }
  return dir;
}

test('an entry is bundled in place; URL-loaded modules and the glue are left to load by URL', async () => {
  const dir = folder({
    'app.js': ["import { twice, glue, worker, page, engine } from './lib.js';", 'export const four = twice(2);', 'export { glue, worker, page, engine };'],
    'lib.js': [
      'export const twice = (n) => 2 * n;',
      "export const glue = () => new URL('./glue.js', import.meta.url).href;",
      "export const page = () => import('./tobit.js');",
      "export const engine = () => import('./tobit_engine.js');",
      "export const worker = () => new URL('./worker.js', import.meta.url).href;",
    ],
    'tobit.js': ['export default function init() {}'],
  });
  assert.deepEqual([...(await bundleEntries(dir, ['app.js'], [])).keys()], ['app.js']);
  const app = readFileSync(join(dir, 'app.js'), 'utf8');
  assert.doesNotMatch(app, /from\s*['"]\.\/lib\.js['"]/, 'the static import is inlined');
  assert.match(app, /import\(['"]\.\/tobit\.js['"]\)/, 'the page glue stays a file of its own');
  assert.match(app, /import\(['"]\.\/tobit_engine\.js['"]\)/, 'the engine glue stays a file of its own');
  assert.equal(readFileSync(join(dir, 'lib.js'), 'utf8').includes('twice'), true, 'other modules stay as they were');
  assert.doesNotMatch(readFileSync(join(dir, 'tobit.js'), 'utf8'), /function init\(\) \{\}/, 'the glue is minified');
  const { four, glue, worker } = await import(join(dir, 'app.js'));
  assert.equal(four, 4);
  assert.equal(glue(), pathToFileURL(join(dir, 'glue.js')).href);
  assert.equal(worker(), pathToFileURL(join(dir, 'worker.js')).href);
});

test('a module of a subfolder keeps its own URL and imports the glue from the root', async () => {
  const dir = folder({
    'entry.js': ["export { data, page } from './sub/lib.js';"],
    'sub/lib.js': [
      "export const data = () => new URL('./data.json', import.meta.url).href;",
      "export const page = () => import('../tobit.js');",
    ],
  });
  await bundleEntries(dir, ['entry.js'], []);
  assert.match(readFileSync(join(dir, 'entry.js'), 'utf8'), /import\(['"]\.\/tobit\.js['"]\)/, 'the glue, from the root');
  const { data } = await import(join(dir, 'entry.js'));
  assert.equal(data(), pathToFileURL(join(dir, 'sub', 'data.json')).href);
});

test('entries of different folders share one copy of a common module, in a chunk', async () => {
  const dir = folder({
    'a/a.js': ["import { shared } from '../lib/shared.js';", "export const a = () => shared('a');"],
    'b.js': ["import { shared, page } from './lib/shared.js';", "export const b = () => shared('b');", 'export { page };'],
    'lib/shared.js': [
      'let calls = 0;',
      "export const shared = (who) => `${who} ${++calls} shared ${new URL('./data.json', import.meta.url).href}`;",
      "export const page = () => import('../tobit.js');",
    ],
  });
  const imports = await bundleEntries(dir, ['a/a.js', 'b.js'], []);
  const chunks = readdirSync(join(dir, CHUNKS));
  assert.equal(chunks.length, 1, `one chunk: ${chunks}`);
  assert.deepEqual(Object.fromEntries(imports), { 'a/a.js': [`${CHUNKS}/${chunks[0]}`], 'b.js': [`${CHUNKS}/${chunks[0]}`] }, 'each entry imports the chunk');
  const chunk = readFileSync(join(dir, CHUNKS, chunks[0]), 'utf8');
  assert.match(chunk, /shared/, 'the shared module is in the chunk');
  assert.match(chunk, /import\(['"]\.\.\/tobit\.js['"]\)/, 'the chunk imports the glue from the root');
  for (const entry of ['a/a.js', 'b.js']) assert.doesNotMatch(readFileSync(join(dir, entry), 'utf8'), /shared \$/, `${entry} holds no copy`);
  const data = pathToFileURL(join(dir, 'lib', 'data.json')).href;
  const { a } = await import(join(dir, 'a', 'a.js'));
  const { b } = await import(join(dir, 'b.js'));
  assert.equal(a(), `a 1 shared ${data}`);
  assert.equal(b(), `b 2 shared ${data}`, 'one instance: the module state is shared');
});

test('a classic entry becomes one script that runs without modules and finds its files from its own URL', async () => {
  const dir = folder({
    'app/first.js': ["import { start } from '../lib/words.js';", 'start();'],
    'app/app.js': ["export { start } from '../lib/words.js';"],
    'lib/words.js': ["export const start = () => { globalThis.started = new URL('./en.json', import.meta.url).href; };"],
  });
  await bundleEntries(dir, ['app/app.js'], ['app/first.js']);
  const script = readFileSync(join(dir, 'app', 'first.js'), 'utf8');
  assert.doesNotMatch(script, /\bimport\b|\bexport\b/, 'no module syntax');
  const page = 'https://example.org/site/app/first.js';
  const sandbox = { document: { currentScript: { src: page } }, URL };
  new Function('globalThis', 'document', script)(sandbox, sandbox.document);
  assert.equal(/** @type {any} */ (sandbox).started, 'https://example.org/site/lib/en.json');
});
