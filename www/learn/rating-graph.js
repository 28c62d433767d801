// @ts-check
// The puzzle screen's small graph of the player's rating over time: one point per rated result
// (the rating after it), drawn as an SVG polyline scaled to the lowest and highest rating shown.

const SVG = 'http://www.w3.org/2000/svg';
/** The drawing's size in SVG units (the element is scaled by CSS). */
const WIDTH = 240;
const HEIGHT = 64;
/** Room left around the line, so its ends and extremes stay visible. */
const PAD = 4;

/**
 * The points of the polyline for `ratings` (oldest first): x spread evenly, y from the lowest
 * rating (bottom) to the highest (top); a single rating is a flat line.
 * @param {number[]} ratings
 * @returns {string} the `points` attribute
 */
export function graphPoints(ratings) {
  const values = ratings.length === 1 ? [ratings[0], ratings[0]] : ratings;
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const step = (WIDTH - 2 * PAD) / Math.max(values.length - 1, 1);
  return values
    .map((r, i) => `${(PAD + i * step).toFixed(1)},${(HEIGHT - PAD - ((r - low) / span) * (HEIGHT - 2 * PAD)).toFixed(1)}`)
    .join(' ');
}

/**
 * Draws `ratings` into `svg` (replacing what it held) and labels it for assistive technology.
 * @param {SVGSVGElement} svg
 * @param {number[]} ratings oldest first; none hides the graph
 * @param {string} label what the graph shows, in words
 */
export function drawRatingGraph(svg, ratings, label) {
  svg.toggleAttribute('hidden', ratings.length === 0);
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  if (ratings.length) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  } else {
    svg.removeAttribute('role');
    svg.removeAttribute('aria-label');
  }
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', ratings.length ? graphPoints(ratings) : '');
  line.setAttribute('class', 'rating-line');
  svg.replaceChildren(line);
}
