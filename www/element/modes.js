// @ts-check
// The modes a page adds to <tobit-board> beyond its own games (play, the AI, view): a page
// registers one under the `mode` value that selects it (the element's public entry
// www/tobit-board.js, which the embed page loads too, registers `puzzle`: learn/puzzle-mode.js),
// so the element imports none of them. While the board's `mode` names a registered mode and the mode's
// attribute is set, the mode is attached to the board; a change of either attaches it afresh.

/** @typedef {import('./tobit-board.js').TobitBoard} TobitBoard */

/**
 * A mode a page gives the board.
 * @typedef {object} BoardMode
 * @property {string} attribute the attribute that names what the mode shows (`puzzle`: its id);
 *   the element observes it (attributes.js's OBSERVED_ATTRIBUTES)
 * @property {(board: TobitBoard) => Promise<() => void>} attach shows it on a ready board;
 *   resolves to what detaches it, rejects with what the board reports as an `error` event
 */

/** @type {Map<string, BoardMode>} */
const modes = new Map();

/**
 * Adds (or replaces) the mode selected by `mode="<name>"` on every board of the page.
 * @param {string} name
 * @param {BoardMode} mode
 */
export function registerMode(name, mode) {
  modes.set(name, mode);
}

/**
 * The mode registered under `name`, if any.
 * @param {string} name
 * @returns {BoardMode | undefined}
 */
export function registeredMode(name) {
  return modes.get(name);
}

/**
 * Whether `name` is the attribute of a registered mode.
 * @param {string} name
 */
export function isModeAttribute(name) {
  return [...modes.values()].some((mode) => mode.attribute === name);
}

/**
 * The board's part that keeps attached the page's mode its `mode` names (at most one at a
 * time): a function that attaches the mode when its attribute is set, detaching the one attached
 * before. A mode value no module of the page registered (`puzzle` on a page that loads the
 * element without its public entry) shows the board as it is.
 * @param {TobitBoard} board
 * @param {(message: string) => void} fail reports what went wrong (the board's `error` event)
 * @returns {() => void}
 */
export function attachedMode(board, fail) {
  /** The mode attached: resolves to its detach function. @type {Promise<() => void> | null} */
  let attached = null;
  return () => {
    attached?.then((detach) => detach(), () => {});
    attached = null;
    const mode = modes.get(board.mode);
    if (!mode || !board.hasAttribute(mode.attribute)) return;
    attached = mode.attach(board);
    attached.catch((error) => fail(error.message));
  };
}
