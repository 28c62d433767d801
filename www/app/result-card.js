// @ts-check
// The result card shown over the board when a game ends: written for the player ("You won",
// "The computer won", "Draw by repetition"), styled by outcome, with Rematch, the next level
// after a win against the computer, Review, and Analyse (the analysis board). Made at the first
// end of a game (app/ending.js), with its markup and its style rules.

import { resultView } from '../lib/game/outcome.js';
import { adoptRules } from './adopt-rules.js';
import { translateDom } from '../i18n/i18n.js';

/** @typedef {import('../lib/game/controller.js').Color} Color */
/** @typedef {import('../lib/game/controller.js').GameEventDetails['gameover']} Outcome */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/**
 * @typedef {object} ResultGame what the card says about the game besides its outcome
 * @property {Color | null} human the person's colour against the computer, null for two players
 * @property {number} moves the number of the game's last move
 * @property {number | null} nextLevel the level to offer after a win, null for none
 */

const CONTENT = `
<button id="result-close" class="close" type="button" data-i18n-attr="aria-label:result.close">×</button>
<h2 id="result-title"></h2>
<p id="result-why"></p>
<p id="result-score" class="score"></p>
<div class="buttons">
  <button id="rematch" type="button" class="primary" data-i18n="result.rematch"></button>
  <button id="next-level" type="button"></button>
  <button id="review-game" type="button" data-i18n="result.review"></button>
  <button id="analyse-game" type="button" data-i18n="action.analyse"></button>
</div>`;

const RULES = `
.result-card {
  position: absolute; inset: 50% auto auto 50%; transform: translate(-50%, -50%);
  width: min(24rem, 92%); max-height: 96%; overflow: auto; padding: 1rem 1.2rem; border-radius: 0.8rem;
  background: var(--panel); border: 3px solid var(--draw); box-shadow: 0 8px 28px rgb(0 0 0 / 0.4);
  text-align: center; z-index: 2;
}
.result-card[data-kind="win"] { border-color: var(--win); }
.result-card[data-kind="loss"] { border-color: var(--loss); }
.result-card h2 { font-size: 1.5rem; margin: 0.2rem 2rem 0.4rem; }
.result-card[data-kind="win"] h2 { color: var(--win); }
.result-card[data-kind="loss"] h2 { color: var(--loss); }
.result-card[data-kind="draw"] h2 { color: var(--draw); }
.result-card p { margin: 0.3rem 0; }
.result-card .score { color: var(--muted); font-variant-numeric: tabular-nums; }
.result-card .close { position: absolute; top: 0.3rem; right: 0.3rem; border: 0; background: none; font-size: 1.4rem; }
`;

/** The card (#result, over the board, made when first shown). */
export class ResultCard {
  /**
   * @param {HTMLElement} before the element the card goes before (the board area's toasts)
   * @param {{rematch: () => void, nextLevel: (level: number) => void, review: () => void, analyse: () => void}} actions
   */
  constructor(before, actions) {
    adoptRules(RULES);
    const card = document.createElement('div');
    card.id = 'result';
    card.className = 'result-card';
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-labelledby', 'result-title');
    card.setAttribute('aria-describedby', 'result-why');
    card.hidden = true;
    card.innerHTML = CONTENT;
    before.before(card);
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
    translateDom(this.card, t);
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
