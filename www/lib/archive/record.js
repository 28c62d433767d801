// @ts-check
// One game of the archive (GameRecord): the record's shape and its check (validateRecord), the
// fresh id and seed of a new game, how a record's result ends a replayed game, how the panel's
// game (SavedGame) becomes a record (recordOf), and whether the wasm replays a game's position
// and moves (replayProblem). The store that keeps the records is archive.js.

import { isPlayMode } from '../game/mode.js';
import { loadTobit } from '../../wasm/loader.js';

/** @typedef {import('./save.js').SavedGame} SavedGame */
/** @typedef {import('../game/mode.js').PlayMode} PlayMode */
/**
 * How a game ended (the element's gameover detail); null while the game goes on.
 * @typedef {{winner: 'white' | 'black' | null, reason: import('../../tobit.js').OutcomeReason, score: string}} Result
 */
/**
 * One game. `created`/`updated` are milliseconds since 1970; `mode` who plays whom (the
 * element's `mode`), `level` the computer's level (only when it plays); `fen` null is the
 * standard start; `seed` (uint32) makes the computer's play reproducible.
 * `view` (optional) is how the board was shown: its orientation and whether numbers were on.
 * `clock` (a timed game only) is its clock (the wasm Clock's saved state, which the wasm checks
 * when it is restored) and each move's `[%clock]` times.
 * `analysis` (optional) is the one text of the game's tree, as PDN: its tags, variations,
 * comments and glyphs. An imported game has it from the start (the file's game, canonical);
 * the analysis board writes it (the study), the app's own saves keep it, and the analysis
 * board adds to it the moves played on since. `fromLink` (optional, true) marks a game opened
 * from a shared link. `names` (an imported game) are its players and `tags` the Date and Event
 * its file gave it; the app's first save of the game (it was played on) drops both, and until
 * then the export is its tree as it is.
 * `practice` (optional) is what "learn from your mistakes" (the analysis board) solved of the
 * game: the main line its review was of (`line`, the moves space-separated) and the indexes of
 * the moves whose better move was found (`solved`); a changed main line makes it another review's.
 * (Records of an earlier release kept an imported game's text apart, as `pdn`: record-upgrade.js
 * moves it into `analysis`.)
 * @typedef {{id: string, created: number, updated: number, mode: PlayMode, level?: number, result: Result | null,
 *   fen: string | null, moves: string[], seed: number,
 *   view?: {orientation: 'white' | 'black', numbers: boolean},
 *   clock?: import('./save.js').ClockRecord, analysis?: string, fromLink?: true,
 *   names?: {white: string, black: string}, tags?: {date?: string, event?: string},
 *   practice?: Practice}} GameRecord
 */
/**
 * What "learn from your mistakes" solved of a game (see GameRecord).
 * @typedef {{line: string, solved: number[]}} Practice
 */

/** A fresh id for a new game (random, so tabs and devices never collide). */
export function newGameId() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh seed for the computer's choices in a new game (uint32). */
export function newSeed() {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

/** The two sides' names in a record. */
export const SIDES = ['white', 'black'];

/** Whether `v` is a plain object (not null, not an array). */
export const isObject = (/** @type {unknown} */ v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks a record's shape; returns it or throws an Error naming the problem.
 * @param {any} data
 * @returns {GameRecord}
 */
export function validateRecord(data) {
  if (!isObject(data)) throw new Error('the record is not an object');
  if (typeof data.id !== 'string' || data.id === '') throw new Error('"id" is not a non-empty string');
  for (const field of ['created', 'updated']) {
    if (!Number.isFinite(data[field])) throw new Error(`"${field}" is not a time`);
  }
  if (!isPlayMode(data.mode)) throw new Error('"mode" is not play, ai-white or ai-black');
  const computer = data.mode !== 'play';
  if (computer ? !(Number.isInteger(data.level) && data.level > 0) : data.level !== undefined) {
    throw new Error(computer ? '"level" is not a level' : '"level" is given without a computer');
  }
  const r = data.result;
  if (r !== null && !(isObject(r) && (r.winner === null || SIDES.includes(r.winner))
    && typeof r.reason === 'string' && typeof r.score === 'string')) {
    throw new Error('"result" is not null or {winner, reason, score}');
  }
  if (data.fen !== null && typeof data.fen !== 'string') throw new Error('"fen" is not a string or null');
  if (!Array.isArray(data.moves) || !data.moves.every((/** @type {unknown} */ m) => typeof m === 'string')) {
    throw new Error('"moves" is not a list of moves');
  }
  if (!Number.isInteger(data.seed) || data.seed < 0 || data.seed > 0xffffffff) throw new Error('"seed" is not a uint32');
  const v = data.view;
  if (v !== undefined && !(isObject(v) && SIDES.includes(v.orientation) && typeof v.numbers === 'boolean')) {
    throw new Error('"view" is not {orientation, numbers}');
  }
  const c = data.clock;
  if (c !== undefined && !(isObject(c) && isObject(c.saved) && Array.isArray(c.stamps)
    && c.stamps.every((/** @type {unknown} */ s) => s === null || typeof s === 'string'))) {
    throw new Error('"clock" is not {saved, stamps}');
  }
  if (data.analysis !== undefined && typeof data.analysis !== 'string') throw new Error('"analysis" is not PDN text');
  if ('pdn' in data) throw new Error('"pdn" is not a text'); // a text is upgraded into `analysis`
  const n = data.names;
  if (n !== undefined && !(isObject(n) && typeof n.white === 'string' && typeof n.black === 'string')) {
    throw new Error('"names" is not {white, black}');
  }
  const g = data.tags;
  if (g !== undefined && !(isObject(g) && ['date', 'event'].every((k) => g[k] === undefined || typeof g[k] === 'string'))) {
    throw new Error('"tags" is not {date, event}');
  }
  if (data.fromLink !== undefined && data.fromLink !== true) throw new Error('"fromLink" is not true');
  const p = data.practice;
  if (p !== undefined && !(isObject(p) && typeof p.line === 'string' && Array.isArray(p.solved)
    && p.solved.every((/** @type {unknown} */ i) => Number.isInteger(i) && Number(i) >= 0))) {
    throw new Error('"practice" is not {line, solved}');
  }
  return data;
}

/**
 * Ends `game` (a wasm Game or the board element) as the record's `result` says when its moves
 * alone do not: a resignation (the loser resigns), a loss on time, or an agreed draw. Other
 * endings follow from the moves and need nothing.
 * @param {{resign(color: 'white' | 'black'): void, loseOnTime(color: 'white' | 'black'): void, agreeDraw(): void}} game
 * @param {Result | null} result
 */
export function replayEnding(game, result) {
  const loser = result?.winner === 'white' ? 'black' : 'white';
  if (result?.reason === 'resignation' && result.winner) {
    game.resign(loser);
  } else if (result?.reason === 'time-forfeit' && result.winner) {
    game.loseOnTime(loser);
  } else if (result?.reason === 'agreement') {
    game.agreeDraw();
  }
}

/**
 * Which game a record is, beside its moves: its id, creation time and seed, its result, and
 * whether it was opened from a shared link (a copy of a game shared with the player).
 * @typedef {{id: string, created: number, seed: number, result: GameRecord['result'], fromLink?: boolean}} Identity
 */

/**
 * The archive record of a game described as the panel saves and shares it.
 * @param {SavedGame} game
 * @param {Identity} identity
 * @param {number} updated
 * @returns {GameRecord}
 */
export function recordOf(game, { id, created, seed, result, fromLink }, updated) {
  return {
    id,
    created,
    updated,
    mode: game.mode,
    ...(game.mode === 'play' ? {} : { level: game.level }),
    result,
    fen: game.fen,
    moves: game.moves,
    seed,
    view: { orientation: game.orientation, numbers: game.numbers },
    ...(game.clock ? { clock: game.clock } : {}),
    ...(fromLink ? { fromLink: true } : {}),
  };
}

/**
 * Why the wasm refuses a game's position or moves, or null when it replays.
 * @param {string | null} fen
 * @param {string[]} moves
 * @returns {Promise<string | null>}
 */
export async function replayProblem(fen, moves) {
  try {
    const tobit = await loadTobit();
    const game = new tobit.Game(fen ?? undefined);
    try {
      for (const move of moves) game.play(move);
    } finally {
      game.free?.();
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
