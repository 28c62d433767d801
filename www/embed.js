// embed.html: one full-frame <tobit-board> configured by the URL, talking to the parent page
// with postMessage. Messages out: {source: 'tobit', type, detail}; commands in:
// {source: 'tobit', command, args, id}. See docs/EMBEDDING.md.
import './tobit-board.js';
import { loadTobit } from './tobit-wasm.js';
import { embedAttributes } from './embed-params.js';

const EVENTS = ['ready', 'move', 'gameover', 'error', 'thinking', 'drawoffer', 'change'];
/** The element methods the parent may call. */
const COMMANDS = new Set([
  'play', 'undo', 'redo', 'flip', 'setPosition', 'newGame', 'showPly', 'resign', 'agreeDraw',
  'offerDraw', 'legalMoves', 'history', 'status', 'pdn', 'currentFen', 'bestMove',
]);

const frame = document.getElementById('frame');

/** Sends a message to the parent page (nothing when the page is not in a frame). */
function post(type, detail, extra = {}) {
  if (window.parent !== window) window.parent.postMessage({ source: 'tobit', type, detail, ...extra }, '*');
}

function showError(message) {
  const note = document.createElement('p');
  note.className = 'problem';
  note.setAttribute('role', 'alert');
  note.textContent = `This Tobit board cannot be shown: ${message}`;
  frame.replaceChildren(note);
  post('error', { message });
}

/** Checks the FEN and the moves with the engine, so that a bad one is shown, not replaced. */
function checkGame(tobit, { fen, moves }) {
  const game = new tobit.Game(fen || undefined);
  try {
    for (const move of moves ? moves.split(' ') : []) game.play(move);
  } finally {
    game.free();
  }
}

async function runCommand(board, { command, args = [], id }) {
  try {
    if (!COMMANDS.has(command)) throw new Error(`unknown command "${command}" (accepted: ${[...COMMANDS].join(', ')})`);
    if (!Array.isArray(args)) throw new Error(`args of "${command}" must be an array`);
    const result = await board[command](...args);
    post('result', { command, result: result ?? null }, { id });
  } catch (error) {
    post('error', { command, message: error instanceof Error ? error.message : String(error) }, { id });
  }
}

async function main() {
  let attributes;
  try {
    attributes = embedAttributes(location.search);
    checkGame(await loadTobit(), attributes);
  } catch (error) {
    showError(error instanceof Error ? error.message : String(error));
    return;
  }
  const board = document.createElement('tobit-board');
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  for (const type of EVENTS) board.addEventListener(type, (event) => post(type, event.detail));
  window.addEventListener('message', (event) => {
    if (event.source === window.parent && event.data?.source === 'tobit' && 'command' in event.data) {
      runCommand(board, event.data);
    }
  });
  frame.replaceChildren(board);
}

main();
