// @ts-check
// Unit tests of lib/failure.js: the reason a failure gives is always the catalog's words, in the
// page's language, never the thrown error's English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Translator } from '../../www/i18n/i18n.js';
import { failureText } from '../../www/lib/failure.js';
import { catalog } from './support/www.mjs';

const ru = new Translator('ru', catalog('ru'));

test('a refused time control is worded from its code', () => {
  const error = Object.assign(new Error('the bonus is too large'), { control: { code: 'bonus', maxSeconds: 300 } });
  assert.equal(failureText(ru, error), ru.t('clock.error.bonus', { maxSeconds: 300 }));
});

test("the browser's own failures a player can act on are named", (t) => {
  assert.equal(failureText(ru, new DOMException('quota', 'QuotaExceededError')), ru.t('failure.storageFull'));
  assert.equal(failureText(ru, new DOMException('denied', 'NotAllowedError')), ru.t('failure.notAllowed'));
  assert.equal(failureText(ru, new TypeError('Failed to fetch dynamically imported module: https://x/y.js')), ru.t('failure.notLoaded'));
  assert.equal(failureText(ru, new TypeError('NetworkError when attempting to fetch resource.')), ru.t('failure.notLoaded'));
  // Through a wrapper that says what it was doing (the board's `ready`), to what caused it.
  const start = new Error('could not start the Tobit board: Failed to fetch', { cause: new TypeError('Failed to fetch') });
  assert.equal(failureText(ru, start), ru.t('failure.notLoaded'));
  const loop = new Error('a wrapper of itself');
  loop.cause = loop;
  t.mock.method(console, 'warn', () => {});
  assert.equal(failureText(ru, loop), ru.t('failure.unexpected'));
});

test('anything else is an unexpected error, its detail left to the console', (t) => {
  const warned = t.mock.method(console, 'warn', () => {});
  const text = failureText(ru, new Error('index out of bounds: the len is 5'));
  assert.equal(text, ru.t('failure.unexpected'));
  assert.doesNotMatch(text, /[a-z]{3}/, 'no English word');
  assert.equal(warned.mock.callCount(), 1);
  assert.equal(failureText(ru, 'a thrown string'), ru.t('failure.unexpected'));
});
