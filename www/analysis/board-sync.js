// @ts-check
// Keeps the analysis board's <tobit-board> showing the study's node, and hands the moves played
// on it to the study. One move forward is played on the board (animated), one back is taken
// back; any other jump loads the node's game at once.
/** @typedef {import('./study.js').Study} Study */
/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */

/**
 * @param {TobitBoard} board
 * @param {Study} study
 * @param {(error: unknown) => void} onError told when a move cannot be played
 */
export function syncBoard(board, study, onError) {
  /** The moves the board shows, as this module last set or saw them. @type {string[]} */
  let shown = [];
  /** The position they start from (null before the first sync). @type {string | null} */
  let shownStart = null;
  /** Whether a move on the board is this module's own (not the player's). */
  let driving = false;
  const start = () => study.tree.startFen();
  const same = (/** @type {string[]} */ a, /** @type {string[]} */ b) => a.length === b.length && a.every((m, i) => m === b[i]);

  /** Loads the node's game on the board at once. */
  const load = (/** @type {string[]} */ moves) => {
    board.fen = start();
    board.moves = moves.join(' ');
  };

  const show = () => {
    const moves = study.node.moves;
    if (shownStart === start() && same(moves, shown)) return;
    const step = shownStart === start() && !board.isAnimating();
    shownStart = start();
    driving = true;
    try {
      if (step && moves.length === shown.length + 1 && same(moves.slice(0, -1), shown)) board.play(moves[moves.length - 1]);
      else if (step && shown.length === moves.length + 1 && same(shown.slice(0, -1), moves)) board.undo();
      else load(moves);
    } catch {
      load(moves); // the board refused the step (its game ended otherwise): the node's game, whole
    } finally {
      driving = false;
    }
    shown = [...moves];
  };

  board.addEventListener('move', (event) => {
    if (driving) return;
    const { notation } = /** @type {CustomEvent<{notation: string}>} */ (event).detail;
    shown = [...shown, notation];
    try {
      study.play(notation);
    } catch (error) {
      onError(error);
    }
  });
  study.addEventListener('change', show);
  board.ready.then(show);
}
