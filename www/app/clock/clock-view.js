// @ts-check
// The two clocks of a timed game on the game screen: one above the board (the far side's) and
// one below (the near side's), each with its time in large digits, the running one marked, the
// low-time change and the flag; Pause/Resume, "+1 min" on each clock while paused, a button that
// turns the far clock to face the far player (a tablet lying flat between two players), a cover
// that says a game is paused (and hides the board between two players), and a live region for what is said
// aloud. It only displays what the wasm Clock computes (timed-game.js drives it).

import { addStyleSheet } from '../../site/style-sheet.js';

/** @typedef {import('../../tobit_study.js').ClockFaces} ClockFaces */
/** @typedef {import('../../tobit_study.js').ClockFace} ClockFace */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../tobit_study.js').Color} Color */
/**
 * What the view's buttons do.
 * @typedef {object} ClockActions
 * @property {() => void} pause
 * @property {() => void} resume
 * @property {(side: Color) => void} addTime
 */
/**
 * How the screen stands when the clocks are drawn.
 * @typedef {object} ClockScene
 * @property {Color} near the side at the bottom of the board
 * @property {boolean} paused the game is paused: the cover says so over the board, with Resume
 * @property {boolean} hideBoard the game is paused between two players: the board is covered
 * @property {boolean} over the game is over (no pause or added time)
 */

/** The time a "+" button adds, in milliseconds. */
export const ADDED_MS = 60_000;

/** Puts the clocks' style sheet (clock.css, next to this module) on the page once. */
export function addClockStyle() {
  addStyleSheet(new URL('./clock.css', import.meta.url));
}

/**
 * An element with a class and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} className
 * @param {(Node | string)[]} [children]
 * @returns {HTMLElementTagNameMap[K]}
 */
function make(tag, className, children = []) {
  const element = document.createElement(tag);
  element.className = className;
  element.append(...children);
  return element;
}

/** @param {string} className */
const button = (className) => {
  const b = make('button', className);
  b.type = 'button';
  return b;
};

/** One clock: whose it is, its time, and its "+" button. */
class Face {
  /** @param {'top'|'bottom'} place */
  constructor(place) {
    this.name = make('span', 'clock-side');
    this.time = make('span', 'clock-time');
    this.add = button('clock-add');
    this.root = make('div', 'clock', [this.name, this.time, this.add]);
    this.root.dataset.place = place;
    /** @type {Color} */
    this.side = place === 'top' ? 'black' : 'white';
  }
}

/** The clocks of one timed game on the screen. */
export class ClockView {
  /** @type {Translator | null} */
  #t = null;
  /** @type {ClockFaces | null} */
  #faces = null;
  /** @type {ClockScene} */
  #scene = { near: 'white', paused: false, hideBoard: false, over: false };

  /**
   * Puts the clocks around `boardArea` (the element holding the board).
   * @param {HTMLElement} boardArea
   * @param {ClockActions} actions
   */
  constructor(boardArea, actions) {
    addClockStyle();
    this.boardArea = boardArea;
    this.top = new Face('top');
    this.bottom = new Face('bottom');
    this.turn = button('clock-turn');
    this.turn.textContent = '⟲';
    this.turn.addEventListener('click', () => this.top.root.classList.toggle('turned'));
    this.top.root.append(this.turn);
    this.pause = button('clock-pause');
    this.pause.addEventListener('click', () => (this.#faces?.paused ? actions.resume() : actions.pause()));
    this.bottom.root.append(this.pause);
    for (const face of [this.top, this.bottom]) face.add.addEventListener('click', () => actions.addTime(face.side));
    this.resume = button('primary');
    this.resume.addEventListener('click', () => actions.resume());
    this.coverText = make('p', '');
    this.cover = make('div', 'clock-cover', [this.coverText, this.resume]);
    this.cover.hidden = true;
    this.live = make('div', 'visually-hidden');
    this.live.setAttribute('aria-live', 'polite');
    boardArea.before(this.top.root);
    boardArea.after(this.bottom.root);
    boardArea.append(this.cover);
    this.bottom.root.append(this.live);
  }

  /**
   * Writes the words in the language of `t`.
   * @param {Translator} t
   */
  translate(t) {
    this.#t = t;
    this.turn.setAttribute('aria-label', t.t('clock.turnFar'));
    this.turn.title = t.t('clock.turnFar');
    this.resume.textContent = t.t('clock.resume');
    if (this.#faces) this.render(this.#faces, this.#scene);
  }

  /**
   * Shows `faces` as the screen stands.
   * @param {ClockFaces} faces
   * @param {ClockScene} scene
   */
  render(faces, scene) {
    this.#faces = faces;
    this.#scene = scene;
    const t = this.#t;
    const far = scene.near === 'white' ? 'black' : 'white';
    this.bottom.side = scene.near;
    this.top.side = far;
    for (const face of [this.top, this.bottom]) {
      const shown = faces[face.side];
      face.time.textContent = shown.text;
      face.root.dataset.side = face.side;
      face.root.classList.toggle('running', shown.running);
      face.root.classList.toggle('low', shown.lowTime);
      face.root.classList.toggle('flagged', shown.flagged);
      face.add.hidden = !faces.paused || scene.over;
      if (t) {
        face.name.textContent = t.t(`player.${face.side}`);
        face.add.textContent = t.t('clock.addShort');
        face.add.setAttribute('aria-label', t.t('clock.add', { side: t.t(`player.${face.side}`) }));
      }
    }
    this.pause.hidden = scene.over;
    if (t) this.pause.textContent = t.t(faces.paused ? 'clock.resume' : 'clock.pause');
    this.cover.hidden = !scene.paused;
    this.cover.classList.toggle('over-board', !scene.hideBoard); // the board stays in view, under it
    if (t) this.coverText.textContent = t.t(scene.hideBoard ? 'clock.boardHidden' : 'clock.pausedPlay');
    this.boardArea.classList.toggle('clock-hidden', scene.hideBoard);
  }

  /**
   * Says `text` once through the live region.
   * @param {string} text
   */
  say(text) {
    this.live.textContent = '';
    requestAnimationFrame(() => { this.live.textContent = text; });
  }

  /** Takes the clocks off the screen. */
  remove() {
    for (const element of [this.top.root, this.bottom.root, this.cover]) element.remove();
    this.boardArea.classList.remove('clock-hidden');
  }
}
