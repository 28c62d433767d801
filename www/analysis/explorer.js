// @ts-check
// The opening explorer of the analysis board, over the player's own games (My games): for the
// position shown, each move played from it in the finished games, with how many games and how
// they ended for the side to move (wins, draws, losses, and the score), the most played first;
// pressing a move plays it on the board. The positions are the keys Rust gives (the study
// module's explorerLine); the index is lib/archive/explorer-index.js, brought up to date with
// My games when the explorer opens. Loaded when the player first opens it, with its words (the
// catalogs' part `explorer`).
import { ExplorerIndex } from '../lib/archive/explorer-index.js';
import { loadTranslator } from '../i18n/i18n.js';
import { loadStudy } from '../wasm/loader.js';
import { theArchive } from './saved.js';
import { el } from '../lib/dom.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./study.js').Study} Study */
/** @typedef {import('../lib/archive/explorer-index.js').ExplorerMove} ExplorerMove */

/**
 * What the explorer needs of the analysis board.
 * @typedef {object} ExplorerParts
 * @property {HTMLElement} box where the explorer is drawn
 * @property {Study} study the tree shown (its position; a move pressed is played into it)
 * @property {import('../lib/archive/save.js').Levels} levels the levels, to open the archive
 * @property {string} lang the page's language
 */

/** The explorer, drawn for the position shown. */
export class Explorer {
  /** @type {Translator | null} */
  #t = null;
  /** @type {'indexing' | 'ready' | 'failed'} */
  #state = 'indexing';
  #progress = { done: 0, total: 0 };
  #reason = '';
  /** @type {{key: string, side: 'white' | 'black', moves: ExplorerMove[]} | null} the position drawn */
  #shown = null;
  /** Counts every redraw asked for, so that only the latest one draws. */
  #asked = 0;

  /**
   * @param {ExplorerParts} parts
   * @param {typeof import('../tobit_study.js')} studyModule
   */
  constructor(parts, studyModule) {
    this.parts = parts;
    this.studyModule = studyModule;
    this.index = new ExplorerIndex();
    parts.study.addEventListener('change', () => this.refresh());
  }

  /** Speaks `lang` (the page's language changed). */
  async setLanguage(/** @type {string} */ lang) {
    this.#t = await loadTranslator(lang, { parts: ['explorer'] });
    this.draw();
  }

  /** Brings the index up to date with My games, then shows the position. */
  async sync() {
    try {
      const archive = await theArchive(this.parts.levels);
      await this.index.sync(archive, (fen, moves) => this.studyModule.explorerLine(fen, moves), (done, total) => {
        this.#progress = { done, total };
        this.draw();
      });
      this.#state = 'ready';
    } catch (error) {
      this.#state = 'failed';
      this.#reason = String(/** @type {Error} */ (error)?.message ?? error);
    }
    await this.refresh();
  }

  /** Reads the moves of the position shown, and draws them. */
  async refresh() {
    if (this.#state !== 'ready') return;
    const asked = ++this.#asked;
    try {
      const { keys: [key], sides: [side] } = this.studyModule.explorerLine(this.parts.study.node.fen, []);
      const moves = await this.index.movesAt(key);
      if (asked !== this.#asked) return;
      this.#shown = { key, side, moves };
    } catch (error) {
      this.#state = 'failed';
      this.#reason = String(/** @type {Error} */ (error)?.message ?? error);
    }
    this.draw();
  }

  /** Draws the explorer in the page's words. */
  draw() {
    const t = this.#t;
    if (!t) return;
    const { box } = this.parts;
    const status = el('p', { class: 'stats explorer-status', role: 'status' });
    if (this.#state === 'failed') {
      status.textContent = t.t('explorer.failed', { reason: this.#reason });
      box.replaceChildren(status);
      return;
    }
    if (this.#state === 'indexing' || !this.#shown) {
      const { done, total } = this.#progress;
      status.textContent = total ? t.t('explorer.indexing', { done: t.number(done), total: t.number(total) }) : t.t('explorer.reading');
      box.replaceChildren(status);
      return;
    }
    const { side, moves } = this.#shown;
    if (!moves.length) {
      status.textContent = t.t('explorer.none');
      box.replaceChildren(el('p', { class: 'stats', text: t.t('explorer.source') }), status);
      return;
    }
    const all = moves.reduce((sum, m) => sum + m.games, 0);
    status.textContent = t.t('explorer.total', { count: all });
    const percent = (/** @type {number} */ n, /** @type {number} */ of) => t.number(of ? n / of : 0, { style: 'percent' });
    const rows = moves.map((m) => {
      const play = el('button', {
        type: 'button', class: 'explorer-move', text: m.move, 'data-move': m.move,
        'aria-label': t.t('explorer.play', { move: m.move }),
      });
      play.addEventListener('click', () => this.parts.study.play(m.move));
      const bar = el('div', { class: 'explorer-bar', role: 'img', 'aria-label': t.t('explorer.outcomes', { wins: m.wins, draws: m.draws, losses: m.losses }) },
        /** @type {const} */ (['wins', 'draws', 'losses']).map((part) => {
          const share = el('span', { class: part, text: m[part] / m.games >= 0.15 ? percent(m[part], m.games) : '' });
          share.style.flexGrow = String(m[part]);
          return share;
        }));
      return el('tr', {}, [
        el('th', { scope: 'row' }, [play]),
        el('td', { class: 'explorer-games', text: `${t.number(m.games)} (${percent(m.games, all)})` }),
        el('td', { class: 'explorer-score', text: percent(m.wins + m.draws / 2, m.games) }),
        el('td', {}, [bar]),
      ]);
    });
    const head = el('tr', {}, ['move', 'games', 'score', 'outcomes'].map((what) => el('th', { scope: 'col', text: t.t(`explorer.head.${what}`) })));
    const table = el('table', { class: 'explorer-moves' }, [
      el('caption', { text: t.t(`explorer.caption.${side}`) }),
      el('thead', {}, [head]),
      el('tbody', {}, rows),
    ]);
    box.replaceChildren(el('p', { class: 'stats', text: t.t('explorer.source') }), table, status);
  }
}

/**
 * Opens the explorer in `parts.box`: its words, the index brought up to date, the position shown.
 * @param {ExplorerParts} parts
 * @returns {Promise<Explorer>}
 */
export async function openExplorer(parts) {
  const explorer = new Explorer(parts, await loadStudy());
  await explorer.setLanguage(parts.lang);
  explorer.sync();
  return explorer;
}
