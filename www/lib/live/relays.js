// @ts-check
// The relays a live game goes through (issue 39, docs/LIVE.md): the defaults, in this one place,
// and the player's own list (a club's relay by its address), kept on the device. A relay is a
// secure WebSocket address (`wss://`); a plain `ws://` one only on this machine (loopback: a
// relay of one's own for trying, and the tests'), never over the network in clear.
import { readJson, writeJson } from '../storage.js';

/** Public relays that take any signed event (defaults; the player may replace them). */
export const DEFAULT_RELAYS = Object.freeze(['wss://relay.damus.io', 'wss://nos.lol', 'wss://relay.primal.net']);

/** The storage key of the player's relay list. */
export const RELAYS_KEY = 'tobit.liveRelays';

/** The most relays a game uses at once. */
export const MAX_RELAYS = 8;

/** Hosts a `ws://` relay may have (this machine). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The relay address `text` names, written as the WebSocket API takes it, or null when it is no
 * relay's (not `wss://`, or `ws://` off this machine, or not an address).
 * @param {string} text
 * @returns {string | null}
 */
export function relayAddress(text) {
  let url;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const secure = url.protocol === 'wss:';
  if (!secure && !(url.protocol === 'ws:' && LOOPBACK.has(url.hostname))) return null;
  if (url.username || url.password || url.hash) return null;
  return url.pathname === '/' && !url.search ? url.origin : url.href;
}

/**
 * The relays to use: the player's list when it holds any, else the defaults.
 * @param {import('../storage.js').ReadStorage | null} [storage]
 * @returns {string[]}
 */
export function relayList(storage) {
  const stored = readJson(RELAYS_KEY, storage);
  const list = Array.isArray(stored) ? stored.filter((r) => typeof r === 'string').map(relayAddress).filter((r) => r !== null) : [];
  return list.length ? [...new Set(list)].slice(0, MAX_RELAYS) : [...DEFAULT_RELAYS];
}

/**
 * Keeps the player's relay list (an empty one: back to the defaults). Whether the storage kept it.
 * @param {string[]} relays addresses as relayAddress writes them
 * @param {Partial<import('../storage.js').WriteStorage> | null} [storage]
 */
export const keepRelayList = (relays, storage) => writeJson(RELAYS_KEY, relays.slice(0, MAX_RELAYS), storage);
