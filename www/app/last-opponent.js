// @ts-check
// The last opponent the player chose (who plays whom and the computer's level), remembered in
// localStorage across games, reloads and visits: a fresh game, the first-visit choice and the
// new-game dialog start from it, so no game at another level starts unasked.

import { isPlayMode } from '../lib/game/mode.js';
import { deviceStorage, readJson, writeJson } from '../lib/storage.js';

/** @typedef {import('./new-game.js').GameChoice} GameChoice */
/** @typedef {import('../wasm/config.js').Range} Range */
/** @typedef {import('../lib/storage.js').KeyStorage} KeyStorage */

/** The localStorage key of the last choice. */
export const OPPONENT_KEY = 'tobit.opponent';

/**
 * The last choice remembered, or null when there is none or it no longer fits (a level out of
 * `levels`, an unknown mode, storage disabled).
 * @param {Range} levels config().levels
 * @param {KeyStorage | null} [storage]
 * @returns {GameChoice | null}
 */
export function rememberedOpponent(levels, storage = deviceStorage()) {
  const saved = /** @type {{mode?: unknown, level?: unknown} | null} */ (readJson(OPPONENT_KEY, storage));
  if (!isPlayMode(saved?.mode)) return null;
  const { level } = saved;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < levels.min || level > levels.max) return null;
  return { mode: saved.mode, level };
}

/**
 * The choice a game starts from: the last one remembered, else (someone who has never chosen:
 * a first visit) the computer at the lowest level, a beginner's (crates/ai/src/levels.rs), the
 * player White.
 * @param {Range} levels config().levels
 * @param {KeyStorage | null} [storage]
 * @returns {GameChoice}
 */
export function proposedOpponent(levels, storage = deviceStorage()) {
  return rememberedOpponent(levels, storage) ?? { mode: 'ai-black', level: levels.min };
}

/**
 * Remembers `choice` as the last one.
 * @param {GameChoice} choice
 * @param {KeyStorage | null} [storage]
 */
export function rememberOpponent({ mode, level }, storage = deviceStorage()) {
  writeJson(OPPONENT_KEY, { mode, level }, storage); // refused: the choice lasts this page only
}
