// @ts-check
// The games by link kept on this device (issue 31, docs/LINKS.md), shared by the link page
// (www/link/) and My games: each game is its latest link's text (what the wasm reads: names,
// moves, offer or result) and what only this device knows: which side the player is, when the
// last move was seen, a move played and not yet sent, and private notes, which never go into a
// link. All in localStorage (lib/storage.js) under one key; the player's name, entered once, under
// another. Also the line My games and the page show about a game (addresses: address.js).

import { readJson, readText, writeJson, writeText } from '../storage.js';

/** The storage key of the games by link. */
export const GAMES_KEY = 'tobit.linkGames';
/** The storage key of the player's name for games by link. */
export const NAME_KEY = 'tobit.linkName';

/**
 * A game by link on this device.
 * @typedef {object} LinkRecord
 * @property {string} id the game's id (12 hex digits, the link's)
 * @property {string} link its latest link's text (`g=…`): the game as both players know it
 * @property {'white'|'black'} me the side this device's player plays
 * @property {number} moved when the last move of `link` was played or first seen here (ms)
 * @property {string[]} draft moves played here after `link`'s and not yet sent (undone freely)
 * @property {string} notes the player's private notes (never in a link)
 * @property {boolean} sent whether `link` was sent (made here) rather than received
 * @property {LiveSeat} [live] a game played live through relays (docs/LIVE.md): its seat here
 * @property {LiveClockRecord} [clock] a live game's clock (docs/LIVE.md, "The clock")
 */

/**
 * A live game's clock on this device: as the messages carry it (the control, each move's time,
 * the flag; the link module judges them) and when the turn under way began here.
 * @typedef {object} LiveClockRecord
 * @property {string} control the time control (`5+3`)
 * @property {number[]} times after each move, its side's remaining time (ms)
 * @property {'white'|'black'} [flag] the side that lost on time
 * @property {number | null} since when the turn under way began on this device (ms of
 *   `Date.now()`; null: no turn runs yet, as before the first move)
 */

/**
 * What a device keeps of a live game besides its link (docs/LIVE.md; live.html makes it).
 * @typedef {object} LiveSeat
 * @property {string} secret the game's secret (base64url: the invitation's, never in a link)
 * @property {string} host the host's public key (hex)
 * @property {'white'|'black'} hostSide
 * @property {string} key this device's key for the game (its secret half, hex)
 * @property {string | null} opponent the public key of the player who is not the host, once
 *   known (on the host's device, the friend's; on the friend's, its own)
 * @property {'host'|'guest'} role
 */

/**
 * Whether `value` is a LinkRecord (storage may hold anything).
 * @param {unknown} value
 * @returns {value is LinkRecord}
 */
function isRecord(value) {
  const r = /** @type {Partial<LinkRecord>} */ (value);
  return typeof r === 'object' && r !== null && typeof r.id === 'string' && typeof r.link === 'string'
    && (r.me === 'white' || r.me === 'black') && typeof r.moved === 'number'
    && Array.isArray(r.draft) && r.draft.every((m) => typeof m === 'string')
    && typeof r.notes === 'string' && typeof r.sent === 'boolean';
}

/**
 * Every game by link on this device, by id (records that do not read are left out, not removed).
 * A Map, so that no id (`__proto__`, `toString`) reads anything but a game kept under it.
 * @returns {Map<string, LinkRecord>}
 */
function allRecords() {
  const stored = readJson(GAMES_KEY);
  /** @type {Map<string, LinkRecord>} */
  const games = new Map();
  if (typeof stored !== 'object' || stored === null) return games;
  for (const [id, record] of Object.entries(stored)) if (isRecord(record) && record.id === id) games.set(id, record);
  return games;
}

/**
 * The games by link on this device, the latest move first.
 * @returns {LinkRecord[]}
 */
export function linkGames() {
  return [...allRecords().values()].sort((a, b) => b.moved - a.moved);
}

/**
 * The game of `id`, or null.
 * @param {string} id
 * @returns {LinkRecord | null}
 */
export function linkGame(id) {
  return allRecords().get(id) ?? null;
}

/**
 * Whether two records of a game say the same (the fields one by one: storage may order them
 * otherwise).
 * @param {LinkRecord | null} a
 * @param {LinkRecord | null} b
 */
function sameRecord(a, b) {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.link === b.link && a.me === b.me && a.moved === b.moved
    && a.draft.join(' ') === b.draft.join(' ') && a.notes === b.notes && a.sent === b.sent
    && JSON.stringify(a.clock ?? null) === JSON.stringify(b.clock ?? null);
}

/**
 * Keeps `record` in place of the game of its id, made from `base` (the record as this tab last
 * read or kept it; null for a game new to the device). Nothing stale overwrites a newer game:
 * when the device holds a record of the game other than `base` (another tab kept a move, a link
 * or a note meanwhile), it is left as it is and the answer is `stale` (the caller shows the game
 * again as kept). `failed` when the storage refuses (full or unusable: the caller says so, and
 * the game stays on the page).
 * @param {LinkRecord} record
 * @param {LinkRecord | null} base
 * @returns {'kept' | 'stale' | 'failed'}
 */
export function keepLinkGame(record, base) {
  // Read again just before writing: another tab may have kept this game or another meanwhile.
  const stored = readJson(GAMES_KEY);
  /** @type {Record<string, unknown>} */
  const games = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  const held = Object.hasOwn(games, record.id) ? games[record.id] : null;
  const now = isRecord(held) ? held : null;
  if (now !== null && !sameRecord(now, base)) return 'stale';
  return writeJson(GAMES_KEY, { ...games, [record.id]: record }) ? 'kept' : 'failed';
}

/**
 * The record of a game opened "as a separate game" (a link that parts from the stored one, kept
 * under a new id): the stored game's side, no draft, no notes. The friend has no link of it
 * yet, so when it is the friend's turn its link is to be sent at once (else the game would wait
 * for a move that cannot come).
 * @param {LinkRecord} stored
 * @param {{id: string, link: string, turn: 'white'|'black'}} copy the separate game's link read
 * @param {number} [now] ms
 * @returns {LinkRecord}
 */
export function separateRecord(stored, copy, now = Date.now()) {
  return { ...stored, id: copy.id, link: copy.link, draft: [], moved: now, notes: '', sent: copy.turn !== stored.me };
}

/** @returns {string} the player's name for games by link, '' before the first */
export const rememberedName = () => readText(NAME_KEY) ?? '';

/** @param {string} name the player's name, kept for the next game */
export const rememberName = (name) => writeText(NAME_KEY, name);

/**
 * Both names of a game as this device shows them: the player's own (remembered) before it goes
 * into a link, '' for a name not known yet.
 * @param {LinkRecord} record
 * @param {{white: string, black: string}} game the record's link read
 * @returns {{white: string, black: string}}
 */
export function namesOf(record, game) {
  const names = { white: game.white, black: game.black };
  names[record.me] ||= rememberedName();
  return names;
}

/**
 * How long ago `then` was, in words ("2 days ago", "yesterday"): Intl.RelativeTimeFormat in the
 * largest unit that is at least 1.
 * @param {import('../../i18n/i18n.js').Translator} t
 * @param {number} then ms
 * @param {number} [now] ms
 */
export function timeAgo(t, then, now = Date.now()) {
  const seconds = Math.max(0, (now - then) / 1000);
  /** @type {[Intl.RelativeTimeFormatUnit, number][]} */
  const units = [['day', 86400], ['hour', 3600], ['minute', 60]];
  const [unit, size] = units.find(([, s]) => seconds >= s) ?? ['minute', 60];
  const format = t.formatter('relative', { numeric: 'auto' }, () => new Intl.RelativeTimeFormat(t.locale, { numeric: 'auto' }));
  return format.format(-Math.floor(seconds / size), unit);
}

/**
 * The line about a game's turn: "Your turn", "Waiting for Anna · last move 2 days ago", a move
 * not sent yet, or the game's end (`link.*` words: the `link` part of the catalog).
 * @param {import('../../i18n/i18n.js').Translator} t
 * @param {LinkRecord} record
 * @param {import('../../tobit_links.js').LinkGame} game the record's link read
 * @param {number} [now] ms
 * @returns {{text: string, yourTurn: boolean}}
 */
export function turnLine(t, record, game, now = Date.now()) {
  if (game.outcome) return { text: t.t('link.over'), yourTurn: false };
  if (record.draft.length) return { text: t.t('link.notSent'), yourTurn: true };
  const other = namesOf(record, game)[record.me === 'white' ? 'black' : 'white'];
  const ago = timeAgo(t, record.moved, now);
  const offered = game.state === `draw-offered-by-${record.me === 'white' ? 'black' : 'white'}`;
  const first = game.moves.length === 0; // no last move to tell the time of
  const name = other || t.t('link.friend');
  if (game.turn === record.me || offered) {
    return { text: t.t(offered ? 'link.drawOfferedToYou' : first ? 'link.yourFirstMove' : 'link.yourTurn', { ago }), yourTurn: true };
  }
  return { text: t.t(first ? 'link.waitingFirstMove' : 'link.waitingFor', { name, ago }), yourTurn: false };
}
