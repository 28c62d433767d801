// The board colours an embedder sets with CSS custom properties on <tobit-board>.

/** Each colour of the board options and the custom property that sets it. */
export const COLOR_PROPERTIES = {
  board: '--tobit-board',
  kol: '--tobit-kol',
  line: '--tobit-line',
  number: '--tobit-number',
  white: '--tobit-white',
  whiteEdge: '--tobit-white-edge',
  black: '--tobit-black',
  blackEdge: '--tobit-black-edge',
  crown: '--tobit-crown',
  highlight: '--tobit-highlight',
  mustCapture: '--tobit-must-capture',
  lastMove: '--tobit-last-move',
};

/**
 * Reads the colours set on `host`; unset properties are left out (the board's defaults apply).
 * @param {Element} host
 * @returns {Record<string, string>} e.g. `{board: '#f0d9b5', line: 'rgb(60, 40, 20)'}`
 */
export function themeColors(host) {
  const style = getComputedStyle(host);
  const colors = {};
  for (const [key, property] of Object.entries(COLOR_PROPERTIES)) {
    const value = style.getPropertyValue(property).trim();
    if (value) colors[key] = value;
  }
  return colors;
}
