// @ts-check
// What the analysis board draws over the pieces, as `<tobit-board>.setShapes` texts: the
// node's own arrows and circles (from the tree), the engine's best move in blue, leg by leg for
// a capture, the other lines' first moves in the board's thin pale grey (P) when they are close
// in value, the threat in red, and the hint (the piece circled green, then its move).

/** @typedef {import('../tobit_engine.js').AnalysisInfo} AnalysisInfo */

/** How much of White's chance an alternative may lose and still be drawn (close in value). */
export const CLOSE_CHANCE = 0.05;

/**
 * @typedef {object} ShapeSources
 * @property {{arrows: string, circles: string}} own the node's annotations
 * @property {AnalysisInfo | null} info the engine's latest result for the position shown
 * @property {boolean} threat whether `info` is the threat's
 * @property {boolean} engineArrows whether the engine's arrows are drawn
 * @property {{move: string, fen: string, shown: 'piece' | 'move'} | null} hint the hint asked for (its move in `fen`)
 * @property {(fen: string, move: string) => Uint8Array} pathOf the points a move passes
 */

/**
 * The legs of a move as arrows of one brush.
 * @param {string} brush
 * @param {ArrayLike<number>} path
 * @returns {string[]}
 */
function legs(brush, path) {
  const out = [];
  for (let i = 1; i < path.length; i += 1) out.push(`${brush}${path[i - 1]}-${path[i]}`);
  return out;
}

/**
 * The arrows and circles to draw.
 * @param {ShapeSources} s
 * @returns {{arrows: string, circles: string}}
 */
export function shapesToDraw(s) {
  const arrows = s.own.arrows ? s.own.arrows.split(',') : [];
  const circles = s.own.circles ? s.own.circles.split(',') : [];
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
    if (s.hint.shown === 'piece' && hinted.length) circles.push(`G${hinted[0]}`);
    else arrows.push(...legs('G', hinted));
  }
  return { arrows: [...new Set(arrows)].join(','), circles: [...new Set(circles)].join(',') };
}
