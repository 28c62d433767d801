// Shared set-up for the tests: serve dist/, open a page in a fresh browser, find the board, and
// the app's controls as a person finds them (by their visible names).
import { serve } from './serve.mjs';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { boardReady } from './board.mjs';

/** Serves dist/ for the duration of test `t`. */
export async function server(t, options) {
  const s = await serve(options);
  t.after(() => s.close());
  return s;
}

/**
 * Serves dist/, opens `path` (default the app) in a fresh browser and waits for its board.
 * On the app's first visit it answers the game choice with `welcome`: 'friend' (two players,
 * the default here), 'computer', or null to leave the choice open. Returns `{ srv, browser, page, board }`.
 */
/**
 * @param {import('node:test').TestContext} t
 * @param {{path?: string, selector?: string, welcome?: 'friend' | 'computer' | null,
 *   viewport?: {width: number, height: number}, reducedMotion?: 'reduce' | 'no-preference',
 *   colorScheme?: 'light' | 'dark', locale?: string, hasTouch?: boolean, isMobile?: boolean,
 *   deviceScaleFactor?: number}} [options]
 */
export async function openApp(t, { path = '', selector = 'tobit-board', welcome = 'friend', ...launchOptions } = {}) {
  const srv = await server(t);
  const browser = await launch(t, launchOptions);
  const { page } = browser;
  await page.goto(srv.url + path);
  const board = await boardReady(page, selector);
  if (welcome) await answerWelcome(page, welcome);
  return { srv, browser, page, board };
}

/**
 * Waits until the app has loaded its game; if it then asks the first-visit choice, answers it
 * with `choice`. Pages other than the app pass through.
 * @param {import('playwright-core').Page} page
 * @param {'friend' | 'computer'} choice
 */
export async function answerWelcome(page, choice) {
  const first = await page.evaluate(() => /** @type {any} */ (window).tobitLoaded ?? false);
  if (!first) return;
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator(`input[value="${choice === 'friend' ? 'two' : 'ai'}"]`).check();
  await dialog.locator('button[value="start"]').click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Opens the examples page of the build (or `path`) and adds a board `#probe` with `attributes`
 * (and the CSS custom properties `properties`, e.g. board colours) at the top of it.
 * @param {import('node:test').TestContext} t
 * @param {Record<string, string>} attributes
 * @param {Record<string, any>} [launchOptions] as launch() takes them
 * @param {{path?: string, properties?: Record<string, string>, lang?: string}} [options] `lang`:
 *   the language the device remembers (the picker's choice), else the browser's
 */
export async function openProbe(t, attributes, launchOptions = {}, { path = 'embed/examples/', properties = {}, lang } = {}) {
  const srv = await server(t);
  const browser = await launch(t, launchOptions);
  const { page } = browser;
  if (lang) await browser.context.addInitScript((code) => localStorage.setItem('tobit.language', code), lang);
  await page.goto(srv.url + path);
  await page.evaluate(([attrs, props]) => {
    const board = document.createElement('tobit-board');
    board.id = 'probe';
    for (const [name, value] of Object.entries(attrs)) board.setAttribute(name, value);
    for (const [name, value] of Object.entries(props)) board.style.setProperty(name, value);
    document.body.prepend(board);
  }, [attributes, properties]);
  const board = await boardReady(page, '#probe');
  return { page, browser, board };
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

/** Waits until the page shows the result card with text matching `re` (a RegExp or a substring). */
export async function waitBanner(page, re, timeout = 15000) {
  await page.locator('#result').filter({ hasText: re }).waitFor({ state: 'visible', timeout });
}

/** Waits until the page shows text matching `re` (anywhere visible, by Playwright's rules). */
export async function waitText(page, re, timeout = 15000) {
  await page.getByText(re).first().waitFor({ state: 'visible', timeout });
}

/**
 * Starts a game with `mode` ('ai' or 'two', with `colour` and `level` against the computer) the
 * way a person does in the app: "New game", then the choice dialog. `clock`: a time control
 * preset ('3+2'), or custom `{minutes, seconds, bonus, kind}` (kind 'increment', 'simple-delay'
 * or 'bronstein'); none by default.
 * @param {import('playwright-core').Page} page
 * @param {{mode?: 'ai' | 'two', colour?: string, level?: number,
 *   clock?: string | {minutes: number, seconds: number, bonus: number, kind: string}}} [choice]
 */
export async function chooseGame(page, { mode = 'ai', colour = 'white', level = 1, clock = undefined } = {}) {
  const dialog = page.locator('#new-game-dialog');
  // The choice may be open already: a visit with no saved game asks it at once.
  if (!(await dialog.evaluate((d) => /** @type {HTMLDialogElement} */ (d).open))) await page.locator('#new-game').click();
  await dialog.locator(`input[value="${mode}"]`).check();
  if (mode === 'ai') {
    await dialog.locator('select[name="colour"]').selectOption(colour);
    await dialog.locator('select[name="level"]').selectOption(String(level));
  }
  if (clock !== undefined) {
    await dialog.locator('select[name="clock"]').selectOption(typeof clock === 'string' ? clock : 'custom');
    if (typeof clock === 'object') {
      for (const [field, value] of Object.entries({ minutes: clock.minutes, seconds: clock.seconds, bonus: clock.bonus })) {
        await dialog.locator(`input[name="clock-${field}"]`).fill(String(value));
      }
      await dialog.locator('select[name="clock-kind"]').selectOption(clock.kind);
    }
  }
  await dialog.locator('button[value="start"]').click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Sets up a game against the AI the way a person does in the app (New game: opponent, colour,
 * level); on a page without the app, through the board's attributes. Animations are turned off.
 */
export async function chooseAi(page, board, { colour = 'white', level = 1 } = {}) {
  await board.set({ animation: 0 });
  if (await page.locator('#new-game-dialog').count()) {
    await chooseGame(page, { mode: 'ai', colour, level });
  } else {
    await board.set({ mode: `ai-${colour === 'white' ? 'black' : 'white'}`, level });
    await board.call('newGame');
  }
  await page.waitForFunction(
    ([sel, mode]) => document.querySelector(sel).getAttribute('mode') === mode,
    [board.selector, `ai-${colour === 'white' ? 'black' : 'white'}`],
  );
}

/**
 * Plays White against the AI at `level` to the end, with the mouse; checks what a person sees.
 * The game's `seed` is fixed (the app draws a random one per game), so the game is the same on
 * every run: with random seeds about one game in a hundred between a depth-3 player and level 1
 * shuffles tobits past 400 plies without a result (`tobit match --white depth=3 --black level=1`).
 */
export async function playAgainstAi(page, board, { level = 1, depth = 3, seed = 1 } = {}) {
  await chooseAi(page, board, { colour: 'white', level });
  await board.set({ seed: String(seed) });
  const { status } = await board.playOut({ depth, human: 'white', maxPlies: 200 });
  assert.equal(status.over, true);
  const history = await board.history();
  const played = (await board.events('move')).map((e) => e.detail).slice(-history.length);
  assert.deepEqual(played.map((d) => d.notation), history);
  // The person entered White's moves with the pointer, the AI played Black's.
  assert.deepEqual([...new Set(played.map((d) => `${d.by}:${d.source}`))].sort(), ['black:ai', 'white:user']);
  const [over] = await board.waitEvents('gameover', 1);
  assert.deepEqual(over.detail, status.outcome);
  await waitBanner(page, status.outcome.score);
  return { status, history };
}

/**
 * Opens My games as a person does: on a phone through the header's menu first.
 * @param {import('playwright-core').Page} page
 */
export async function openMyGames(page) {
  const menu = page.locator('#menu-button');
  if (await menu.isVisible()) await menu.click();
  await page.locator('#my-games').click();
  await page.locator('#my-games-dialog').waitFor();
}

/**
 * Waits until a learning page's feedback line (lessons, puzzles) shows `text`.
 * @param {import('playwright-core').Page} page
 * @param {string | RegExp} text
 */
export async function waitFeedback(page, text) {
  await page.locator('#feedback', { hasText: text }).waitFor({ timeout: 20000 });
}

/**
 * The file a download started by `click` gives: its suggested name and its bytes (`text()`: as UTF-8).
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} click
 */
export async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  return { name: download.suggestedFilename(), bytes, text: () => bytes.toString('utf8') };
}
