// @ts-check
// Engine scores in words: the engine gives each score for the side to move; the analysis board
// shows them from White's side (+ good for White), as numbers in huls or as an exact result.

/** @typedef {import('../tobit_engine.js').AnalysisScore} AnalysisScore */
/** @typedef {import('../tobit_engine.js').Color} Color */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/**
 * A score for the side to move `side`, turned to White's side.
 * @param {AnalysisScore} score
 * @param {Color} side
 * @returns {AnalysisScore}
 */
export function forWhite(score, side) {
  if (side === 'white') return score;
  if (score.kind === 'cp') return { kind: 'cp', value: -(score.value ?? 0) };
  if (score.kind === 'win') return { kind: 'loss', value: score.value };
  if (score.kind === 'loss') return { kind: 'win', value: score.value };
  return score;
}

/**
 * The short form of a White's-side score: `+1.35`, `+#7` (White wins in 7 plies), `−#4`, `=`.
 * @param {Translator} t
 * @param {AnalysisScore} white
 * @returns {string}
 */
export function shortScore(t, white) {
  if (white.kind === 'cp') {
    return t.number((white.value ?? 0) / 100, { signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  if (white.kind === 'draw') return '=';
  return `${white.kind === 'win' ? '+' : '−'}#${white.value}`;
}

/**
 * The score in words (for the screen reader and the exact values): "White is better by 1.35",
 * "White wins in 7 plies", "a draw".
 * @param {Translator} t
 * @param {AnalysisScore} white
 * @returns {string}
 */
export function scoreWords(t, white) {
  if (white.kind === 'draw') return t.t('analysis.score.draw');
  if (white.kind === 'win') return t.t('analysis.score.whiteWins', { count: white.value ?? 0 });
  if (white.kind === 'loss') return t.t('analysis.score.blackWins', { count: white.value ?? 0 });
  const cp = white.value ?? 0;
  if (cp === 0) return t.t('analysis.score.equal');
  const huls = t.number(Math.abs(cp) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return t.t(cp > 0 ? 'analysis.score.whiteBetter' : 'analysis.score.blackBetter', { huls });
}
