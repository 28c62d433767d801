// @ts-check
// The rounds view: pair the next round (the wasm's pairing), and each round's boards with their
// numbers and colours, each result entered by a tap (1-0, ½-½, 0-1 and the forfeits; the
// result entered shows pressed, a tap on another corrects it), the byes, and from a board
// without a result, playing its game on this device (the app's board, with both names and the
// tournament's time control); the last round's pairing changed by hand before any result
// (pairing-editor.js); in a Swiss, the byes asked for (requested-byes.js); a knockout's
// bracket of matches instead of boards (knockout.js). The last round is shown first, open;
// earlier ones folded.

import { el } from '../lib/dom.js';
import { NOTATION, RESULTS, playerName } from './words.js';
import { pairingEditor } from './pairing-editor.js';
import { requestedByes } from './requested-byes.js';
import { knockoutRounds } from './knockout.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').GameResult} GameResult */
/** @typedef {import('../tobit_tournament.js').Round} Round */

/**
 * @typedef {object} RoundActions
 * @property {() => void} pair pairs the next round
 * @property {(round: number, board: number, result: GameResult) => void} result enters a result
 * @property {(round: number, board: number) => void} play plays a board's game on this device
 * @property {(command: import('../tobit_tournament.js').Command) => void} change applies a pairing changed by hand
 * @property {(command: import('../tobit_tournament.js').Command, done: string) => void} apply applies a command (a bye asked for or taken back)
 */

export class RoundsView {
  /**
   * @param {HTMLElement} root the view's section
   * @param {RoundActions} actions
   */
  constructor(root, actions) {
    this.root = root;
    this.actions = actions;
    this.pairButton = /** @type {HTMLButtonElement} */ (root.querySelector('#pair'));
    this.pairButton.addEventListener('click', () => actions.pair());
    /** The round whose pairing is being changed, if any. @type {number | null} */
    this.editing = null;
  }

  /**
   * @param {TournamentView} view
   * @param {Translator} t
   */
  render(view, t) {
    const knockout = 'Knockout' in view.settings.format;
    this.pairButton.disabled = view.next !== 'pair';
    // A knockout's rounds are "круги" in Russian, a Swiss's and a round robin's "туры".
    this.pairButton.textContent = t.t(knockout ? 'tournament.ko.pairRound' : 'tournament.pairRound', { round: view.roundsPaired + 1 });
    const list = /** @type {HTMLElement} */ (this.root.querySelector('#rounds-list'));
    /** @type {HTMLElement} */ (this.root.querySelector('#requested-byes')).replaceChildren(requestedByes(view, t, this.actions.apply) ?? '');
    // The result slips are a round's boards; a knockout's matches have none.
    /** @type {HTMLElement} */ (this.root.querySelector('#print-slips')).hidden = knockout;
    if (knockout) {
      const rounds = knockoutRounds(view, t, this.actions);
      list.replaceChildren(...(rounds.length ? rounds : [el('p', { text: t.t(`tournament.ko.next.${view.next}`) })]));
      return;
    }
    const last = view.rounds.length - 1;
    if (this.editing !== last || view.rounds[last]?.boards.some((b) => b.result)) this.editing = null;
    const rounds = view.rounds.map((round, r) => this.#round(view, round, r, r === last, t)).reverse();
    list.replaceChildren(...(rounds.length ? rounds : [el('p', { text: t.t(`tournament.next.${view.next}`) })]));
  }

  /**
   * One round: its boards and byes, in a `details` (open when it is the last).
   * @param {TournamentView} view
   * @param {Round} round
   * @param {number} r
   * @param {boolean} open
   * @param {Translator} t
   */
  #round(view, round, r, open, t) {
    const name = (/** @type {number} */ id) => playerName(view.players, id);
    const entered = round.boards.filter((b) => b.result).length;
    const boards = round.boards.map((board, b) => {
      const label = t.t('tournament.boardLabel', { board: b + 1, white: name(board.white), black: name(board.black) });
      const buttons = RESULTS.map((result) => el('button', {
        type: 'button', class: `result${result.includes('Forfeit') ? ' forfeit' : ''}`, 'aria-pressed': String(board.result === result),
        'aria-label': t.t(`tournament.result.${result}`, { white: name(board.white), black: name(board.black) }),
        onclick: () => this.actions.result(r, b, result),
      }, [NOTATION[result]]));
      return el('li', { class: 'board' }, [
        // A printed result slip, cut out, says which round and board it is (hidden on screen).
        el('span', { class: 'slip-title', 'aria-hidden': 'true', text: t.t('tournament.slipTitle', { round: r + 1, board: b + 1 }) }),
        el('span', { class: 'number', 'aria-hidden': 'true', text: String(b + 1) }),
        el('span', { class: 'player-white' }, [el('span', { class: 'piece white', 'aria-hidden': 'true' }), el('span', { class: 'visually-hidden', text: `${t.t('tournament.white')}: ` }), el('span', { class: 'name', text: name(board.white) })]),
        el('span', { class: 'player-black' }, [el('span', { class: 'piece black', 'aria-hidden': 'true' }), el('span', { class: 'visually-hidden', text: `${t.t('tournament.black')}: ` }), el('span', { class: 'name', text: name(board.black) })]),
        el('span', { class: 'shown-result', text: board.result ? NOTATION[board.result] : '' }),
        el('div', { class: 'results', role: 'group', 'aria-label': label }, buttons),
        !board.result && el('button', {
          type: 'button', class: 'small play', 'aria-label': t.t('tournament.playNamed', { board: b + 1 }), onclick: () => this.actions.play(r, b),
        }, [t.t('tournament.play')]),
      ]);
    });
    const byes = round.byes.map((bye) => el('li', { text: t.t(`tournament.bye.${bye.kind}`, { name: name(bye.player) }) }));
    const editable = open && !entered;
    const close = () => {
      this.editing = null;
      this.render(view, t);
    };
    const editor = editable && this.editing === r
      ? pairingEditor(view, r, t, { save: (command) => { this.editing = null; this.actions.change(command); }, cancel: close })
      : null;
    const editButton = editable && this.editing !== r && el('button', {
      type: 'button', class: 'small edit-pairing', text: t.t('tournament.edit.open'),
      onclick: () => {
        this.editing = r;
        this.render(view, t);
        /** @type {HTMLElement | null} */ (this.root.querySelector('.pairing-editor select'))?.focus();
      },
    });
    return el('details', { class: 'round', open: open || false, 'data-round': String(r + 1) }, [
      el('summary', {}, [el('h3', { text: t.t('tournament.roundTitle', { round: r + 1 }) }),
        el('span', { class: 'progress', text: t.t('tournament.entered', { entered, count: round.boards.length }) })]),
      el('ol', { class: 'boards' }, [
        // The columns' heads, for the eye (each board says its colours to a screen reader).
        el('li', { class: 'board-head', 'aria-hidden': 'true' }, ['', t.t('tournament.white'), t.t('tournament.black'), t.t('tournament.col.result')]
          .map((text) => el('span', { text }))),
        ...boards,
      ]),
      byes.length ? el('ul', { class: 'byes' }, byes) : null,
      editButton, editor,
    ]);
  }
}
