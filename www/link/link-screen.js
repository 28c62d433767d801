// @ts-check
// A game by link on the link page: the board (the player's side at the bottom, the last move
// marked, playable only on the player's turn), both names, the time per move, whose turn and
// how long since the last move, an offer or the end. The player plays one move (undone until
// Send), then sends the link (send-panel.js); offering a draw, accepting one and resigning
// make a link too. The game on the device (lib/link/link-games.js) follows every change: a
// move played and not sent stays as a draft, so nothing is lost by closing the page.
import { keepLinkGame, linkGame, namesOf, turnLine } from '../lib/link/link-games.js';
import { linkUrl } from '../lib/link/address.js';
import { SendPanel } from './send-panel.js';
import { fitToBytes } from './name-field.js';
import { refusalText, stateText } from './words.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../lib/link/link-games.js').LinkRecord} LinkRecord */
/** @typedef {import('../tobit_links.js').LinkGame} LinkGame */
/** @typedef {import('../tobit_links.js').LinkState} LinkState */
/** @typedef {import('../wasm/loader.js').LinkModule} LinkModule */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The game screen (link.html's #game). */
export class LinkScreen {
  /**
   * @param {TobitBoard} board
   * @param {LinkModule} study
   * @param {() => Translator} t the page's words now
   * @param {(text: string) => void} say tells the player something (the page's message line; ''
   *   clears it)
   */
  constructor(board, study, t, say) {
    this.board = board;
    this.study = study;
    this.t = t;
    this.say = say;
    this.section = $('game');
    this.notes = /** @type {HTMLTextAreaElement} */ ($('notes'));
    this.sendPanel = new SendPanel(t, say);
    /** @type {LinkRecord | null} the game shown */
    this.record = null;
    /** @type {LinkGame | null} its link read */
    this.game = null;
    /** @type {LinkRecord | null} the game as the device holds it (what a change is made from) */
    this.stored = null;
    /** Whether the player declined the draw offered (said by the next move's link). */
    this.declined = false;
    board.addEventListener('move', (e) => {
      const { notation, source } = /** @type {CustomEvent} */ (e).detail;
      if (source !== 'user' || !this.record) return;
      this.say(''); // what the line said was about the game before this move
      this.keep({ ...this.record, draft: [...this.record.draft, notation] });
    });
    $('undo').addEventListener('click', () => {
      if (!this.record?.draft.length) return;
      this.board.undo();
      this.keep({ ...this.record, draft: this.record.draft.slice(0, -1) });
    });
    $('send').addEventListener('click', () => this.send('playing'));
    $('offer-draw').addEventListener('click', () => this.send(`draw-offered-by-${this.me}`));
    $('accept-draw').addEventListener('click', () => this.send('draw-agreed'));
    $('decline-draw').addEventListener('click', () => {
      this.declined = true;
      this.render();
      this.board.focus();
    });
    $('resign').addEventListener('click', () => this.resign());
    this.notes.addEventListener('input', () => {
      if (this.record) this.keep({ ...this.record, notes: this.notes.value }, false);
    });
  }

  /** @returns {'white'|'black'} the player's side */
  get me() {
    return /** @type {LinkRecord} */ (this.record).me;
  }

  /**
   * Shows `record` (kept as it is) and its game.
   * @param {LinkRecord} record
   */
  show(record) {
    if (record.link !== this.record?.link) this.declined = false;
    this.record = record;
    this.stored = linkGame(record.id);
    this.game = this.study.linkRead(record.link);
    this.notes.value = record.notes;
    this.section.hidden = false;
    this.render();
  }

  /**
   * Keeps `record` (a change of the game shown) on the device and shows it; says when the
   * device refuses. When another tab kept this game meanwhile (the friend's next move, a note),
   * nothing is overwritten: the game is shown again as kept, and the player told.
   * @param {LinkRecord} record
   * @param {boolean} [render] whether the screen changes (not for the notes)
   * @returns {boolean} whether `record` is the game shown now (false: the newer one is)
   */
  keep(record, render = true) {
    const kept = keepLinkGame(record, this.stored);
    const newer = kept === 'stale' ? linkGame(record.id) : null;
    if (newer) {
      this.show(newer);
      this.say(this.t().t('link.staleTab'));
      return false;
    }
    if (kept === 'kept') this.stored = record;
    else this.say(this.t().t('link.saveFailed'));
    if (record.link !== this.record?.link) this.game = this.study.linkRead(record.link);
    this.record = record;
    if (render) this.render();
    return true;
  }

  /** Writes everything shown from the game, in the page's words. */
  render() {
    const { record, game } = this;
    if (!record || !game) return;
    const t = this.t();
    const draft = record.draft;
    const moves = [...game.moves, ...draft];
    this.board.setAttribute('orientation', record.me);
    if (this.board.history().join(' ') !== moves.join(' ')) this.board.setAttribute('moves', moves.join(' '));
    const over = game.outcome !== undefined && game.outcome !== null;
    const onBoard = this.board.status();
    const myTurn = !over && game.turn === record.me && draft.length === 0 && !onBoard.over;
    this.board.setAttribute('interactive', String(myTurn));
    const names = namesOf(record, game);
    for (const side of /** @type {const} */ (['white', 'black'])) {
      const name = names[side] || t.t('link.noName');
      $(`${side}-name`).textContent = side === record.me ? t.t('link.you', { name }) : name;
    }
    $('days').textContent = game.days ? t.t('link.days', { count: game.days }) : t.t('link.noTime');
    $('turn').textContent = draft.length ? t.t('link.sendYourMove') : turnLine(t, record, game).text;
    const offeredToMe = game.state === `draw-offered-by-${record.me === 'white' ? 'black' : 'white'}`;
    const declined = offeredToMe && (this.declined || draft.length > 0);
    $('state').textContent = declined ? t.t('link.youDeclined') : stateText(t, game, record.me);
    $('undo').hidden = draft.length === 0;
    $('send').hidden = draft.length === 0;
    $('offer-draw').hidden = over || game.state !== 'playing' || (draft.length === 0 && game.turn === record.me) || onBoard.over;
    $('accept-draw').hidden = over || !offeredToMe || declined;
    $('decline-draw').hidden = $('accept-draw').hidden;
    $('resign').hidden = over;
    $('send-hint').textContent = t.t(over ? 'link.sendHintOver' : 'link.sendHint');
    this.sendPanel.show(record.sent && !draft.length ? linkUrl(record.link) : null);
  }

  /**
   * Makes the link of the game with the draft's moves and `state`, keeps it and offers to send
   * it. The player's name goes in when the link lacks it.
   * @param {LinkState} state
   * @param {boolean} [withDraft] whether the draft's moves go with it (not with a resignation)
   */
  send(state, withDraft = true) {
    const { record, game } = this;
    if (!record || !game) return;
    const names = namesOf(record, game);
    // A name remembered before the fields kept to what a link carries goes in cut to it.
    names[record.me] = fitToBytes(names[record.me], this.study.linkMaxNameBytes());
    try {
      const made = this.study.linkWrite({
        id: game.id, ...names, moves: [...game.moves, ...(withDraft ? record.draft : [])], state, days: game.days ?? null,
      });
      if (!this.keep({ ...record, link: made.link, draft: [], moved: Date.now(), sent: true })) return;
      this.say(this.t().t('link.madeLink'));
      $('send-title').scrollIntoView({ block: 'nearest' });
      $(this.sendPanel.shareButton.hidden ? 'copy-link' : 'share-link').focus();
    } catch (error) {
      this.say(refusalText(this.t(), error));
    }
  }

  /** Resigns after asking: the result is final on both sides once the link is opened. */
  resign() {
    const dialog = /** @type {HTMLDialogElement} */ ($('confirm-resign'));
    dialog.addEventListener('close', () => {
      if (dialog.returnValue !== 'yes' || !this.record) return;
      if (this.record.draft.length) this.board.undo();
      this.send(`${this.me}-resigned`, false);
    }, { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  }
}
