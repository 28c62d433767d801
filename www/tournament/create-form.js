// @ts-check
// The form that creates a tournament: name, place, dates, arbiter (the event's particulars),
// format (Swiss with its rounds, within the wasm's roundLimits, single or double round robin, knockout with its tie-break
// mini-matches), time controls (the app's presets; a knockout's tie-break games and deciding
// game have their own, faster ones, each asked for only when such games can be played),
// scoring (the wasm's), rating or entry order, whether players of one club avoid each other,
// and the tie-breaks in order (the format's usual ones first, from the wasm's defaultSettings;
// ticked ones count, moved up and down by buttons).

import { el } from '../lib/dom.js';
import { points, refusalText, tieBreakName } from './words.js';
import { emptyDetails } from './store.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').Settings} Settings */
/** @typedef {import('../tobit_tournament.js').Format} Format */
/** @typedef {import('../tobit_tournament.js').TieBreak} TieBreak */
/** @typedef {import('../tobit_tournament.js').Scoring} Scoring */
/** @typedef {typeof import('../tobit_tournament.js')} TournamentModule */
/** @typedef {import('./store.js').Details} Details */

/**
 * The number of a Swiss's rounds typed in the form, or null when it is not a whole number from
 * `min` to `max` (so 2^32 or 1e10 is refused in words, not thrown by the wasm).
 * @param {string} typed
 * @param {number} min
 * @param {number} max
 */
export function roundsAsked(typed, min, max) {
  const text = typed.trim();
  const n = Number(text);
  return /^\d+$/.test(text) && n >= min && n <= max ? n : null;
}

export class CreateForm {
  /**
   * @param {HTMLFormElement} form
   * @param {TournamentModule} wasm
   * @param {readonly string[]} timePresets the app's time controls (config().timePresets)
   * @param {(settings: Settings, details: Details) => Promise<void>} onCreate
   */
  constructor(form, wasm, timePresets, onCreate) {
    this.form = form;
    this.wasm = wasm;
    /** @type {Scoring[]} */
    this.scorings = wasm.scorings();
    /** @type {TieBreak[]} */
    this.all = wasm.tieBreaks();
    /** The rounds a Swiss may have (the tournament's limits, what a TRF carries). */
    this.rounds = wasm.roundLimits();
    const rounds = this.#field('rounds');
    rounds.min = String(this.rounds.min);
    rounds.max = String(this.rounds.max);
    /** @type {Translator | null} */
    this.t = null;
    for (const name of ['timeControl', 'tiebreakTimeControl', 'deciderTimeControl']) {
      this.#field(name).append(...timePresets.map((p) => new Option(p, p)));
    }
    this.#field('scoring').append(...this.scorings.map((_, i) => new Option('', String(i))));
    this.list = /** @type {HTMLOListElement} */ (form.querySelector('#tiebreak-list'));
    this.#field('format').addEventListener('change', () => this.#formatChanged());
    this.#field('tiebreakPairs').addEventListener('input', () => this.#knockoutControls());
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#submit(onCreate);
    });
    this.#formatChanged();
  }

  /**
   * A field of the form.
   * @param {string} name
   * @returns {HTMLInputElement & HTMLSelectElement}
   */
  #field(name) {
    return /** @type {any} */ (this.form.elements.namedItem(name));
  }

  /** Clears the form for a new tournament. */
  reset() {
    this.form.reset();
    this.#problem('');
    this.#formatChanged();
  }

  /** @param {Translator} t */
  translate(t) {
    this.t = t;
    this.#knockoutControls();
    const scoring = this.#field('scoring');
    this.scorings.forEach((s, i) => {
      scoring.options[i].text = [s.win, s.draw, s.loss].map((h) => points(t, h / 2)).join('-');
    });
    this.#renderTieBreaks(this.#tieBreaks().all);
  }

  /** The format chosen (a Swiss's rounds as typed when they are right, else the least). @returns {Format} */
  #format() {
    const { min, max } = this.rounds;
    const rounds = roundsAsked(this.#field('rounds').value, min, max) ?? min;
    switch (this.#field('format').value) {
      case 'roundRobin': return { RoundRobin: { double: false } };
      case 'doubleRoundRobin': return { RoundRobin: { double: true } };
      case 'knockout': return { Knockout: { tiebreak_pairs: this.#tiebreakPairs() } };
      default: return { Swiss: { rounds } };
    }
  }

  /** The number of a knockout's tie-break mini-matches asked for (0 to 5). */
  #tiebreakPairs() {
    return Math.min(5, Math.max(0, Math.trunc(Number(this.#field('tiebreakPairs').value)) || 0));
  }

  /** Whether tie-break games can be played: a knockout with at least one mini-match. */
  #hasTiebreakGames() {
    return this.#field('format').value === 'knockout' && this.#tiebreakPairs() > 0;
  }

  /**
   * Shows a knockout's own time controls only when their games can be played: the tie-break
   * games' when there is at least one mini-match; the deciding game's in every knockout (a
   * match still tied after its mini-matches, or after its two games when there are none, ends
   * with one). Without mini-matches the deciding game's "as the tie-break games" would name
   * games that are never played, so its empty choice reads "no clock" instead.
   */
  #knockoutControls() {
    const knockout = this.#field('format').value === 'knockout';
    /** @type {HTMLElement} */ (this.form.querySelector('#knockout-controls')).hidden = !knockout;
    // A knockout has three clocks: the first is its matches' main games'.
    const main = /** @type {HTMLElement} */ (this.form.querySelector('#time-control-label'));
    main.dataset.i18n = knockout ? 'tournament.ko.field.mainControl' : 'tournament.field.timeControl';
    if (this.t) main.textContent = this.t.t(main.dataset.i18n);
    /** @type {HTMLElement} */ (this.form.querySelector('#tiebreak-control-field')).hidden = !this.#hasTiebreakGames();
    const none = this.#field('deciderTimeControl').options[0];
    none.dataset.i18n = this.#hasTiebreakGames() ? 'tournament.field.deciderAsTiebreak' : 'tournament.noClock';
    if (this.t) none.text = this.t.t(none.dataset.i18n);
  }

  /** Shows the fields of the format chosen and its usual tie-breaks. */
  #formatChanged() {
    const format = this.#field('format').value;
    /** @type {HTMLElement} */ (this.form.querySelector('#rounds-field')).hidden = format !== 'swiss';
    /** @type {HTMLElement} */ (this.form.querySelector('#tiebreak-pairs-field')).hidden = format !== 'knockout';
    this.#knockoutControls();
    // A knockout ranks by the round reached (no tie-breaks) and decides a match on its games'
    // points (no scoring); only a Swiss pairs by score, where players of one club can avoid
    // each other.
    /** @type {HTMLElement} */ (this.form.querySelector('.tiebreaks')).hidden = format === 'knockout';
    /** @type {HTMLElement} */ (this.form.querySelector('#scoring-field')).hidden = format === 'knockout';
    /** @type {HTMLElement} */ (this.form.querySelector('#same-club-field')).hidden = format !== 'swiss';
    const usual = this.wasm.defaultSettings('-', this.#format()).tiebreaks;
    this.#renderTieBreaks([...usual, ...this.all.filter((tb) => !usual.includes(tb))], usual);
  }

  /** The tie-breaks as listed, and those ticked. */
  #tieBreaks() {
    const items = [...this.list.querySelectorAll('li')];
    const all = /** @type {TieBreak[]} */ (items.map((li) => li.dataset.tb));
    const on = items.filter((li) => /** @type {HTMLInputElement} */ (li.querySelector('input')).checked);
    return { all, on: /** @type {TieBreak[]} */ (on.map((li) => li.dataset.tb)) };
  }

  /**
   * Lists the tie-breaks in `order`, ticked as `on` says (by default as they are).
   * @param {TieBreak[]} order
   * @param {TieBreak[]} [on]
   * @param {TieBreak} [focus] the one whose button to focus again (it moved)
   * @param {string} [button] which of its buttons
   */
  #renderTieBreaks(order, on = this.#tieBreaks().on, focus, button) {
    const t = this.t;
    if (!t) return;
    this.list.replaceChildren(...order.map((tb, i) => {
      const name = tieBreakName(t, tb);
      const move = (/** @type {number} */ by, /** @type {string} */ key) => el('button', {
        type: 'button', class: 'small', 'data-move': key, 'aria-label': t.t(`tournament.tb.${key}`, { name }),
        disabled: i + by < 0 || i + by >= order.length,
        onclick: () => {
          const next = [...order];
          [next[i], next[i + by]] = [next[i + by], next[i]];
          this.#renderTieBreaks(next, this.#tieBreaks().on, tb, key);
        },
      }, [by < 0 ? '↑' : '↓']);
      return el('li', { 'data-tb': tb }, [
        el('label', { class: 'check' }, [el('input', { type: 'checkbox', checked: on.includes(tb) }), ` ${name}`]),
        move(-1, 'up'), move(1, 'down'),
      ]);
    }));
    if (focus) {
      const li = this.list.querySelector(`li[data-tb="${focus}"]`);
      const target = /** @type {HTMLButtonElement | null} */ (li?.querySelector(`[data-move="${button}"]:not(:disabled)`) ?? li?.querySelector('button:not(:disabled)'));
      target?.focus();
    }
  }

  /** @param {string} text */
  #problem(text) {
    /** @type {HTMLElement} */ (this.form.querySelector('#create-problem')).textContent = text;
  }

  /** @param {(settings: Settings, details: Details) => Promise<void>} onCreate */
  async #submit(onCreate) {
    const t = /** @type {Translator} */ (this.t);
    const name = this.#field('name').value.trim();
    if (!name) {
      this.#problem(t.t('tournament.create.needName'));
      this.#field('name').focus();
      return;
    }
    const { min, max } = this.rounds;
    if (this.#field('format').value === 'swiss' && roundsAsked(this.#field('rounds').value, min, max) === null) {
      this.#problem(t.t('tournament.create.badRounds', { min, max }));
      this.#field('rounds').focus();
      return;
    }
    try {
      await onCreate(...this.#settings(name));
    } catch (error) {
      this.#problem(refusalText(t, error));
    }
  }

  /**
   * The settings and details of the tournament the form describes.
   * @param {string} name
   * @returns {[Settings, Details]}
   */
  #settings(name) {
    const settings = this.wasm.defaultSettings(name, this.#format());
    settings.tiebreaks = this.#tieBreaks().on;
    settings.scoring = this.scorings[Number(this.#field('scoring').value)] ?? settings.scoring;
    settings.rank_by = this.#field('rankBy').value === 'EntryOrder' ? 'EntryOrder' : 'Rating';
    // FIDE's 2023 rules for unplayed rounds unless the organiser keeps the older ones.
    if (this.#field('tiebreakRules').value === 'Fide2009') settings.tiebreak_rules = 'Fide2009';
    settings.avoid_same_club = 'Swiss' in settings.format && /** @type {HTMLInputElement} */ (this.#field('avoidSameClub')).checked;
    settings.lots_seed = globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
    const value = (/** @type {string} */ key) => this.#field(key).value.trim();
    settings.event = {
      ...settings.event, place: value('place'), start: value('start') || undefined, end: value('end') || undefined,
      arbiter: value('arbiter'), time_control: value('timeControl'),
      // A control left chosen on a hidden field (no mini-matches) is not the event's.
      ...('Knockout' in settings.format && {
        tiebreak_time_control: this.#hasTiebreakGames() ? value('tiebreakTimeControl') : '',
        decider_time_control: value('deciderTimeControl'),
      }),
    };
    this.#problem('');
    return [settings, emptyDetails()];
  }
}
