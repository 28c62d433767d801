// @ts-check
// The URL parameters of embed.html, checked and turned into <tobit-board> attributes.
import {
  parseAnimation, parseBoolean, parseLevel, parseMode, parseMoves, parseOrientation,
} from './board-options.js';

/**
 * Each accepted parameter and its check (the FEN and the moves are checked by the engine).
 * @param {Pick<import('./config.js').TobitConfig, 'levels'|'animationMs'>} limits from config()
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
});

/**
 * Reads embed.html's query string.
 * @param {string} search e.g. `location.search`: "?mode=ai-black&level=3"
 * @param {Pick<import('./config.js').TobitConfig, 'levels'|'animationMs'>} limits from config()
 * @returns {Record<string, string>} the attributes to set on the board
 * @throws {Error} naming the first unknown, repeated or invalid parameter
 */
export function embedAttributes(search, limits) {
  const PARAMETERS = parameters(limits);
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const check = Object.hasOwn(PARAMETERS, name) ? PARAMETERS[name] : undefined;
    if (!check) {
      throw new Error(`unknown parameter "${name}" (accepted: ${Object.keys(PARAMETERS).join(', ')})`);
    }
    if (Object.hasOwn(attributes, name)) throw new Error(`parameter "${name}" is given twice`);
    attributes[name] = String(check(value));
  }
  return attributes;
}
