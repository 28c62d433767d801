// @ts-check
// The choice of a game: on the first visit (welcome) and behind "New game". Against the computer
// (the default) with a colour and a level, or a friend on this device (or elsewhere, by link:
// link-choice.js, loaded when the dialog first opens, where the link page is there). The form asks in the
// player's words (opponent, colour); the choice is in the element's (lib/game/mode.js).

import { humanColor, modeFor } from '../lib/game/mode.js';
import { onDemand } from './on-demand.js';
import { HAS_LINK_PAGE } from './edition.js';

/** @typedef {import('../lib/game/controller.js').Color} Color */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/**
 * Who plays whom, the computer's level, and the time control (null or absent: no clock).
 * @typedef {{mode: import('../lib/game/mode.js').PlayMode, level: number, clock?: TimeControl | null}} GameChoice
 */
/** @typedef {import('../tobit_study.js').TimeControl} TimeControl */
/** @typedef {import('../wasm/config.js').Range} Range */

/** The choice dialog (index.html's #new-game-dialog). */
export class NewGameDialog {
  /**
   * @param {HTMLDialogElement} dialog
   * @param {Range} levels config().levels
   * @param {() => Promise<void>} clockWords loads the clock's words (a part of the catalog)
   */
  constructor(dialog, levels, clockWords) {
    this.dialog = dialog;
    this.levels = levels;
    this.form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
    this.level = /** @type {HTMLSelectElement} */ (this.form.elements.namedItem('level'));
    this.colour = /** @type {HTMLSelectElement} */ (this.form.elements.namedItem('colour'));
    this.first = false;
    /** @type {Translator | null} */
    this.t = null;
    /** @type {import('./clock/time-control-picker.js').TimeControlPicker | null} the clock's part, once loaded */
    this.picker = null;
    // The time control's part (www/app/clock/) loads when the dialog first opens after the welcome.
    this.loadPicker = onDemand(() => clockWords().then(() => import('./clock/time-control-picker.js')).then(({ timeControlPicker }) => timeControlPicker(this.form)));
    // The choice of a game by link, "With a friend, by link" (none in the single file: no link
    // page): Start then goes to the link page, which asks the rest (name, colour, time per move).
    this.byLink = /** @type {HTMLInputElement} */ (this.form.querySelector('input[value="link"]'));
    const byLinkChoice = /** @type {HTMLElement} */ (this.byLink.closest('label'));
    if (HAS_LINK_PAGE) byLinkChoice.hidden = false;
    else byLinkChoice.remove();
    this.form.addEventListener('submit', (e) => {
      if (!this.byLink.checked) return;
      e.preventDefault();
      location.assign('link.html');
    });
    this.form.addEventListener('change', () => this.#showAiSettings());
    // On the first visit, Escape takes the choice as it stands (the computer by default).
    dialog.addEventListener('cancel', (e) => {
      if (this.first) {
        e.preventDefault();
        dialog.close('start');
      }
    });
  }

  /** @returns {'ai'|'two'} the opponent chosen in the form */
  get opponent() {
    return /** @type {RadioNodeList} */ (this.form.elements.namedItem('mode')).value === 'two' ? 'two' : 'ai';
  }

  /**
   * Writes the dialog's words in the language of `t` (the level names; the rest is data-i18n).
   * @param {Translator} t
   */
  translate(t) {
    this.t = t;
    const chosen = this.level.value;
    const options = [];
    for (let level = this.levels.min; level <= this.levels.max; level++) {
      options.push(new Option(t.t('level.option', { level, name: t.t(`level.name.${level}`) }), String(level)));
    }
    this.level.replaceChildren(...options);
    this.level.value = chosen || String(this.levels.default);
    this.picker?.translate(t);
    this.#title();
  }

  /**
   * Opens the dialog with `current` chosen; resolves with the choice ("Random" colour drawn),
   * or null when cancelled.
   * @param {GameChoice} current
   * @param {{first?: boolean}} [options] `first`: the welcome of a first visit (no cancelling)
   * @returns {Promise<GameChoice | null>}
   */
  open(current, { first = false } = {}) {
    this.first = first;
    this.dialog.classList.toggle('first', first);
    const human = humanColor(current.mode);
    /** @type {RadioNodeList} */ (this.form.elements.namedItem('mode')).value = human ? 'ai' : 'two';
    if (human) this.colour.value = human;
    this.level.value = String(current.level);
    this.#title();
    this.#showAiSettings();
    if (!first) {
      this.loadPicker().then((picker) => {
        this.picker = picker;
        if (this.t) picker.translate(this.t);
      }, (error) => console.warn(error)); // no clock to choose: the game has none
    }
    return new Promise((resolve) => {
      this.dialog.addEventListener('close', async () => {
        if (this.dialog.returnValue !== 'start') {
          resolve(null);
          return;
        }
        const colour = this.colour.value === 'random'
          ? (Math.random() < 0.5 ? 'white' : 'black')
          : /** @type {Color} */ (this.colour.value);
        const clock = first ? null : await this.picker?.value() ?? null;
        resolve({ mode: modeFor(this.opponent === 'ai' ? colour : null), level: Number(this.level.value), clock });
      }, { once: true });
      this.dialog.returnValue = '';
      this.dialog.showModal();
    });
  }

  #title() {
    const title = /** @type {HTMLElement} */ (this.dialog.querySelector('h2'));
    if (this.t) title.textContent = this.t.t(this.first ? 'welcome.title' : 'action.newGame');
  }

  /** The colour and level matter only against the computer. */
  #showAiSettings() {
    const ai = this.opponent === 'ai';
    for (const select of [this.colour, this.level]) select.disabled = !ai;
  }
}
