// @ts-check
// The parts of the game screen a first visit does not show, each loaded with its words (a part of
// the catalog) when first needed, so the first load carries none of them: the end of a game
// (ending.js: resigning, draw offers, the result card), the Share dialog, the list of keys and
// the Diagram dialog (www/lib/diagram/). A press while its part loads is not lost: the part opens
// once it has arrived.

import { onDemand } from './on-demand.js';

/** @typedef {import('./panel.js').AppPanel} AppPanel */
/** @typedef {import('./ending.js').Ending} Ending */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** @param {unknown} err */
const messageOf = (err) => (err instanceof Error ? err.message : String(err));

/** The game screen's parts loaded on demand. */
export class LaterParts {
  /** @type {Ending | null} the end of a game, once loaded */
  ended = null;

  /** @param {AppPanel} panel */
  constructor(panel) {
    this.panel = panel;
    this.ending = onDemand(() => this.#withWords('ending', () => import('./ending.js')).then(({ Ending }) => {
      this.ended = new Ending(panel, panel.ui.confirmDialog);
      return this.ended;
    }));
    this.share = onDemand(() => this.#withWords('share', () => import('./share.js')).then(({ ShareDialog }) => new ShareDialog()));
    this.keys = onDemand(() => this.#withWords('keys', () => import('./keys-help.js')));
  }

  /**
   * Loads a module with its words, the catalog's `part`; without them (they could not be
   * loaded) the module is still used, showing the keys of its words.
   * @template T
   * @param {string} part
   * @param {() => Promise<T>} load
   * @returns {Promise<T>}
   */
  #withWords(part, load) {
    return Promise.all([load(), this.panel.words(part).catch((error) => console.warn(error))]).then(([module]) => module);
  }

  /**
   * Does `act` with the end of a game, once it is loaded (at once after the first time).
   * @param {(ending: Ending) => unknown} act
   */
  end(act) {
    this.ending().then(act).catch((error) => console.error(error));
  }

  /** Opens the Share dialog for the game as it is when the dialog opens. */
  openShare() {
    this.share().then((dialog) => {
      const { panel } = this;
      const moves = panel.board.numberedMoves().at(-1)?.number ?? 0;
      if (panel.t) dialog.open(panel.snapshot(), location.href, panel.t, moves);
    }).catch((error) => console.error(error));
  }

  /** Opens the list of the keys. */
  openKeys() {
    this.keys().then(({ openKeysHelp }) => { if (this.panel.t) openKeysHelp(this.panel.t); }).catch((error) => console.error(error));
  }

  /** Opens the Diagram dialog for the position shown (in review, the one reviewed). */
  openDiagram() {
    const { board, viewedPly, startFen, t } = this.panel;
    const moves = board.history();
    const shown = viewedPly === -1 ? moves : moves.slice(0, viewedPly);
    const source = { fen: startFen ?? '', moves: shown, orientation: board.orientation, ...board.shapes };
    import('../lib/diagram/diagram.js').then(({ openDiagram }) => openDiagram(source, { translator: t ?? undefined }))
      .catch((error) => this.panel.notify(t ? t.t('diagram.failed', { reason: messageOf(error) }) : messageOf(error)));
  }
}
