// @ts-check
// The records of earlier releases in today's form (record.js): who played whom was an
// `opponent`, and an imported game kept its file's text apart from its study, as `pdn`; and a
// stored value read as a record of today (readRecord: upgraded, then validated).

import { isObject, SIDES, validateRecord } from './record.js';
import { modeFor } from '../game/mode.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */

/**
 * A stored record in today's form: records of earlier releases said who played whom as
 * `opponent: {kind: 'two'}` or `{kind: 'computer', level, colour}` (the person's colour); they
 * become `mode` and `level`. An imported game's text kept apart as `pdn` becomes its tree
 * `analysis` (see treeText). Anything else is returned as it is (validateRecord judges it).
 * @param {any} data
 * @returns {any}
 */
export function upgradeRecord(data) {
  if (!isObject(data)) return data;
  let record = data;
  if ('opponent' in record && !('mode' in record)) {
    const { opponent, ...rest } = record;
    if (opponent?.kind === 'two') record = { ...rest, mode: 'play' };
    else if (opponent?.kind === 'computer' && SIDES.includes(opponent.colour)) {
      record = { ...rest, mode: modeFor(opponent.colour), level: opponent.level };
    }
  }
  if (typeof record.pdn === 'string' && (record.analysis === undefined || typeof record.analysis === 'string')) {
    const { pdn, analysis, ...rest } = record;
    record = { ...rest, analysis: treeText(pdn, analysis) };
  }
  return record;
}

/**
 * The tree of a record of an earlier release that kept an imported game's text (`pdn`) apart
 * from its study (`analysis`, which the analysis board began from the game's moves alone): the
 * study when the player wrote anything into it (a comment, a variation, a glyph: PDN's `{`,
 * `;`, `(`, `$`, `!`, `?` after the tags), else the imported text, which holds the same moves
 * and the file's tags, comments and variations.
 * @param {string} imported
 * @param {string | undefined} study
 * @returns {string}
 */
function treeText(imported, study) {
  if (study === undefined) return imported;
  const moveText = study.replace(/^\s*(\[[^\n]*\]\s*)*/, '');
  return /[{;($!?]/.test(moveText) ? study : imported;
}

/**
 * A stored value as a record (upgraded from an earlier release's form); throws an Error naming
 * the problem when it is not one.
 * @param {unknown} value
 * @returns {GameRecord}
 */
export const readRecord = (value) => validateRecord(upgradeRecord(value));
