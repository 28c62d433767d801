// @ts-check
// An archived game as a PDN file: the tags that describe it (Event, Site, Date, Time, White,
// Black and its GameId; a tournament's game, played from its pairing, keeps the Event, Site,
// Round, Board, White and Black of its study) before the wasm Game's PDN (its Result, start
// position, moves and ending), and a file name that names the game (players, date and time);
// and the download of the game in progress (downloadGame: the app's Export PDN when its save
// failed).

import { replayEnding } from '../../lib/archive/record.js';
import { humanColor } from '../../lib/game/mode.js';
import { loadStudy } from '../../wasm/loader.js';
import { PDN_TYPE, download } from '../../lib/download.js';
import { pdnHeader } from '../../lib/archive/pdn-header.js';

/** @typedef {import('../../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../i18n/i18n.js').LanguageChoice} LanguageChoice */
/** @typedef {[name: string, value: string][]} Tags */

/** @param {number} n @returns {string} two digits */
const two = (n) => String(n).padStart(2, '0');

/**
 * The players' names: an imported game's own; the colours between two players; the player
 * and the computer at its level otherwise.
 * @param {GameRecord} game
 * @param {Translator} t
 * @returns {{white: string, black: string}}
 */
function players(game, t) {
  const human = humanColor(game.mode);
  /** @param {'white'|'black'} side */
  const name = (side) => {
    if (game.names?.[side]) return game.names[side];
    if (!human) return t.t(`player.${side}`);
    return side === human ? t.t('pdn.player') : t.t('player.computer', { level: game.level ?? '' });
  };
  return { white: name('white'), black: name('black') };
}

/**
 * The tags that describe `game`, in the order written, in the language of `t` (local date and
 * time of its start).
 * @param {GameRecord} game
 * @param {Translator} t
 * @param {string} site where it was played (the app's address)
 * @returns {Tags}
 */
export function pdnTags(game, t, site) {
  const start = new Date(game.created);
  const { white, black } = players(game, t);
  /** @type {Tags} */
  const tags = [
    ['Event', t.t(humanColor(game.mode) ? 'pdn.eventComputer' : 'pdn.eventFriends')],
    ['Site', site],
    ['Date', `${start.getFullYear()}.${two(start.getMonth() + 1)}.${two(start.getDate())}`],
    ['Time', `${two(start.getHours())}:${two(start.getMinutes())}:${two(start.getSeconds())}`],
    ['White', white],
    ['Black', black],
    ['GameId', game.id],
  ];
  return tags;
}

export { pdnHeader };

/** The tags a tournament's game keeps from its study (the tournament page wrote them). */
const EVENT_TAGS = ['Event', 'Site', 'Round', 'Board', 'White', 'Black'];

/**
 * The tags of `game`: pdnTags', or, for a tournament's game (its study names a Round), its
 * study's Event, Site, Round, Board, White and Black with the Date, Time and GameId.
 * @param {import('../../wasm/loader.js').StudyModule} study
 * @param {GameRecord} game
 * @param {Translator} t
 * @param {string} site
 * @returns {Tags}
 */
function tagsOf(study, game, t, site) {
  const tags = pdnTags(game, t, site);
  if (!game.analysis) return tags;
  let own;
  try {
    const tree = study.GameTree.fromPdn(game.analysis);
    own = new Map(tree.tags());
    tree.free();
  } catch {
    return tags; // a study the wasm cannot read: the app's tags
  }
  if (!own.has('Round')) return tags;
  const kept = new Map(tags);
  const order = ['Event', 'Site', 'Date', 'Round', 'Board', 'White', 'Black', 'Time', 'GameId'];
  return /** @type {Tags} */ (order.map((name) => [name, EVENT_TAGS.includes(name) ? own.get(name) : kept.get(name)])
    .filter(([, value]) => value !== undefined));
}

/**
 * The file name of `game`'s PDN: "tobit-white-black-2026-11-24-21-05.pdn", the players as
 * `pdnTags` names them, the local date and time of its start; an imported game's players and
 * the Date its file gave it ("tobit-aigul-pyotr-2026-11-24.pdn").
 * @param {GameRecord} game
 * @param {Translator} t
 * @returns {string}
 */
export function pdnFileName(game, t) {
  const start = new Date(game.created);
  const { white, black } = players(game, t);
  const slug = (/** @type {string} */ text) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const when = game.tags?.date ? slug(game.tags.date)
    : `${start.getFullYear()}-${two(start.getMonth() + 1)}-${two(start.getDate())}-${two(start.getHours())}-${two(start.getMinutes())}`;
  return `tobit-${[slug(white), slug(black), when].filter(Boolean).join('-')}.pdn`;
}

/**
 * Reads `what` from an archived game replayed in `replay` (a wasm Game at its start position):
 * its moves, then its resignation or agreed draw (not in the moves); the Game is freed after.
 * @template T
 * @param {import('../../tobit.js').Game} replay
 * @param {GameRecord} game
 * @param {(replay: import('../../tobit.js').Game) => T} what
 * @returns {T}
 */
export function fromReplay(replay, game, what) {
  try {
    for (const move of game.moves) replay.play(move);
    replayEnding(replay, game.result);
    return what(replay);
  } finally {
    replay.free?.();
  }
}

/**
 * The PDN of an archived game, written by the study module (so its Result is the game's; a
 * timed game's with its `[TimeControl]` and `[%clock]` times), with the tags that describe it
 * before; a game imported from PDN and not played on since, its tree `analysis`.
 * @param {import('../../wasm/loader.js').StudyModule} study
 * @param {GameRecord} game
 * @param {Translator} t
 * @param {string} [site] the app's address (default: this page's, without its query)
 * @returns {string}
 */
export function pdnOf(study, game, t, site = `${location.origin}${location.pathname}`) {
  // Imported, not played on since: its tree, the file's tags, comments and variations (and the study made of it).
  if (game.names && game.analysis) return game.analysis;
  const clock = game.clock;
  const pdn = clock
    ? study.timedPdn(game.fen, game.moves, game.result, clock.saved.control, clock.stamps.slice(0, game.moves.length))
    : study.gamePdn(game.fen, game.moves, game.result);
  return pdnHeader(tagsOf(study, game, t, site)) + pdn;
}

/**
 * Downloads `game` as a PDN file (pdnOf, named by pdnFileName), its tags in the page's language
 * (the catalog's `pdn` part loaded first: else their keys); without any catalog, the board's
 * moves at least.
 * @param {GameRecord} game
 * @param {{pdn(): Promise<string>}} board the board playing it
 * @param {LanguageChoice} language
 */
export async function downloadGame(game, board, language) {
  if (language.translator) await language.need('pdn').catch(() => {});
  const t = language.translator;
  if (!t) {
    download(new Blob([await board.pdn()], { type: PDN_TYPE }), `tobit-${game.id}.pdn`);
    return;
  }
  download(new Blob([pdnOf(await loadStudy(), game, t)], { type: PDN_TYPE }), pdnFileName(game, t));
}
