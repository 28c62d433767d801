// @ts-check
// Arrows and circles drawn on the board by the player, as on lichess: a right-drag from one point
// to another draws an arrow, a right-click a circle; on touch a long press starts the same
// gesture; from the keyboard, A on the cursor marks a start and A again draws the arrow to the
// cursor (or the circle, on the same point). Shift picks red, Alt blue, Shift+Alt yellow, else
// green. Drawn again in the same colour, a shape disappears (in another colour it changes
// colour). A left click clears them all, as a move does. What the keys draw or remove is said
// through the board's live region (access/shape-words.js). The board draws them (the wasm
// `Board.setShapes`, which checks them); the element dispatches `shapes` with `{arrows, circles}`,
// lists of `{from, to, brush}` and `{at, brush}`, after every change the player makes, so that a
// page can keep them per position. Loaded on demand by annotations.js, which
// records the events that came while it loaded for `replay`.
import { shapeChangeText, shapeWords } from './access/shape-words.js';
import { copied, isShapeKey } from './annotations.js';

/** @typedef {import('../tobit.js').Brush} Brush a colour's letter (the player draws G, R, B and Y) */
/** @typedef {import('../tobit.js').Arrow} Arrow */
/** @typedef {import('../tobit.js').Circle} Circle */
/** @typedef {import('./access/shape-words.js').ShapeChange} ShapeChange */
/** @typedef {import('./annotations.js').Recorded} Recorded */

/** How long a finger rests on the board before it draws, in milliseconds. */
const LONG_PRESS_MS = 500;
/** How far a finger may wander and still be resting, in CSS pixels. */
const REST_PX = 10;

/**
 * The brush the modifier keys of `event` pick.
 * @param {{shiftKey: boolean, altKey: boolean}} event
 * @returns {Brush}
 */
export function brushOf(event) {
  if (event.shiftKey && event.altKey) return 'Y';
  if (event.shiftKey) return 'R';
  if (event.altKey) return 'B';
  return 'G';
}

/**
 * `list` with `shape` drawn again: removed when the same shape of the same colour is there,
 * recoloured when it is there in another colour, else added; and which of the three it was.
 * @template {Arrow | Circle} T
 * @param {T[]} list
 * @param {T} shape
 * @param {(a: T, b: T) => boolean} same whether two shapes are on the same points
 * @returns {{list: T[], change: 'added' | 'removed' | 'recoloured'}}
 */
export function toggled(list, shape, same) {
  const old = list.find((s) => same(s, shape));
  if (!old) return { list: [...list, shape], change: 'added' };
  const rest = list.filter((s) => s !== old);
  return old.brush === shape.brush ? { list: rest, change: 'removed' } : { list: [...rest, shape], change: 'recoloured' };
}

/**
 * What the annotations need of the element.
 * @typedef {object} AnnotationHost
 * @property {() => import('../tobit.js').Board | undefined} board the wasm Board, once loaded
 * @property {() => number} cursor the keyboard cursor's point
 * @property {() => void} redraw
 * @property {(words: string) => void} say speaks words through the board's live region
 */

/** The shapes the player draws on one board. */
export class AnnotationInput {
  #element;
  #canvas;
  #host;
  /** @type {Arrow[]} */
  #arrows = [];
  /** @type {Circle[]} */
  #circles = [];
  /** A gesture under way: where it started, and the pointer drawing it. @type {{from: number, pointer: number} | null} */
  #drawing = null;
  /**
   * A finger resting, until it draws or moves on: where it rests (the point and the pixel) and
   * since when (its press's time stamp).
   * @type {{timer: number, from: number, x: number, y: number, pointer: number, since: number} | null}
   */
  #resting = null;
  /** The point A marked from the keyboard. @type {number | null} */
  #keyStart = null;

  /**
   * @param {HTMLElement} element the <tobit-board>, which dispatches `shapes`
   * @param {HTMLCanvasElement} canvas
   * @param {AnnotationHost} host
   */
  constructor(element, canvas, host) {
    this.#element = element;
    this.#canvas = canvas;
    this.#host = host;
  }

  /** Forgets the shapes without telling the page (a move: the next position's are the page's to give). */
  forget() {
    this.#replace([], []);
  }

  /**
   * Plays the events that came while this module loaded (recorded by annotations.js), in their
   * order, as they would have been played: a right-drag released meanwhile draws its arrow, an
   * A key its mark or shape on the cursor's point of the time, and a finger that rested long
   * enough starts drawing from where it rested. A gesture still under way goes on live.
   * @param {Recorded[]} recorded
   */
  replay(recorded) {
    for (const { event, cursor } of recorded) {
      if (this.#resting && event.timeStamp - this.#resting.since >= LONG_PRESS_MS) this.#longPress();
      if (event instanceof PointerEvent) this.#pointer(event, performance.now() - event.timeStamp);
      else if (event instanceof KeyboardEvent) this.#key(event, cursor);
      else if (event.type === 'move') this.forget();
      else if (event.type === 'blur') this.#markKeyStart(null);
    }
  }

  /**
   * Draws these shapes instead of those drawn (the element's `setShapes`); throws, changing
   * nothing, when the board refuses an item.
   * @param {Arrow[]} arrows
   * @param {Circle[]} circles
   */
  set(arrows, circles) {
    const board = this.#host.board();
    if (!board) throw new Error('tobit-board is not ready yet: await element.ready first');
    board.setShapes(arrows, circles);
    ({ arrows: this.#arrows, circles: this.#circles } = copied(arrows, circles));
    this.#host.redraw();
  }

  /** @returns {{arrows: Arrow[], circles: Circle[]}} the shapes shown (copies) */
  get shapes() {
    return copied(this.#arrows, this.#circles);
  }

  /**
   * Listens to the right button, long presses and the A key.
   * @param {HTMLElement} keys the board's focus target
   * @returns {() => void} removes the listeners
   */
  bind(keys) {
    // Capture: these run before the board's own pointer input (pointer.js) on the same canvas,
    // so that a gesture drawing a shape is not also a move.
    /** @param {PointerEvent} event */
    const pointer = (event) => {
      if (!this.#pointer(event)) return;
      if (event.type !== 'pointerdown') {
        event.stopImmediatePropagation();
        return;
      }
      event.preventDefault();
      this.#canvas.setPointerCapture(event.pointerId);
    };
    /** @param {KeyboardEvent} event */
    const key = (event) => {
      const shape = isShapeKey(event);
      if (shape) event.preventDefault();
      if (shape || event.key === 'Escape') this.#key(event, this.#host.cursor());
    };
    /** @type {[EventTarget, string, (event: any) => void, boolean][]} */
    const listeners = [
      ...['pointerdown', 'pointermove', 'pointerup', 'pointercancel'].map((type) => /** @type {[EventTarget, string, (event: any) => void, boolean]} */ ([this.#canvas, type, pointer, true])),
      [keys, 'keydown', key, false],
      [keys, 'blur', () => this.#markKeyStart(null), false],
    ];
    for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener, capture);
    return () => {
      this.#cancel();
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener, capture);
    };
  }

  /**
   * The point under a pointer event, if any.
   * @param {PointerEvent} event
   * @returns {number | undefined}
   */
  #pointOf(event) {
    const box = this.#canvas.getBoundingClientRect();
    return this.#host.board()?.pointAt(event.clientX - box.left, event.clientY - box.top);
  }

  /**
   * A pointer event, live or replayed; returns whether it was taken for a shape (a press that
   * starts drawing, a move or a release of the pointer drawing), which the board's own input
   * must then not see.
   * @param {PointerEvent} event
   * @param {number} [waited] how long ago it came (a replayed press: the time a finger has rested)
   * @returns {boolean}
   */
  #pointer(event, waited = 0) {
    switch (event.type) {
      case 'pointerdown': return this.#down(event, waited);
      case 'pointermove': return this.#move(event);
      case 'pointerup': return this.#up(event);
      default:
        this.#cancel();
        return false;
    }
  }

  /**
   * @param {PointerEvent} event
   * @param {number} waited
   * @returns {boolean} whether a right press started drawing
   */
  #down(event, waited) {
    if (event.button === 2) {
      const from = this.#pointOf(event);
      if (from === undefined) return false;
      this.#drawing = { from, pointer: event.pointerId };
      this.#preview(from, from, brushOf(event));
      return true;
    }
    if (event.button === 0 && event.isPrimary) {
      if (event.pointerType === 'touch') {
        this.#rest(event, waited);
      } else {
        this.#clear();
      }
    }
    return false;
  }

  /**
   * A finger is down: after a while at rest it starts drawing (#longPress).
   * @param {PointerEvent} event
   * @param {number} waited how long it has rested already
   */
  #rest(event, waited) {
    this.#stopResting();
    const from = this.#pointOf(event);
    if (from === undefined) return;
    const timer = window.setTimeout(() => this.#longPress(), Math.max(0, LONG_PRESS_MS - waited));
    this.#resting = { timer, from, x: event.clientX, y: event.clientY, pointer: event.pointerId, since: event.timeStamp };
  }

  /** A finger rested long enough: it starts drawing, and the board's own input (a selection, a drag) is undone. */
  #longPress() {
    const resting = this.#resting;
    if (!resting) return;
    this.#stopResting();
    const board = this.#host.board();
    board?.pointerCancel();
    board?.clearSelection();
    this.#drawing = { from: resting.from, pointer: resting.pointer };
    this.#preview(resting.from, resting.from, 'G');
  }

  #stopResting() {
    if (this.#resting) clearTimeout(this.#resting.timer);
    this.#resting = null;
  }

  /**
   * @param {PointerEvent} event
   * @returns {boolean} whether it moves the pointer drawing
   */
  #move(event) {
    const resting = this.#resting;
    if (resting && event.pointerId === resting.pointer
      && Math.hypot(event.clientX - resting.x, event.clientY - resting.y) > REST_PX) {
      this.#stopResting();
    }
    if (!this.#drawing || event.pointerId !== this.#drawing.pointer) return false;
    this.#preview(this.#drawing.from, this.#pointOf(event), brushOf(event));
    return true;
  }

  /**
   * @param {PointerEvent} event
   * @returns {boolean} whether it releases the pointer drawing
   */
  #up(event) {
    const drawing = this.#drawing;
    if (!drawing || event.pointerId !== drawing.pointer) {
      // A tap ends: it clears the shapes before the board acts on it (it may make a move).
      if (this.#resting?.pointer === event.pointerId) {
        this.#stopResting();
        this.#clear();
      }
      return false;
    }
    this.#drawing = null;
    const to = this.#pointOf(event);
    if (to === undefined) this.#show();
    else this.#draw(drawing.from, to, brushOf(event));
    return true;
  }

  #cancel() {
    this.#stopResting();
    if (this.#drawing) {
      this.#drawing = null;
      this.#show();
    }
  }

  /**
   * Escape forgets the mark; A (isShapeKey, live or replayed) marks the cursor's point, or draws
   * from the mark to it.
   * @param {KeyboardEvent} event
   * @param {number} cursor the keyboard cursor's point when the key was pressed
   */
  #key(event, cursor) {
    if (event.key === 'Escape') {
      if (this.#keyStart !== null) this.#tell({ shape: 'unmark' });
      this.#markKeyStart(null);
      return;
    }
    const from = this.#keyStart;
    if (from === null) {
      this.#markKeyStart(cursor, brushOf(event));
      this.#tell({ shape: 'mark', at: cursor });
    } else {
      this.#keyStart = null;
      this.#tell(this.#draw(from, cursor, brushOf(event)));
    }
  }

  /**
   * Says a change made from the keyboard, once the words are loaded (none when they cannot be).
   * @param {ShapeChange} change
   */
  #tell(change) {
    shapeWords(this.#element).then((t) => this.#host.say(shapeChangeText(t, change)), () => {});
  }

  /**
   * Marks (or forgets, with null) the start of a shape drawn from the keyboard; the mark is a
   * circle shown until the shape is drawn.
   * @param {number | null} point
   * @param {Brush} [brush]
   */
  #markKeyStart(point, brush = 'G') {
    const had = this.#keyStart !== null;
    this.#keyStart = point;
    if (point !== null) this.#preview(point, point, brush);
    else if (had) this.#show();
  }

  /**
   * Shows the shapes with the one being drawn (a circle while it ends where it started).
   * @param {number} from
   * @param {number | undefined} to
   * @param {Brush} brush
   */
  #preview(from, to, brush) {
    const arrows = to !== undefined && to !== from ? [...this.#arrows, { from, to, brush }] : this.#arrows;
    const circles = to === from ? [...this.#circles, { at: from, brush }] : this.#circles;
    this.#paint(arrows, circles);
  }

  /**
   * Draws a shape again (a circle when it ends where it started) and tells the page; returns
   * what changed.
   * @param {number} from
   * @param {number} to
   * @param {Brush} brush
   * @returns {ShapeChange}
   */
  #draw(from, to, brush) {
    /** @type {ShapeChange} */
    let drawn;
    if (from === to) {
      const { list, change } = toggled(this.#circles, { at: from, brush }, (a, b) => a.at === b.at);
      this.#replace(this.#arrows, list);
      drawn = { shape: 'circle', at: from, brush, change };
    } else {
      const { list, change } = toggled(this.#arrows, { from, to, brush }, (a, b) => a.from === b.from && a.to === b.to);
      this.#replace(list, this.#circles);
      drawn = { shape: 'arrow', from, to, brush, change };
    }
    this.#element.dispatchEvent(new CustomEvent('shapes', {
      detail: copied(this.#arrows, this.#circles), bubbles: true, composed: true,
    }));
    return drawn;
  }

  /** Clears every shape (a left click), telling the page when there were any. */
  #clear() {
    this.#markKeyStart(null);
    if (this.#arrows.length === 0 && this.#circles.length === 0) return;
    this.#replace([], []);
    this.#element.dispatchEvent(new CustomEvent('shapes', { detail: copied([], []), bubbles: true, composed: true }));
  }

  /**
   * @param {Arrow[]} arrows
   * @param {Circle[]} circles
   */
  #replace(arrows, circles) {
    this.#arrows = arrows;
    this.#circles = circles;
    this.#show();
  }

  /** Shows the shapes drawn. */
  #show() {
    this.#paint(this.#arrows, this.#circles);
  }

  /**
   * @param {Arrow[]} arrows
   * @param {Circle[]} circles
   */
  #paint(arrows, circles) {
    const board = this.#host.board();
    if (!board) return;
    board.setShapes(arrows, circles);
    this.#host.redraw();
  }
}
