// @ts-check
// embed.html: one full-frame <tobit-board> configured by the URL, talking to the parent page
// with postMessage. Messages out: {source: 'tobit', type, detail}; commands in:
// {source: 'tobit', command, args, id}; {source: 'tobit', cancel: id} stops the running
// command `id` (a bestMove), which then answers with an AbortError. See docs/EMBEDDING.md.
import '../element/tobit-board.js';
import { loadTobit } from '../wasm/loader.js';
import { loadConfig } from '../wasm/config.js';
import { embedAttributes } from './params.js';
import { loadTranslator, pickLanguage } from '../i18n/i18n.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */

const EVENTS = ['ready', 'move', 'gameover', 'error', 'thinking', 'drawoffer', 'change', 'refused', 'languagechange', 'solved', 'failed'];
/** The element methods the parent may call. */
const COMMANDS = new Set([
  'play', 'undo', 'redo', 'flip', 'setPosition', 'newGame', 'showPly', 'resign', 'agreeDraw',
  'offerDraw', 'legalMoves', 'history', 'status', 'pdn', 'currentFen', 'bestMove',
]);

const frame = /** @type {HTMLElement} */ (document.getElementById('frame'));
/** @type {Map<unknown, AbortController>} the running commands that can be cancelled, by id */
const running = new Map();

/**
 * Sends a message to the parent page (nothing when the page is not in a frame).
 * @param {string} type
 * @param {unknown} detail
 * @param {Record<string, unknown>} [extra]
 */
function post(type, detail, extra = {}) {
  if (window.parent !== window) window.parent.postMessage({ source: 'tobit', type, detail, ...extra }, '*');
}

/**
 * The page's words: the language of the `lang` parameter, else of the browser. Sets `<html lang>`
 * (which the board follows) and the title; null when the catalog cannot be loaded.
 * @returns {Promise<import('../i18n/i18n.js').Translator | null>}
 */
async function pageWords() {
  const asked = new URLSearchParams(location.search).get('lang')?.trim();
  const preferred = navigator.languages ?? [];
  const lang = pickLanguage(asked ? [asked, ...preferred] : preferred);
  document.documentElement.lang = lang;
  try {
    const translator = await loadTranslator(lang);
    document.title = translator.t('embed.title');
    return translator;
  } catch (error) {
    post('error', { message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * @param {string} message
 * @param {import('../i18n/i18n.js').Translator | null} translator
 */
function showError(message, translator) {
  const note = document.createElement('p');
  note.className = 'problem';
  note.setAttribute('role', 'alert');
  note.textContent = translator ? translator.t('embed.cannotShow', { reason: message }) : message;
  frame.replaceChildren(note);
  post('error', { message });
}

/**
 * Checks the FEN and the moves with the engine, so that a bad one is shown, not replaced.
 * @param {any} tobit the page module
 * @param {Record<string, string>} attributes
 */
function checkGame(tobit, { fen, moves }) {
  const game = new tobit.Game(fen || undefined);
  try {
    for (const move of moves ? moves.split(' ') : []) game.play(move);
  } finally {
    game.free();
  }
}

/**
 * Runs one command of the parent page on the board and posts its result or error.
 * @param {TobitBoard} board
 * @param {{command: string, args?: unknown[], id?: unknown}} message
 */
async function runCommand(board, { command, args = [], id }) {
  const control = new AbortController();
  if (id !== undefined) running.set(id, control);
  try {
    if (!COMMANDS.has(command)) throw new Error(`unknown command "${command}" (accepted: ${[...COMMANDS].join(', ')})`);
    if (!Array.isArray(args)) throw new Error(`args of "${command}" must be an array`);
    const result = command === 'bestMove'
      ? await board.bestMove(/** @type {any} */ (args[0]), { signal: control.signal })
      : await /** @type {any} */ (board)[command](...args);
    post('result', { command, result: result ?? null }, { id });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    post('error', { command, name, message: error instanceof Error ? error.message : String(error) }, { id });
  } finally {
    if (running.get(id) === control) running.delete(id);
  }
}

async function main() {
  const words = pageWords();
  let attributes;
  try {
    attributes = embedAttributes(location.search, await loadConfig());
    checkGame(await loadTobit(), attributes);
  } catch (error) {
    showError(error instanceof Error ? error.message : String(error), await words);
    return;
  }
  await words;
  const board = /** @type {TobitBoard} */ (document.createElement('tobit-board'));
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  for (const type of EVENTS) board.addEventListener(type, (event) => post(type, /** @type {CustomEvent} */ (event).detail));
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.data?.source !== 'tobit') return;
    if ('command' in event.data) runCommand(board, event.data);
    else if ('cancel' in event.data) running.get(event.data.cancel)?.abort();
  });
  frame.replaceChildren(board);
}

main();
