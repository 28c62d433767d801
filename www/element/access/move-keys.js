// @ts-check
// The board's keys while it has focus: arrows move the cursor along the chols, Enter or Space
// chooses the cursor's point (pick a piece, jump, drop), Escape cancels, a move typed in
// notation (digits, "-", "x" or ":") is played with Enter; P, L and M ask for the position, the
// last move and the cursor piece's moves, S switches the sound. Which points a chol joins comes
// from the wasm board; here only the screen direction of each neighbour is compared.

/** @typedef {'up'|'down'|'left'|'right'} Way */

/** @type {Record<string, Way>} */
const ARROWS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
/** @type {Record<Way, {x: number, y: number}>} */
const VECTORS = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };
/** The smallest cosine between an arrow and a chol it may follow (within 60 degrees). */
const MIN_COSINE = 0.5;

/**
 * The neighbour one chol step from `from` that lies most nearly in the arrow's direction on
 * the screen, or undefined when no chol goes that way.
 * @param {number} from
 * @param {Way} way
 * @param {Iterable<number>} neighbours the points joined to `from` by a chol
 * @param {(point: number) => {x: number, y: number}} center a point's centre on the screen
 * @returns {number | undefined}
 */
export function along(from, way, neighbours, center) {
  const origin = center(from);
  const arrow = VECTORS[way];
  let best;
  let bestCosine = MIN_COSINE;
  for (const point of neighbours) {
    const c = center(point);
    const dx = c.x - origin.x;
    const dy = c.y - origin.y;
    const cosine = (dx * arrow.x + dy * arrow.y) / (Math.hypot(dx, dy) || 1);
    if (cosine >= bestCosine) {
      bestCosine = cosine;
      best = point;
    }
  }
  return best;
}

/** The characters a typed move is made of. */
const NOTATION = /^[0-9xX:-]$/;

/**
 * What the keys do.
 * @typedef {object} KeyActions
 * @property {(way: Way) => boolean} arrow moves the cursor; whether it moved
 * @property {() => void} choose the cursor's point (Enter or Space)
 * @property {() => void} cancel Escape
 * @property {(text: string) => void} typed the typed text changed (shown to the player)
 * @property {(text: string) => void} play Enter after a typed move
 * @property {(what: 'position'|'last'|'legal') => void} ask P, L or M
 * @property {() => void} toggleSound S
 */

/**
 * Listens to the keys on `target`.
 * @param {HTMLElement} target
 * @param {KeyActions} on
 * @returns {() => void} removes the listener
 */
export function bindBoardKeyboard(target, on) {
  let text = '';
  /** @param {string} next */
  const setText = (next) => {
    text = next;
    on.typed(text);
  };
  /** @type {Record<string, 'position'|'last'|'legal'>} */
  const questions = { p: 'position', l: 'last', m: 'legal' };
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    let used = true;
    if (NOTATION.test(key)) {
      setText(text + key);
    } else if (key === 'Backspace' && text) {
      setText(text.slice(0, -1));
    } else if (key === 'Enter' && text) {
      const move = text;
      setText('');
      on.play(move);
    } else if (key === 'Enter' || key === ' ') {
      on.choose();
    } else if (key === 'Escape') {
      setText('');
      on.cancel();
    } else if (ARROWS[key]) {
      used = on.arrow(ARROWS[key]);
    } else if (questions[key.toLowerCase()]) {
      on.ask(questions[key.toLowerCase()]);
    } else if (key.toLowerCase() === 's') {
      on.toggleSound();
    } else {
      used = false;
    }
    if (used) event.preventDefault();
  };
  target.addEventListener('keydown', onKey);
  const onBlur = () => setText('');
  target.addEventListener('blur', onBlur);
  return () => {
    target.removeEventListener('keydown', onKey);
    target.removeEventListener('blur', onBlur);
  };
}
