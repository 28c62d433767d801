// @ts-check
// The board colours an embedder sets with CSS custom properties on <tobit-board>: each theme
// colour name of config().colorNames, `--tobit-` and the name in kebab case (whiteEdge:
// --tobit-white-edge).
import { config } from '../wasm/config.js';

/**
 * The custom property that sets a theme colour.
 * @param {string} name e.g. "mustCapture"
 * @returns {string} e.g. "--tobit-must-capture"
 */
function colorProperty(name) {
  return `--tobit-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Reads the colours set on `host`; unset properties are left out (the board's defaults apply).
 * @param {Element} host
 * @returns {Record<string, string>} e.g. `{board: '#f0d9b5', line: 'rgb(60, 40, 20)'}`
 */
export function themeColors(host) {
  const style = getComputedStyle(host);
  /** @type {Record<string, string>} */
  const colors = {};
  for (const name of config()?.colorNames ?? []) {
    const value = style.getPropertyValue(colorProperty(name)).trim();
    if (value) colors[name] = value;
  }
  return colors;
}
