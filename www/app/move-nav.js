// @ts-check
// Stepping through the game's positions: the first / previous / next / last buttons under the
// board and the keys that do the same (arrows, Home, End), "Move 6 of 31 (White)", and the way
// back to the live game. The board's positions are indexed in plies (0 = the start; -1 stands
// for the live game); what the player reads is the rules' move numbers, which come from the
// wasm (the element's numberedMoves()), never counted here.

/** @typedef {import('../element/tobit-board.js').NumberedMove} NumberedMove */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

import { STEP_KEYS, stepTarget } from '../lib/game/steps.js';

/** @typedef {import('../lib/game/steps.js').Step} Step */

/**
 * The step a key press asks for, or null when the key is not one of STEP_KEYS or belongs to a
 * control that uses the arrows itself (a text field, a list, an open dialog, the board).
 * @param {KeyboardEvent} e
 * @returns {Step | null}
 */
export function navStep(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || !Object.hasOwn(STEP_KEYS, e.key)) return null;
  const target = /** @type {Element} */ (e.target);
  if (target.closest?.('input, textarea, select, dialog, tobit-board, [role=radiogroup]')) return null;
  return STEP_KEYS[e.key];
}

/**
 * @typedef {object} NavUi the navigation row (index.html)
 * @property {HTMLButtonElement} first
 * @property {HTMLButtonElement} previous
 * @property {HTMLButtonElement} next
 * @property {HTMLButtonElement} last
 * @property {HTMLElement} position
 * @property {HTMLButtonElement} backToGame
 */

/**
 * The move that led to the position after `ply` plies (null for the start position), and the
 * number of the game's last move.
 * @param {NumberedMove[]} numbered the game's moves, numbered by the rules
 * @param {number} ply 0..numbered.length
 * @returns {{number: number, side: 'white'|'black', last: number} | null}
 */
export function moveAt(numbered, ply) {
  const move = ply > 0 ? numbered[ply - 1] : undefined;
  if (!move) return null;
  return { number: move.number, side: move.side, last: /** @type {NumberedMove} */ (numbered.at(-1)).number };
}

/** @param {string} side @returns {'White'|'Black'} the catalog keys' suffix */
const suffix = (side) => (side === 'white' ? 'White' : 'Black');

/**
 * What the player strip says while an earlier position is shown: "Reviewing: the position
 * after White's move 6."
 * @param {Translator} t
 * @param {NumberedMove[]} numbered
 * @param {number} ply the position shown
 * @returns {string}
 */
export function reviewText(t, numbered, ply) {
  const at = moveAt(numbered, ply);
  return at ? t.t(`nav.reviewing${suffix(at.side)}`, { number: at.number }) : t.t('nav.reviewingStart');
}

/**
 * Shows where the board is in the game: "Move 6 of 31 (White)" (or the start position), which
 * steps are possible, and "Back to the game" while an earlier position is shown.
 * @param {NavUi} ui
 * @param {number} shownPly -1 for the live game
 * @param {NumberedMove[]} numbered the game's moves, numbered by the rules
 * @param {Translator} t
 */
export function renderNav(ui, shownPly, numbered, t) {
  const total = numbered.length;
  const at = moveAt(numbered, shownPly < 0 ? total : shownPly);
  ui.position.textContent = at
    ? t.t(`nav.position${suffix(at.side)}`, { number: at.number, total: at.last })
    : t.t('nav.start');
  for (const step of /** @type {Step[]} */ (['first', 'previous', 'next', 'last'])) {
    ui[step].disabled = stepTarget(step, shownPly, total) === null;
  }
  ui.backToGame.hidden = shownPly < 0;
}
