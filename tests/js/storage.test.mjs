// Unit tests of the one storage helper (www/lib/storage.js): it never throws, whether the
// storage is absent, refuses, holds unreadable JSON, or its very getter throws (Chrome's "block
// site data", a sandboxed frame).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deviceStorage, readJson, readText, removeKeys, writeJson, writeText } from '../../www/lib/storage.js';
import { memoryStorage, refusingStorage } from './support/storage.mjs';

test('text and JSON are kept and read back; removed keys are gone', () => {
  const storage = memoryStorage();
  assert.equal(readText('a', storage), null, 'nothing kept yet');
  assert.equal(writeText('a', 'one', storage), true);
  assert.equal(readText('a', storage), 'one');
  assert.equal(writeJson('b', { level: 3 }, storage), true);
  assert.deepEqual(readJson('b', storage), { level: 3 });
  assert.equal(removeKeys(['a', 'b'], storage), true);
  assert.equal(readText('a', storage), null);
  assert.equal(readJson('b', storage), null);
});

test('unreadable JSON reads as nothing', () => {
  assert.equal(readJson('b', memoryStorage({ b: '{' })), null);
});

test('a storage that refuses or is absent: reads find nothing, writes say false', () => {
  for (const storage of [refusingStorage(), null]) {
    assert.equal(readText('a', storage), null);
    assert.equal(readJson('a', storage), null);
    assert.equal(writeText('a', 'one', storage), false);
    assert.equal(writeJson('a', 1, storage), false);
    assert.equal(removeKeys(['a'], storage), false);
  }
});

test('a localStorage getter that throws gives no storage, and the defaults survive it', () => {
  for (const kind of /** @type {const} */ (['localStorage', 'sessionStorage'])) {
    const had = Object.getOwnPropertyDescriptor(globalThis, kind);
    Object.defineProperty(globalThis, kind, { configurable: true, get() { throw new DOMException('blocked', 'SecurityError'); } });
    try {
      assert.equal(deviceStorage(kind), null);
      if (kind === 'localStorage') {
        assert.equal(readText('a'), null);
        assert.equal(writeJson('a', 1), false);
      }
    } finally {
      if (had) Object.defineProperty(globalThis, kind, had);
      else delete globalThis[kind];
    }
  }
});

test('the page storage is used by default', () => {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const storage = memoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: storage });
  try {
    assert.equal(deviceStorage(), storage);
    writeText('a', 'one');
    assert.equal(storage.getItem('a'), 'one');
  } finally {
    if (had) Object.defineProperty(globalThis, 'localStorage', had);
    else delete globalThis.localStorage;
  }
});
