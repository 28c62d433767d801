// @ts-check
// Pointer input on the board's canvas (mouse, touch and pen alike), in CSS pixels relative to
// the canvas. The pointer is captured on press so that a drag keeps reporting outside the canvas.

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
