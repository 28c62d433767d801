// @ts-check
// The result card shown over the board when a game ends: written for the player ("You won",
// "The computer won", "Draw by repetition"), styled by outcome, with Rematch, the next level
// after a win against the computer, Review, and Analyse (the analysis board).

import { resultView } from '../game/outcome.js';

/** @typedef {import('../game/controller.js').Color} Color */
/** @typedef {import('../game/controller.js').GameEventDetails['gameover']} Outcome */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/**
 * @typedef {object} ResultGame what the card says about the game besides its outcome
 * @property {Color | null} human the person's colour against the computer, null for two players
 * @property {number} moves the number of the game's last move
 * @property {number | null} nextLevel the level to offer after a win, null for none
 */

/** The card (index.html's #result). */
export class ResultCard {
  /**
   * @param {HTMLElement} card
   * @param {{rematch: () => void, nextLevel: (level: number) => void, review: () => void, analyse: () => void}} actions
   */
  constructor(card, actions) {
    this.card = card;
    /** @type {{outcome: Outcome, game: ResultGame} | null} what is shown */
    this.shown = null;
    /** @param {string} sel */
    const part = (sel) => /** @type {HTMLElement} */ (card.querySelector(sel));
    this.title = part('#result-title');
    this.why = part('#result-why');
    this.score = part('#result-score');
    this.next = /** @type {HTMLButtonElement} */ (part('#next-level'));
    part('#result-close').addEventListener('click', () => this.hide());
    part('#rematch').addEventListener('click', () => { this.hide(); actions.rematch(); });
    this.next.addEventListener('click', () => {
      const level = this.shown?.game.nextLevel;
      this.hide();
      if (level) actions.nextLevel(level);
    });
    part('#review-game').addEventListener('click', () => { this.hide(); actions.review(); });
    part('#analyse-game').addEventListener('click', () => { this.hide(); actions.analyse(); });
  }

  /**
   * Shows the card for `outcome`, in the language of `t`.
   * @param {Outcome} outcome
   * @param {ResultGame} game
   * @param {Translator} t
   */
  show(outcome, game, t) {
    this.shown = { outcome, game };
    this.render(t);
    this.card.hidden = false;
    /** @type {HTMLElement} */ (this.card.querySelector('#rematch')).focus({ preventScroll: true });
  }

  /**
   * Writes the card's words again (after a change of language).
   * @param {Translator} t
   */
  render(t) {
    if (!this.shown) return;
    const { outcome, game } = this.shown;
    const view = resultView(outcome, game.human);
    this.card.dataset.kind = view.kind;
    this.title.textContent = t.t(view.title);
    this.why.textContent = view.why ? t.t(view.why) : '';
    this.score.textContent = `${outcome.score} · ${t.t('result.moves', { count: game.moves })}`;
    this.next.hidden = game.nextLevel === null;
    if (game.nextLevel !== null) this.next.textContent = t.t('result.nextLevel', { level: game.nextLevel });
  }

  hide() {
    this.shown = null;
    this.card.hidden = true;
  }
}
