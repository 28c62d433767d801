// @ts-check
// Pointer input on the board's canvas (mouse, touch and pen alike), in CSS pixels relative to
// the canvas. The pointer is captured on press so that a drag keeps reporting outside the canvas.
// forwardPointer hands it to the element's wasm Board and game.

/** @typedef {import('../tobit.js').Board} Board */
/** @typedef {import('../lib/game/controller.js').PlayedMove} PlayedMove */
/** @typedef {import('../lib/game/controller.js').GameController} GameController */

/**
 * @param {HTMLCanvasElement} canvas
 * @param {{down: (x: number, y: number) => void, move: (x: number, y: number) => void,
 *          up: (x: number, y: number) => void, cancel: () => void}} on
 * @returns {() => void} removes every listener
 */
export function bindPointer(canvas, on) {
  /**
   * @param {PointerEvent} event
   * @param {(x: number, y: number) => void} handler
   */
  const at = (event, handler) => {
    const box = canvas.getBoundingClientRect();
    handler(event.clientX - box.left, event.clientY - box.top);
  };
  /** @type {Record<string, (event: PointerEvent) => void>} */
  const listeners = {
    pointerdown: (event) => {
      if (!event.isPrimary || event.button !== 0) return;
      event.preventDefault();
      canvas.setPointerCapture(event.pointerId);
      at(event, on.down);
    },
    pointermove: (event) => {
      if (event.isPrimary) at(event, on.move);
    },
    pointerup: (event) => {
      if (event.isPrimary && event.button === 0) at(event, on.up);
    },
    pointercancel: (event) => {
      if (event.isPrimary) on.cancel();
    },
    contextmenu: (event) => event.preventDefault(),
  };
  for (const [type, listener] of Object.entries(listeners)) canvas.addEventListener(type, /** @type {EventListener} */ (listener));
  return () => {
    for (const [type, listener] of Object.entries(listeners)) canvas.removeEventListener(type, /** @type {EventListener} */ (listener));
  };
}

/**
 * Forwards pointer input on `canvas` to the board's wasm Board: a completed move goes to the game
 * (announced and answered), a refused press is told (`refused`: the pieces that must capture
 * pulse), so is a move tried that the rules refuse (`attempt`), and the cursor follows the pointer.
 * @param {HTMLCanvasElement} canvas
 * @param {{board: () => Board | undefined, game: () => GameController | null, redraw: () => void,
 *          emit: (type: string, detail: unknown) => void}} parts the element's, once loaded
 * @returns {() => void} removes every listener
 */
export function forwardPointer(canvas, parts) {
  /**
   * @param {(board: Board) => PlayedMove | void} action
   * @param {number} [x] where the pointer is (CSS pixels in the canvas)
   * @param {number} [y]
   */
  const input = (action, x, y) => {
    const [board, game] = [parts.board(), parts.game()];
    if (!board || !game) return;
    const played = action(board);
    const refusal = board.takeRefusal();
    const attempt = board.takeAttempt();
    if (x !== undefined && y !== undefined) canvas.dataset.cursor = board.cursorAt(x, y);
    parts.redraw();
    if (refusal) parts.emit('refused', refusal);
    if (attempt) parts.emit('attempt', attempt);
    if (played) game.moved(played);
  };
  return bindPointer(canvas, {
    down: (x, y) => input((board) => board.pointerDown(x, y), x, y),
    move: (x, y) => input((board) => board.pointerMove(x, y), x, y),
    up: (x, y) => input((board) => board.pointerUp(x, y), x, y),
    cancel: () => input((board) => board.pointerCancel()),
  });
}
