// @ts-check
// embed.html: one full-frame <tobit-board> configured by the URL, talking to the parent page
// with postMessage. Messages out: {source: 'tobit', type, detail}; commands in:
// {source: 'tobit', command, args, id}; {source: 'tobit', cancel: id} stops the running
// command `id` (a bestMove), which then answers with an AbortError. See docs/EMBEDDING.md.
import './tobit-board.js';
import { loadTobit } from './tobit-wasm.js';
import { loadConfig } from './config.js';
import { embedAttributes } from './embed-params.js';

/** @typedef {import('./tobit-board.js').TobitBoard} TobitBoard */

const EVENTS = ['ready', 'move', 'gameover', 'error', 'thinking', 'drawoffer', 'change'];
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

/** @param {string} message */
function showError(message) {
  const note = document.createElement('p');
  note.className = 'problem';
  note.setAttribute('role', 'alert');
  note.textContent = `This Tobit board cannot be shown: ${message}`;
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
  let attributes;
  try {
    attributes = embedAttributes(location.search, await loadConfig());
    checkGame(await loadTobit(), attributes);
  } catch (error) {
    showError(error instanceof Error ? error.message : String(error));
    return;
  }
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
