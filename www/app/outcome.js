// @ts-check
// What the end of a game means for the person looking at it: the result card's title, the
// sentence that says why, and whether it reads as a win, a loss or a draw. Catalog keys only
// (result.*); the card (result-card.js) turns them into words.

/** @typedef {import('../game/controller.js').Color} Color */
/** @typedef {import('../game/controller.js').OutcomeReason} OutcomeReason */
/** @typedef {import('../game/controller.js').GameEventDetails['gameover']} Outcome */
/**
 * @typedef {object} ResultView
 * @property {'win'|'loss'|'draw'} kind how the card is styled
 * @property {string} title the key of the card's title ("You won", "Draw by repetition")
 * @property {string | null} why the key of the sentence that says why, null for an unknown reason
 */

/** @type {Partial<Record<OutcomeReason, [string, string]>>} per reason: [the person won, the computer won] */
const AGAINST_COMPUTER = {
  'no-pieces': ['result.why.youTookAll', 'result.why.computerTookAll'],
  blocked: ['result.why.youBlocked', 'result.why.computerBlocked'],
  resignation: ['result.why.computerResigned', 'result.why.youResigned'],
};
/** @type {Partial<Record<OutcomeReason, [string, string]>>} per reason: [White won, Black won] */
const BETWEEN_PLAYERS = {
  'no-pieces': ['result.why.whiteTookAll', 'result.why.blackTookAll'],
  blocked: ['result.why.whiteBlockedBlack', 'result.why.blackBlockedWhite'],
  resignation: ['result.why.blackResigned', 'result.why.whiteResigned'],
};
/** @type {Partial<Record<OutcomeReason, [string, string]>>} per reason of a draw: [title, why] */
const DRAWS = {
  repetition: ['result.drawRepetition', 'result.why.repetition'],
  agreement: ['result.drawAgreement', 'result.why.agreement'],
};

/**
 * The result card of `outcome`, said to the person who played White or Black against the
 * computer (`human`), or to both players (`human` null).
 * @param {Pick<Outcome, 'winner'|'reason'>} outcome
 * @param {Color | null} human
 * @returns {ResultView}
 */
export function resultView({ winner, reason }, human) {
  if (!winner) {
    const [title, why] = (reason ? DRAWS[reason] : undefined) ?? ['outcome.draw', null];
    return { kind: 'draw', title, why };
  }
  if (human) {
    const won = winner === human;
    return {
      kind: won ? 'win' : 'loss',
      title: won ? 'result.youWon' : 'result.computerWon',
      why: (reason ? AGAINST_COMPUTER[reason] : undefined)?.[won ? 0 : 1] ?? null,
    };
  }
  return {
    kind: 'win',
    title: winner === 'white' ? 'result.whiteWon' : 'result.blackWon',
    why: (reason ? BETWEEN_PLAYERS[reason] : undefined)?.[winner === 'white' ? 0 : 1] ?? null,
  };
}
