// @ts-check
// What the end of a game means in words, the one map from an outcome to them: the title ("You
// won", "Draw by repetition"), the sentence that says why, and whether it reads as a win, a loss
// or a draw. Used by the app's result card and player strip, My games, and the board's
// announcer. The reasons are the wasm's (Game/Board status().reason: no-pieces, blocked,
// repetition, resignation, agreement, time-forfeit); an unknown one gets the title alone.

/** @typedef {import('./controller.js').Color} Color */
/** @typedef {import('./controller.js').OutcomeReason} OutcomeReason */
/** @typedef {import('./controller.js').GameEventDetails['gameover']} Outcome */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
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
  'time-forfeit': ['result.why.computerOutOfTime', 'result.why.youOutOfTime'],
};
/** @type {Partial<Record<OutcomeReason, [string, string]>>} per reason: [White won, Black won] */
const BETWEEN_PLAYERS = {
  'no-pieces': ['result.why.whiteTookAll', 'result.why.blackTookAll'],
  blocked: ['result.why.whiteBlockedBlack', 'result.why.blackBlockedWhite'],
  resignation: ['result.why.blackResigned', 'result.why.whiteResigned'],
  'time-forfeit': ['result.why.blackLostOnTime', 'result.why.whiteLostOnTime'],
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

/**
 * The outcome in one line: "White won (2-0). White took all of Black's pieces."
 * @param {Translator} t
 * @param {Outcome} outcome
 * @param {Color | null} human as for resultView
 * @returns {string}
 */
export function outcomeText(t, outcome, human) {
  const { title, why } = resultView(outcome, human);
  const line = t.t('outcome.line', { result: t.t(title), score: outcome.score });
  return why ? `${line} ${t.t(why)}` : line;
}
