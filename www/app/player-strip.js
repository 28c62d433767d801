// @ts-check
// The player strip above the board: who plays whom (you, a friend, the computer and its level),
// whose turn it is, "you must capture" when a capture is compulsory, the pieces each side has
// taken, and, for a moment, why the board refused a click (the element's `refused` event).

/** @typedef {import('../lib/game/controller.js').Color} Color */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/**
 * @typedef {object} StripState
 * @property {Color | null} human the person's colour against the computer, null for two players
 * @property {number} level the computer's level
 * @property {{white: string, black: string} | null} names an imported game's players (an empty one unnamed)
 * @property {Color} sideToMove
 * @property {string | null} result the result's title when the game is over
 * @property {boolean} thinking the computer is choosing its move
 * @property {boolean} mustCapture the side to move has to capture
 * @property {Record<Color, number>} taken the pieces each side has taken so far
 * @property {string | null} reviewing what the strip says while an earlier position is shown (move-nav.js), else null
 * @property {string | null} refusal why the board just refused a move, in words
 */

const SIDES = /** @type {const} */ (['white', 'black']);

/**
 * The key of the words for a refused move (detail of the element's `refused` event; `text`: the
 * move typed with the keyboard, said back with 'refused.notLegal' as its `move`).
 * @param {{reason: string, text?: string}} detail
 * @param {{human: Color | null, sideToMove: Color, reviewing: boolean}} state
 * @returns {string}
 */
export function refusalKey({ reason, text }, { human, sideToMove, reviewing }) {
  if (reviewing) return 'refused.reviewing';
  switch (reason) {
    case 'must-capture': return 'refused.mustCapture';
    case 'not-your-piece': return 'refused.opponentPiece';
    case 'capture-first': return 'refused.captureFirst';
    case 'game-over': return 'screen.refused.gameOver';
    case 'not-your-turn':
      if (!human) return `turn.${sideToMove}`;
      return sideToMove === human ? 'refused.notYourPiece' : 'refused.notYourTurn';
    default: return text ? 'refused.notLegal' : 'refused.illegal';
  }
}

/**
 * The key of the turn line: whose move it is, or that a capture is compulsory.
 * @param {StripState} state
 * @returns {string}
 */
function turnKey({ human, sideToMove, thinking, mustCapture }) {
  if (thinking) return 'turn.thinking';
  if (human) {
    if (sideToMove !== human) return 'turn.computer';
    return mustCapture ? 'turn.mustCapture' : 'turn.yours';
  }
  return mustCapture ? `turn.${sideToMove}MustCapture` : `turn.${sideToMove}`;
}

/**
 * Renders the strip (index.html's #strip) for `state`.
 * @param {HTMLElement} strip
 * @param {Translator} t
 * @param {StripState} state
 */
export function renderStrip(strip, t, state) {
  for (const side of SIDES) {
    const chip = /** @type {HTMLElement} */ (strip.querySelector(`.player[data-side="${side}"]`));
    const name = state.names?.[side] || (!state.human ? t.t(`player.${side}`)
      : side === state.human ? t.t('player.you') : t.t('player.computer', { level: state.level }));
    /** @type {HTMLElement} */ (chip.querySelector('.who')).textContent = name;
    const taken = /** @type {HTMLElement} */ (chip.querySelector('.taken'));
    taken.textContent = t.t('player.captured', { count: state.taken[side] });
    const toMove = !state.result && !state.reviewing && state.sideToMove === side;
    chip.classList.toggle('to-move', toMove);
  }
  const status = /** @type {HTMLElement} */ (strip.querySelector('.status'));
  let text;
  let kind = '';
  if (state.refusal) {
    text = state.refusal;
    kind = 'refused';
  } else if (state.reviewing) {
    text = state.reviewing;
  } else if (state.result) {
    text = t.t('turn.gameOver', { outcome: state.result });
    kind = 'over';
  } else {
    text = t.t(turnKey(state));
    if (state.mustCapture) kind = 'must-capture';
    else if (state.thinking) kind = 'thinking';
  }
  status.textContent = text;
  status.dataset.kind = kind;
}
