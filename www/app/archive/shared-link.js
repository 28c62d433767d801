// @ts-check
// The game of a shared link (the address's query, lib/address/url-state.js), opened when the app
// starts: the game this device already keeps from the same link, else a new archive entry when
// the wasm replays its position and moves; else a clear message and a fresh game, nothing of it
// stored or shared again. Loaded only when the address has a query.

import { gameFromUrl, queryForGame } from '../../lib/address/url-state.js';
import { newGameId, newSeed, replayProblem } from '../../lib/archive/record.js';
import { textHash } from '../../lib/archive/text-hash.js';

/** @typedef {import('./persistence.js').Persistence} Persistence */
/** @typedef {import('../../lib/archive/save.js').SavedGame} SavedGame */

/**
 * The archive id of the game a link describes. A shared link carries no id of its own, so what
 * identifies its game is what the link says: the start position, the moves, the opponent
 * (mode and level) and the side shown, written as queryForGame writes them (so the same game
 * in another order of parameters, or with the level the play mode ignores, is the same link).
 * The numbers' display is left out: a view choice, not the game. Derived rather than looked
 * up: the second opening finds the game by its key even after the player played on from it
 * (its moves are no longer the link's), and two tabs opening one link write one record.
 * 64 bits, so two different links on one device do not meet.
 * @param {SavedGame} shared
 */
const linkGameId = (shared) => `link-${textHash(queryForGame(shared), 64)}`;

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
  const id = linkGameId(shared);
  const kept = await persistence.archive?.get(id).catch(() => null);
  const opened = kept ? await (await import('./resume.js')).openGame(persistence, kept) : 'new';
  if (opened === 'opened') return true;
  if (opened === 'elsewhere') {
    await persistence.language.need('games').catch(() => {});
    persistence.panel.notify(persistence.text('games.openElsewhere'));
    await persistence.switchTo(fresh, null);
    return true;
  }
  // New here; or kept but no longer replayed by the wasm, which stays as it is (a new id).
  await persistence.switchTo({ ...fresh, ...(opened === 'new' && { id }), fromLink: true }, shared);
  persistence.save();
  return true;
}
