// @ts-check
// The time control of the new-game dialog (app/new-game.js loads this module when the dialog
// first opens): no clock, a preset (3+2, 5+3...), or custom minutes and seconds with an
// increment, a simple delay or a Bronstein delay, and a different starting time for Black (a
// handicap). Remembered on the device. The controls are made here, so the first page load does
// not carry them. The presets come from the page module's config(); every check of a control
// comes from the study module (src/clock), loaded only once a clock is chosen, so a game without
// one never fetches it.
import { loadStudy } from '../../wasm/loader.js';
import { loadConfig } from '../../wasm/config.js';
import { addClockStyle } from './clock-view.js';
import { codeText, thrownData } from '../../lib/coded-errors.js';
import { readJson, writeJson } from '../../lib/storage.js';

/** @typedef {import('../../tobit_study.js').TimeControl} TimeControl */
/** @typedef {import('../../tobit_study.js').ControlError} ControlError */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/**
 * The choice as remembered: `preset` is a preset's short form, `none` or `custom`.
 * @typedef {{preset: string, minutes: number, seconds: number, bonus: number,
 *   kind: 'increment'|'simple-delay'|'bronstein', handicap: boolean, blackMinutes: number, blackSeconds: number}} Remembered
 */

/** localStorage key of the remembered choice. */
export const TIME_CONTROL_KEY = 'tobit.clock.choice.v1';
const KINDS = /** @type {const} */ (['increment', 'simple-delay', 'bronstein']);
/** @type {Remembered} */
const DEFAULT = { preset: 'none', minutes: 10, seconds: 0, bonus: 5, kind: 'increment', handicap: false, blackMinutes: 5, blackSeconds: 0 };

/** @returns {Remembered} */
function remembered() {
  const data = readJson(TIME_CONTROL_KEY); // unreadable or storage blocked: null, the default
  return data && typeof data === 'object' ? { ...DEFAULT, ...data } : DEFAULT;
}

/**
 * An element with attributes and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} [attributes]
 * @param {(Node | string)[]} [children]
 * @returns {HTMLElementTagNameMap[K]}
 */
function make(tag, attributes = {}, children = []) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/**
 * The words of a control: a span whose text is the catalog entry `key` (see translate).
 * @param {string} key
 */
const words = (key) => make('span', { 'data-clock-words': key });

/**
 * A number field in a label.
 * @param {string} name
 * @param {number} max
 * @param {string} key the catalog key of its label
 */
function numberField(name, max, key) {
  const input = make('input', { type: 'number', name, min: '0', max: String(max), step: '1', inputmode: 'numeric' });
  return { input, label: make('label', {}, [words(key), input]) };
}

/** The time-control part of the new-game form. */
export class TimeControlPicker {
  /** The study module once loaded (#needStudy). @type {typeof import('../../tobit_study.js') | null} */
  #study = null;
  /** @type {Promise<typeof import('../../tobit_study.js')> | null} */
  #loading = null;
  /** @type {Translator | null} */
  #t = null;

  /**
   * Builds the controls into `form`, before its buttons.
   * @param {HTMLFormElement} form
   * @param {readonly string[]} timePresets the presets' short forms (config().timePresets)
   * @param {{minutes: number, bonusSeconds: number}} maxima the largest custom control (config().clockMaxima)
   */
  constructor(form, timePresets, maxima) {
    addClockStyle();
    this.preset = make('select', { name: 'clock' });
    const presets = ['none', ...timePresets, 'custom'];
    this.preset.append(...presets.map((value) => new Option(value, value)));
    this.minutes = numberField('clock-minutes', maxima.minutes, 'clock.field.minutes');
    this.seconds = numberField('clock-seconds', 59, 'clock.field.seconds');
    this.bonus = numberField('clock-bonus', maxima.bonusSeconds, 'clock.field.bonus');
    this.kind = make('select', { name: 'clock-kind' });
    this.kind.append(...KINDS.map((kind) => new Option(kind, kind)));
    this.handicap = make('input', { type: 'checkbox', name: 'clock-handicap' });
    this.blackMinutes = numberField('clock-black-minutes', maxima.minutes, 'clock.field.blackMinutes');
    this.blackSeconds = numberField('clock-black-seconds', 59, 'clock.field.blackSeconds');
    this.black = make('div', { class: 'clock-black' }, [this.blackMinutes.label, this.blackSeconds.label]);
    this.custom = make('div', { class: 'clock-custom' }, [
      this.minutes.label, this.seconds.label, this.bonus.label,
      make('label', {}, [words('clock.field.kind'), this.kind]),
      make('label', { class: 'check' }, [this.handicap, words('clock.field.handicap')]),
      this.black,
    ]);
    this.error = make('p', { class: 'clock-error', role: 'alert' });
    this.legend = make('legend');
    this.fieldset = make('fieldset', { class: 'time-control' }, [
      this.legend,
      make('label', {}, [words('clock.field.control'), this.preset]),
      this.custom, this.error,
    ]);
    form.querySelector('.buttons')?.before(this.fieldset);
    this.fieldset.addEventListener('input', () => this.#check());
    this.fieldset.addEventListener('change', () => this.#check());
    this.#fill(remembered());
  }

  /**
   * Writes the controls' words in the language of `t`.
   * @param {Translator} t
   */
  translate(t) {
    this.#t = t;
    this.legend.textContent = t.t('clock.legend');
    for (const span of this.fieldset.querySelectorAll('[data-clock-words]')) {
      span.textContent = t.t(/** @type {HTMLElement} */ (span).dataset.clockWords ?? '');
    }
    for (const option of this.preset.options) {
      if (option.value === 'none' || option.value === 'custom') option.text = t.t(`clock.preset.${option.value}`);
    }
    for (const option of this.kind.options) option.text = t.t(`clock.kind.${option.value}`);
    this.#check();
  }

  /**
   * The chosen control, remembered for the next game; null for no clock (or a custom control
   * the form refuses, which the form does not let through, or when the study module, which
   * reads a control, cannot be loaded).
   * @returns {Promise<TimeControl | null>}
   */
  async value() {
    const choice = this.#read();
    writeJson(TIME_CONTROL_KEY, choice); // storage blocked: not remembered
    if (choice.preset === 'none') return null;
    try {
      return this.#control(choice, await this.#needStudy());
    } catch {
      return null;
    }
  }

  /** @returns {Promise<typeof import('../../tobit_study.js')>} the study module, loaded once (a failure is tried again later) */
  #needStudy() {
    this.#loading ??= loadStudy().then((study) => {
      this.#study = study;
      this.#check();
      return study;
    }, (error) => {
      this.#loading = null;
      throw error;
    });
    return this.#loading;
  }

  /** @returns {Remembered} */
  #read() {
    const n = (/** @type {{input: HTMLInputElement}} */ field) => Number(field.input.value || 0);
    const kind = KINDS.find((k) => k === this.kind.value) ?? 'increment';
    return {
      preset: this.preset.value, minutes: n(this.minutes), seconds: n(this.seconds), bonus: n(this.bonus), kind,
      handicap: this.handicap.checked, blackMinutes: n(this.blackMinutes), blackSeconds: n(this.blackSeconds),
    };
  }

  /** @param {Remembered} choice */
  #fill(choice) {
    this.preset.value = [...this.preset.options].some((o) => o.value === choice.preset) ? choice.preset : 'none';
    this.minutes.input.value = String(choice.minutes);
    this.seconds.input.value = String(choice.seconds);
    this.bonus.input.value = String(choice.bonus);
    this.kind.value = choice.kind;
    this.handicap.checked = choice.handicap;
    this.blackMinutes.input.value = String(choice.blackMinutes);
    this.blackSeconds.input.value = String(choice.blackSeconds);
    this.#check();
  }

  /**
   * The control of `choice`; throws (the study module's words) when it is out of range.
   * @param {Remembered} choice
   * @param {typeof import('../../tobit_study.js')} study
   * @returns {TimeControl | null}
   */
  #control(choice, study) {
    if (choice.preset === 'none') return null;
    if (choice.preset !== 'custom') return study.parseTimeControl(choice.preset);
    const white = study.customTimeControl(choice.minutes, choice.seconds, choice.bonus, choice.kind);
    if (!choice.handicap) return white;
    const black = study.customTimeControl(choice.blackMinutes, choice.blackSeconds, choice.bonus, choice.kind);
    return { white: white.white, black: black.black };
  }

  /** Shows the custom fields when asked for, and refuses a control out of range (with why). */
  #check() {
    const choice = this.#read();
    this.custom.hidden = choice.preset !== 'custom';
    this.black.hidden = !choice.handicap;
    let problem = '';
    try {
      if (choice.preset !== 'none' && !this.#study) this.#needStudy().catch(() => {}); // checked once loaded
      else if (this.#study) this.#control(choice, this.#study);
    } catch (error) {
      problem = this.#t ? this.#t.t('clock.badControl', { reason: refusalText(this.#t, error) }) : 'bad control';
    }
    this.error.textContent = problem;
    this.error.hidden = !problem;
    this.minutes.input.setCustomValidity(problem);
  }
}

/**
 * Why the study module refused a control, in the words of `t`: the code of a
 * `TimeControlError` (a control out of range) worded from the catalog (`clock.error.*`), else
 * the error's own message.
 * @param {Translator} t
 * @param {unknown} error
 * @returns {string}
 */
function refusalText(t, error) {
  const control = /** @type {ControlError | null} */ (thrownData(error, 'control'));
  if (control) return codeText(t, 'clock.error', control);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Builds the picker into `form`, its presets from the page module's config().
 * @param {HTMLFormElement} form
 * @returns {Promise<TimeControlPicker>}
 */
export async function timeControlPicker(form) {
  const { timePresets, clockMaxima } = await loadConfig();
  return new TimeControlPicker(form, timePresets, clockMaxima);
}
