// @ts-check
// My games' PDN tools, added to its dialog when it first opens (the first page load carries
// none of them): Import PDN (pdn-import.js, loaded when asked for), a box on each game to
// select it, Select all (every game of My games, listed or not), and the export of the games
// selected as one file, downloaded or copied, keeping the main line only, or also the
// variations, the comments, or everything (written by the PDN worker: pdn-files.js).
import { el } from '../../lib/dom.js';
import { writePdn } from './pdn-files.js';
import { PDN_TYPE, download } from '../../lib/download.js';
import { failureText } from '../../lib/failure.js';

/** @typedef {import('../../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./pdn-files.js').Keep} Keep */

/** What each choice of the export keeps besides the main line. @type {Record<string, Keep>} */
const KEEP = {
  all: { variations: true, comments: true },
  main: { variations: false, comments: false },
  variations: { variations: true, comments: false },
  comments: { variations: false, comments: true },
};

export class PdnTools {
  /** @type {Map<string, GameRecord>} every game of My games, by id, newest first */
  listed = new Map();
  /** @type {Set<string>} the ids of the games selected (shown in the list or not) */
  selected = new Set();

  /**
   * @param {{dialog: HTMLDialogElement, list: HTMLElement, summary: HTMLElement, t: () => Translator,
   *   toPdn: (game: GameRecord) => Promise<string>, add: (games: GameRecord[], progress?: (done: number, total: number) => void) => Promise<{added: number, skipped: number}>}} host
   */
  constructor(host) {
    this.host = host;
    this.importButton = el('button', { type: 'button', id: 'my-games-import' });
    this.selectAll = el('input', { type: 'checkbox', id: 'my-games-select-all' });
    this.selectAllLabel = el('label', { for: 'my-games-select-all', class: 'check' });
    this.keep = el('select', { id: 'my-games-keep' });
    this.keepLabel = el('label', { for: 'my-games-keep' });
    this.exportSelected = el('button', { type: 'button', id: 'my-games-export-selected' });
    this.copySelected = el('button', { type: 'button', id: 'my-games-copy-selected' });
    for (const value of Object.keys(KEEP)) this.keep.add(new Option('', value));
    const bar = el('div', { class: 'row buttons pdn-tools' }, [
      this.importButton, el('span', { class: 'check' }, [this.selectAll, ' ', this.selectAllLabel]),
      el('span', { class: 'keep' }, [this.keepLabel, this.keep]), this.exportSelected, this.copySelected,
    ]);
    host.list.before(bar);
    /** @type {Promise<import('./pdn-import.js').PdnImport> | null} */
    this.importer = null;
    this.importButton.addEventListener('click', () => this.openImport());
    this.selectAll.addEventListener('change', () => {
      this.selected = new Set(this.selectAll.checked ? this.listed.keys() : []);
      for (const box of this.boxes()) box.checked = this.selectAll.checked;
    });
    this.exportSelected.addEventListener('click', () => this.export(false));
    this.copySelected.addEventListener('click', () => this.export(true));
    host.dialog.addEventListener('dragover', (e) => e.preventDefault());
    host.dialog.addEventListener('drop', async (e) => {
      e.preventDefault();
      const file = e.dataTransfer?.files[0];
      if (file) (await this.openImport()).loadFile(file);
    });
  }

  /** Opens the import dialog (loading it on first use). */
  async openImport() {
    this.importer ??= import('./pdn-import.js').then(({ PdnImport }) => new PdnImport({ t: this.host.t, add: this.host.add }));
    const importer = await this.importer;
    importer.show();
    return importer;
  }

  /** Fills the tools' words. */
  translate() {
    const t = this.host.t();
    this.importButton.textContent = t.t('pdn.import');
    this.selectAllLabel.textContent = t.t('pdn.selectAll');
    this.keepLabel.textContent = t.t('pdn.keep');
    for (const option of this.keep.options) option.text = t.t(`pdn.keep.${option.value}`);
    this.exportSelected.textContent = t.t('pdn.exportSelected');
    this.copySelected.textContent = t.t('pdn.copySelected');
    this.importer?.then((i) => i.translate());
  }

  /**
   * Takes the games of My games (all of them, newest first, the list showing some): a selection
   * keeps the games still there, and Select all takes the new ones too.
   * @param {GameRecord[]} games
   */
  list(games) {
    this.listed = new Map(games.map((g) => [g.id, g]));
    const kept = this.selectAll.checked ? this.listed.keys() : [...this.selected].filter((id) => this.listed.has(id));
    this.selected = new Set(kept);
  }

  /**
   * The box that selects a game of the list.
   * @param {GameRecord} game
   * @param {Translator} t
   * @param {string} about the id of the row's description (read with the box's name)
   */
  checkbox(game, t, about) {
    const box = el('input', { type: 'checkbox', class: 'my-game-select', 'aria-label': t.t('pdn.select'), 'aria-describedby': about });
    box.dataset.id = game.id;
    box.checked = this.selected.has(game.id);
    box.addEventListener('change', () => {
      if (box.checked) this.selected.add(game.id);
      else this.selected.delete(game.id);
    });
    return box;
  }

  /** @returns {HTMLInputElement[]} */
  boxes() {
    return [...this.host.list.querySelectorAll('input.my-game-select')].map((b) => /** @type {HTMLInputElement} */ (b));
  }

  /**
   * Games (canonical PDN, one after another) as one file, keeping what the export's choice says.
   * @param {string} text
   */
  write(text) {
    return writePdn(text, KEEP[this.keep.value]);
  }

  /**
   * Exports the games selected: downloaded, or copied to the clipboard.
   * @param {boolean} copy
   */
  async export(copy) {
    const t = this.host.t();
    const games = [...this.listed.values()].filter((g) => this.selected.has(g.id));
    if (!games.length) {
      this.host.summary.textContent = t.t('pdn.noneSelected');
      return;
    }
    try {
      const texts = [];
      for (const game of games) texts.push(await this.host.toPdn(game));
      const pdn = await this.write(texts.join('\n'));
      if (copy) {
        await navigator.clipboard.writeText(pdn);
        this.host.summary.textContent = t.t('pdn.copied', { count: games.length });
      } else {
        download(new Blob([pdn], { type: PDN_TYPE }), `tobit-games-${new Date().toISOString().slice(0, 10)}.pdn`);
      }
    } catch (error) {
      this.host.summary.textContent = t.t('games.exportFailed', { reason: failureText(t, error) });
    }
  }
}
