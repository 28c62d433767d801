// @ts-check
// The board's accessible structure: a listbox of the 38 points laid over the canvas, each named
// by its number and what stands on it ("16, white hul"), kept in step with the drawing. The
// listbox is the board's one tab stop; the active point (aria-activedescendant) is the keyboard
// cursor, drawn as a ring over the canvas, with a frame round the board, only for a player who
// uses the keys: a board focused after a tap or a click (the app focuses it when a game starts)
// shows neither until a key is pressed. The overlay lets pointer events through to the canvas.

/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../tobit.js').PointContent} PointContent what stands on a point (declared by Rust) */

const STYLE = `
.points { position: absolute; inset: 0; pointer-events: none; outline: none; border-radius: 0.3em; }
.points:focus-visible:not(.by-pointer) { outline: 3px solid var(--tobit-cursor, #1a5fd0); outline-offset: 2px; }
.point {
  position: absolute; width: 12%; aspect-ratio: 1; transform: translate(-50%, -50%);
  border-radius: 50%; box-sizing: border-box;
}
/* The cursor rings the point outside any piece on it: a light ring, then a dark one, so it shows
   on white and black pieces and on the board alike. */
.points:focus-visible:not(.by-pointer) .point.cursor {
  border: 3px solid var(--tobit-cursor-halo, #ffffff);
  outline: 3px solid var(--tobit-cursor, #1a5fd0); outline-offset: 0;
}
.typed {
  position: absolute; left: 0.5em; top: 0.5em; padding: 0.1em 0.4em; border-radius: 0.3em;
  font: 600 1rem/1.4 system-ui, sans-serif; background: #000000; color: #ffffff;
}
.typed:empty { display: none; }
.hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap;
}
`;

/** @type {CSSStyleSheet | undefined} */
let sheet;
/** @returns {CSSStyleSheet} the overlay's sheet, shared by every board */
export function accessSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
  }
  return sheet;
}

let boards = 0;

/** How the page was used last: with the keys, or else (a tap, a click, nothing yet). */
let keysLast = false;
/** Whether the page's input is followed (once per page, for every board). */
let following = false;
function followInput() {
  if (following) return;
  following = true;
  addEventListener('keydown', () => { keysLast = true; }, true);
  addEventListener('pointerdown', () => { keysLast = false; }, true);
}
/** The messages that tell the board's keys. */
const KEYS = ['keys.arrows', 'keys.pick', 'keys.cancel', 'keys.type', 'keys.position', 'keys.last', 'keys.legal', 'a11y.keys.sound', 'diagram.keys.annotate'];

/** The 38 points as a listbox over the canvas. */
export class PointList {
  /** The focusable listbox. @type {HTMLDivElement} */
  element;
  /** @type {HTMLDivElement[]} */
  #points = [];
  /** The cursor's point, 1..38. */
  #cursor = 1;
  #prefix;
  /** The keys, read as the listbox's description. @type {HTMLDivElement} */
  #keys;

  /** @param {ShadowRoot} root where the list is added (after the canvas) */
  constructor(root) {
    this.#prefix = `tobit-${++boards}-p`;
    this.element = document.createElement('div');
    this.element.className = 'points';
    this.element.setAttribute('role', 'listbox');
    this.element.tabIndex = 0;
    this.#keys = document.createElement('div');
    this.#keys.className = 'hidden';
    this.#keys.id = `${this.#prefix}-keys`;
    this.element.setAttribute('aria-describedby', this.#keys.id);
    root.append(this.element, this.#keys);
    followInput();
    this.element.addEventListener('focus', () => this.element.classList.toggle('by-pointer', !keysLast));
    this.element.addEventListener('keydown', () => this.element.classList.remove('by-pointer'));
  }

  /** The cursor's point number. */
  get cursor() { return this.#cursor; }

  /** @param {number} point 1..38 */
  set cursor(point) {
    this.#points[this.#cursor - 1]?.classList.remove('cursor');
    this.#cursor = point;
    const option = this.#points[point - 1];
    if (!option) return;
    option.classList.add('cursor');
    this.element.setAttribute('aria-activedescendant', option.id);
  }

  /**
   * Names the points after what stands on them and places them over their centres.
   * @param {Translator} t
   * @param {PointContent[]} contents what stands on each point, in point order
   * @param {number | undefined} selected the selected piece's point
   * @param {(point: number) => {x: number, y: number}} center a point's centre as a fraction of the board's size
   */
  update(t, contents, selected, center) {
    this.element.setAttribute('aria-label', t.t('board.label'));
    this.#keys.textContent = KEYS.map((key) => t.t(key)).join('. ');
    while (this.#points.length < contents.length) {
      const option = document.createElement('div');
      option.className = 'point';
      option.id = `${this.#prefix}${this.#points.length + 1}`;
      option.setAttribute('role', 'option');
      this.element.append(option);
      this.#points.push(option);
    }
    contents.forEach((content, i) => {
      const point = i + 1;
      const option = this.#points[i];
      const description = t.t(`board.point.${content}`, { point });
      const label = point === selected ? t.t('board.point.selected', { description }) : description;
      if (option.getAttribute('aria-label') !== label) option.setAttribute('aria-label', label);
      option.setAttribute('aria-selected', String(point === selected));
      const { x, y } = center(point);
      option.style.left = `${x * 100}%`;
      option.style.top = `${y * 100}%`;
    });
    this.cursor = this.#cursor;
  }
}
