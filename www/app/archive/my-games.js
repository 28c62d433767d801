// @ts-check
// "My games": the games by link (my-link-games.js), then the archive's list (date, opponent, result, moves), and for each game Continue or
// Review, Delete and Export PDN; Export all; the PDN tools (pdn-tools.js: import, select,
// export keeping parts). Every word comes from the catalogs (games.*, loaded with the dialog), dates and counts
// through Intl (the Translator). PDN files come from pdn-export.js.
// An archive of thousands of games (a club's file imported) is listed a page at a time, newest
// first: PAGE rows, then PAGE more at each "Show more" (its rows stay, so the list is a plain
// list for the keyboard, the screen reader and the browser's find; focus goes to the first row
// added). A row's move count is worked out by the wasm when the row is made, so only the rows
// shown replay their games; selecting, Select all, deleting and Export all act on the whole
// archive.

import { PDN_TYPE, download } from '../../lib/download.js';
import { analysisUrl } from '../../lib/address/analysis-link.js';
import { PdnTools } from './pdn-tools.js';
import { el } from '../../lib/dom.js';
import { loadLinks, loadStudy, loadTobit } from '../../wasm/loader.js';
import { translateDom } from '../../i18n/i18n.js';
import { humanColor } from '../../lib/game/mode.js';
import { resultView } from '../../lib/game/outcome.js';
import { fromReplay, pdnFileName, pdnOf } from './pdn-export.js';
import { confirmAction } from '../dialogs.js';
import { Toasts } from '../toasts.js';
import { addGames, allGamesPdn, deleteGame, listGames } from './my-games-store.js';
import { MY_GAMES_RULES } from './my-games-style.js';
import { adoptRules } from '../adopt-rules.js';
import { openGame } from './resume.js';
import { renderLinkGames } from './my-link-games.js';
import { linkGames } from '../../lib/link/link-games.js';
import { failureText } from '../../lib/failure.js';

/** How many games the list shows at first, and adds at each "Show more". */
const PAGE = 50;

/** @typedef {import('../../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('./persistence.js').Persistence} Persistence */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */

/**
 * The number of an archived game's last move, by the rules (the wasm's numberedMoves()); 0
 * before the first move, null when the wasm refuses the game.
 * @param {import('../../wasm/loader.js').PageModule} tobit the page module
 * @param {GameRecord} game
 * @returns {number | null}
 */
export function lastMoveNumber(tobit, game) {
  try {
    return fromReplay(new tobit.Game(game.fen ?? undefined), game, (replay) => replay.numberedMoves().at(-1)?.number ?? 0);
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
  if (game.names) return `${game.names.white || '?'} – ${game.names.black || '?'}`;
  const human = humanColor(game.mode);
  if (!human) return t.t('games.againstFriend');
  const level = /** @type {number} */ (game.level); // validateRecord: given with the computer
  return t.t(human === 'white' ? 'games.vsComputerAsWhite' : 'games.vsComputerAsBlack', { level });
}

/**
 * What the list says about a game's result, from the player's side against the computer
 * (lib/game/outcome.js words it as the result card does).
 * @param {Translator} t
 * @param {GameRecord} game
 */
export function resultText(t, game) {
  if (!game.result) return t.t('games.inProgress');
  return t.t(resultView(game.result, humanColor(game.mode)).title);
}

/**
 * The My games dialog, added to the page when My games first opens (the first page load carries
 * none of it); translateDom sets its words.
 */
function myGamesDialog() {
  const summary = el('p', { id: 'my-games-summary', 'aria-live': 'polite' });
  const linkGames = el('section', { id: 'my-link-games', hidden: '' });
  const list = el('ol', { id: 'my-games-list', class: 'my-games-list' });
  const toasts = el('div', { id: 'my-games-toasts', class: 'toasts', role: 'status' });
  const exportAll = el('button', { type: 'button', id: 'my-games-export-all', 'data-i18n': 'games.exportAll' });
  const dialog = el('dialog', { id: 'my-games-dialog', class: 'my-games', 'aria-labelledby': 'my-games-title' }, [
    el('form', { method: 'dialog' }, [
      el('h2', { id: 'my-games-title', 'data-i18n': 'archive.title' }), linkGames, summary, list, toasts,
      el('div', { class: 'row buttons' }, [exportAll, el('button', { value: 'close', 'data-i18n': 'action.close' })]),
    ]),
  ]);
  document.body.append(dialog);
  return { dialog, list, summary, exportAll, toasts, linkGames };
}

/** The "My games" dialog. */
export class MyGames {
  /**
   * @param {{confirm: HTMLDialogElement, persistence: Persistence}} parts `confirm`: the app's
   *   "are you sure?" dialog
   */
  constructor({ confirm, persistence }) {
    const { dialog, list, summary, exportAll, toasts, linkGames } = myGamesDialog();
    this.linkGames = linkGames;
    adoptRules(MY_GAMES_RULES);
    this.dialog = dialog;
    this.list = list;
    this.summary = summary;
    this.confirm = confirm;
    this.toasts = new Toasts(toasts, () => this.t.t('toast.dismiss'));
    this.persistence = persistence;
    /** @type {GameRecord[]} every game of the archive, newest first, as last listed */
    this.games = [];
    /** How many of them the list shows. */
    this.shown = 0;
    this.more = el('button', { type: 'button', id: 'my-games-more', hidden: true, onclick: () => this.showMore().then((first) => first?.focus()) });
    list.after(this.more);
    exportAll.addEventListener('click', () => this.exportAll());
    this.tools = new PdnTools({
      dialog, list, summary, t: () => this.t,
      toPdn: async (game) => pdnOf(await loadStudy(), game, this.t),
      add: async (games, progress) => {
        if (!persistence.archive) throw new Error(this.t.t('archive.unavailable'));
        const done = await addGames(persistence.archive, games, progress);
        this.render(); // the list follows; the import says what it added at once
        return done;
      },
    });
    persistence.language.subscribe((t) => {
      translateDom(dialog, t);
      this.tools.translate();
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

  /**
   * Fills the list from the archive (newest first): as many rows as it showed, at least PAGE.
   * @returns {Promise<void>}
   */
  async render() {
    this.renderLinkGames();
    const { t } = this;
    const archive = this.persistence.archive;
    if (!archive) {
      this.summary.textContent = t.t('archive.unavailable');
      this.list.replaceChildren();
      this.more.hidden = true;
      return;
    }
    await this.persistence.queue; // the latest save first
    let listed;
    try {
      listed = await listGames(archive);
    } catch (error) {
      this.summary.textContent = t.t('games.exportFailed', { reason: failureText(t, error) });
      return;
    }
    const { games, damaged } = listed;
    const tobit = await loadTobit();
    // No "No games yet" under a list of games by link: none played on this screen, it says then.
    const empty = linkGames().length ? 'games.emptyBesideLinks' : 'games.empty';
    const lines = [games.length ? t.t('games.count', { count: games.length }) : t.t(empty)];
    if (damaged) lines.push(t.t('games.damaged', { count: damaged }));
    this.summary.textContent = lines.join(' ');
    this.games = games;
    this.tools.list(games);
    const shown = Math.max(this.shown, PAGE);
    this.shown = 0;
    this.list.replaceChildren();
    this.append(tobit, shown);
  }

  /** Lists the games by link (with their words and the link module, loaded then). */
  async renderLinkGames() {
    try {
      const [links] = await Promise.all([loadLinks(), this.persistence.language.need('link')]);
      renderLinkGames(this.linkGames, this.t, links);
    } catch (error) {
      console.warn(error); // the archive's games are listed all the same
    }
  }

  /**
   * Lists PAGE more games ("Show more").
   * @returns {Promise<HTMLInputElement | null>} the first new row's box (to take the focus)
   */
  async showMore() {
    return this.append(await loadTobit(), PAGE);
  }

  /**
   * Adds the next `count` games to the list; "Show more" says how many are left.
   * @param {import('../../wasm/loader.js').PageModule} tobit the page module
   * @param {number} count
   * @returns {HTMLInputElement | null} the first new row's box, if any
   */
  append(tobit, count) {
    const { games } = this;
    const rows = games.slice(this.shown, this.shown + count).map((game) => this.item(game, lastMoveNumber(tobit, game)));
    this.list.append(...rows);
    this.shown += rows.length;
    const left = games.length - this.shown;
    this.more.hidden = left === 0;
    this.more.textContent = this.t.t('pdn.more', { count: Math.min(left, PAGE), left });
    return rows[0]?.querySelector('input') ?? null;
  }

  /**
   * One game of the list.
   * @param {GameRecord} game
   * @param {number | null} moves the number of its last move (null: unknown)
   */
  item(game, moves) {
    const { t } = this;
    // The game on the board is marked, and instead of Continue it offers to go back to it.
    const current = game.id === this.persistence.current.id;
    const li = el('li', { class: current ? 'my-game my-game-current' : 'my-game', 'data-id': game.id, 'aria-current': current && 'true' });
    // An imported game: the date its file gave it (as written there, "2026.11.24"), else the day it was played.
    const played = game.tags?.date;
    const time = el('time', {
      datetime: played && /^\d{4}\.\d\d\.\d\d$/.test(played) ? played.replaceAll('.', '-') : new Date(game.created).toISOString(),
      text: played ?? t.date(game.created),
    });
    const about = el('span', { class: 'my-game-about', id: `my-game-about-${game.id}` });
    const parts = [opponentText(t, game), ...(game.tags?.event ? [game.tags.event] : []), resultText(t, game)];
    if (game.fromLink) parts.push(t.t('games.fromLink')); // a copy of a game shared with the player
    if (moves !== null) parts.push(t.t('games.moveCount', { count: moves }));
    about.textContent = parts.join(' · ');
    const actions = el('span', { class: 'my-game-actions' });
    if (current) about.prepend(el('strong', { class: 'my-game-mark', text: t.t('games.current') }), ' ');
    /** @param {string} key @param {() => void} action */
    const button = (key, action) => actions.append(el('button', { type: 'button', text: t.t(key), onclick: action }));
    if (current) button('games.backToGame', () => this.dialog.close());
    else if (game.result === null) button('games.continue', () => this.open(game, false));
    button('games.review', () => this.open(game, true));
    button('action.analyse', () => { location.href = analysisUrl({ fen: game.fen, moves: game.moves, game: game.id }); });
    button('archive.export', () => this.exportOne(game));
    button('games.delete', () => this.remove(game));
    li.append(this.tools.checkbox(game, t, about.id), ' ', time, ' ', about, actions);
    return li;
  }

  /**
   * Opens `game` in this tab: to continue it, or at its start position for review.
   * @param {GameRecord} game
   * @param {boolean} review
   */
  async open(game, review) {
    const opened = await openGame(this.persistence, game);
    if (opened !== 'opened') {
      this.summary.textContent = opened === 'elsewhere' ? this.t.t('games.openElsewhere') : this.t.t('games.damaged', { count: 1 });
      return;
    }
    this.dialog.close();
    if (review) this.persistence.panel.review(0);
  }

  /**
   * Deletes `game` after asking, in the app's own dialog; a toast offers to bring it back.
   * @param {GameRecord} game
   */
  async remove(game) {
    const { t } = this;
    const archive = this.persistence.archive;
    const sure = await confirmAction(this.confirm, {
      title: t.t('games.deleteTitle'), text: t.t('games.deleteText'), yes: t.t('games.delete'), no: t.t('action.cancel'),
    });
    if (!sure || !archive) return;
    const row = this.games.indexOf(game);
    await deleteGame(archive, game.id);
    if (game.id === this.persistence.current.id) this.persistence.written = '';
    await this.render();
    // The focus goes to the row that took its place (the deleted row's button is gone).
    const rows = this.list.querySelectorAll('input.my-game-select');
    /** @type {HTMLElement | undefined} */ (rows[Math.min(row, rows.length - 1)])?.focus();
    this.toasts.show(t.t('games.deleted'), {
      action: {
        label: t.t('toast.undo'),
        run: () => { archive.put(game).then(() => this.render(), (error) => console.error(error)); },
      },
    });
  }

  /** @param {GameRecord} game */
  async exportOne(game) {
    try {
      download(new Blob([pdnOf(await loadStudy(), game, this.t)], { type: PDN_TYPE }), pdnFileName(game, this.t));
    } catch (error) {
      this.summary.textContent = this.t.t('games.exportFailed', { reason: failureText(this.t, error) });
    }
  }

  async exportAll() {
    const archive = this.persistence.archive;
    if (!archive) return;
    try {
      const study = await loadStudy();
      const { pdn, skipped } = await allGamesPdn(archive, (game) => pdnOf(study, game, this.t));
      if (pdn) download(new Blob([await this.tools.write(pdn)], { type: PDN_TYPE }), `tobit-games-${new Date().toISOString().slice(0, 10)}.pdn`);
      if (skipped.length) {
        this.summary.textContent = this.t.t('games.exportFailed', { reason: skipped.map((s) => s.problem).join('; ') });
      }
    } catch (error) {
      this.summary.textContent = this.t.t('games.exportFailed', { reason: failureText(this.t, error) });
    }
  }
}
