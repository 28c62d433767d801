// @ts-check
// The tournament screen's words for the wasm's data: results, tie-breaks, byes, the hard rules
// of a warning, and a refusal (the wasm's TournamentError) in the page's language; scores and
// tie-break values to one decimal where they have one.

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').GameResult} GameResult */
/** @typedef {import('../tobit_tournament.js').TieBreak} TieBreak */
/** @typedef {import('../tobit_tournament.js').Warning} Warning */
/** @typedef {import('../tobit_tournament.js').TournamentRefusal} TournamentRefusal */
/** @typedef {import('../tobit_tournament.js').PlayerView} PlayerView */

/** The results the organiser enters, in the order of their buttons. */
export const RESULTS = /** @type {const} */ (['WhiteWins', 'Draw', 'BlackWins', 'WhiteForfeitWin', 'BlackForfeitWin', 'DoubleForfeit']);

/** The notation of each result (the same in every language). */
export const NOTATION = /** @type {Record<GameResult, string>} */ ({
  WhiteWins: '1-0', Draw: '½-½', BlackWins: '0-1', WhiteForfeitWin: '+/-', BlackForfeitWin: '-/+', DoubleForfeit: '-/-',
});

/**
 * A score or tie-break value to one decimal where it has one ("12,5" in Russian, "7").
 * @param {Translator} t
 * @param {number} value
 */
export function points(t, value) {
  return t.number(value, { maximumFractionDigits: 1 });
}

/**
 * A calendar date given as "YYYY-MM-DD" (the tournament's form), in the page's language with
 * the month in letters (Translator.day); empty for none.
 * @param {Translator} t
 * @param {string | null | undefined} iso
 */
export const dateText = (t, iso) => t.day(iso);

/**
 * A tie-break's name, full or short (a column's head).
 * @param {Translator} t
 * @param {TieBreak} tb
 * @param {boolean} [short]
 */
export function tieBreakName(t, tb, short = false) {
  return t.t(`tournament.tb.${tb}${short ? '.short' : ''}`);
}

/**
 * A player's name with their number (from 1), or "?" for none.
 * @param {PlayerView[]} players
 * @param {number | null | undefined} id
 */
export function playerName(players, id) {
  return id === null || id === undefined ? '?' : players[id]?.name ?? '?';
}

/**
 * A warning of a pairing made by hand, in words.
 * @param {Translator} t
 * @param {Warning} w
 * @param {PlayerView[]} players
 */
export function warningText(t, w, players) {
  return t.t('tournament.warning', {
    round: w.round + 1, players: w.players.map((p) => playerName(players, p)), rule: t.t(`tournament.rule.${w.rule}`),
  });
}

/**
 * What a thrown error says to the organiser: a refusal of the wasm in words (naming the
 * player, round and board), else the error's own message.
 * @param {Translator} t
 * @param {unknown} error
 * @param {PlayerView[]} [players]
 */
export function refusalText(t, error, players = []) {
  const refusal = /** @type {{refusal?: TournamentRefusal}} */ (error)?.refusal;
  if (!refusal) return t.t('tournament.error.other', { message: String(/** @type {Error} */ (error)?.message ?? error) });
  const key = refusal.code === 'trf' && refusal.line === null ? 'trfFile' : refusal.code;
  return t.t(`tournament.refusal.${key}`, {
    player: playerName(players, refusal.player), round: (refusal.round ?? 0) + 1, board: (refusal.board ?? 0) + 1,
    command: refusal.command ?? 0, line: refusal.line ?? 0, message: refusal.message,
  });
}
