// scripts/build/precache.mjs: the service worker's precache list, and the worker bundled with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precacheFiles, writePrecache } from '../../scripts/build/precache.mjs';

test('the precache holds the app and the single-file edition, not the tables, declarations or itself', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-precache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'egtb'));
  for (const name of ['index.html', 'tobit.html', 'sw.js', 'tobit.d.ts', 'egtb/KvK.egtb.gz', 'tobit_bg.wasm']) {
    writeFileSync(join(dir, name), 'x');
  }
  assert.deepEqual(precacheFiles(dir), ['index.html', 'tobit.html', 'tobit_bg.wasm']);
});

test('the service worker is bundled with the list and its version, as a classic script', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-precache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const name of ['index.html', 'sw.js', 'sw-precache.js']) writeFileSync(join(dir, name), 'x');
  const { version, count } = await writePrecache(dir);
  assert.equal(count, 1);
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  assert.ok(sw.includes(`"${version}"`) && sw.includes('"./index.html"'), 'the list and its version, in the worker');
  assert.doesNotMatch(sw, /\bimport\b|unbuilt/, 'no module syntax, no unbuilt list');
  assert.equal(existsSync(join(dir, 'sw-precache.js')), false, 'the list module is not left in the build');
});
