// @ts-check
// The editor's board input: a layer of 38 buttons over <tobit-board>, one on each point, named
// by its number and what stands on it. A tap (or Enter, Space) on a point applies the chosen
// piece, a press then a drag paints it over every point passed; the arrow keys move the focus
// along the chols (the neighbours come from the wasm, the screen direction from the board's
// point centres, as the board's own keys do: element/access/move-keys.js).

import { along } from '../element/access/move-keys.js';

/** @typedef {'up'|'down'|'left'|'right'} Way */
/** @type {Record<string, Way>} */
const ARROWS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * What the layer asks of the page.
 * @typedef {object} LayerActions
 * @property {(point: number) => 'placed' | 'removed' | 'refused'} tap a tap on a point: what it did
 * @property {(point: number, erase: boolean) => void} paint a drag over a point: place the chosen piece, or erase
 * @property {(key: string, point: number) => boolean} key another key on a point; whether it was used
 */

export class PointLayer {
  /** @type {HTMLButtonElement[]} */
  #buttons = [];
  #cursor = 1;
  /** While a press drags: whether it erases, and the points already done. @type {{erase: boolean, done: Set<number>} | null} */
  #drag = null;

  /**
   * @param {HTMLElement} layer the element over the board that holds the buttons
   * @param {import('../tobit-board.js').TobitBoard} board
   * @param {Uint8Array[]} neighbours the chol neighbours of each point (index 0: point 1)
   * @param {LayerActions} actions
   */
  constructor(layer, board, neighbours, actions) {
    this.layer = layer;
    this.board = board;
    this.neighbours = neighbours;
    this.actions = actions;
    for (let point = 1; point <= neighbours.length; point += 1) {
      const button = document.createElement('button');
      button.type = 'button';
      button.tabIndex = point === 1 ? 0 : -1;
      button.dataset.point = String(point);
      button.addEventListener('focus', () => { this.#cursor = point; this.#roving(); });
      this.#buttons.push(button);
    }
    layer.replaceChildren(...this.#buttons);
    layer.addEventListener('pointerdown', (e) => this.#down(e));
    layer.addEventListener('pointermove', (e) => this.#move(e));
    for (const end of ['pointerup', 'pointercancel', 'lostpointercapture']) layer.addEventListener(end, () => { this.#drag = null; });
    layer.addEventListener('keydown', (e) => this.#keydown(e));
    layer.addEventListener('click', (e) => {
      // A click without a pointer press (Enter or Space on the focused button).
      if (e.detail === 0) this.#tap(this.#pointOf(e.target));
    });
    new ResizeObserver(() => this.place()).observe(board);
  }

  /** The focused point (the keyboard cursor). */
  get cursor() { return this.#cursor; }

  /** Puts each button over its point (after a resize or a flip). */
  place() {
    const box = this.layer.getBoundingClientRect();
    if (!box.width) return;
    this.#buttons.forEach((button, i) => {
      const c = this.board.pointCenter(i + 1);
      button.style.left = `${((c.x - box.left) / box.width) * 100}%`;
      button.style.top = `${((c.y - box.top) / box.height) * 100}%`;
    });
  }

  /**
   * Names each point for assistive technology.
   * @param {(point: number) => string} label
   */
  label(label) {
    this.#buttons.forEach((button, i) => button.setAttribute('aria-label', label(i + 1)));
  }

  /**
   * Marks a point whose edit was refused until the next edit.
   * @param {number | null} point
   */
  mark(point) {
    for (const b of this.#buttons) b.classList.toggle('refused', Number(b.dataset.point) === point);
  }

  #roving() {
    this.#buttons.forEach((b, i) => { b.tabIndex = i + 1 === this.#cursor ? 0 : -1; });
  }

  /** @param {EventTarget | null} target @returns {number} 0 when not a point */
  #pointOf(target) {
    return target instanceof HTMLElement ? Number(target.dataset.point ?? 0) : 0;
  }

  /** @param {number} point */
  #tap(point) {
    if (!point) return null;
    return this.actions.tap(point);
  }

  /** @param {PointerEvent} e */
  #down(e) {
    const point = this.#pointOf(e.target);
    if (!point || e.button !== 0) return;
    e.preventDefault(); // no text selection, no focus ring from the pointer
    this.layer.setPointerCapture(e.pointerId);
    const done = this.#tap(point);
    this.#drag = done === 'refused' ? null : { erase: done === 'removed', done: new Set([point]) };
  }

  /** @param {PointerEvent} e */
  #move(e) {
    if (!this.#drag) return;
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const point = under && this.layer.contains(under) ? this.#pointOf(under) : 0;
    if (!point || this.#drag.done.has(point)) return;
    this.#drag.done.add(point);
    this.actions.paint(point, this.#drag.erase);
  }

  /** @param {KeyboardEvent} e */
  #keydown(e) {
    const point = this.#pointOf(e.target);
    if (!point || e.altKey || e.ctrlKey || e.metaKey) return;
    const way = ARROWS[e.key];
    if (way) {
      e.preventDefault();
      const next = along(point, way, this.neighbours[point - 1], (p) => this.board.pointCenter(p));
      if (next) this.#buttons[next - 1].focus();
      return;
    }
    if (this.actions.key(e.key, point)) e.preventDefault();
  }
}
