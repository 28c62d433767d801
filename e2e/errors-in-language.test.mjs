// A bad attribute is told in the board's language: the element's `error` event carries the
// message in it (`text`, beside the English `message`), and the app's notice says it wholly in
// Russian, with no English sentence left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openProbe } from './support/app.mjs';

/** The words of a bad-value message that are not names or values of the element (Latin words). */
const foreign = (text) => text.replaceAll(/\b(mode|chess|play|ai-white|ai-black|view|puzzle|level)\b/g, '').match(/[a-z]{3,}/gi) ?? [];

test('the element says a bad attribute in its language', async (t) => {
  const { board, browser } = await openProbe(t, { lang: 'ru', mode: 'play' });
  await board.set({ mode: 'chess' });
  const [error] = await board.waitEvents('error', 1);
  assert.match(error.detail.message, /^mode must be one of/, 'the English message stays for the console');
  assert.match(error.detail.text, /^параметр mode должен быть одним из: .*\(получено «chess»\)$/);
  assert.deepEqual(foreign(error.detail.text), []);
  browser.assertClean([/console: /]);
});

test('the app says a bad attribute of its board wholly in Russian', async (t) => {
  const { page, board, browser } = await openApp(t, { locale: 'ru' });
  await board.set({ level: '99' });
  const toast = page.locator('#toasts .toast.error');
  await toast.waitFor();
  const text = await toast.locator('.toast-text').textContent();
  assert.match(text, /уровень|level/);
  assert.match(text, /получено «99»/);
  assert.deepEqual(foreign(text), [], text);
  browser.assertClean([/console: /]);
});
