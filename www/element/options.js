// @ts-check
// Parsing and validation of the <tobit-board> options, shared by the element (attributes)
// and embed.html (URL parameters). Each parser returns the value or throws an Error whose
// message names the option and the accepted values. The limits come from the page module's
// config() (wasm/config.js), never from here. The Error is an OptionError, which also names its
// message in the catalogs (`option.<key>` of i18n/*.json), so a page can say it in its language.

/** An option value that is not accepted: an English message, and its words in the catalogs. */
export class OptionError extends Error {
  /**
   * @param {string} key the message's key in the catalogs, under `option.`
   * @param {Record<string, string | number>} params the values the message names
   * @param {string} message the message in English (for the console and the `error` event)
   */
  constructor(key, params, message) {
    super(message);
    this.name = 'OptionError';
    this.key = key;
    this.params = params;
  }
}

import { MODES } from '../lib/game/mode.js';

/** @typedef {import('../lib/game/mode.js').Mode} Mode */

/**
 * The game modes (lib/game/mode.js): two players, the AI playing one colour, a read-only board, or
 * a puzzle (the `puzzle` attribute names it; a mode the page registers: modes.js).
 * @param {string} value
 * @returns {Mode}
 */
export function parseMode(value) {
  if (MODES.includes(/** @type {Mode} */ (value))) return /** @type {Mode} */ (value);
  throw new OptionError('oneOf', { name: 'mode', accepted: MODES.join(', '), got: value }, `mode must be one of ${MODES.join(', ')} (got "${value}")`);
}

/** The board themes: the user's contrast preference decides, or always high or standard. */
const THEMES = ['auto', 'high-contrast', 'standard'];
/** @typedef {'auto'|'high-contrast'|'standard'} ThemeChoice */
/**
 * @param {string} value
 * @returns {ThemeChoice}
 */
export function parseTheme(value) {
  if (THEMES.includes(value)) return /** @type {ThemeChoice} */ (value);
  throw new OptionError('oneOf', { name: 'theme', accepted: THEMES.join(', '), got: value }, `theme must be one of ${THEMES.join(', ')} (got "${value}")`);
}

/**
 * @param {string} value
 * @returns {'white'|'black'}
 */
export function parseOrientation(value) {
  if (value === 'white' || value === 'black') return value;
  throw new OptionError('oneOf', { name: 'orientation', accepted: 'white, black', got: value }, `orientation must be white or black (got "${value}")`);
}

/**
 * @param {string} value
 * @param {{min: number, max: number}} levels config().levels
 * @returns {number} an AI level
 */
export function parseLevel(value, levels) {
  const level = Number(value);
  if (/^\d+$/.test(value) && level >= levels.min && level <= levels.max) return level;
  throw new OptionError('wholeNumber', { name: 'level', min: levels.min, max: levels.max, got: value }, `level must be a whole number from ${levels.min} to ${levels.max} (got "${value}")`);
}

/**
 * @param {string} value
 * @returns {number} a game's seed, a uint32
 */
export function parseSeed(value) {
  const seed = Number(value);
  if (/^\d+$/.test(value) && seed <= 0xffffffff) return seed;
  throw new OptionError('wholeNumber', { name: 'seed', min: 0, max: 4294967295, got: value }, `seed must be a whole number from 0 to 4294967295 (got "${value}")`);
}

/**
 * @param {string} name the option's name, for the error message
 * @param {string} value
 * @returns {boolean} `true` for "true" (or an empty attribute), `false` for "false"
 */
export function parseBoolean(name, value) {
  if (value === 'true' || value === '') return true;
  if (value === 'false') return false;
  throw new OptionError('boolean', { name, got: value }, `${name} must be true or false (got "${value}")`);
}

/**
 * @param {string} value
 * @param {{min: number, max: number}} range config().animationMs
 * @returns {number} a duration in ms, 0 for no animation
 */
export function parseAnimation(value, range) {
  const ms = Number(value);
  if (/^\d+$/.test(value) && ms >= range.min && ms <= range.max) return ms;
  throw new OptionError('duration', { name: 'animation', min: range.min, max: range.max, got: value }, `animation must be a duration in milliseconds from ${range.min} to ${range.max} (got "${value}")`);
}

/**
 * Splits a move list written with spaces or commas; move numbers such as "1." are skipped.
 * @param {string} value e.g. "7-14 30-23" or "1. 7-14 30-23 2. 14-21"
 * @returns {string[]}
 */
export function parseMoves(value) {
  return value
    .split(/[\s,]+/)
    .filter((token) => token !== '' && !/^\d+\.+$/.test(token));
}
