// @ts-check
// How a game on the app screen ends, loaded when the player first resigns or offers a draw, the
// computer offers one, or a game ends (app/panel.js loads it with the catalog's `ending` part):
// the question before resigning, the draw offers (the two-player question, the computer's answer
// and its own offer), and the result card over the board.

import { askDraw, confirmAction } from './dialogs.js';
import { moveAt } from './move-nav.js';
import { ResultCard } from './result-card.js';
import { TAB_GAME_KEY } from '../lib/archive/game-lock.js';
import { deviceStorage, readText } from '../lib/storage.js';

/** @typedef {import('./panel.js').AppPanel} AppPanel */
/** @typedef {import('../lib/game/controller.js').Color} Color */
/** @typedef {import('../lib/game/controller.js').GameEventDetails['gameover']} Outcome */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** @param {Color} side @returns {Color} */
const other = (side) => (side === 'white' ? 'black' : 'white');

/** The ends of the games of one app screen. */
export class Ending {
  /**
   * @param {AppPanel} panel
   * @param {HTMLDialogElement} confirmDialog index.html's #confirm-dialog (My games asks in it too)
   */
  constructor(panel, confirmDialog) {
    this.panel = panel;
    this.confirmDialog = confirmDialog;
    /** Whether a question is open (a second press of its button while it loads asks nothing more). */
    this.asking = false;
    const { board } = panel;
    this.card = new ResultCard(panel.ui.toasts, {
      rematch: () => panel.startGame(panel.settings),
      nextLevel: (level) => panel.startGame({ ...panel.settings, level }),
      review: () => panel.review(0),
      // The analysis page's address is built by its own module, loaded only now; the game's id
      // (its study is kept with it in My games) is the one this tab plays.
      analyse: () => import('../lib/address/analysis-link.js').then(({ analysisUrl }) => {
        // Storage disabled: no id, the link alone describes the game.
        const game = readText(TAB_GAME_KEY, deviceStorage('sessionStorage'));
        location.href = analysisUrl({ fen: panel.startFen, moves: board.history(), game });
      }),
    });
  }

  /** The current words (the panel has them before it loads this module). */
  get t() {
    return /** @type {Translator} */ (this.panel.t);
  }

  /**
   * Asks `question` unless one is open already.
   * @template T
   * @param {() => Promise<T>} question
   * @returns {Promise<T | null>} null when another question is open
   */
  async #ask(question) {
    if (this.asking) return null;
    this.asking = true;
    try {
      return await question();
    } finally {
      this.asking = false;
    }
  }

  /**
   * Resigns (the person against the computer, else the side to move), after asking; between
   * two players the question names the side that resigns.
   */
  async resign() {
    const { board } = this.panel;
    const status = board.status();
    if (status.over) return;
    const t = this.t;
    const prefix = this.panel.human ? 'confirm.resign' : `confirm.resign.${status.sideToMove}`;
    const sure = await this.#ask(() => confirmAction(this.confirmDialog, {
      title: t.t(`${prefix}.title`),
      text: t.t(`${prefix}.text`),
      yes: t.t(`${prefix}.yes`),
      no: t.t('confirm.keepPlaying'),
    }));
    if (sure && !board.status().over) this.panel.run(() => board.resign());
  }

  /** Offers a draw: the computer answers at once, the other player in a dialog. */
  async offerDraw() {
    const { panel } = this;
    const status = panel.board.status();
    if (status.over) return;
    if (panel.human) {
      const accepted = await panel.board.offerDraw();
      if (!accepted) panel.notify(this.t.t('draw.computerDeclines'));
      panel.refresh();
      return;
    }
    const by = status.sideToMove;
    const accepted = await this.#ask(() => askDraw(this.t, this.t.t(`draw.${by}Offers`)));
    if (accepted === null) return;
    if (accepted) panel.run(() => panel.board.agreeDraw());
    else panel.notify(this.t.t(`draw.${other(by)}Declines`));
  }

  /** The computer offers a draw: a toast to accept or decline it, gone at the next move. */
  computerOffers() {
    const { panel } = this;
    panel.drawOffer?.();
    const t = this.t;
    const remove = panel.toasts.show(t.t('draw.computerOffers'), {
      sticky: true,
      action: { label: t.t('action.accept'), run: () => panel.run(() => panel.board.agreeDraw()) },
      secondary: { label: t.t('action.decline'), run: () => {} },
    });
    panel.drawOffer = () => { remove(); panel.drawOffer = null; };
  }

  /**
   * The result card of the game that just ended on the board.
   * @param {Outcome} outcome
   */
  showResult(outcome) {
    const { panel } = this;
    const { human } = panel;
    const numbered = panel.board.numberedMoves();
    const won = human !== null && outcome.winner === human;
    const nextLevel = won && panel.settings.level < panel.levels.max ? panel.settings.level + 1 : null;
    const moves = moveAt(numbered, numbered.length)?.last ?? 0;
    this.card.show(outcome, { human, moves, nextLevel }, this.t);
  }
}
