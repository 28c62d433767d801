// @ts-check
// The attributes of <tobit-board> that carry options, and the properties that mirror them: how
// each is parsed (options.js, within the limits of wasm/config.js), read back as a property
// (an absent or invalid attribute reads as the default), and written as an attribute. The
// element (tobit-board.js) extends `BoardAttributes` and reacts to the changes.
import { config } from '../wasm/config.js';
import {
  OptionError, parseAnimation, parseBoolean, parseLevel, parseMode, parseMoves, parseSeed, parseTheme,
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
function optionValue(element, name) {
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

/** The element's attributes mirrored by properties (the base of `TobitBoard`). */
export class BoardAttributes extends HTMLElement {

  static observedAttributes = ['fen', 'moves', 'orientation', 'mode', 'level', 'numbers', 'animation', 'interactive', 'seed', 'puzzle', 'lang', 'theme', 'sound'];

  /** The position the game starts from (FEN); empty for the standard start. */
  get fen() { return this.getAttribute('fen') ?? ''; }
  set fen(value) { writeAttribute(this, 'fen', value); }
  /** The moves replayed from `fen`, separated by spaces. */
  get moves() { return this.getAttribute('moves') ?? ''; }
  set moves(value) { writeAttribute(this, 'moves', Array.isArray(value) ? value.join(' ') : value); }
  /**
   * `play` (two players), `ai-white`, `ai-black` (the AI plays that colour), `view`, or
   * `puzzle` (the puzzle named by the `puzzle` attribute).
   * @returns {Mode}
   */
  get mode() { return optionValue(this, 'mode') ?? 'play'; }
  set mode(value) { writeAttribute(this, 'mode', value); }
  /** The AI level, config().levels.min..max (its default before the attribute is set). */
  get level() { return optionValue(this, 'level') ?? config()?.levels.default; }
  set level(value) { writeAttribute(this, 'level', value); }
  /** Whether the point numbers are shown. */
  get numbers() { return optionValue(this, 'numbers') ?? Boolean(config()?.boardOptions.numbers ?? true); }
  set numbers(value) { writeAttribute(this, 'numbers', value); }
  /** The move animation in ms (0 = none); null for the board's default. */
  get animation() { return optionValue(this, 'animation') ?? null; }
  set animation(value) { writeAttribute(this, 'animation', value); }
  /** Whether the user may move pieces (false makes any mode read-only). */
  get interactive() { return optionValue(this, 'interactive') ?? true; }
  set interactive(value) { writeAttribute(this, 'interactive', value); }
  /** The game's seed (uint32): the AI's levels 1..4 vary their replies with it; null: none. */
  get seed() { return optionValue(this, 'seed') ?? null; }
  set seed(value) { writeAttribute(this, 'seed', value); }
  /**
   * `auto` (high contrast when the user prefers more contrast), `high-contrast` or `standard`.
   * @returns {import('./options.js').ThemeChoice}
   */
  get theme() { return optionValue(this, 'theme') ?? 'auto'; }
  set theme(value) { writeAttribute(this, 'theme', value); }
  /** Whether moves make sounds, unless the player switched them off or on (S on the board). */
  get sound() { return optionValue(this, 'sound') ?? false; }
  set sound(value) { writeAttribute(this, 'sound', value); }
}

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
 * The games `element`'s `fen` and `moves` attributes describe, to be tried in turn until one
 * loads: the position with its moves, then without a bad move list, then the standard start
 * instead of a bad position.
 * @param {BoardAttributes} element
 * @returns {[string, string[]][]}
 */
export function gamesToTry(element) {
  const fen = element.fen;
  const moves = parseMoves(element.moves);
  /** @type {[string, string[]][]} */
  const attempts = [[fen, moves]];
  if (moves.length > 0) attempts.push([fen, []]);
  if (fen) attempts.push(['', []]);
  return attempts;
}

/**
 * Passes on the properties set on `element` before it was defined (each hides its accessor).
 * Called when the element is connected.
 * @param {BoardAttributes} element
 */
export function adoptEarlyProperties(element) {
  const self = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (element));
  for (const name of BoardAttributes.observedAttributes) {
    if (Object.hasOwn(element, name)) {
      const value = self[name];
      delete self[name];
      self[name] = value;
    }
  }
}
