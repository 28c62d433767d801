// @ts-check
// Words for the end of a game, from the element's gameover detail.

/** @param {string} s */
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** @param {string} side */
const other = (side) => (side === 'white' ? 'black' : 'white');

/**
 * Why the game ended, said from the loser's side when there is a winner.
 * @param {string | null} winner
 * @param {string | null} reason
 */
function reasonText(winner, reason) {
  const loser = winner ? capital(other(winner)) : '';
  switch (reason) {
    case 'no-pieces': return `${loser} has no pieces left`;
    case 'blocked': return `${loser} cannot move`;
    case 'resignation': return `${loser} resigned`;
    case 'repetition': return 'threefold repetition';
    case 'agreement': return 'agreed by both players';
    default: return reason ?? '';
  }
}

/**
 * "White wins: Black resigned (2-0)", "Draw: threefold repetition (1-1)".
 * @param {import('../game-controller.js').GameEventDetails['gameover']} outcome
 */
export function describeOutcome({ winner, reason, score }) {
  const head = winner ? `${capital(winner)} wins` : 'Draw';
  const why = reasonText(winner, reason);
  return `${head}${why ? `: ${why}` : ''} (${score})`;
}
