// @ts-check
// The last opponent the player chose (who plays whom and the computer's level), remembered in
// localStorage across games, reloads and visits: a fresh game, the first-visit choice and the
// new-game dialog start from it, so no game at another level starts unasked.

import { isPlayMode } from '../lib/game/mode.js';

/** @typedef {import('./new-game.js').GameChoice} GameChoice */
/** @typedef {import('../wasm/config.js').Range} Range */

/** The localStorage key of the last choice. */
export const OPPONENT_KEY = 'tobit.opponent';

/**
 * The last choice remembered, or null when there is none or it no longer fits (a level out of
 * `levels`, an unknown mode, storage disabled).
 * @param {Range} levels config().levels
 * @param {Storage | null} [storage]
 * @returns {GameChoice | null}
 */
export function rememberedOpponent(levels, storage = globalThis.localStorage ?? null) {
  try {
    const saved = JSON.parse(storage?.getItem(OPPONENT_KEY) ?? 'null');
    if (!isPlayMode(saved?.mode)) return null;
    const { level } = saved;
    if (!Number.isInteger(level) || level < levels.min || level > levels.max) return null;
    return { mode: saved.mode, level };
  } catch {
    return null; // unreadable or storage disabled: nothing remembered
  }
}

/**
 * Remembers `choice` as the last one.
 * @param {GameChoice} choice
 * @param {Storage | null} [storage]
 */
export function rememberOpponent({ mode, level }, storage = globalThis.localStorage ?? null) {
  try {
    storage?.setItem(OPPONENT_KEY, JSON.stringify({ mode, level }));
  } catch { /* storage disabled or full: the choice lasts this page only */ }
}
