// @ts-check
// What the analysis board draws over the pieces, as `<tobit-board>.setShapes` takes them: the
// node's own arrows and circles (from the tree), the engine's best move in blue, leg by leg for
// a capture, the other lines' first moves in the board's thin pale grey (P) when they are close
// in value, the threat in red, and the hint (the piece circled green, then its move).

/** @typedef {import('../tobit_engine.js').AnalysisInfo} AnalysisInfo */
/** @typedef {import('../tobit.js').Arrow} Arrow */
/** @typedef {import('../tobit.js').Circle} Circle */
/** @typedef {import('../tobit.js').Brush} Brush */

/** How much of White's chance an alternative may lose and still be drawn (close in value). */
export const CLOSE_CHANCE = 0.05;

/**
 * @typedef {object} ShapeSources
 * @property {{arrows: Arrow[], circles: Circle[]}} own the node's annotations
 * @property {AnalysisInfo | null} info the engine's latest result for the position shown
 * @property {boolean} threat whether `info` is the threat's
 * @property {boolean} engineArrows whether the engine's arrows are drawn
 * @property {{move: string, fen: string, shown: 'piece' | 'move'} | null} hint the hint asked for (its move in `fen`)
 * @property {(fen: string, move: string) => Uint8Array} pathOf the points a move passes
 */

/**
 * The legs of a move as arrows of one brush.
 * @param {Brush} brush
 * @param {ArrayLike<number>} path
 * @returns {Arrow[]}
 */
function legs(brush, path) {
  const out = [];
  for (let i = 1; i < path.length; i += 1) out.push({ from: path[i - 1], to: path[i], brush });
  return out;
}

/**
 * What tells a shape from another: its points and its brush.
 * @param {Arrow | Circle} shape
 * @returns {string}
 */
export function shapeKey(shape) {
  return 'at' in shape ? `${shape.brush} ${shape.at}` : `${shape.brush} ${shape.from} ${shape.to}`;
}

/**
 * `shapes` without repeats, in their order.
 * @template {Arrow | Circle} T
 * @param {T[]} shapes
 * @returns {T[]}
 */
function unique(shapes) {
  const seen = new Set();
  return shapes.filter((shape) => {
    const key = shapeKey(shape);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The arrows and circles to draw.
 * @param {ShapeSources} s
 * @returns {{arrows: Arrow[], circles: Circle[]}}
 */
export function shapesToDraw(s) {
  const arrows = [...s.own.arrows];
  const circles = [...s.own.circles];
  const info = s.info;
  const path = (/** @type {string} */ move) => {
    try {
      return info ? s.pathOf(info.fen, move) : [];
    } catch {
      return [];
    }
  };
  if (s.engineArrows && info?.lines.length) {
    const [best, ...others] = info.lines;
    if (s.threat) {
      arrows.push(...legs('R', path(best.moves[0])));
    } else {
      const chance = (/** @type {number} */ c) => (info.side === 'white' ? c : 1 - c);
      for (const line of others) {
        if (chance(best.whiteChance) - chance(line.whiteChance) <= CLOSE_CHANCE) arrows.push(...legs('P', path(line.moves[0])));
      }
      arrows.push(...legs('B', path(best.moves[0])));
    }
  }
  if (s.hint) {
    let hinted;
    try {
      hinted = s.pathOf(s.hint.fen, s.hint.move);
    } catch {
      hinted = new Uint8Array();
    }
    if (s.hint.shown === 'piece' && hinted.length) circles.push({ at: hinted[0], brush: 'G' });
    else arrows.push(...legs('G', hinted));
  }
  return { arrows: unique(arrows), circles: unique(circles) };
}
