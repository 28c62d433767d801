// @ts-check
// embed.html: one full-frame <tobit-board> configured by the URL, talking to the parent page
// with postMessage. Messages out: {source: 'tobit', type, detail}; commands in:
// {source: 'tobit', command, args, id}; {source: 'tobit', cancel: id} stops the running
// command `id` (a bestMove), which then answers with an AbortError. See docs/EMBEDDING.md.
import '../tobit-board.js'; // the element as embedders load it, with its puzzle mode
import { loadTobit } from '../wasm/loader.js';
import { loadConfig } from '../wasm/config.js';
import { embedAttributes } from './params.js';
import { loadTranslator, pickLanguage } from '../i18n/i18n.js';
import { OptionError } from '../element/options.js';
import { resultText, turnText } from '../element/access/announcer.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */

const EVENTS = ['ready', 'move', 'gameover', 'error', 'thinking', 'drawoffer', 'change', 'refused', 'attempt', 'languagechange', 'solved', 'failed'];
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
 * Shows why the board cannot be shown, in the page's language when the catalog has the words.
 * @param {unknown} error
 * @param {import('../i18n/i18n.js').Translator | null} translator
 */
function showError(error, translator) {
  const message = error instanceof Error ? error.message : String(error);
  const reason = translator && error instanceof OptionError ? translator.t(`option.${error.key}`, error.params) : message;
  const note = document.createElement('p');
  note.className = 'problem';
  note.setAttribute('role', 'alert');
  note.textContent = translator ? translator.t('embed.cannotShow', { reason }) : message;
  frame.replaceChildren(note);
  post('error', { message });
}

/**
 * The status line under the board: whose turn, the computer thinking, the result and why; and
 * the New game control unless the embedder turned it off.
 * @param {TobitBoard} board
 * @param {import('../i18n/i18n.js').Translator} t
 * @param {boolean} controls
 * @returns {HTMLElement}
 */
function statusBar(board, t, controls) {
  const bar = document.createElement('div');
  bar.className = 'bar';
  const line = document.createElement('p');
  line.className = 'status';
  line.setAttribute('role', 'status');
  line.setAttribute('aria-label', t.t('embed.status'));
  bar.append(line);
  let thinking = false;
  const update = () => {
    const status = board.status();
    if (status.outcome) {
      line.textContent = resultText(t, status.outcome);
    } else if (thinking) {
      line.textContent = t.t('turn.thinking');
    } else {
      line.textContent = turnText(t, status.sideToMove, status.mustCapture);
    }
  };
  board.addEventListener('thinking', (event) => {
    thinking = /** @type {CustomEvent<{active: boolean}>} */ (event).detail.active;
    update();
  });
  for (const type of ['ready', 'move', 'change', 'gameover']) board.addEventListener(type, update);
  if (controls) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'new-game';
    button.textContent = t.t('embed.newGame');
    button.addEventListener('click', () => board.newGame());
    bar.append(button);
  }
  return bar;
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
  let attributes, controls;
  try {
    ({ attributes, controls } = embedAttributes(location.search, await loadConfig()));
    checkGame(await loadTobit(), attributes);
  } catch (error) {
    showError(error, await words);
    return;
  }
  const translator = await words;
  const board = /** @type {TobitBoard} */ (document.createElement('tobit-board'));
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  for (const type of EVENTS) board.addEventListener(type, (event) => post(type, /** @type {CustomEvent} */ (event).detail));
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.data?.source !== 'tobit') return;
    if ('command' in event.data) runCommand(board, event.data);
    else if ('cancel' in event.data) running.get(event.data.cancel)?.abort();
  });
  frame.replaceChildren(board);
  if (translator && attributes.mode !== 'view' && attributes.mode !== 'puzzle') {
    frame.append(statusBar(board, translator, controls));
    document.body.classList.add('with-bar');
  }
}

main();
