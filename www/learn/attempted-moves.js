// @ts-check
// Which move a learner tried when the board refused it. The board plays only legal moves and
// says nothing about the others; the tutorial wants to answer "16-9" with "a hul never moves
// backwards". This watches the pointer on a <tobit-board>: the point pressed first, then the
// point pressed (or dropped on) next; when no move came of it, that pair is a refused attempt.

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../game/controller.js').LegalMove} LegalMove */

/**
 * The points a legal move lands on after leaving its start.
 * @param {LegalMove} move
 * @returns {number[]}
 */
export function landings(move) {
  const path = move.path?.length ? [...move.path] : [move.from, move.to];
  if (path[0] === move.from) path.shift();
  if (path[path.length - 1] !== move.to) path.push(move.to);
  return path;
}

/**
 * What pressing `point` means after the points `chain` (the start, then the landings chosen so
 * far): `start` (a piece that can move: a new start), `partial` (a landing of a capture under
 * way), `stay` (the capture's last landing again, where the piece now stands: the board keeps
 * the capture as it is), or `refused` (the board will not take it: an attempt from chain[0] to
 * `point`).
 * @param {LegalMove[]} moves the legal moves
 * @param {number[]} chain
 * @param {number} point
 * @returns {'start' | 'partial' | 'stay' | 'refused'}
 */
export function classify(moves, chain, point) {
  if (chain.length > 1 && point === chain[chain.length - 1]) return 'stay';
  if (chain.length > 0) {
    const wanted = [...chain.slice(1), point];
    const goesOn = moves.some((m) => m.from === chain[0]
      && wanted.every((p, i) => landings(m)[i] === p));
    if (goesOn) return 'partial';
  }
  if (moves.some((m) => m.from === point) || chain.length === 0) return 'start';
  return 'refused';
}

/**
 * The point under client position (x, y), when one is near enough.
 * @param {TobitBoard} board
 * @param {number} x
 * @param {number} y
 * @returns {number | null}
 */
function pointAt(board, x, y) {
  const a = board.pointCenter(8);
  const b = board.pointCenter(9);
  const reach = Math.hypot(b.x - a.x, b.y - a.y) * 0.45;
  let best = null;
  let bestDistance = reach;
  for (let n = 1; n <= 38; n++) {
    const c = board.pointCenter(n);
    const d = Math.hypot(c.x - x, c.y - y);
    if (d < bestDistance) {
      best = n;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Calls `refused(from, to)` for every pointer attempt the board refuses.
 * @param {TobitBoard} board a ready board
 * @param {(from: number, to: number) => void} refused
 * @returns {() => void} stops watching
 */
export function watchAttempts(board, refused) {
  /** @type {number[]} */
  let chain = [];
  let moved = false;
  /** @type {number | null} */
  let down = null;
  const press = (/** @type {number} */ point) => {
    const kind = classify(board.legalMoves(), chain, point);
    if (kind === 'partial') chain.push(point);
    else if (kind === 'start') chain = [point];
    else if (kind === 'refused') {
      refused(chain[0], point);
      chain = [];
    }
  };
  const onDown = (/** @type {PointerEvent} */ e) => {
    down = pointAt(board, e.clientX, e.clientY);
  };
  const onUp = (/** @type {PointerEvent} */ e) => {
    const up = pointAt(board, e.clientX, e.clientY);
    const pressed = down;
    down = null;
    // After the board has handled the same event (and announced a move, if one was made).
    setTimeout(() => {
      if (moved || board.status().over) {
        moved = false;
        chain = [];
        return;
      }
      if (pressed !== null && pressed !== chain[chain.length - 1]) press(pressed);
      if (up !== null && up !== pressed) press(up);
    });
  };
  const onMove = (/** @type {Event} */ e) => {
    if (/** @type {CustomEvent} */ (e).detail?.source === 'user') moved = true;
    chain = [];
  };
  const onChange = () => { chain = []; };
  board.addEventListener('pointerdown', onDown);
  board.addEventListener('pointerup', onUp);
  board.addEventListener('move', onMove);
  board.addEventListener('change', onChange);
  return () => {
    board.removeEventListener('pointerdown', onDown);
    board.removeEventListener('pointerup', onUp);
    board.removeEventListener('move', onMove);
    board.removeEventListener('change', onChange);
  };
}
