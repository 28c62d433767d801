// @ts-check
// The attributes of <tobit-board> that carry options, and the properties that mirror them: how
// each is parsed (options.js, within the limits of wasm/config.js), read back as a property
// (an absent or invalid attribute reads as the default: optionValue), and written as an
// attribute (writeAttribute). The element (tobit-board.js) declares the properties with these
// and reacts to the changes.
import { config } from '../wasm/config.js';
import {
  OptionError, parseAnimation, parseBoolean, parseLevel, parseMode, parseSeed, parseTheme,
} from './options.js';

/** @typedef {import('../lib/game/controller.js').Mode} Mode */

/**
 * The configuration, or an error for an attribute read before the wasm module gave it.
 * @returns {import('../wasm/config.js').TobitConfig}
 */
function limits() {
  const loaded = config();
  if (!loaded) throw new Error('the Tobit module is not loaded yet');
  return loaded;
}

/** Parsers of the attributes that carry options (fen, moves and orientation are handled apart). */
const OPTION_PARSERS = {
  mode: parseMode,
  /** @param {string} value */
  level: (value) => parseLevel(value, limits().levels),
  /** @param {string} value */
  numbers: (value) => parseBoolean('numbers', value),
  /** @param {string} value */
  animation: (value) => parseAnimation(value, limits().animationMs),
  /** @param {string} value */
  interactive: (value) => parseBoolean('interactive', value),
  seed: parseSeed,
  theme: parseTheme,
  /** @param {string} value */
  sound: (value) => parseBoolean('sound', value),
};
/** @typedef {keyof typeof OPTION_PARSERS} OptionName */

/**
 * The parsed value of an option attribute of `element`, or undefined when absent, invalid or
 * not checkable yet (before the wasm module has given the limits).
 * @template {OptionName} N
 * @param {Element} element
 * @param {N} name
 * @returns {ReturnType<typeof OPTION_PARSERS[N]> | undefined}
 */
export function optionValue(element, name) {
  const value = element.getAttribute(name);
  if (value === null) return undefined;
  try {
    return /** @type {any} */ (OPTION_PARSERS[name](value));
  } catch {
    return undefined;
  }
}

/**
 * Sets attribute `name` of `element` to `value` (removes it for null or undefined).
 * @param {Element} element
 * @param {string} name
 * @param {unknown} value
 */
export function writeAttribute(element, name, value) {
  if (value === null || value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

/** The attributes the element observes (attributeChangedCallback); each option's property mirrors it. */
export const OBSERVED_ATTRIBUTES = ['fen', 'moves', 'orientation', 'mode', 'level', 'numbers', 'animation', 'interactive', 'seed', 'puzzle', 'lang', 'theme', 'sound'];

/** The elements that are setting their own attributes now (see `reflect`). */
const reflecting = new WeakSet();

/**
 * Runs `change`, which sets `element`'s attributes to match its state, with `isReflecting(element)`
 * true meanwhile, so that the element does not react to the changes it makes itself.
 * @param {HTMLElement} element
 * @param {() => void} change
 */
export function reflect(element, change) {
  reflecting.add(element);
  try {
    change();
  } finally {
    reflecting.delete(element);
  }
}

/**
 * Whether `reflect` is running for `element`.
 * @param {HTMLElement} element
 */
export function isReflecting(element) {
  return reflecting.has(element);
}

/**
 * What is wrong with `element`'s option attributes `names` (all of them by default) as they are
 * set, as the details of `error` events: per bad value its English `message` and its `text` in
 * the language of `t` (the catalogs' words of the OptionError; the English message without
 * `t`); names that are no option attribute are left out.
 * @param {HTMLElement} element
 * @param {import('../i18n/i18n.js').Translator | null} t
 * @param {string[]} [names]
 * @returns {{message: string, text: string}[]}
 */
export function optionProblems(element, t, names = Object.keys(OPTION_PARSERS)) {
  const problems = [];
  for (const name of names) {
    const value = element.getAttribute(name);
    if (value === null || !Object.hasOwn(OPTION_PARSERS, name)) continue;
    try {
      OPTION_PARSERS[/** @type {OptionName} */ (name)](value);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const text = t && error instanceof OptionError ? t.t(`option.${error.key}`, error.params) : message;
      problems.push({ message, text });
    }
  }
  return problems;
}

/**
 * Passes on the properties set on `element` before it was defined (each hides its accessor).
 * Called when the element is connected.
 * @param {HTMLElement} element
 */
export function adoptEarlyProperties(element) {
  const self = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (element));
  for (const name of OBSERVED_ATTRIBUTES) {
    if (Object.hasOwn(element, name)) {
      const value = self[name];
      delete self[name];
      self[name] = value;
    }
  }
}
