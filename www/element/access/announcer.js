// @ts-check
// What the board says in words, in the reader's language: a move ("White: 9 to 16"), whose turn
// it is, a compulsory capture, the result, the position, the last move and a piece's moves.
// The texts are built here from the data the wasm board gives (no rules knowledge) and spoken
// through a polite live region.

import { outcomeText } from '../../lib/game/outcome.js';

/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./point-list.js').PointContent} PointContent */
/** @typedef {import('../../tobit.js').Color} Color */
/** @typedef {import('../../tobit.js').OutcomeReason} OutcomeReason */

/**
 * @param {Translator} t
 * @param {Color} color
 */
const side = (t, color) => t.t(color === 'white' ? 'side.white' : 'side.black');

/**
 * A move in words: "White: 9 to 16", "Black: 23 takes 16 and 30, lands on 9, becomes a tobit".
 * @param {Translator} t
 * @param {{by: Color, path: number[], captured: number[], promoted?: boolean}} move
 * @returns {string}
 */
export function moveText(t, move) {
  const from = move.path[0];
  const to = move.path[move.path.length - 1];
  const promotes = move.promoted ? 'Promotes' : '';
  const key = move.captured.length > 0 ? `announce.capture${promotes}` : `announce.move${promotes}`;
  return t.t(key, { side: side(t, move.by), from, to, captured: move.captured });
}

/**
 * Whose turn it is, and whether a capture is compulsory.
 * @param {Translator} t
 * @param {Color} toMove
 * @param {boolean} mustCapture
 * @returns {string}
 */
export function turnText(t, toMove, mustCapture) {
  const turn = t.t(toMove === 'white' ? 'announce.whiteToMove' : 'announce.blackToMove');
  return mustCapture ? `${turn} ${t.t('announce.mustCapture')}` : turn;
}

/**
 * The result: "Game over. White won (2-0). White took all of Black's pieces." (lib/game/outcome.js
 * words every outcome).
 * @param {Translator} t
 * @param {{winner: Color | null, reason: OutcomeReason | null, score: string}} end
 * @returns {string}
 */
export function resultText(t, end) {
  return t.t('announce.result', { result: outcomeText(t, end, null) });
}

/**
 * Each side's pieces: "White: 2 hullar on 9 and 16, 1 tobit on 30. Black: no pieces".
 * @param {Translator} t
 * @param {PointContent[]} contents what stands on each point, in point order
 * @returns {string}
 */
export function positionText(t, contents) {
  /** @param {PointContent} content */
  const on = (content) => contents.flatMap((c, i) => (c === content ? [i + 1] : []));
  return /** @type {Color[]} */ (['white', 'black']).map((color) => {
    const parts = [];
    for (const [kind, key] of [['Hul', 'announce.hullar'], ['Tobit', 'announce.tobits']]) {
      const points = on(/** @type {PointContent} */ (`${color}${kind}`));
      if (points.length > 0) parts.push(t.t(key, { count: points.length, points }));
    }
    const pieces = parts.length > 0 ? t.list(parts) : t.t('announce.noPieces');
    return t.t('announce.pieces', { side: side(t, color), pieces });
  }).join('. ');
}

/**
 * The legal moves from a point: "Moves from 9: 9-16 or 9-15".
 * @param {Translator} t
 * @param {number} point
 * @param {{from: number, notation: string}[]} legal the legal moves of the position
 * @returns {string}
 */
export function legalMovesText(t, point, legal) {
  const moves = legal.filter((m) => m.from === point).map((m) => m.notation);
  if (moves.length === 0) return t.t('announce.noLegalMoves', { point });
  return t.t('announce.legalMoves', { point, moves: t.list(moves, 'disjunction') });
}

/** A polite live region (visually hidden) that speaks what it is given. */
export class Announcer {
  /** @type {HTMLDivElement} */
  element;

  /** @param {ShadowRoot} root */
  constructor(root) {
    this.element = document.createElement('div');
    this.element.className = 'hidden';
    this.element.setAttribute('role', 'status');
    this.element.setAttribute('aria-live', 'polite');
    this.element.setAttribute('aria-atomic', 'true');
    root.append(this.element);
  }

  /**
   * Speaks `text` (the same text twice is spoken twice).
   * @param {string} text
   */
  say(text) {
    if (this.element.textContent === text) this.element.textContent = '';
    this.element.textContent = text;
  }
}
