// Unit test of the service worker's precache list (scripts/build/precache.mjs): `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precacheFiles } from '../../scripts/build/precache.mjs';

test('the precache holds the app and the single-file edition, not the tables, declarations or itself', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-precache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'egtb'));
  for (const name of ['index.html', 'tobit.html', 'sw.js', 'tobit.d.ts', 'egtb/KvK.egtb.gz', 'tobit_bg.wasm']) {
    writeFileSync(join(dir, name), 'x');
  }
  assert.deepEqual(precacheFiles(dir), ['index.html', 'tobit.html', 'tobit_bg.wasm']);
});
