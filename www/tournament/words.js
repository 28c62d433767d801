// @ts-check
// The tournament screen's words for the wasm's data: results, tie-breaks, byes, the hard rules
// of a warning, and a refusal (the wasm's TournamentError, a store's or a backup's) in the
// page's language; scores and tie-break values exactly (quarters as quarters); the
// organiser's text (names, the event's fields) isolated from the words around it.

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
 * A score or tie-break value exactly, in the page's language ("12,5" and "7,25" in Russian,
 * "7"): a tie-break may end in quarters, never rounded to one decimal (the wasm's values are
 * halves and quarters; three decimals keep an eighth too).
 * @param {Translator} t
 * @param {number} value
 */
export function points(t, value) {
  return t.number(value, { maximumFractionDigits: 3 });
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

/** Text that can turn the words around it: right-to-left letters and the explicit direction controls. */
const TURNS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * Text the organiser typed (a name, a place), isolated when it could turn the words around it:
 * between Unicode's first-strong isolate and its pop, so that a right-to-left name or an
 * unclosed override stays inside it (the text's own isolate controls are dropped, so none of
 * them can close it early). Other text is left as it is.
 * @param {string} text
 */
export function isolate(text) {
  return TURNS.test(text) ? `\u2068${text.replace(/[\u2066-\u2069]/g, '')}\u2069` : text;
}

/**
 * A player's name (isolated, to stand among other words), or "?" for none.
 * @param {PlayerView[]} players
 * @param {number | null | undefined} id
 */
export function playerName(players, id) {
  const name = id === null || id === undefined ? undefined : players[id]?.name;
  return name === undefined ? '?' : isolate(name);
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

/** An error whose message is already the organiser's words (from the catalogs). */
export class WordedError extends Error {}

/**
 * An error that names its problem by a catalog key (`tournament.error.<code>`), with the
 * key's parameters; its message is English, for the console.
 */
export class CodedError extends Error {
  /**
   * @param {string} code
   * @param {string} message
   * @param {Record<string, string | number>} [params]
   */
  constructor(code, message, params = {}) {
    super(message);
    this.code = code;
    this.params = params;
  }
}

/**
 * What a thrown error says to the organiser, always in the catalog's words: a refusal of the
 * wasm (naming the player, round and board; a TRF's, the line and what is wrong with it), a
 * coded error (a backup that cannot be read, a store that keeps nothing or was saved by
 * another tab first), a full storage, else that something went wrong (the error itself goes
 * to the console, not to the organiser).
 * @param {Translator} t
 * @param {unknown} error
 * @param {PlayerView[]} [players]
 */
export function refusalText(t, error, players = []) {
  if (error instanceof WordedError) return error.message;
  if (/** @type {{name?: unknown}} */ (error)?.name === 'QuotaExceededError') return t.t('tournament.error.quota');
  if (error instanceof CodedError) return t.t(`tournament.error.${error.code}`, error.params);
  const refusal = /** @type {{refusal?: TournamentRefusal}} */ (error)?.refusal;
  if (!refusal) {
    console.error(error);
    return t.t('tournament.error.other');
  }
  return refusalWords(t, refusal, (id) => playerName(players, id));
}

/**
 * A refusal of the wasm in words, its players named by `name`.
 * @param {Translator} t
 * @param {TournamentRefusal} refusal
 * @param {(id: number | null) => string} name
 * @returns {string}
 */
function refusalWords(t, refusal, name) {
  if (refusal.code === 'trf') {
    return t.t(refusal.line === null ? 'tournament.refusal.trfFile' : 'tournament.refusal.trf', { line: refusal.line ?? 0, message: trfProblemText(t, refusal) });
  }
  return t.t(`tournament.refusal.${refusal.code}`, {
    player: name(refusal.player), other: name(refusal.other), round: (refusal.round ?? 0) + 1, board: (refusal.board ?? 0) + 1,
    command: refusal.command ?? 0, line: refusal.line ?? 0, limit: refusal.limit ?? 0, message: refusal.message,
  });
}

/**
 * What is wrong with a TRF's line, in words: a command rebuilt from the file that the rules
 * refuse (its players named by their numbers in the file, as the file names them), or the
 * problem the reader found (its numbers as the file writes them, from 1).
 * @param {Translator} t
 * @param {TournamentRefusal} refusal
 */
function trfProblemText(t, refusal) {
  // The rules' sentence, without its full stop: the TRF's sentence around it ends it.
  if (refusal.cause) return refusalWords(t, refusal.cause, (id) => t.t('tournament.trf.player', { number: (id ?? 0) + 1 })).replace(/\.$/, '');
  if (!refusal.trf) {
    console.error(refusal.message);
    return t.t('tournament.trf.other');
  }
  const { code, ...fields } = refusal.trf;
  /** @type {Record<string, string | number>} */
  const params = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'number') params[key] = value;
    else if (typeof value === 'string') params[key] = isolate(value);
  }
  if (refusal.trf.code === 'truncated') {
    params.field = t.t(`tournament.trf.field.${refusal.trf.field}`);
    return t.t((refusal.trf.round ?? null) === null ? 'tournament.trf.truncated' : 'tournament.trf.truncatedRound', params);
  }
  return t.t(`tournament.trf.${code}`, params);
}
