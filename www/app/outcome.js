// Words for the end of a game, from the element's gameover detail.

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const other = (side) => (side === 'white' ? 'black' : 'white');

/** Why the game ended, said from the loser's side when there is a winner. */
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

/** "White wins: Black resigned (2-0)", "Draw: threefold repetition (1-1)". */
export function describeOutcome({ winner, reason, score }) {
  const head = winner ? `${capital(winner)} wins` : 'Draw';
  const why = reasonText(winner, reason);
  return `${head}${why ? `: ${why}` : ''} (${score})`;
}
