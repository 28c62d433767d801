// A bad attribute is told in the board's language: the element's `error` event carries the
// message in it (`text`, beside the English `message`), and the app's notice says it wholly in
// Russian, with no English sentence left; so does a failure that has no words of its own, the
// app's that cannot start among them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerWelcome, openApp, openProbe, server } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { launch } from './support/browser.mjs';

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

test('the app that cannot start says why in Russian, not in English', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { locale: 'ru' });
  const { page } = browser;
  // The page's wasm module does not arrive (the network cut as the page loads).
  await page.route(/\/tobit_bg\.wasm$/, (route) => route.abort());
  await page.clock.install(); // the toasts' timers run on the page's clock, moved on below
  await page.goto(srv.url);
  const ru = await page.evaluate(async () => (await fetch('i18n/ru.json')).json());
  const toast = page.locator('#toasts .toast');
  await toast.first().waitFor();
  const text = await toast.first().locator('.toast-text').textContent();
  assert.equal(text, ru['toast.engineFailed'].replace('{reason}', ru['failure.notLoaded']));
  // It stays (an empty board would say nothing), long after a plain toast has gone.
  await page.clock.runFor(60_000);
  assert.ok(await toast.first().isVisible());
  await toast.first().getByRole('button', { name: ru['toast.dismiss'] }).click();
  await toast.first().waitFor({ state: 'detached' });
  browser.assertClean([/console: /, /tobit_bg\.wasm/, /request failed/]);
});

test('a failure of the board that has no words of its own is told in the language of the app', async (t) => {
  const { page, board, browser } = await openApp(t, { locale: 'ru' });
  const ru = await page.evaluate(async () => (await fetch('i18n/ru.json')).json());
  // An element failure that carries only its English message (as the AI's do).
  await board.scope.evaluate(() => document.querySelector('tobit-board').dispatchEvent(
    new CustomEvent('error', { detail: { message: 'the engine stopped: out of memory' }, bubbles: true, composed: true })));
  const toast = page.locator('#toasts .toast.error');
  await toast.waitFor();
  assert.equal(await toast.locator('.toast-text').textContent(),
    ru['screen.boardError'].replace('{reason}', ru['failure.unexpected']));
  browser.assertClean([/console: /]);
});

test('the app that could not start starts when tried again', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, { locale: 'ru' });
  const { page } = browser;
  const cut = (/** @type {import('playwright-core').Route} */ route) => route.abort();
  await page.route(/\/tobit_bg\.wasm$/, cut);
  await page.goto(srv.url);
  const ru = await page.evaluate(async () => (await fetch('i18n/ru.json')).json());
  const toast = page.locator('#toasts .toast.error');
  await toast.waitFor();
  // The network is back: "Try again" loads the page again, and the game starts.
  await page.unroute(/\/tobit_bg\.wasm$/, cut);
  await toast.getByRole('button', { name: ru['toast.retry'] }).click();
  await answerWelcome(page, 'friend');
  const board = await boardReady(page);
  assert.equal((await board.status()).sideToMove, 'white');
  assert.equal(await page.locator('#toasts .toast.error').count(), 0);
  browser.assertClean([/console: /, /tobit_bg\.wasm/, /request failed/]);
});
