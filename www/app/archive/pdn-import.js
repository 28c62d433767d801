// @ts-check
// Importing PDN into My games: paste a text, open a file or drop one; the file is read in the
// PDN worker (pdn-files.js) with a progress bar, then listed (players, date, result, moves, and
// each game's error: its line, column and reason; a game with an illegal move is kept up to it,
// a game for another game or without a move cannot be kept). Pick games, or import all: each
// becomes a game of My games with its canonical PDN (tags, comments and variations given back
// on export); the buttons are off while the games are added and once all are in, and a game
// that is in My games already (the same PDN) is skipped and counted. The dialog is built here, when first opened: the first page load carries none of it.
import { readPdn } from './pdn-files.js';
import { newGameId, newSeed } from '../../lib/archive/record.js';
import { pdnErrorAt } from '../../lib/coded-errors.js';
import { config } from '../../wasm/config.js';
import { failureText } from '../../lib/failure.js';
import { el } from '../../lib/dom.js';
import { PDN_TYPE } from '../../lib/download.js';

/** @typedef {import('./pdn-files.js').ImportedGame} PdnFileGame */
/** How many records of imported games are made in one task (100 000 at once held the page for
 * most of a second). */
const RECORDS_AT_ONCE = 2000;

/** Resolves in a later task, so that the page answers input and draws meanwhile. */
const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });
/** How many games the list shows at first, and adds at each Show more (Import all takes every game). */
const PAGE = 200;
/** @typedef {import('../../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */

/**
 * The My games record of an imported game; its result is the wasm's outcome of it (the rules',
 * or the result the record states: a resignation, an agreed draw).
 * @param {PdnFileGame} game
 * @param {number} now
 * @returns {GameRecord}
 */
export function recordOfImport(game, now) {
  const o = game.outcome;
  return {
    id: newGameId(), created: now, updated: now, mode: 'play',
    result: o ? { winner: o.winner ?? null, reason: o.reason, score: o.score } : null,
    fen: game.fen ?? null, moves: game.moves, seed: newSeed(), analysis: game.pdn,
    names: { white: game.white ?? '', black: game.black ?? '' },
    tags: { ...(game.date ? { date: game.date } : {}), ...(game.event ? { event: game.event } : {}) },
  };
}

/** The import dialog. */
export class PdnImport {
  /** @type {PdnFileGame[]} */
  games = [];
  /** How many games the list shows. */
  shown = 0;

  /** The numbers of the games of the list imported already (or found in My games). @type {Set<number>} */
  done = new Set();
  /** Whether an import is under way. */
  importing = false;

  /**
   * @param {{t: () => Translator, add: (games: GameRecord[], progress?: (done: number, total: number) => void) => Promise<{added: number, skipped: number}>}} host
   *   the words, and how games go into the archive (then My games shows them): how many were
   *   added, and how many were left out as there already
   */
  constructor(host) {
    this.host = host;
    this.paste = el('textarea', { id: 'pdn-paste', rows: '4', spellcheck: 'false' });
    this.file = el('input', { id: 'pdn-file', type: 'file', accept: `.pdn,.txt,${PDN_TYPE},text/plain` });
    this.read = el('button', { type: 'button', id: 'pdn-read' });
    this.progress = el('progress', { id: 'pdn-progress', max: '1', value: '0' });
    this.progress.hidden = true;
    this.summary = el('p', { id: 'pdn-summary', 'aria-live': 'polite' });
    this.list = el('ol', { id: 'pdn-games', class: 'pdn-games' });
    this.importSelected = el('button', { type: 'button', id: 'pdn-import-selected' });
    this.importAll = el('button', { type: 'button', id: 'pdn-import-all', class: 'primary' });
    this.close = el('button', { value: 'close' });
    this.more = el('button', { type: 'button', id: 'pdn-more' });
    this.more.hidden = true;
    this.more.addEventListener('click', () => this.showMore());
    this.title = el('h2', { id: 'pdn-import-title' });
    this.hint = el('p', { id: 'pdn-hint' });
    this.pasteLabel = el('label', { for: 'pdn-paste' });
    this.fileLabel = el('label', { for: 'pdn-file', class: 'pdn-file' });
    this.dialog = el('dialog', { class: 'my-games pdn-import', 'aria-labelledby': 'pdn-import-title' }, [
      el('form', { method: 'dialog' }, [
        this.title, this.hint,
        this.pasteLabel, this.paste,
        el('div', { class: 'row buttons' }, [this.read, this.file, this.fileLabel]),
        this.progress, this.summary,
        el('div', { class: 'row buttons' }, [this.importSelected, this.importAll]),
        this.list,
        el('div', { class: 'row buttons' }, [this.more, this.close]),
      ]),
    ]);
    document.body.append(this.dialog);
    this.read.addEventListener('click', () => this.load(this.paste.value));
    // A paste too large to read is refused before it fills the box (a 70 MB paste took 30 s).
    this.paste.addEventListener('paste', (e) => {
      if (this.#tooLarge(e.clipboardData?.getData('text/plain').length ?? 0)) e.preventDefault();
    });
    this.file.addEventListener('change', () => {
      const file = this.file.files?.[0];
      // Emptied, so that the same file chosen again (read again) is a change too: else the
      // browser stays silent, and the dialog shows the last import's summary.
      this.file.value = '';
      if (file) this.loadFile(file);
    });
    this.dialog.addEventListener('dragover', (e) => { e.preventDefault(); this.dialog.classList.add('dropping'); });
    this.dialog.addEventListener('dragleave', () => this.dialog.classList.remove('dropping'));
    this.dialog.addEventListener('drop', (e) => {
      e.preventDefault();
      this.dialog.classList.remove('dropping');
      const file = e.dataTransfer?.files[0];
      if (file) this.loadFile(file);
    });
    this.importSelected.addEventListener('click', () => this.import(false));
    this.importAll.addEventListener('click', () => this.import(true));
    this.translate();
  }

  /** @returns {Translator} */
  get t() { return this.host.t(); }

  /** Fills the dialog's words (again after a change of language). */
  translate() {
    const { t } = this;
    this.title.textContent = t.t('pdn.importTitle');
    this.hint.textContent = t.t('pdn.importHint');
    this.pasteLabel.textContent = t.t('pdn.paste');
    this.read.textContent = t.t('pdn.read');
    this.fileLabel.textContent = t.t('pdn.openFile');
    this.importSelected.textContent = t.t('pdn.importSelected');
    this.importAll.textContent = t.t('pdn.importAll');
    this.close.textContent = t.t('action.close');
    this.progress.setAttribute('aria-label', t.t('pdn.reading'));
    if (this.games.length) this.render();
  }

  show() {
    if (!this.dialog.open) this.dialog.showModal();
  }

  /** @param {File} file */
  async loadFile(file) {
    this.show();
    if (!this.#tooLarge(file.size)) await this.load(await file.text());
  }

  /**
   * Whether a text of `size` bytes, or of `size` UTF-16 units (each at least a byte of UTF-8),
   * is over the largest the wasm reads (config().pdnMaxBytes); if so the dialog says so, in
   * the words of the wasm's own refusal, and nothing is read.
   * @param {number} size
   */
  #tooLarge(size) {
    const max = config()?.pdnMaxBytes ?? Infinity;
    if (size <= max) return false;
    this.games = [];
    this.list.replaceChildren();
    this.#buttons();
    const reason = this.t.t('pdn.error.too-large', { mib: Math.floor(max / 2 ** 20) });
    this.summary.textContent = this.t.t('pdn.readFailed', { reason });
    return true;
  }

  /**
   * Reads a PDN text in the worker and lists its games.
   * @param {string} text
   */
  async load(text) {
    if (this.#tooLarge(text.length)) return;
    this.games = [];
    this.done = new Set();
    this.shown = 0;
    this.list.replaceChildren();
    this.progress.hidden = false;
    this.progress.value = 0;
    this.summary.textContent = this.t.t('pdn.reading');
    try {
      const file = await readPdn(text, (fraction) => { this.progress.value = fraction; });
      this.games = file.games;
      this.render();
    } catch (error) {
      this.summary.textContent = this.t.t('pdn.readFailed', { reason: failureText(this.t, error) });
    } finally {
      this.progress.hidden = true;
    }
  }

  /** Lists the games read: the first ones, the others on Show more (a file of thousands of
   * games is listed at once, and Import all takes them all). */
  render() {
    const { t } = this;
    const broken = this.games.filter((g) => g.error).length;
    this.summary.textContent = this.games.length
      ? [t.t('pdn.count', { count: this.games.length }), broken ? t.t('pdn.errors', { count: broken }) : ''].filter(Boolean).join(' ')
      : t.t('pdn.none');
    this.#buttons();
    const shown = Math.max(this.shown, PAGE);
    this.shown = 0;
    this.list.replaceChildren();
    this.showMore(shown);
  }

  /** Lists `count` more games. */
  showMore(count = PAGE) {
    const items = document.createDocumentFragment();
    for (const game of this.games.slice(this.shown, this.shown + count)) items.append(this.item(game));
    this.list.append(items);
    this.shown = Math.min(this.games.length, this.shown + count);
    const left = this.games.length - this.shown;
    this.more.hidden = left === 0;
    this.more.textContent = this.t.t('pdn.more', { count: Math.min(left, PAGE), left });
  }

  /** @param {PdnFileGame} game */
  item(game) {
    const { t } = this;
    const players = `${game.white || t.t('pdn.unknownPlayer')} – ${game.black || t.t('pdn.unknownPlayer')}`;
    const facts = [game.date, game.result, t.t('pdn.moveCount', { count: game.lastMove })].filter(Boolean).join(' · ');
    const box = el('input', { type: 'checkbox', id: `pdn-game-${game.number}` });
    const done = this.done.has(game.number);
    box.checked = game.importable && !done;
    box.disabled = !game.importable || done;
    box.dataset.number = String(game.number);
    const label = el('label', { for: box.id }, [el('strong', {}, [players]), ` · ${facts}`]);
    const li = el('li', { class: 'pdn-game' }, [box, ' ', label]);
    if (game.error) {
      const where = pdnErrorAt(t, game.error);
      const fate = game.importable ? t.t('pdn.keptUpTo', { count: game.lastMove }) : t.t('pdn.notKept');
      li.append(el('p', { class: 'pdn-error' }, [`${where} ${fate}`]));
      li.classList.add('pdn-broken');
    }
    return li;
  }

  /**
   * Adds the games picked (or all that can be kept) to My games.
   * @param {boolean} all
   */
  async import(all) {
    if (this.importing) return; // a second press while the first import runs adds nothing
    const picked = new Set([...this.list.querySelectorAll('input:checked')].map((b) => Number(/** @type {HTMLElement} */ (b).dataset.number)));
    const games = this.games.filter((g) => g.importable && !this.done.has(g.number) && (all || picked.has(g.number)));
    if (!games.length) return;
    this.importing = true;
    this.#buttons();
    try {
      this.progress.hidden = false;
      this.progress.value = 0;
      const now = Date.now();
      /** @type {GameRecord[]} */
      const records = [];
      for (let start = 0; start < games.length; start += RECORDS_AT_ONCE) {
        // Each a millisecond apart, so the list (newest first) keeps the file's order.
        records.push(...games.slice(start, start + RECORDS_AT_ONCE).map((g, i) => recordOfImport(g, now - start - i)));
        await nextTask(); // the page answers between two parts
      }
      // Stored in batches, the page answering between them; the bar and the count follow.
      const { added, skipped } = await this.host.add(records, (done, total) => {
        this.progress.value = done / total;
        this.summary.textContent = this.t.t('pdn.importing', { done, total });
      });
      for (const g of games) this.done.add(g.number);
      for (const box of this.list.querySelectorAll('input[type="checkbox"]')) {
        const input = /** @type {HTMLInputElement} */ (box);
        if (this.done.has(Number(input.dataset.number))) {
          input.checked = false;
          input.disabled = true;
        }
      }
      const words = [this.t.t('pdn.imported', { count: added })];
      if (skipped) words.push(this.t.t('pdn.skipped', { count: skipped }));
      this.summary.textContent = words.join(' ');
    } catch (error) {
      this.summary.textContent = this.t.t('pdn.importFailed', { reason: failureText(this.t, error) });
    } finally {
      this.progress.hidden = true;
      this.importing = false;
      this.#buttons();
    }
  }

  /** The import buttons: off while an import runs, and when every game that can be kept is
   * in My games already. */
  #buttons() {
    const left = this.games.some((g) => g.importable && !this.done.has(g.number));
    this.importAll.disabled = this.importing || !left;
    this.importSelected.disabled = this.importing || !left;
    this.dialog.toggleAttribute('aria-busy', this.importing);
  }
}
