// @ts-check
// The point trainer of learn.html: "find point N" rounds against the clock on a board of its own,
// the score and the best kept (point-round.js). A layer of buttons over the board's points (the
// position editor's, editor/point-layer.js) takes taps, clicks and the keyboard (the arrow keys
// along the chols, Enter or Space to answer); the points, their places and their chols come from
// the board (the wasm). Loaded when the player first starts a round.
import { PointLayer } from '../editor/point-layer.js';
import { PointRound, keepBest, keptBest } from './point-round.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */

/**
 * The page's parts the trainer uses.
 * @typedef {object} TrainerParts
 * @property {HTMLElement} stage where the board goes (shown once the trainer starts)
 * @property {HTMLElement} ask the point asked (a live region)
 * @property {HTMLElement} score the score and the best
 * @property {HTMLElement} feedback what the last answer was
 * @property {HTMLInputElement} black whether the board is seen from Black's side
 * @property {HTMLButtonElement} start starts a round
 */

/** How often the time left is shown again, in milliseconds. */
const TICK_MS = 250;

export class PointTrainer {
  /** @type {PointRound | null} */
  #round = null;
  /** @type {ReturnType<typeof setInterval> | null} */
  #timer = null;
  /** @type {(t: Translator) => string} */
  #said = () => '';
  #best = keptBest();

  /**
   * @param {TrainerParts} parts
   * @param {Translator} t
   */
  constructor(parts, t) {
    this.parts = parts;
    this.t = t;
    const board = /** @type {TobitBoard} */ (document.createElement('tobit-board'));
    board.setAttribute('mode', 'view');
    board.setAttribute('interactive', 'false');
    board.setAttribute('numbers', 'false');
    this.board = board;
    this.layer = document.createElement('div');
    this.layer.className = 'trainer-points';
    this.layer.setAttribute('role', 'group');
    parts.stage.replaceChildren(board, this.layer);
    parts.stage.hidden = false;
    parts.black.addEventListener('change', () => this.#orient());
    /** @type {Promise<PointLayer>} */
    this.points = board.ready.then(() => {
      const count = board.contents().length;
      const neighbours = Array.from({ length: count }, (_, i) => board.neighbours(i + 1));
      const layer = new PointLayer(this.layer, board, neighbours, {
        tap: (point) => { this.#answer(point); return 'refused'; }, // a tap answers; a drag paints nothing
        paint: () => {},
        key: () => false,
      });
      this.#orient();
      return layer;
    });
  }

  /** Starts a round (a round running starts again). */
  async start() {
    const layer = await this.points;
    this.#round = new PointRound(this.board.contents().length);
    this.#stopTimer();
    this.#timer = setInterval(() => this.#tick(), TICK_MS);
    layer.mark(null);
    this.#say(() => '');
    this.words(this.t);
    this.parts.start.hidden = true;
    this.layer.querySelector('button')?.focus();
  }

  /** Words everything again (after a change of language). @param {Translator} t */
  words(t) {
    this.t = t;
    const round = this.#round;
    const { ask, score, feedback, start } = this.parts;
    this.layer.setAttribute('aria-label', t.t('learn.points.boardLabel'));
    this.points.then((layer) => layer.label(() => this.t.t('learn.points.point')));
    ask.textContent = round && !round.over ? t.t('learn.points.find', { point: round.asked }) : '';
    score.textContent = [
      t.t('learn.points.score', { score: round?.score ?? 0, best: this.#best }),
      round && !round.over ? t.t('learn.points.left', { seconds: Math.ceil(round.left / 1000) }) : '',
    ].filter(Boolean).join(' · ');
    feedback.textContent = this.#said(t);
    start.textContent = t.t(round ? 'learn.points.again' : 'learn.points.start');
  }

  /**
   * @param {(t: Translator) => string} words
   * @param {'' | 'good' | 'bad'} [tone]
   */
  #say(words, tone = '') {
    this.#said = words;
    this.parts.feedback.className = `feedback ${tone}`;
    this.words(this.t);
  }

  /** @param {number} point */
  #answer(point) {
    const answer = this.#round?.answer(point);
    if (!answer) return;
    this.points.then((layer) => layer.mark(answer.right ? null : answer.asked));
    if (answer.right) this.#say((t) => t.t('learn.points.right', { point: answer.asked }), 'good');
    else this.#say((t) => t.t('learn.points.wrong', { clicked: answer.answered, point: answer.asked }), 'bad');
  }

  #tick() {
    const round = this.#round;
    if (!round) return;
    if (!round.over) {
      this.words(this.t);
      return;
    }
    this.#stopTimer();
    const best = keepBest(round.score) || round.score > this.#best;
    this.#best = Math.max(this.#best, round.score);
    const { score, misses } = round;
    this.#say((t) => [t.t('learn.points.over', { score, misses }), best ? t.t('learn.points.newBest') : ''].filter(Boolean).join(' '), best ? 'good' : '');
    this.parts.start.hidden = false;
    this.parts.start.focus();
  }

  #stopTimer() {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Turns the board to the side chosen and puts the buttons back over the points. */
  #orient() {
    this.board.setAttribute('orientation', this.parts.black.checked ? 'black' : 'white');
    requestAnimationFrame(() => this.points.then((layer) => layer.place()));
  }
}
