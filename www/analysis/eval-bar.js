// @ts-check
// The evaluation bar beside the analysis board: White's chance (the engine's win-chance curve,
// docs/ANALYSIS.md, given with every line) as the white part of the bar, a line at even, the
// number, an exact result when the tables or a forced line know it. It turns with the board
// (White's part at the bottom when White is) and is emptied as soon as the position changes,
// so it never shows another position's value. At a finished game's last position it shows the
// result.
import { scoreWords, shortScore } from './score.js';
import { outcomeText } from '../lib/game/outcome.js';

/** @typedef {import('./score.js').AnalysisScore} AnalysisScore */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

export class EvalBar {
  /** @param {HTMLElement} bar */
  constructor(bar) {
    this.bar = bar;
    this.fill = /** @type {HTMLElement} */ (bar.querySelector('.eval-fill'));
    this.number = /** @type {HTMLElement} */ (bar.querySelector('.eval-number'));
    this.clear();
  }

  /**
   * @param {boolean} visible
   */
  setVisible(visible) {
    this.bar.hidden = !visible;
  }

  /** @param {'white'|'black'} orientation the side at the bottom of the board */
  setOrientation(orientation) {
    this.bar.classList.toggle('flipped', orientation === 'black');
  }

  /**
   * Shows no value (a new position, not analysed yet). The bar is a meter only while it has a
   * value: a meter without one is an error to a screen reader (axe: aria-required-attr).
   */
  clear() {
    this.fill.style.height = '50%';
    this.number.textContent = '…';
    this.bar.classList.add('pending');
    for (const name of ['role', 'aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext']) this.bar.removeAttribute(name);
  }

  /**
   * @param {Translator} t
   * @param {number} chance White's chance 0..1
   * @param {AnalysisScore} white the score from White's side
   */
  show(t, chance, white) {
    const percent = Math.round(chance * 1000) / 10;
    this.#fill(t, percent, shortScore(t, white), t.t('analysis.bar.value', { percent: t.number(percent), score: scoreWords(t, white) }));
  }

  /**
   * Shows the result of the game that ended in the position shown (the wasm board's status):
   * the winner's whole bar, or half for a draw, and the score.
   * @param {Translator} t
   * @param {import('../lib/game/outcome.js').Outcome} end
   */
  showResult(t, end) {
    const percent = end.winner === 'white' ? 100 : end.winner === 'black' ? 0 : 50;
    this.#fill(t, percent, end.score, outcomeText(t, end, null));
  }

  /**
   * @param {Translator} t
   * @param {number} percent White's part
   * @param {string} number what the bar writes
   * @param {string} words what it says
   */
  #fill(t, percent, number, words) {
    this.fill.style.height = `${percent}%`;
    this.number.textContent = number;
    this.bar.classList.remove('pending');
    this.bar.setAttribute('role', 'meter');
    this.bar.setAttribute('aria-label', t.t('analysis.bar.label'));
    this.bar.setAttribute('aria-valuemin', '0');
    this.bar.setAttribute('aria-valuemax', '100');
    this.bar.setAttribute('aria-valuenow', String(percent));
    this.bar.setAttribute('aria-valuetext', words);
  }
}
