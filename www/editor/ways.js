// @ts-check
// The ways on from the editor, each with the position set up: Analyse (analysis.html?fen=),
// Play against the computer (the colour and level chosen) and Play two on this device (the app
// with the position: lib/address/url-state.js reads it), and Save to My games (a new game in the
// archive, two players, not begun). All closed while the position cannot be played.
import { queryForGame } from '../lib/address/url-state.js';
import { modeFor } from '../lib/game/mode.js';
import { openArchive } from '../lib/archive/archive.js';
import { newGameId, newSeed, recordOf } from '../lib/archive/record.js';
import { failureText } from '../lib/failure.js';

/** @typedef {import('../tobit_study.js').SetupReport} SetupReport */
/** @typedef {import('../lib/archive/save.js').Levels} Levels */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

export class Ways {
  /** The board's orientation, given to the games opened. @type {'white' | 'black'} */
  orientation = 'white';

  /**
   * @param {Levels} levels config().levels
   * @param {() => SetupReport} position the position set up
   */
  constructor(levels, position) {
    this.levels = levels;
    this.position = position;
    this.colour = /** @type {HTMLSelectElement} */ ($('colour'));
    this.level = /** @type {HTMLSelectElement} */ ($('level'));
    for (let n = levels.min; n <= levels.max; n += 1) this.level.add(new Option(String(n), String(n), false, n === levels.default));
    this.save = /** @type {HTMLButtonElement} */ ($('save'));
    this.save.addEventListener('click', () => this.#save());
    for (const select of [this.colour, this.level]) select.addEventListener('change', () => this.#links());
    /** @type {Translator | null} */
    this.t = null;
    this.playable = false;
  }

  /**
   * Opens or closes the ways for the position on the board.
   * @param {boolean} playable
   * @param {Translator} t
   */
  update(playable, t) {
    this.playable = playable;
    this.t = t;
    this.save.disabled = !playable;
    this.#links();
  }

  /**
   * The app's address for the position played in `mode`.
   * @param {import('../lib/game/mode.js').PlayMode} mode
   */
  #appLink(mode) {
    const { fen } = this.position();
    const level = Number(this.level.value);
    return `index.html?${queryForGame({ fen, moves: [], mode, level, orientation: this.orientation, numbers: true })}`;
  }

  #links() {
    const { fen } = this.position();
    const colour = this.colour.value === 'black' ? 'black' : 'white';
    const links = {
      analyse: `analysis.html?${new URLSearchParams({ fen })}`,
      two: this.#appLink('play'),
      computer: this.#appLink(modeFor(colour)),
    };
    for (const [id, href] of Object.entries(links)) {
      const a = $(id);
      if (this.playable) {
        a.setAttribute('href', href);
        a.removeAttribute('aria-disabled');
      } else {
        a.removeAttribute('href');
        a.setAttribute('aria-disabled', 'true');
        a.setAttribute('role', 'link');
      }
    }
  }

  /** Saves the position as a new game of My games (two players, no move yet). */
  async #save() {
    const line = $('message');
    const { fen } = this.position();
    try {
      const archive = await openArchive({ levels: this.levels });
      const now = Date.now();
      const game = { fen, moves: [], mode: /** @type {const} */ ('play'), level: this.levels.default, orientation: this.orientation, numbers: true };
      await archive.put(recordOf(game, { id: newGameId(), created: now, seed: newSeed(), result: null }, now));
      archive.close();
      line.textContent = this.t?.t('editor.saved') ?? '';
      line.className = 'feedback good';
    } catch (error) {
      line.textContent = this.t ? this.t.t('editor.saveFailed', { reason: failureText(this.t, error) }) : '';
      line.className = 'feedback bad';
    }
  }
}
