// @ts-check
// The analysis page's address: it always describes the position shown, so it can be shared and
// bookmarked: `analysis.html?fen=FEN&moves=M1+M2...` (the start position without `fen`), plus
// `game=ID` when the game came from My games (its tree, with the variations, is then opened
// from the archive on this device).

/**
 * @typedef {object} Link what an address asks for
 * @property {string} fen the start position ('' for the standard start)
 * @property {string[]} moves the moves from it to the position shown
 * @property {string | null} game the id of a game of My games
 * @property {string | null} pdn a move list or PDN text to open
 */

/**
 * Reads an address's query.
 * @param {string} search `location.search`
 * @returns {Link}
 */
export function readLink(search) {
  const params = new URLSearchParams(search);
  const moves = (params.get('moves') ?? '').split(/[\s,]+/).filter(Boolean);
  return { fen: params.get('fen') ?? '', moves, game: params.get('game'), pdn: params.get('pdn') };
}

/**
 * The query of the position shown.
 * @param {string} fen the start position ('' for the standard start)
 * @param {string[]} moves
 * @param {string | null} game
 * @returns {string}
 */
export function linkQuery(fen, moves, game) {
  const params = new URLSearchParams();
  if (fen) params.set('fen', fen);
  if (moves.length) params.set('moves', moves.join(' '));
  if (game) params.set('game', game);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The address of the analysis of a game, from any page of the site (same folder).
 * @param {{fen?: string | null, moves?: string[], game?: string | null}} what
 * @returns {string}
 */
export function analysisUrl({ fen = '', moves = [], game = null }) {
  return `analysis.html${linkQuery(fen ?? '', moves, game)}`;
}
