// @ts-check
// The words of the study module's coded errors, the one map from their codes to the catalogs:
// a PDN error (`PdnError`: at a line and column, its `kind`: a `code` and what it names), the
// move text it refused (`MoveError`, under `reason`), the FEN that is no position (`FenError`,
// in a PDN's FEN tag and in the position editor's box) and a time control out of range
// (`ControlError`).
// Each code is a catalog key under a prefix (`pdn.error.`, `pdn.error.move.`, `pdn.error.fen.`,
// `clock.error.`); every other field is a parameter of its message, a nested error worded
// first. Rust decides every reason; this only words it. The study module throws some of them
// as the data of an Error (`PdnReadError`, `ReplayError`, `TimeControlError`): `thrownData`
// reads it.

import { resultView } from './game/outcome.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_study.js').PdnError} PdnError */
/** @typedef {import('../tobit_study.js').MoveError} MoveError */
/** @typedef {import('../tobit_study.js').FenError} FenError */
/** @typedef {import('../tobit_study.js').Outcome} Outcome */
/** @typedef {import('../tobit_study.js').PdnErrorKind} PdnErrorKind */
/** @typedef {import('../i18n/i18n.js').Params} Params */

/**
 * The message of an error object whose `code` is a key under `prefix`, its other fields the
 * message's parameters: a nested error (`reason`) in its own words, a side and an outcome
 * in the language's words.
 * @param {Translator} t
 * @param {string} prefix
 * @param {{code: string} & Record<string, unknown>} error
 * @returns {string}
 */
export function codeText(t, prefix, error) {
  /** @type {Params} */
  const params = {};
  for (const [name, value] of Object.entries(error)) {
    if (name === 'code' || value === null || value === undefined) continue;
    if (name === 'reason' && typeof value === 'object') {
      const nested = /** @type {MoveError | FenError} */ (value);
      params.reason = codeText(t, error.code === 'bad-fen' ? 'pdn.error.fen' : 'pdn.error.move', nested);
    } else if (name === 'outcome') {
      const { winner, reason } = /** @type {Outcome} */ (value);
      params.outcome = t.t(resultView({ winner: winner ?? null, reason }, null).title);
    } else if (name === 'side') {
      params.side = t.t(`pdn.error.side.${value}`);
    } else if (name === 'number' && error.code === 'other-game-type') {
      params.number = /** @type {number} */ (value);
      params.game = t.t(`pdn.error.gameType.${value}`);
    } else {
      params[name] = /** @type {string | number} */ (value);
    }
  }
  return t.t(`${prefix}.${error.code}`, params);
}

/**
 * What is wrong with a PDN text, in the language of `t` (without its place).
 * @param {Translator} t
 * @param {PdnError} error
 * @returns {string}
 */
export function pdnErrorText(t, error) {
  return codeText(t, 'pdn.error', error.kind);
}

/**
 * A PDN error with its place: "Line 3, column 9: …".
 * @param {Translator} t
 * @param {PdnError} error
 * @returns {string}
 */
export function pdnErrorAt(t, error) {
  return t.t('pdn.errorAt', { line: error.line, column: error.column, message: pdnErrorText(t, error) });
}

/**
 * Why a FEN is no position, in the language of `t`.
 * @param {Translator} t
 * @param {FenError} error
 * @returns {string}
 */
export function fenErrorText(t, error) {
  return codeText(t, 'pdn.error.fen', error);
}

/**
 * The data an error thrown by the study module carries at `key` (`pdn` of a `PdnReadError`,
 * `control` of a `TimeControlError`), or null when it threw something else.
 * @param {unknown} thrown
 * @param {string} key
 * @returns {object | null}
 */
export function thrownData(thrown, key) {
  const data = thrown instanceof Error ? /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (thrown))[key] : undefined;
  return data && typeof data === 'object' ? data : null;
}

/**
 * The PDN error a study-module call threw (`GameTree.fromPdn`'s `PdnReadError`), or null when
 * it threw something else.
 * @param {unknown} thrown
 * @returns {PdnError | null}
 */
export function pdnErrorOf(thrown) {
  return /** @type {PdnError | null} */ (thrownData(thrown, 'pdn'));
}

/**
 * Why the study module refused the FEN or a move of a game given as a FEN and its moves (the
 * `ReplayError` of `new GameTree(fen, moves)`), or null when it threw something else.
 * @param {unknown} thrown
 * @returns {PdnErrorKind | null}
 */
export function replayErrorOf(thrown) {
  return /** @type {PdnErrorKind | null} */ (thrownData(thrown, 'replay'));
}

/**
 * A refused FEN or move of a game given as a FEN and its moves (`replayErrorOf`: a bad FEN, or
 * the first move refused with its number), in the language of `t`.
 * @param {Translator} t
 * @param {PdnErrorKind} kind
 * @returns {string}
 */
export function replayErrorText(t, kind) {
  return kind.code === 'bad-fen' ? fenErrorText(t, kind.reason) : codeText(t, 'pdn.error', kind);
}
