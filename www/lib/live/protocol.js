// @ts-check
// The live game's messages on Nostr relays (issue 39, docs/LIVE.md): what an invitation holds,
// the keys drawn from its secret, and a message sealed (NIP-44 v2 encryption, a signed Nostr
// event) and opened (signature, game, encryption, version and format checked; anything else is
// ignored). Every message carries the whole game as its link (docs/LINKS.md), so any one restores
// it; what a message does to the game is the link module's to judge (liveMerge), never this one's.
// The signing and the encryption are nostr-tools' (npm, pinned in package-lock.json); the keys are
// drawn with the platform's HKDF (WebCrypto).
import { bytesToHex, finalizeEvent, generateSecretKey, getPublicKey, hexToBytes, nip44, verifyEvent } from './nostr.js';

/** The version of the message content this release writes; it reads every one up to it. */
export const LIVE_VERSION = 2;

/** The most clock times a message carries (the most moves of a link). */
const MAX_TIMES = 2000;

/**
 * The event kinds: a player's state (addressable, 30000-39999: a relay keeps the latest of each
 * player for the game and forwards it; a device that comes back reads it) and a presence
 * message (ephemeral, 20000-29999: forwarded, never kept), both with the same content.
 */
export const STATE_KIND = 31_746;
export const HERE_KIND = 21_746;

/** How long a relay is asked to keep a state message (NIP-40 `expiration`), in seconds. */
export const KEEP_SECONDS = 30 * 24 * 3600;

/** The longest content read (a link is at most 4096 characters; NIP-44 pads and base64s it). */
const MAX_CONTENT = 12_000;

/** The bytes of an invitation's secret (128 bits). */
const SECRET_BYTES = 16;

/**
 * What an invitation carries after the `#` of live.html, besides the link: the secret, the host's
 * key and side; a spectator's link says `watch` too.
 * @typedef {object} Invitation
 * @property {string} link the game's link text (`g=…`) when the invitation was made
 * @property {string} secret the game's secret (base64url)
 * @property {string} host the host's public key (hex)
 * @property {'white'|'black'} hostSide the host's side
 * @property {boolean} watch whether it is a spectator's link (follows, never moves)
 * @property {string | null} control the game's time control (`5+3`; null: no clock)
 */

/**
 * The keys a game's secret gives: the NIP-44 conversation key and the topic (the events' `d`
 * tag, which names the game to a relay without telling its id).
 * @typedef {object} GameKeys
 * @property {Uint8Array} conversation 32 bytes
 * @property {string} topic 64 hex digits
 */

/**
 * A message opened: who sent it (a key checked by its signature), its kind, and the game it
 * carries.
 * @typedef {object} LiveMessage
 * @property {string} id the event's id
 * @property {string} pubkey the sender's key
 * @property {'state'|'here'} kind
 * @property {number} at the event's time (seconds)
 * @property {string} link the whole game (`g=…`)
 * @property {{white?: string, black?: string}} players the keys of the players as the sender knows them
 * @property {Clock | null} clock the game's clock as the sender holds it (version 2; null: none)
 */

/**
 * A live game's clock as the messages carry it (docs/LIVE.md, "The clock"); what it may change
 * is the link module's to judge (liveTimedMerge).
 * @typedef {import('../../tobit_links.js').LiveClock} Clock
 */

/** Base64url without padding. @param {Uint8Array} bytes */
const toBase64Url = (bytes) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/**
 * The bytes of base64url text, or null when it is not base64url.
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer> | null}
 */
function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new game secret (base64url, 22 characters). */
export const newSecret = () => toBase64Url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));

/**
 * A new key for one game, made on this device.
 * @returns {{secretKey: string, publicKey: string}} hex
 */
export function newGameKey() {
  const secretKey = generateSecretKey();
  return { secretKey: bytesToHex(secretKey), publicKey: getPublicKey(secretKey) };
}

/**
 * The public key of a game key's secret half.
 * @param {string} secretKey hex
 */
export const publicKeyOf = (secretKey) => getPublicKey(hexToBytes(secretKey));

/** Whether `text` is a public key as the events carry it (64 lowercase hex digits). @param {unknown} text */
const isKey = (text) => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);

/**
 * The keys of the game whose secret is `secret` (HKDF-SHA256, one `info` for each key).
 * @param {string} secret base64url
 * @returns {Promise<GameKeys>}
 */
export async function gameKeys(secret) {
  const bytes = fromBase64Url(secret);
  if (!bytes || bytes.length !== SECRET_BYTES) throw new RangeError('the game secret is not 16 bytes of base64url');
  const base = await crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveBits']);
  const salt = new TextEncoder().encode('tobit-live');
  const derive = async (/** @type {string} */ info) => new Uint8Array(await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info: new TextEncoder().encode(info) }, base, 256));
  return { conversation: await derive('nip44-v2 conversation key'), topic: bytesToHex(await derive('topic')) };
}

/**
 * The text after `#` of an invitation (or a spectator's link) to live.html.
 * @param {Invitation} invitation
 */
export function invitationHash(invitation) {
  const params = new URLSearchParams({ k: invitation.secret, h: invitation.host, s: invitation.hostSide });
  if (invitation.control) params.set('c', invitation.control);
  if (invitation.watch) params.set('watch', '1');
  // The link's own text first, unescaped: `g=` and base64url need no escaping.
  return `${invitation.link}&${params}`;
}

/**
 * The invitation in the text after `#` of live.html, or null when it holds none (a field missing
 * or not of its form).
 * @param {string} hash with or without its `#`
 * @returns {Invitation | null}
 */
export function readInvitation(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const link = params.get('g');
  const secret = params.get('k') ?? '';
  const host = params.get('h');
  const side = params.get('s');
  const control = params.get('c');
  if (!link || fromBase64Url(secret)?.length !== SECRET_BYTES || !isKey(host) || (side !== 'white' && side !== 'black')
    || (control !== null && !/^[0-9+:]{1,12}$/.test(control))) return null;
  return { link: `g=${link}`, secret, host: /** @type {string} */ (host), hostSide: side, watch: params.has('watch'), control };
}

/**
 * A message of the game: its content encrypted with the game's key, signed with the sender's.
 * A state message asks relays to keep it `KEEP_SECONDS` (NIP-40).
 * @param {{secretKey: string, keys: GameKeys, kind: 'state'|'here', link: string,
 *   players: {white?: string, black?: string}, clock?: Clock | null, now?: number}} message `now` in ms
 * @returns {import('nostr-tools').VerifiedEvent}
 */
export function sealMessage({ secretKey, keys, kind, link, players, clock = null, now = Date.now() }) {
  const at = Math.floor(now / 1000);
  const body = { v: LIVE_VERSION, link, players, ...(clock ? { clock: { control: clock.control, times: clock.times, flag: clock.flag ?? null } } : {}) };
  const content = nip44.encrypt(JSON.stringify(body), keys.conversation);
  /** @type {string[][]} */
  const tags = [['d', keys.topic]];
  if (kind === 'state') tags.push(['expiration', String(at + KEEP_SECONDS)]);
  return finalizeEvent({ kind: kind === 'state' ? STATE_KIND : HERE_KIND, created_at: at, tags, content }, hexToBytes(secretKey));
}

/**
 * Why a message was ignored: not an event of the game (`kind`, `topic`), a bad signature, not
 * decrypted with the game's key (another game's, or forged), a later version (`newer`: update
 * the app), or a content not of the format.
 * @typedef {'kind' | 'topic' | 'signature' | 'decrypt' | 'newer' | 'format'} Ignored
 */

/**
 * Opens an event from a relay: the message, or why it is ignored.
 * @param {unknown} event anything a relay sent
 * @param {GameKeys} keys
 * @returns {{message: LiveMessage} | {ignored: Ignored}}
 */
export function openMessage(event, keys) {
  const e = /** @type {import('nostr-tools').Event} */ (event);
  if (typeof e !== 'object' || e === null || (e.kind !== STATE_KIND && e.kind !== HERE_KIND)) return { ignored: 'kind' };
  if (!Array.isArray(e.tags) || !e.tags.some((tag) => Array.isArray(tag) && tag[0] === 'd' && tag[1] === keys.topic)) return { ignored: 'topic' };
  if (typeof e.content !== 'string' || e.content.length > MAX_CONTENT) return { ignored: 'format' };
  let valid;
  try {
    // Its fields alone: a mark of an earlier check on the object is not trusted.
    const { id, pubkey, created_at, kind, tags, content, sig } = e;
    valid = verifyEvent({ id, pubkey, created_at, kind, tags, content, sig });
  } catch {
    valid = false;
  }
  if (!valid) return { ignored: 'signature' };
  let body;
  try {
    body = JSON.parse(nip44.decrypt(e.content, keys.conversation));
  } catch {
    return { ignored: 'decrypt' };
  }
  if (typeof body !== 'object' || body === null || !Number.isInteger(body.v) || body.v < 1) return { ignored: 'format' };
  if (body.v > LIVE_VERSION) return { ignored: 'newer' };
  const players = typeof body.players === 'object' && body.players !== null ? body.players : {};
  if (typeof body.link !== 'string' || !body.link.startsWith('g=') || body.link.length > 4096
    || ![players.white, players.black].every((p) => p === undefined || isKey(p))) return { ignored: 'format' };
  const clock = body.v >= 2 && body.clock !== undefined ? clockOf(body.clock) : null;
  if (clock === undefined) return { ignored: 'format' };
  return {
    message: {
      id: e.id, pubkey: e.pubkey, kind: e.kind === STATE_KIND ? 'state' : 'here', at: e.created_at, link: body.link,
      players: { ...(players.white ? { white: players.white } : {}), ...(players.black ? { black: players.black } : {}) },
      clock,
    },
  };
}

/**
 * The clock of a message's content, of its form (its times are the link module's to judge), or
 * undefined when it is not of it.
 * @param {unknown} value
 * @returns {Clock | undefined}
 */
function clockOf(value) {
  const c = /** @type {Partial<Clock>} */ (value);
  if (typeof c !== 'object' || c === null || typeof c.control !== 'string' || c.control.length > 12
    || !Array.isArray(c.times) || c.times.length > MAX_TIMES || !c.times.every((t) => Number.isSafeInteger(t) && t >= 0)
    || !(c.flag === null || c.flag === undefined || c.flag === 'white' || c.flag === 'black')) return undefined;
  return { control: c.control, times: [...c.times], flag: c.flag ?? undefined };
}
