// @ts-check
// The game of a shared link (the address's query, lib/address/url-state.js), opened when the app starts: a
// new archive entry when the wasm replays its position and moves; else a clear message and a
// fresh game, nothing of it stored or shared again. Loaded only when the address has a query.

import { gameFromUrl } from '../../lib/address/url-state.js';
import { newGameId, newSeed, replayProblem } from '../../lib/archive/record.js';

/** @typedef {import('./persistence.js').Persistence} Persistence */

/**
 * Opens the game of the address's link in `persistence`'s tab and takes the link out of the
 * address (never re-shared as it came).
 * @param {Persistence} persistence
 * @param {import('../../lib/archive/save.js').Levels} levels config().levels
 * @returns {Promise<boolean>} false when the address holds no game
 */
export async function openLink(persistence, levels) {
  const shared = gameFromUrl(location.search, levels);
  if (!shared) return false;
  history.replaceState(null, '', location.pathname);
  const problem = await replayProblem(shared.fen, shared.moves);
  const fresh = { id: newGameId(), created: Date.now(), seed: newSeed(), result: null };
  if (problem) {
    persistence.panel.notify(persistence.text('toast.sharedUnreadable', { reason: problem }));
    await persistence.switchTo(fresh, null);
    return true;
  }
  await persistence.switchTo({ ...fresh, fromLink: true }, shared);
  persistence.save();
  return true;
}
