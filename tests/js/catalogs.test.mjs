// scripts/build/catalogs.mjs: the build moves the words only some pages show out of each
// language's catalog into <part>.<code>.json (the learning pages', the analysis board's), every
// key kept exactly once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PARTS, splitCatalogs } from '../../scripts/build/catalogs.mjs';
import { LANGUAGES } from '../../www/i18n/i18n.js';
import { catalog } from './support/www.mjs';

test('each catalog keeps the words every page may show, each part the words of its prefixes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-catalogs-'));
  cpSync(new URL('../../www/i18n/', import.meta.url), join(dir, 'i18n'), { recursive: true });
  assert.ok(splitCatalogs(dir) > 0);
  for (const { code } of LANGUAGES) {
    const read = (/** @type {string} */ name) => JSON.parse(readFileSync(join(dir, 'i18n', name), 'utf8'));
    const source = catalog(code);
    const main = read(`${code}.json`);
    let joined = { ...main };
    for (const [part, prefixes] of Object.entries(PARTS)) {
      const words = read(`${part}.${code}.json`);
      const inPart = (/** @type {string} */ key) => prefixes.some((p) => key.startsWith(p));
      assert.ok(Object.keys(words).length > 0 && Object.keys(words).every(inPart), `${part}.${code}.json`);
      assert.ok(Object.keys(main).every((key) => !inPart(key)), `${code}.json keeps no ${part} word`);
      joined = { ...joined, ...words };
    }
    assert.deepEqual(joined, source);
  }
});
