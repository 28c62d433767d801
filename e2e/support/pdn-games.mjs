// PDN files written for the import tests and the import budget (e2e/tools/measure-pdn-import.mjs).

/** Games that are legal from the start, played in turn. */
const LINES = [
  '1. 9-16 30-23 2. 16x30 36x23',
  '1. 8-15 28-21 2. 15-16 31-24',
  '1. 10-17 31-24 2. 17x31 37x24',
  '1. 11-18 32-25 2. 18x32 38x25 3. 7-14 28-21',
];

/** The first game: tags, comments, glyphs and nested variations. */
export const RICH_GAME = `[Event "Club championship"]
[Site "Abakan"]
[Date "2026.11.24"]
[Round "1"]
[White "Aigul"]
[Black "Pyotr"]
[Result "*"]
[Annotator "Coach"]
{The opening} 1. 9-16 {the usual} (1. 10-17 31-24 (1... 29-22) 2. 17x31) 1... 30-23! 2. 16x30 $1
36x23 *
`;

/**
 * A file of `count` games: the rich one first, then plain ones; the game numbered `broken`
 * (from 1) has an illegal third move.
 * @param {number} count
 * @param {number} [broken]
 */
export function pdnFile(count, broken = 0) {
  const games = [RICH_GAME];
  for (let n = 2; n <= count; n += 1) {
    const moves = n === broken ? '1. 9-16 30-23 2. 1-2' : LINES[n % LINES.length];
    games.push(`[Event "Test"]\n[White "White ${n}"]\n[Black "Black ${n}"]\n[Date "2026.01.${String(n % 28 + 1).padStart(2, '0')}"]\n[Result "*"]\n${moves} *\n`);
  }
  return games.join('\n');
}
