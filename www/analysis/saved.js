// @ts-check
// Where the analysis board keeps its studies: a game of My games keeps its tree (variations,
// comments, glyphs) in its archive record (`analysis`, as PDN, IndexedDB); any other study is
// kept on the device as the last study (localStorage), so a reload finds its variations again;
// another tab's board keeping its own is heard (the storage event), so the two can be merged.
// The reviews of the latest main lines are kept on the device too, so that a reload, or the game
// reopened from My games, shows its grades again; the exercises of "learn from your mistakes"
// solved in a game of My games are kept in its record (`practice`).
import { openArchive, STUDY_CHANNEL } from '../lib/archive/archive.js';
import { readJson, readText, writeJson, writeText } from '../lib/storage.js';

/** Where the last study that is not a game of My games is kept. */
export const LAST_STUDY_KEY = 'tobit.analysis.last';

/** Where the reviews of the latest main lines are kept, by start position and moves. */
export const REVIEWS_KEY = 'tobit.analysis.reviews';
/** How many reviews the device keeps (the latest). */
const KEPT_REVIEWS = 10;

/** @typedef {import('../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('../tobit_engine.js').GameReview} GameReview */
/** @typedef {{fen: string, line: string, review: GameReview}} KeptReview */
/** @typedef {import('../lib/archive/archive.js').Archive} Archive */

/** @type {Promise<Archive> | null} */
let archive = null;

/**
 * The archive, opened once (no migration of older saves: the app does that); the explorer reads
 * its games too.
 * @param {import('../lib/archive/save.js').Levels} levels
 */
export function theArchive(levels) {
  archive ??= openArchive({ levels, storage: null });
  archive.catch(() => { archive = null; });
  return archive;
}

/**
 * A game of My games, or null when there is none with that id.
 * @param {string} id
 * @param {import('../lib/archive/save.js').Levels} levels
 * @returns {Promise<GameRecord | null>}
 */
export async function savedGame(id, levels) {
  return (await theArchive(levels)).get(id);
}

/**
 * Keeps a study with its game in My games, and tells the app's tabs. The study was made from
 * `base` (the game's study as this tab last read or kept it): when the record holds another one
 * (another tab kept its own meanwhile), `merge` puts the two together first, so that neither
 * tab's moves and comments are lost.
 * @param {string} id
 * @param {string} pdn the tree
 * @param {import('../lib/archive/save.js').Levels} levels
 * @param {{base: string | null, merge: (theirs: string, mine: string) => string}} since
 *   `merge(theirs, mine)`: the study kept and this one merged (PDN)
 * @returns {Promise<string | null>} the study kept (`pdn`, or the merge), null when the game is
 *   no longer in My games
 */
export async function keepWithGame(id, pdn, levels, { base, merge }) {
  const store = await theArchive(levels);
  const record = await store.get(id);
  if (!record) return null;
  const theirs = record.analysis ?? null;
  const kept = theirs !== null && theirs !== base && theirs !== pdn ? merge(theirs, pdn) : pdn;
  if (theirs === kept) return kept;
  await store.put({ ...record, analysis: kept });
  // The app's tab playing this game writes it back with the study when it closes.
  const channel = new BroadcastChannel(STUDY_CHANNEL);
  channel.postMessage({ id, analysis: kept });
  channel.close();
  return kept;
}

/**
 * The exercises of "learn from your mistakes" solved in a game of My games, for its main line
 * `line` (its moves, space-separated): the indexes of the moves solved; none when the game
 * keeps none, or keeps those of another main line.
 * @param {string} id
 * @param {string} line
 * @param {import('../lib/archive/save.js').Levels} levels
 * @returns {Promise<number[]>}
 */
export async function solvedInGame(id, line, levels) {
  const practice = (await savedGame(id, levels))?.practice;
  return practice?.line === line ? practice.solved : [];
}

/**
 * Keeps with a game of My games that the exercise of move `index` of its main line `line` is
 * solved (the exercises of another main line are dropped: they were of another review).
 * @param {string} id
 * @param {string} line
 * @param {number} index
 * @param {import('../lib/archive/save.js').Levels} levels
 * @returns {Promise<number[] | null>} the moves solved now, null when the game is no longer in
 *   My games
 */
export async function keepSolved(id, line, index, levels) {
  const store = await theArchive(levels);
  const record = await store.get(id);
  if (!record) return null;
  const before = record.practice?.line === line ? record.practice.solved : [];
  const solved = [...new Set([...before, index])].sort((a, b) => a - b);
  const practice = { line, solved };
  await store.put({ ...record, practice });
  // The app's tab playing this game writes them back with it when it closes.
  const channel = new BroadcastChannel(STUDY_CHANNEL);
  channel.postMessage({ id, practice });
  channel.close();
  return solved;
}

/**
 * The last study kept on the device (PDN), or null.
 * @returns {string | null}
 */
export function lastStudy() {
  return readText(LAST_STUDY_KEY);
}

/**
 * Keeps a study as the last one; false when the device refuses it (full, blocked): the study
 * then stays in the page only.
 * @param {string} pdn
 * @returns {boolean}
 */
export function keepLast(pdn) {
  return writeText(LAST_STUDY_KEY, pdn);
}

/**
 * Calls `changed` with the last study each time another tab of the analysis board keeps one.
 * @param {(pdn: string) => void} changed
 */
export function onLastStudyElsewhere(changed) {
  addEventListener('storage', (event) => {
    if (event.key === LAST_STUDY_KEY && event.newValue) changed(event.newValue);
  });
}

/** @returns {KeptReview[]} the reviews kept (each checked where it is used) */
function keptReviews() {
  const kept = readJson(REVIEWS_KEY);
  return Array.isArray(kept) ? kept.filter((k) => k && typeof k.fen === 'string' && typeof k.line === 'string') : [];
}

/**
 * Whether `value` is a review of `count` moves as the engine gives one.
 * @param {any} value
 * @param {number} count
 * @returns {value is GameReview}
 */
function isReview(value, count) {
  const grades = ['inaccuracy', 'mistake', 'blunder'];
  const counts = (/** @type {any} */ c) => c !== null && typeof c === 'object' && grades.every((g) => Number.isInteger(c[g]));
  return value !== null && typeof value === 'object' && Array.isArray(value.moves) && value.moves.length === count
    && value.moves.every((/** @type {any} */ m) => m && typeof m.whiteChance === 'number' && (m.grade == null || grades.includes(m.grade)))
    && counts(value.white) && counts(value.black);
}

/**
 * The review kept of the main line `line` (its moves, space-separated) from `fen`, or null.
 * @param {string} fen
 * @param {string} line
 * @returns {GameReview | null}
 */
export function keptReview(fen, line) {
  const review = keptReviews().find((k) => k.fen === fen && k.line === line)?.review;
  return isReview(review, line ? line.split(' ').length : 0) ? review : null;
}

/**
 * Keeps the review of the main line `line` from `fen`, with the latest others.
 * @param {string} fen
 * @param {string} line
 * @param {GameReview} review
 */
export function keepReview(fen, line, review) {
  const others = keptReviews().filter((k) => k.fen !== fen || k.line !== line);
  writeJson(REVIEWS_KEY, [{ fen, line, review }, ...others].slice(0, KEPT_REVIEWS)); // refused: kept in the page only
}
