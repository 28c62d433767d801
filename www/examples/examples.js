// @ts-check
// The examples page: wires the buttons to each board and logs every event both boards send.
const EVENTS = ['ready', 'move', 'gameover', 'error', 'thinking', 'drawoffer', 'change'];
const log = /** @type {HTMLElement} */ (document.getElementById('log'));

/**
 * Adds one line to the event log (the newest on top).
 * @param {string} boardId
 * @param {string} type
 * @param {unknown} detail
 */
function record(boardId, type, detail) {
  const line = document.createElement('li');
  line.dataset.board = boardId;
  line.dataset.type = type;
  line.textContent = `${boardId}: ${type} ${JSON.stringify(detail)}`;
  log.prepend(line);
}

for (const board of document.querySelectorAll('tobit-board')) {
  for (const type of EVENTS) board.addEventListener(type, (event) => record(board.id, type, /** @type {CustomEvent} */ (event).detail));
}

for (const controls of document.querySelectorAll(/** @type {'div'} */ ('.controls'))) {
  const board = /** @type {any} */ (document.getElementById(controls.dataset.board ?? ''));
  controls.addEventListener('click', async (event) => {
    const action = /** @type {Element} */ (event.target).closest('button')?.dataset.action;
    if (!action) return;
    try {
      const result = await board[action]();
      if (action === 'offerDraw') record(board.id, 'offerDraw', { accepted: result });
    } catch (error) {
      record(board.id, 'exception', { message: error instanceof Error ? error.message : String(error) });
    }
  });
}
