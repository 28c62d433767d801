// @ts-check
// Taking up a stored game in a tab: when the app starts and the archive holds any, this tab's
// own after a reload, else the latest unfinished game of the player that no other tab plays;
// and a game chosen in My games. Loaded then only (persistence.js): a first visit, with nothing
// stored, needs none of it.

import { listGames } from './my-games-store.js';
import { replayProblem } from '../../lib/archive/record.js';
import { claim } from '../../lib/archive/game-lock.js';
import { humanColor } from '../../lib/game/mode.js';
import { pdnTag } from '../../lib/archive/pdn-tags.js';

/** @typedef {import('../../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('../../lib/archive/archive.js').Archive} Archive */
/** @typedef {import('./persistence.js').Persistence} Persistence */
/** @typedef {import('../../lib/archive/save.js').SavedGame} SavedGame */

/**
 * The games of `games` a new tab may take up: unfinished, and the player's own (an imported
 * game not played on since, with its `names`, is a file's game, not one in progress here).
 * @param {GameRecord[]} games
 */
export function gamesInProgress(games) {
  return games.filter((game) => game.result === null && !game.names);
}

/**
 * Takes up in `persistence`'s tab its own game `tabId` (after a reload) when it is stored, else
 * the latest unfinished game no other tab plays; says when the own game cannot be replayed.
 * Rejects with the archive's ArchiveError (`damaged`: the own game could not be read).
 * @param {Persistence} persistence
 * @param {Archive} archive
 * @param {string | null} tabId the id of the game this tab played, if any
 * @returns {Promise<'opened' | 'none' | 'empty'>} `none`: no game to take up; `empty`: no
 *   readable game at all (a first visit, as far as the player can tell)
 */
export async function resumeGame(persistence, archive, tabId) {
  const own = tabId ? await archive.get(tabId) : null;
  const listed = own ? null : await listGames(archive);
  const candidates = own ? [own] : gamesInProgress(listed?.games ?? []);
  for (const record of candidates) {
    const opened = await openGame(persistence, record, record === own);
    if (opened === 'opened') return 'opened';
    if (opened === 'unreadable' && record === own) persistence.panel.notify(persistence.text('toast.savedUnreadable'));
  }
  return listed?.games.length === 0 ? 'empty' : 'none';
}

/**
 * Makes `record` the game of `persistence`'s tab. Resolves `elsewhere` when another tab plays it,
 * `unreadable` when the wasm refuses its position or moves (the record is left as it is, never
 * rewritten).
 * @param {Persistence} persistence
 * @param {GameRecord} record
 * @param {boolean} [wait] wait a moment for the lock (this tab's own game, after a reload)
 * @returns {Promise<'opened' | 'elsewhere' | 'unreadable'>}
 */
export async function openGame(persistence, record, wait = false) {
  if (record.id === persistence.current.id) return 'opened';
  if (await replayProblem(record.fen, record.moves)) return 'unreadable';
  const release = await claim(record.id, wait);
  if (!release) return 'elsewhere';
  await persistence.adopt(record, gameOf(record, persistence.levels?.default ?? 1), release);
  return 'opened';
}

/**
 * The players the study of a game names by its White and Black tags (a tournament's game, from
 * the tournament page), or null when it does not name both.
 * @param {string | undefined} analysis
 */
function taggedNames(analysis) {
  const [white, black] = ['White', 'Black'].map((tag) => pdnTag(analysis, tag));
  return white && black && white !== '?' && black !== '?' ? { white, black } : null;
}

/**
 * The panel's description of an archived game (for loading it): an imported game's players, or
 * those its study's tags name (a tournament's game), for the player strip.
 * @param {GameRecord} record
 * @param {number} defaultLevel the level when the record has none (two players)
 * @returns {SavedGame}
 */
export function gameOf(record, defaultLevel) {
  return {
    fen: record.fen,
    moves: record.moves,
    mode: record.mode,
    level: record.level ?? defaultLevel,
    orientation: record.view?.orientation ?? humanColor(record.mode) ?? 'white',
    numbers: record.view?.numbers ?? true,
    clock: record.clock ?? null,
    names: record.names ?? taggedNames(record.analysis),
  };
}

