// @ts-check
// Playing a pairing's game on this device. The game is put in My games (the archive) ready to
// play: two players on one device, the tournament's time control (its clock, paused until the
// players start it), and its study holding the tags Event, Site, Date, Round, Board, White and
// Black, which My games' PDN keeps; this tab is then sent to the app's board with it as its own
// game (the tab's game, lib/archive/game-lock.js). The tournament keeps which game each board
// is; once a game has ended, its result is entered in the tournament the next time this page
// looks (when the tournament opens and whenever the page is shown again). A knockout match's
// games are played so too (the next game of the match, its Round tag "round.game"), each at
// the control of its stage, as the wasm's view gives it: the tournament's for the two main
// games, the faster ones of the tie-break games and of the deciding game.

import { openArchive } from '../lib/archive/archive.js';
import { TAB_GAME_KEY } from '../lib/archive/game-lock.js';
import { newGameId, newSeed } from '../lib/archive/record.js';
import { pdnHeader } from '../lib/archive/pdn-header.js';
import { deviceStorage, writeText } from '../lib/storage.js';
import { loadConfig } from '../wasm/config.js';
import { loadStudy } from '../wasm/loader.js';

/** @typedef {import('./session.js').Session} Session */
/** @typedef {import('../tobit_tournament.js').Command} Command */
/** @typedef {import('../tobit_tournament.js').GameResult} GameResult */
/** @typedef {import('../lib/archive/record.js').GameRecord} GameRecord */

/** @type {Promise<import('../lib/archive/archive.js').Archive> | null} */
let archive = null;

/** The game archive (My games), opened once. */
function games() {
  archive ??= loadConfig().then(({ levels }) => openArchive({ levels })).catch((error) => {
    archive = null;
    throw error;
  });
  return archive;
}

/**
 * The key of a board in the tournament's record of its games (a knockout's: of the match's
 * game `game`, from 0).
 * @param {number} round
 * @param {number} board
 * @param {number} [game]
 */
export const boardKey = (round, board, game) => (game === undefined ? `${round}.${board}` : `${round}.${board}.${game}`);

/**
 * The game of board `board` of round `round` still to play: its players, its key, its Round
 * tag and its time control (empty for none); a knockout's, the next game of match `board`
 * (null once decided).
 * @param {import('../tobit_tournament.js').TournamentView} view
 * @param {number} round
 * @param {number} board
 */
export function gameToPlay(view, round, board) {
  if ('Knockout' in view.settings.format) {
    const m = view.knockout[round]?.[board];
    const next = m?.next;
    if (!m || !next) return null;
    const game = m.games.length;
    return { white: next.white, black: next.black, key: boardKey(round, board, game), roundTag: `${round + 1}.${game + 1}`, control: next.time_control };
  }
  const b = view.rounds[round]?.boards[board];
  return b && !b.result
    ? { white: b.white, black: b.black, key: boardKey(round, board), roundTag: String(round + 1), control: view.settings.event?.time_control ?? '' }
    : null;
}

/** @param {number} n @returns {string} two digits */
const two = (n) => String(n).padStart(2, '0');

/**
 * Puts the game of board `board` of round `round` in My games, records it as that board's game
 * in the tournament, and sends this tab to the app's board to play it.
 * @param {Session} session
 * @param {number} round
 * @param {number} board
 */
export async function playBoardGame(session, round, board) {
  const view = session.view();
  const game = gameToPlay(view, round, board);
  if (!game) return;
  const d = session.record.details;
  const event = view.settings.event;
  const now = new Date();
  const tags = /** @type {[string, string][]} */ ([
    ['Event', view.settings.name], ['Site', event?.place || '?'], ['Date', `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`],
    ['Round', game.roundTag], ['Board', String(board + 1)], ['White', view.players[game.white].name], ['Black', view.players[game.black].name],
  ]);
  /** @type {GameRecord} */
  const record = {
    id: newGameId(), created: now.getTime(), updated: now.getTime(), mode: 'play', result: null, fen: null, moves: [],
    seed: newSeed(), view: { orientation: 'white', numbers: true }, analysis: `${pdnHeader(tags)}\n*\n`,
  };
  if (game.control) {
    const study = await loadStudy();
    const clock = new study.Clock(study.parseTimeControl(game.control));
    record.clock = { saved: clock.save(0), stamps: [] };
    clock.free();
  }
  await (await games()).put(record);
  await session.setDetails({ ...d, games: { ...d.games, [game.key]: record.id } });
  writeText(TAB_GAME_KEY, record.id, deviceStorage('sessionStorage'));
  location.assign('index.html');
}

/**
 * The results to enter: a SetResult for each board without a result whose game, played on this
 * device, has ended (a win for the side that won, a draw otherwise).
 * @param {Session} session
 * @returns {Promise<Command[]>}
 */
export async function endedGames(session) {
  const view = session.view();
  // Still the game to enter next: a board without a result, a match's next game.
  const pending = Object.entries(session.record.details.games ?? {}).filter(([key]) => {
    const [round, board] = key.split('.').map(Number);
    return gameToPlay(view, round, board)?.key === key;
  });
  if (!pending.length) return [];
  const archive = await games();
  /** @type {Command[]} */
  const commands = [];
  for (const [key, id] of pending) {
    const game = await archive.get(id).catch(() => null);
    if (!game?.result) continue;
    const [round, board] = key.split('.').map(Number);
    /** @type {GameResult} */
    const result = game.result.winner === 'white' ? 'WhiteWins' : game.result.winner === 'black' ? 'BlackWins' : 'Draw';
    commands.push({ SetResult: { round, board, result } });
  }
  return commands;
}

/**
 * The PDN of every game of the tournament played on this device (as My games writes them:
 * the study's tags, then the wasm's moves and result).
 * @param {Session} session
 * @returns {Promise<string>}
 */
export async function tournamentPdn(session) {
  const ids = Object.values(session.record.details.games ?? {});
  if (!ids.length) return '';
  const [archive, study] = await Promise.all([games(), loadStudy()]);
  const texts = [];
  for (const id of ids) {
    const game = await archive.get(id).catch(() => null);
    if (!game || !game.analysis) continue;
    const tree = study.GameTree.fromPdn(game.analysis);
    const header = pdnHeader(tree.tags());
    tree.free();
    const moves = game.clock
      ? study.timedPdn(game.fen, game.moves, game.result, game.clock.saved.control, game.clock.stamps.slice(0, game.moves.length))
      : study.gamePdn(game.fen, game.moves, game.result);
    texts.push(`${header}${moves}`);
  }
  return texts.join('\n');
}
