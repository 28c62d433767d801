// @ts-check
// Pointer input on the board's canvas (mouse, touch and pen alike), in CSS pixels relative to
// the canvas. The pointer is captured on press so that a drag keeps reporting outside the canvas.
// forwardPointer hands it to the element's wasm Board and game.

/** @typedef {import('../tobit.js').Board} Board */
/** @typedef {import('../tobit.js').BoardInput} BoardInput what one input did (declared by Rust) */
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
 * Forwards pointer input on `canvas` to the board's wasm Board. Each call answers all it did in
 * one value (`BoardInput`): a completed move goes to the game (announced and answered), a refused
 * press is told (`refused`: the pieces that must capture pulse), so is a move tried that the rules
 * refuse (`attempt`), and the cursor follows the pointer. A change is painted by the next frame:
 * a drag's moves only ask for it (`paint`), a press or a release also brings the accessible
 * points in step (`redraw`).
 * @param {HTMLCanvasElement} canvas
 * @param {{board: () => Board | undefined, game: () => GameController | null, redraw: () => void,
 *          paint: () => void, emit: (type: string, detail: unknown) => void}} parts the element's, once loaded
 * @returns {() => void} removes every listener
 */
export function forwardPointer(canvas, parts) {
  /**
   * @param {(board: Board) => BoardInput} action
   * @param {() => void} [changed] what a change asks for (a redraw unless told)
   */
  const input = (action, changed = parts.redraw) => {
    const [board, game] = [parts.board(), parts.game()];
    if (!board || !game) return;
    const { played, refused, attempt, cursor, changed: drawn } = action(board);
    if (cursor !== null) canvas.dataset.cursor = cursor;
    if (drawn) changed();
    if (refused) parts.emit('refused', refused);
    if (attempt) parts.emit('attempt', attempt);
    if (played) game.moved(played);
  };
  return bindPointer(canvas, {
    down: (x, y) => input((board) => board.pointerDown(x, y)),
    move: (x, y) => input((board) => board.pointerMove(x, y), parts.paint),
    up: (x, y) => input((board) => board.pointerUp(x, y)),
    cancel: () => input((board) => board.pointerCancel()),
  });
}
