// @ts-check
// The URL parameters of embed.html, checked and turned into <tobit-board> attributes.
import {
  OptionError, parseAnimation, parseBoolean, parseLevel, parseMode, parseMoves, parseOrientation,
} from '../element/options.js';

/**
 * Each accepted parameter and its check (the FEN and the moves are checked by the engine).
 * @param {Pick<import('../wasm/config.js').TobitConfig, 'levels'|'animationMs'>} limits from config()
 * @returns {Record<string, (value: string) => string | number | boolean>}
 */
const parameters = (limits) => ({
  fen: (value) => value.trim(),
  moves: (value) => parseMoves(value).join(' '),
  mode: parseMode,
  orientation: parseOrientation,
  level: (value) => parseLevel(value, limits.levels),
  numbers: (value) => parseBoolean('numbers', value),
  animation: (value) => parseAnimation(value, limits.animationMs),
  interactive: (value) => parseBoolean('interactive', value),
  lang: parseLanguageTag,
  puzzle: parsePuzzleId,
  controls: (value) => parseBoolean('controls', value),
});

/**
 * A language tag for the board's words (`en`, `ru`, `ru-RU`); a language without a catalog
 * falls back to the browser's languages, then English (i18n/i18n.js's languageFor).
 * @param {string} value
 * @returns {string}
 */
function parseLanguageTag(value) {
  const tag = value.trim();
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(tag)) {
    throw new OptionError('lang', { name: 'lang', got: value }, `lang must be a language tag such as en or ru (got "${value}")`);
  }
  return tag;
}

/**
 * A puzzle id of www/learn/puzzles.json: `p` and 8 hex digits (whether it exists is known once the
 * puzzles are loaded).
 * @param {string} value
 * @returns {string}
 */
function parsePuzzleId(value) {
  if (/^p[0-9a-f]{8}$/.test(value)) return value;
  throw new OptionError('puzzle', { name: 'puzzle', got: value }, `puzzle must be a puzzle id such as p062f1c17 (got "${value}")`);
}

/** The parameters that shape the page around the board, not the board itself. */
const PAGE_PARAMETERS = ['controls'];

/**
 * Reads embed.html's query string.
 * @param {string} search e.g. `location.search`: "?mode=ai-black&level=3"
 * @param {Pick<import('../wasm/config.js').TobitConfig, 'levels'|'animationMs'>} limits from config()
 * @returns {{attributes: Record<string, string>, controls: boolean}} the attributes to set on
 *   the board (`puzzle` without `mode` sets the puzzle mode), and whether the page shows its
 *   New game control (`controls=false` hides it)
 * @throws {Error} naming the first unknown, repeated or invalid parameter
 */
export function embedAttributes(search, limits) {
  const PARAMETERS = parameters(limits);
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const check = Object.hasOwn(PARAMETERS, name) ? PARAMETERS[name] : undefined;
    if (!check) {
      const accepted = Object.keys(PARAMETERS).join(', ');
      throw new OptionError('unknown', { name, accepted }, `unknown parameter "${name}" (accepted: ${accepted})`);
    }
    if (Object.hasOwn(attributes, name)) throw new OptionError('twice', { name }, `parameter "${name}" is given twice`);
    attributes[name] = String(check(value));
  }
  if (attributes.puzzle && !attributes.mode) attributes.mode = 'puzzle';
  const controls = attributes.controls !== 'false';
  for (const name of PAGE_PARAMETERS) delete attributes[name];
  return { attributes, controls };
}
