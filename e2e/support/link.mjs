// Games by link in the browser (link.html): start one, open a link, play a move and send it,
// as a person does (the page's forms and buttons, the board's points). Waits are on the page's
// state, never on sleeps.
import { boardReady } from './board.mjs';
import { catalog } from './www.mjs';

/** The short game the tests play to its end: White takes every black piece (27 plies, found with
 * the CLI's `tobit moves`/`tobit play` by captures-first play). */
export const SHORT_GAME = ('11-18 32-25 18x32 38x25 12-11 25-18 11x25 31-24 25x23 30x16 9x23 29-22 23x21 '
  + '28x14 7x21 34-28 21x34 27-28 34x7 33-32 7-28 35-29 28x30x33 36-30 33x27 37-31 27x32').split(' ');

/**
 * Opens `url` (the link page, a link or a stored game) and waits until it shows what it asks for.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
export async function openLinkPage(page, url) {
  // A link whose address differs from the page's only after `#` reloads the page itself; from a
  // blank page every link is opened as a new load, as from a messenger.
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => /** @type {any} */ (window).tobitLinkReady === true);
  return boardReady(page);
}

/**
 * Fills the start form and creates the game.
 * @param {import('playwright-core').Page} page
 * @param {{name: string, colour: 'white'|'black'|'random', days?: number}} choice
 */
export async function createGame(page, { name, colour, days }) {
  const form = page.locator('#start');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('select[name="colour"]').selectOption(colour);
  if (days) await form.locator('select[name="days"]').selectOption(String(days));
  await form.locator('button.primary').click(); // Create the game (not Play live)
  await page.locator('#game').waitFor();
}

/**
 * Enters the name asked for when a game is new on this device.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
export async function join(page, name) {
  const form = page.locator('#join');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('button').click();
  await page.locator('#game').waitFor();
}

/**
 * The link the page offers to send (the send panel shown).
 * @param {import('playwright-core').Page} page
 */
export async function linkToSend(page) {
  await page.locator('#send-panel').waitFor();
  return page.locator('#link-text').inputValue();
}

/**
 * Plays `move` on the board and presses Send; returns the link to send.
 * @param {import('playwright-core').Page} page
 * @param {import('./board.mjs').BoardDriver} board
 * @param {string} move
 */
export async function playAndSend(page, board, move) {
  await page.waitForFunction(() => document.querySelector('tobit-board')?.getAttribute('interactive') === 'true');
  await board.enter(move);
  await page.locator('#send').click();
  return linkToSend(page);
}

/**
 * What the page's message line says.
 * @param {import('playwright-core').Page} page
 */
export const message = (page) => page.locator('#message').textContent();

/**
 * A catalog message of `lang` with its `{name}` placeholders filled; a plural one in the form
 * of `params.count` (Intl.PluralRules, as the page picks it).
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 */
export function words(lang, key, params = {}) {
  const entry = catalog(lang)[key];
  const text = typeof entry === 'string' ? entry : entry[new Intl.PluralRules(lang).select(Number(params.count))] ?? entry.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * The catalog message of `lang` and `key` as a pattern: its placeholders match anything.
 * @param {string} lang
 * @param {string} key
 */
export function wordsPattern(lang, key) {
  const entry = catalog(lang)[key];
  const text = typeof entry === 'string' ? entry : entry.other;
  const parts = text.split(/\{\w+\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.*'));
}

/**
 * A link of the game of `link` with other moves, made by the page's own study module (as an
 * edited or taken-back game would be made), for the refusals.
 * @param {import('playwright-core').Page} page a page of the build
 * @param {string} link
 * @param {{white?: string, black?: string, moves: string[]}} game
 * @returns {Promise<string>} the new link's text (`g=…`)
 */
export function otherLink(page, link, game) {
  return page.evaluate(async ([link, game]) => {
    const loader = './wasm/loader.js'; // the build's, beside the page
    const { loadLinks } = await import(loader);
    const links = await loadLinks();
    const read = links.linkRead(link);
    return links.linkWrite({ id: read.id, white: read.white, black: read.black, state: 'playing', days: read.days ?? null, ...game }).link;
  }, /** @type {const} */ ([link, game]));
}
