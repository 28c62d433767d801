// @ts-check
// "My games": the archive's list (date, opponent, result, moves), and for each game Continue or
// Review, Delete and Export PDN; Export all. Every word comes from the catalogs (archive.*),
// dates and counts through Intl (the Translator). PDN is written by the wasm Game.pdn().

import { download } from './download.js';
import { replayEnding } from './archive.js';
import { loadTobit } from '../../wasm/loader.js';
import { translateDom } from '../../i18n/i18n.js';

/** @typedef {import('./archive.js').GameRecord} GameRecord */
/** @typedef {import('./persistence.js').Persistence} Persistence */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */

/**
 * The PDN of an archived game, from the wasm: its position and moves replayed in a Game, then
 * its resignation or agreed draw (not in the moves), so the Result is the game's.
 * @param {any} tobit the page module
 * @param {GameRecord} game
 * @returns {string}
 */
export function pdnOf(tobit, game) {
  const replay = new tobit.Game(game.fen ?? undefined);
  try {
    for (const move of game.moves) replay.play(move);
    replayEnding(replay, game.result);
    return replay.pdn();
  } finally {
    replay.free?.();
  }
}

/**
 * What the list says about a game's opponent.
 * @param {Translator} t
 * @param {GameRecord} game
 */
function opponentText(t, game) {
  const o = game.opponent;
  if (o.kind === 'two') return t.t('archive.againstFriend');
  return t.t(o.colour === 'white' ? 'archive.vsComputerAsWhite' : 'archive.vsComputerAsBlack', { level: o.level });
}

/**
 * What the list says about a game's result, from the player's side against the computer.
 * @param {Translator} t
 * @param {GameRecord} game
 */
export function resultText(t, game) {
  const r = game.result;
  if (!r) return t.t('archive.inProgress');
  if (r.winner === null) {
    if (r.reason === 'repetition') return t.t('result.drawRepetition');
    if (r.reason === 'agreement') return t.t('result.drawAgreement');
    return t.t('outcome.draw');
  }
  if (game.opponent.kind === 'computer') {
    return t.t(r.winner === game.opponent.colour ? 'result.youWon' : 'result.computerWon');
  }
  return t.t(r.winner === 'white' ? 'result.whiteWon' : 'result.blackWon');
}

/** The "My games" dialog. */
export class MyGames {
  /**
   * @param {{dialog: HTMLDialogElement, list: HTMLOListElement, summary: HTMLElement,
   *   exportAll: HTMLButtonElement, persistence: Persistence}} parts
   */
  constructor({ dialog, list, summary, exportAll, persistence }) {
    this.dialog = dialog;
    this.list = list;
    this.summary = summary;
    this.persistence = persistence;
    exportAll.addEventListener('click', () => this.exportAll());
    persistence.language.subscribe((t) => {
      translateDom(dialog, t);
      if (dialog.open) this.render();
    });
  }

  /** @returns {Translator} */
  get t() {
    return /** @type {Translator} */ (this.persistence.language.translator);
  }

  async show() {
    if (!this.dialog.open) this.dialog.showModal();
    await this.render();
  }

  /** Fills the list from the archive (newest first). */
  async render() {
    const { t } = this;
    const archive = this.persistence.archive;
    if (!archive) {
      this.summary.textContent = t.t('archive.unavailable');
      this.list.replaceChildren();
      return;
    }
    await this.persistence.queue; // the latest save first
    let listed;
    try {
      listed = await archive.list();
    } catch (error) {
      this.summary.textContent = t.t('archive.exportFailed', { reason: error instanceof Error ? error.message : String(error) });
      return;
    }
    const { games, damaged } = listed;
    const lines = [games.length ? t.t('archive.count', { count: games.length }) : t.t('archive.empty')];
    if (damaged) lines.push(t.t('archive.damaged', { count: damaged }));
    this.summary.textContent = lines.join(' ');
    this.list.replaceChildren(...games.map((game) => this.item(game)));
  }

  /**
   * One game of the list.
   * @param {GameRecord} game
   */
  item(game) {
    const { t } = this;
    const li = document.createElement('li');
    li.className = 'my-game';
    li.dataset.id = game.id;
    const time = document.createElement('time');
    time.dateTime = new Date(game.created).toISOString();
    time.textContent = t.date(game.created);
    const about = document.createElement('span');
    about.className = 'my-game-about';
    about.textContent = [opponentText(t, game), resultText(t, game), t.t('archive.moveCount', { count: game.moves.length })].join(' · ');
    const actions = document.createElement('span');
    actions.className = 'my-game-actions';
    // The game on the board is marked, and instead of Continue it offers to go back to it.
    const current = game.id === this.persistence.current.id;
    if (current) {
      li.classList.add('my-game-current');
      li.setAttribute('aria-current', 'true');
      const mark = document.createElement('strong');
      mark.className = 'my-game-mark';
      mark.textContent = t.t('archive.current');
      about.prepend(mark, ' ');
    }
    /** @param {string} key @param {() => void} action */
    const button = (key, action) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = t.t(key);
      b.addEventListener('click', action);
      actions.append(b);
    };
    if (current) button('archive.backToGame', () => this.dialog.close());
    else if (game.result === null) button('archive.continue', () => this.open(game, false));
    button('archive.review', () => this.open(game, true));
    button('archive.export', () => this.exportOne(game));
    button('archive.delete', () => this.remove(game));
    li.append(time, ' ', about, actions);
    return li;
  }

  /**
   * Opens `game` in this tab: to continue it, or at its start position for review.
   * @param {GameRecord} game
   * @param {boolean} review
   */
  async open(game, review) {
    const opened = await this.persistence.open(game);
    if (opened !== 'opened') {
      this.summary.textContent = opened === 'elsewhere' ? this.t.t('persist.openElsewhere') : this.t.t('archive.damaged', { count: 1 });
      return;
    }
    this.dialog.close();
    if (review) this.persistence.panel.review(0);
  }

  /** @param {GameRecord} game */
  async remove(game) {
    if (!window.confirm(this.t.t('archive.deleteConfirm'))) return;
    await this.persistence.archive?.delete(game.id);
    if (game.id === this.persistence.current.id) this.persistence.written = '';
    await this.render();
  }

  /** @param {GameRecord} game */
  async exportOne(game) {
    try {
      download(pdnOf(await loadTobit(), game), `tobit-${new Date(game.created).toISOString().slice(0, 10)}.pdn`);
    } catch (error) {
      this.summary.textContent = this.t.t('archive.exportFailed', { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  async exportAll() {
    const archive = this.persistence.archive;
    if (!archive) return;
    try {
      const tobit = await loadTobit();
      const { pdn, skipped } = await archive.exportAllPdn((game) => pdnOf(tobit, game));
      if (pdn) download(pdn, `tobit-games-${new Date().toISOString().slice(0, 10)}.pdn`);
      if (skipped.length) {
        this.summary.textContent = this.t.t('archive.exportFailed', { reason: skipped.map((s) => s.problem).join('; ') });
      }
    } catch (error) {
      this.summary.textContent = this.t.t('archive.exportFailed', { reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
