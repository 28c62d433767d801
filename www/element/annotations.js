// @ts-check
// The arrows and circles of a board, with their input loaded on demand: annotation-input.js (the
// right button, the long press, the A key, the `shapes` event) comes with the first gesture that
// may draw (a right press, a finger's press, the A key) or the first shapes the page gives, so a
// first visit does not carry it. Until then the board draws the shapes the page gives, and a move
// clears them. From that first gesture until the input is there, the board's pointer events, its
// A and Escape keys, its focus leaving and its moves are recorded here and replayed into the
// input when it arrives: on a slow network a right-drag released before the module came still
// draws its arrow.
/** @typedef {import('./annotation-input.js').AnnotationHost} AnnotationHost */
/** @typedef {import('./annotation-input.js').AnnotationInput} AnnotationInput */
/** @typedef {import('../tobit.js').Arrow} Arrow */
/** @typedef {import('../tobit.js').Circle} Circle */
/**
 * An event that came while the input was loading, and the keyboard cursor's point at the time.
 * @typedef {{event: Event, cursor: number}} Recorded
 */

/**
 * Whether a key draws a shape (A, with Shift or Alt for its colour), unless an earlier listener
 * used it.
 * @param {KeyboardEvent} event
 */
export const isShapeKey = (event) => event.code === 'KeyA' && !event.ctrlKey && !event.metaKey && !event.defaultPrevented;

/**
 * Copies of shapes, as the element gives them (a page changing them later changes nothing here).
 * @param {Arrow[]} arrows
 * @param {Circle[]} circles
 * @returns {{arrows: Arrow[], circles: Circle[]}}
 */
export function copied(arrows, circles) {
  return {
    arrows: arrows.map(({ from, to, brush }) => ({ from, to, brush })),
    circles: circles.map(({ at, brush }) => ({ at, brush })),
  };
}

/** The shapes of one board. */
export class Annotations {
  #element;
  #canvas;
  #host;
  /** The shapes the page gave before the input was loaded. @type {{arrows: Arrow[], circles: Circle[]}} */
  #given = { arrows: [], circles: [] };
  /** @type {AnnotationInput | null} */
  #input = null;
  /** The input while it loads. @type {Promise<void> | null} */
  #loading = null;
  /** The events recorded while the input loads, in order; null when it is not loading. @type {Recorded[] | null} */
  #recorded = null;
  /** The board's focus target while the element is connected. @type {HTMLElement | null} */
  #keys = null;
  /** Removes the loaded input's listeners. @type {(() => void) | null} */
  #unbindInput = null;

  /**
   * @param {HTMLElement} element the <tobit-board>
   * @param {HTMLCanvasElement} canvas
   * @param {AnnotationHost} host
   */
  constructor(element, canvas, host) {
    this.#element = element;
    this.#canvas = canvas;
    this.#host = host;
    // Listening from the start, before any page does: a page that answers a move with the next
    // position's shapes (setShapes) must find these cleared already.
    element.addEventListener('move', (event) => {
      if (this.#input) {
        this.#input.forget();
        return;
      }
      if (this.#given.arrows.length || this.#given.circles.length) this.set([], []);
      this.#record(event); // the shapes drawn before it go with it
    });
  }

  /** @returns {{arrows: Arrow[], circles: Circle[]}} the shapes shown (copies) */
  get shapes() {
    if (this.#input) return this.#input.shapes;
    return copied(this.#given.arrows, this.#given.circles);
  }

  /**
   * Draws these shapes instead of those shown; throws, changing nothing, when the board refuses
   * an item.
   * @param {Arrow[]} arrows
   * @param {Circle[]} circles
   */
  set(arrows, circles) {
    if (this.#input) {
      this.#input.set(arrows, circles);
      return;
    }
    const board = this.#host.board();
    if (!board) throw new Error('tobit-board is not ready yet: await element.ready first');
    board.setShapes(arrows, circles);
    this.#given = copied(arrows, circles);
    this.#host.redraw();
    if (arrows.length || circles.length) this.#load();
  }

  /**
   * Loads the input at the first gesture that may draw, and records the board's events until
   * it is there.
   * @param {HTMLElement} keys the board's focus target
   * @returns {() => void} removes the listeners
   */
  bind(keys) {
    this.#keys = keys;
    if (this.#input) this.#unbindInput = this.#input.bind(keys);
    const pointer = (/** @type {PointerEvent} */ event) => this.#pointer(event);
    // Capture on the canvas, as the input's own: before the board's pointer input (pointer.js).
    /** @type {[EventTarget, string, (event: any) => void, boolean][]} */
    const listeners = [
      ...['pointerdown', 'pointermove', 'pointerup', 'pointercancel'].map((type) => /** @type {[EventTarget, string, (event: any) => void, boolean]} */ ([this.#canvas, type, pointer, true])),
      [keys, 'keydown', (event) => this.#key(event), false],
      [keys, 'blur', (event) => this.#record(event), false],
    ];
    for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener, capture);
    return () => {
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener, capture);
      this.#unbindInput?.();
      this.#unbindInput = null;
      this.#keys = null;
    };
  }

  /**
   * A pointer event before the input is there: a right press (which draws: it keeps the pointer
   * as the input does) or a finger's press (a long press draws) loads it.
   * @param {PointerEvent} event
   */
  #pointer(event) {
    if (this.#input) return;
    if (event.type === 'pointerdown' && (event.button === 2 || event.pointerType === 'touch')) {
      if (event.button === 2) {
        event.preventDefault();
        this.#canvas.setPointerCapture(event.pointerId);
      }
      this.#load();
    }
    this.#record(event);
  }

  /**
   * A key before the input is there: the A key loads it, and A and Escape are recorded.
   * @param {KeyboardEvent} event
   */
  #key(event) {
    const shape = !this.#input && isShapeKey(event);
    if (shape) {
      event.preventDefault();
      this.#load();
    }
    if (shape || event.key === 'Escape') this.#record(event);
  }

  /**
   * Records an event for the input while it loads (every move: a finger's tell whether it
   * rested for a long press).
   * @param {Event} event
   */
  #record(event) {
    this.#recorded?.push({ event, cursor: this.#host.cursor() });
  }

  /** Loads the input once, recording the events until it is there; after a failure the next gesture tries again. */
  #load() {
    if (this.#loading) return;
    this.#recorded = [];
    this.#loading = import('./annotation-input.js').then(({ AnnotationInput }) => {
      const input = new AnnotationInput(this.#element, this.#canvas, this.#host);
      const { arrows, circles } = this.#given;
      if (arrows.length || circles.length) input.set(arrows, circles);
      this.#input = input;
      if (this.#keys) this.#unbindInput = input.bind(this.#keys);
      input.replay(this.#recorded ?? []);
      this.#recorded = null;
    }, () => {
      this.#loading = null;
      this.#recorded = null;
    });
  }
}
