// @ts-check
// "My games": the archive's list (date, opponent, result, moves), and for each game Continue or
// Review, Delete and Export PDN; Export all. Every word comes from the catalogs (archive.*),
// dates and counts through Intl (the Translator). PDN is written by the wasm Game.pdn().

import { download } from './download.js';
import { analysisUrl } from '../../analysis/link.js';
import { replayEnding } from './archive.js';
import { loadStudy, loadTobit } from '../../wasm/loader.js';
import { translateDom } from '../../i18n/i18n.js';
import { humanColor } from '../../game/mode.js';
import { resultView } from '../../game/outcome.js';

/** @typedef {import('./archive.js').GameRecord} GameRecord */
/** @typedef {import('./persistence.js').Persistence} Persistence */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */

/**
 * Reads `what` from an archived game replayed in a wasm Game: its position and moves, then its
 * resignation or agreed draw (not in the moves).
 * @template T
 * @param {import('../../wasm/loader.js').PageModule} tobit the page module
 * @param {GameRecord} game
 * @param {(replay: import('../../tobit.js').Game) => T} what
 * @returns {T}
 */
function fromReplay(tobit, game, what) {
  const replay = new tobit.Game(game.fen ?? undefined);
  try {
    for (const move of game.moves) replay.play(move);
    replayEnding(replay, game.result);
    return what(replay);
  } finally {
    replay.free?.();
  }
}

/**
 * The PDN of an archived game, from the wasm, so its Result is the game's; a timed game's with
 * its `[TimeControl]` and `[%clock]` times (written by the study module).
 * @param {import('../../wasm/loader.js').PageModule} tobit the page module
 * @param {GameRecord} game
 * @param {import('../../wasm/loader.js').StudyModule} [study] needed for a timed game
 * @returns {string}
 */
export function pdnOf(tobit, game, study) {
  const clock = game.clock;
  if (!clock || !study) return fromReplay(tobit, game, (replay) => replay.pdn());
  return study.timedPdn(game.fen, game.moves, game.result, clock.saved.control, clock.stamps.slice(0, game.moves.length));
}

/**
 * The study module when one of `games` is timed (its PDN needs it), else undefined.
 * @param {GameRecord[]} games
 */
const studyFor = (games) => (games.some((g) => g.clock) ? loadStudy() : Promise.resolve(undefined));

/**
 * The number of an archived game's last move, by the rules (the wasm's numberedMoves()); 0
 * before the first move, null when the wasm refuses the game.
 * @param {import('../../wasm/loader.js').PageModule} tobit the page module
 * @param {GameRecord} game
 * @returns {number | null}
 */
export function lastMoveNumber(tobit, game) {
  try {
    return fromReplay(tobit, game, (replay) => replay.numberedMoves().at(-1)?.number ?? 0);
  } catch {
    return null;
  }
}

/**
 * What the list says about a game's opponent.
 * @param {Translator} t
 * @param {GameRecord} game
 */
function opponentText(t, game) {
  const human = humanColor(game.mode);
  if (!human) return t.t('archive.againstFriend');
  const level = /** @type {number} */ (game.level); // validateRecord: given with the computer
  return t.t(human === 'white' ? 'archive.vsComputerAsWhite' : 'archive.vsComputerAsBlack', { level });
}

/**
 * What the list says about a game's result, from the player's side against the computer
 * (game/outcome.js words it as the result card does).
 * @param {Translator} t
 * @param {GameRecord} game
 */
export function resultText(t, game) {
  if (!game.result) return t.t('archive.inProgress');
  return t.t(resultView(game.result, humanColor(game.mode)).title);
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
    const tobit = await loadTobit();
    const lines = [games.length ? t.t('archive.count', { count: games.length }) : t.t('archive.empty')];
    if (damaged) lines.push(t.t('archive.damaged', { count: damaged }));
    this.summary.textContent = lines.join(' ');
    this.list.replaceChildren(...games.map((game) => this.item(game, lastMoveNumber(tobit, game))));
  }

  /**
   * One game of the list.
   * @param {GameRecord} game
   * @param {number | null} moves the number of its last move (null: unknown)
   */
  item(game, moves) {
    const { t } = this;
    const li = document.createElement('li');
    li.className = 'my-game';
    li.dataset.id = game.id;
    const time = document.createElement('time');
    time.dateTime = new Date(game.created).toISOString();
    time.textContent = t.date(game.created);
    const about = document.createElement('span');
    about.className = 'my-game-about';
    const parts = [opponentText(t, game), resultText(t, game)];
    if (moves !== null) parts.push(t.t('archive.moveCount', { count: moves }));
    about.textContent = parts.join(' · ');
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
    button('action.analyse', () => { location.href = analysisUrl({ fen: game.fen, moves: game.moves, game: game.id }); });
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
      download(pdnOf(await loadTobit(), game, await studyFor([game])), `tobit-${new Date(game.created).toISOString().slice(0, 10)}.pdn`);
    } catch (error) {
      this.summary.textContent = this.t.t('archive.exportFailed', { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  async exportAll() {
    const archive = this.persistence.archive;
    if (!archive) return;
    try {
      const tobit = await loadTobit();
      const study = await studyFor((await archive.list()).games);
      const { pdn, skipped } = await archive.exportAllPdn((game) => pdnOf(tobit, game, study));
      if (pdn) download(pdn, `tobit-games-${new Date().toISOString().slice(0, 10)}.pdn`);
      if (skipped.length) {
        this.summary.textContent = this.t.t('archive.exportFailed', { reason: skipped.map((s) => s.problem).join('; ') });
      }
    } catch (error) {
      this.summary.textContent = this.t.t('archive.exportFailed', { reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
