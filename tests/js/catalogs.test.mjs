// scripts/build/catalogs.mjs: the build moves the learning pages' words out of each language's
// catalog into learn.<code>.json, every key kept exactly once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEARNING_PREFIXES, splitCatalogs } from '../../scripts/build/catalogs.mjs';
import { LANGUAGES } from '../../www/i18n/i18n.js';

test('each catalog keeps the words outside the learning pages, learn.<code>.json the rest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-catalogs-'));
  cpSync(new URL('../../www/i18n/', import.meta.url), join(dir, 'i18n'), { recursive: true });
  assert.ok(splitCatalogs(dir) > 0);
  for (const { code } of LANGUAGES) {
    const read = (/** @type {string} */ name) => JSON.parse(readFileSync(join(dir, 'i18n', name), 'utf8'));
    const source = JSON.parse(readFileSync(new URL(`../../www/i18n/${code}.json`, import.meta.url), 'utf8'));
    const [main, learn] = [read(`${code}.json`), read(`learn.${code}.json`)];
    assert.deepEqual({ ...main, ...learn }, source);
    const learning = (/** @type {string} */ key) => LEARNING_PREFIXES.some((p) => key.startsWith(p));
    assert.ok(Object.keys(learn).length > 0 && Object.keys(learn).every(learning));
    assert.ok(Object.keys(main).every((key) => !learning(key)));
  }
});
