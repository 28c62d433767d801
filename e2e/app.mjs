// Shared set-up for the tests: serve dist/, open a page in a fresh browser, find the board, and
// the app's controls as a person finds them (by their visible names).
import { serve } from './serve.mjs';
import assert from 'node:assert/strict';
import { launch, shot } from './browser.mjs';
import { boardReady } from './board.mjs';

/** Serves dist/ for the duration of test `t`. */
export async function server(t, options) {
  const s = await serve(options);
  t.after(() => s.close());
  return s;
}

/**
 * Serves dist/, opens `path` (default the app) in a fresh browser and waits for its board.
 * Returns `{ srv, browser, page, board }`.
 */
/**
 * @param {import('node:test').TestContext} t
 * @param {{path?: string, selector?: string, viewport?: {width: number, height: number}, reducedMotion?: 'reduce' | 'no-preference'}} [options]
 */
export async function openApp(t, { path = '', selector = 'tobit-board', ...launchOptions } = {}) {
  const srv = await server(t);
  const browser = await launch(t, launchOptions);
  const { page } = browser;
  await page.goto(srv.url + path);
  const board = await boardReady(page, selector);
  return { srv, browser, page, board };
}

/** The app's button whose accessible name matches `name` (a RegExp). */
export function button(page, name) {
  return page.getByRole('button', { name }).first();
}

/** Clicks the control named `name`, and answers a confirmation dialog, if one opens, with yes. */
export async function press(page, name) {
  page.once('dialog', (d) => d.accept());
  await button(page, name).click();
}

/** Waits until the page shows an alert (the game-over banner) whose text matches `re`. */
export async function waitBanner(page, re, timeout = 15000) {
  await page.getByRole('alert').filter({ hasText: re }).first().waitFor({ state: 'visible', timeout });
}

/** Waits until the page shows text matching `re` (anywhere visible, by Playwright's rules). */
export async function waitText(page, re, timeout = 15000) {
  await page.getByText(re).first().waitFor({ state: 'visible', timeout });
}

/**
 * Sets up a game against the AI the way a person does in the app's panel (opponent, colour,
 * level); on a page without the panel, through the board's attributes. Animations are turned off.
 */
export async function chooseAi(page, board, { colour = 'white', level = 1 } = {}) {
  await board.set({ animation: 0 });
  const aiRadio = page.getByLabel('Against the computer');
  if (await aiRadio.count()) {
    // The colour and level appear once the opponent is the computer.
    await aiRadio.check();
    await page.getByLabel('You play').selectOption(colour);
    await page.getByLabel('Level').selectOption(String(level));
  } else {
    await board.set({ mode: `ai-${colour === 'white' ? 'black' : 'white'}`, level });
    await board.call('newGame');
  }
  await page.waitForFunction(
    ([sel, mode]) => document.querySelector(sel).getAttribute('mode') === mode,
    [board.selector, `ai-${colour === 'white' ? 'black' : 'white'}`],
  );
}

/** Plays White against the AI at `level` to the end, with the mouse; checks what a person sees. */
export async function playAgainstAi(page, board, { level = 1, depth = 2, shots = '' } = {}) {
  await chooseAi(page, board, { colour: 'white', level });
  const { status } = await board.playOut({ depth, human: 'white', maxPlies: 200 });
  assert.equal(status.over, true);
  const history = await board.history();
  const played = (await board.events('move')).map((e) => e.detail).slice(-history.length);
  assert.deepEqual(played.map((d) => d.notation), history);
  // The person entered White's moves with the pointer, the AI played Black's.
  assert.deepEqual([...new Set(played.map((d) => `${d.by}:${d.source}`))].sort(), ['black:ai', 'white:user']);
  const [over] = await board.waitEvents('gameover', 1);
  assert.equal(over.detail.score, status.result);
  await waitBanner(page, `(${status.result})`);
  if (shots) await shot(page, shots);
  return { status, history };
}
