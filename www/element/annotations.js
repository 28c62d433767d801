// @ts-check
// The arrows and circles of a board, with their input loaded on demand: annotation-input.js (the
// right button, the long press, the A key, the `shapes` event) comes when the board is first
// hovered, touched or focused, or given shapes, so the first page load does not carry it. Until
// then the board draws the shapes the page gives, and a move clears them.
/** @typedef {import('./annotation-input.js').AnnotationHost} AnnotationHost */
/** @typedef {import('./annotation-input.js').AnnotationInput} AnnotationInput */

/** The shapes of one board. */
export class Annotations {
  #element;
  #canvas;
  #host;
  /** The shapes the page gave before the input was loaded. */
  #text = { arrows: '', circles: '' };
  /** @type {AnnotationInput | null} */
  #input = null;
  /** @type {Promise<AnnotationInput> | null} */
  #loading = null;
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
    element.addEventListener('move', () => {
      if (this.#input) this.#input.forget();
      else if (this.#text.arrows || this.#text.circles) this.set('', '');
    });
  }

  /** @returns {{arrows: string, circles: string}} the shapes shown, in their text form */
  get text() {
    return this.#input?.text ?? this.#text;
  }

  /**
   * Draws the shapes of a text form instead of those shown; throws, changing nothing, when the
   * board refuses an item.
   * @param {string} arrows
   * @param {string} circles
   */
  set(arrows, circles) {
    if (this.#input) {
      this.#input.set(arrows, circles);
      return;
    }
    const board = this.#host.board();
    if (!board) throw new Error('tobit-board is not ready yet: await element.ready first');
    board.setShapes(arrows, circles);
    this.#text = { arrows, circles };
    this.#host.redraw();
    if (arrows || circles) this.#load();
  }

  /**
   * Loads the input when the player comes near the board.
   * @param {HTMLElement} keys the board's focus target
   * @returns {() => void} removes the listeners
   */
  bind(keys) {
    this.#keys = keys;
    if (this.#input) this.#unbindInput = this.#input.bind(keys);
    const load = () => this.#load();
    /** @param {PointerEvent} event a press before the input is loaded: a right press starts its gesture */
    const press = (event) => {
      if (!this.#input) this.#load().then((input) => { if (event.button === 2) input.press(event); }, () => {});
    };
    this.#canvas.addEventListener('pointerover', load);
    this.#canvas.addEventListener('pointerdown', press);
    keys.addEventListener('focus', load);
    return () => {
      this.#canvas.removeEventListener('pointerover', load);
      this.#canvas.removeEventListener('pointerdown', press);
      keys.removeEventListener('focus', load);
      this.#unbindInput?.();
      this.#unbindInput = null;
      this.#keys = null;
    };
  }

  /** @returns {Promise<AnnotationInput>} the input, loaded once (a failure is tried again later) */
  #load() {
    this.#loading ??= import('./annotation-input.js').then(({ AnnotationInput }) => {
      const input = new AnnotationInput(this.#element, this.#canvas, this.#host);
      const { arrows, circles } = this.#text;
      if (arrows || circles) input.set(arrows, circles);
      this.#input = input;
      if (this.#keys) this.#unbindInput = input.bind(this.#keys);
      return input;
    }).catch((error) => {
      this.#loading = null;
      throw error;
    });
    this.#loading.catch(() => {}); // the next hover tries again
    return this.#loading;
  }
}
