// @ts-check
// The evaluation graph of a reviewed game: White's chance after every move (0 at the bottom, 1
// at the top, the even line across), the graded moves marked (the turning points larger); a click
// goes to that move.

const NS = 'http://www.w3.org/2000/svg';
/** The graph's drawing size (it scales to its box). */
const WIDTH = 300;
const HEIGHT = 80;

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svg(tag, attrs) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/**
 * Draws the graph.
 * @param {SVGSVGElement} graph
 * @param {number[]} chances White's chance after each move
 * @param {(string | null)[]} grades each move's grade
 * @param {number} current the move shown (-1 for the start)
 * @param {readonly number[]} [turning] the turning points (indexes of moves)
 */
export function drawGraph(graph, chances, grades, current, turning = []) {
  graph.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  graph.setAttribute('preserveAspectRatio', 'none');
  const step = WIDTH / Math.max(1, chances.length);
  const x = (/** @type {number} */ i) => (i + 0.5) * step;
  const y = (/** @type {number} */ c) => HEIGHT * (1 - c);
  const area = [`M0 ${HEIGHT}`, ...chances.map((c, i) => `L${x(i).toFixed(1)} ${y(c).toFixed(1)}`), `L${WIDTH} ${HEIGHT}Z`].join(' ');
  const parts = [
    svg('rect', { class: 'graph-black', x: 0, y: 0, width: WIDTH, height: HEIGHT }),
    svg('path', { class: 'graph-white', d: area }),
    svg('line', { class: 'graph-even', x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2 }),
  ];
  grades.forEach((grade, i) => {
    if (!grade) return;
    const turns = turning.includes(i);
    parts.push(svg('circle', { class: `graph-grade ${grade}${turns ? ' turning' : ''}`, cx: x(i), cy: y(chances[i]), r: turns ? 4.5 : 3 }));
  });
  if (current >= 0 && current < chances.length) {
    parts.push(svg('line', { class: 'graph-current', x1: x(current), x2: x(current), y1: 0, y2: HEIGHT }));
  }
  graph.replaceChildren(...parts);
}

/**
 * The move index under a click on the graph.
 * @param {SVGSVGElement} graph
 * @param {MouseEvent} event
 * @param {number} count the moves drawn
 */
export function moveAt(graph, event, count) {
  const box = graph.getBoundingClientRect();
  const fraction = (event.clientX - box.left) / Math.max(1, box.width);
  return Math.min(count - 1, Math.max(0, Math.floor(fraction * count)));
}
