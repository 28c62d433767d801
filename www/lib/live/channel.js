// @ts-check
// A live game's channel through the relays (issue 39, docs/LIVE.md): connects to every relay of
// the list (nostr-tools' Relay, one WebSocket each), subscribes to the game's topic, publishes
// this device's messages and hands on the other side's, each once, opened and checked
// (protocol.js) and from a seat of the game: the host's key (in the invitation) and the one
// opponent's key (the first that answers the host's invitation, kept from then on); every other
// key is a stranger and ignored. A relay that drops is tried again after a growing pause; the
// latest state goes to every relay that (re)connects, so the other side gets it whichever relay
// it reads. Presence: a `here` message on every (re)connect, on the other side's coming, and
// every HEARTBEAT_MS while connected; nothing more (a client that has what it needs stays quiet).
// What a message does to the game is the caller's to decide (the link module's liveMerge).
import { Relay } from './nostr.js';
import { HERE_KIND, STATE_KIND, openMessage, publicKeyOf, sealMessage } from './protocol.js';

/** @typedef {import('./protocol.js').GameKeys} GameKeys */
/** @typedef {import('./protocol.js').LiveMessage} LiveMessage */
/** @typedef {'white'|'black'} Side */

/** Pauses before trying a relay again, in ms (the last repeats). */
export const RETRY_MS = Object.freeze([1000, 2000, 4000, 8000, 15000, 30000]);

/** How often a connected device says it is here, in ms. */
export const HEARTBEAT_MS = 30_000;

/** How long a relay has to open its connection, in ms. */
const CONNECT_TIMEOUT_MS = 8000;

/** The most event ids kept to tell a duplicate (older ones are forgotten first). */
const SEEN_LIMIT = 2000;

/** The most messages from keys not seated kept until a seat is taken. */
const MAX_STRANGERS = 16;

/** @param {Side} side */
const otherSide = (side) => (side === 'white' ? 'black' : 'white');

/**
 * Who is who in a game: the host's key and side (from the invitation), the opponent's key once
 * known, and this device's role.
 * @typedef {object} Seats
 * @property {string} host
 * @property {Side} hostSide
 * @property {string | null} opponent the other player's key (null: nobody has answered the host)
 * @property {'host'|'guest'|'watch'} role
 */

/**
 * The events a channel sends (`addEventListener`): `message` (detail `{message, side}`: a
 * message from a seat, once each), `seat` (detail `{opponent}`: the opponent's key, now known),
 * `taken` (the host plays someone else: this device is not a player), `status` (detail
 * `{connected, relays, tried}`), `ignored` (detail `{reason}`: a stranger, a duplicate, one of
 * protocol.js's reasons).
 */
export class LiveChannel extends EventTarget {
  /**
   * @param {{relays: string[], keys: GameKeys, secretKey: string | null, seats: Seats,
   *   link: () => string, clock?: () => import('./protocol.js').Clock | null}} options
   *   `secretKey` null for a spectator (sends nothing); `link` and `clock` give the game and its
   *   clock as this device holds them now (sent with every message)
   */
  constructor({ relays, keys, secretKey, seats, link, clock = () => null }) {
    super();
    this.keys = keys;
    this.secretKey = secretKey;
    /** This device's key (null: a spectator's, which sends nothing). */
    this.me = secretKey ? publicKeyOf(secretKey) : null;
    this.seats = { ...seats };
    this.link = link;
    this.clock = clock;
    /** @type {Map<string, {relay: Relay | null, attempt: number, timer: ReturnType<typeof setTimeout> | null, tried: boolean}>} */
    this.relays = new Map(relays.map((url) => [url, { relay: null, attempt: 0, timer: null, tried: false }]));
    /** @type {Set<string>} */
    this.seen = new Set();
    /** @type {import('nostr-tools').VerifiedEvent | null} the latest state message sent */
    this.latest = null;
    /** When this device last said it is here (ms). */
    this.saidHere = 0;
    /** When the other player was last heard from (ms; 0: not yet). */
    this.peerSeen = 0;
    this.closed = false;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.heartbeat = null;
    /** @type {LiveMessage[]} messages from keys not seated (yet): looked at again when a seat is taken */
    this.strangers = [];
  }

  /** The side of `pubkey` in the game, or null for a stranger. @param {string} pubkey */
  sideOf(pubkey) {
    const { host, hostSide, opponent } = this.seats;
    if (pubkey === host) return hostSide;
    if (opponent !== null && pubkey === opponent) return otherSide(hostSide);
    return null;
  }

  /** The players' keys as this device knows them (sent with every message). */
  players() {
    const { host, hostSide, opponent } = this.seats;
    return { [hostSide]: host, ...(opponent ? { [otherSide(hostSide)]: opponent } : {}) };
  }

  /** Connects to every relay and starts saying this device is here. */
  open() {
    for (const url of this.relays.keys()) this.connect(url);
    if (this.me) this.heartbeat = setInterval(() => this.sayHere(), HEARTBEAT_MS);
    globalThis.addEventListener?.('online', this.retryNow);
  }

  /** Tries every dropped relay at once (the device is back online). */
  retryNow = () => {
    for (const [url, state] of this.relays) {
      if (state.relay === null && state.timer !== null) {
        clearTimeout(state.timer);
        state.timer = null;
        this.connect(url);
      }
    }
  };

  /** Closes every connection; the channel sends and hands on nothing more. */
  close() {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    globalThis.removeEventListener?.('online', this.retryNow);
    for (const state of this.relays.values()) {
      if (state.timer) clearTimeout(state.timer);
      const relay = state.relay;
      state.relay = null;
      if (relay) {
        relay.onclose = null;
        relay.close();
      }
    }
  }

  /** How many relays are connected now. */
  connected() {
    return [...this.relays.values()].filter((s) => s.relay?.connected).length;
  }

  /** Tells the page how the relays stand. */
  status() {
    const states = [...this.relays.values()];
    const detail = { connected: this.connected(), relays: states.length, tried: states.every((s) => s.tried) };
    this.dispatchEvent(new CustomEvent('status', { detail }));
  }

  /** @param {string} url */
  async connect(url) {
    const state = this.relays.get(url);
    if (!state || this.closed) return;
    state.timer = null;
    const relay = new Relay(url);
    try {
      await relay.connect({ timeout: CONNECT_TIMEOUT_MS });
    } catch {
      relay.close();
      this.retry(url);
      return;
    }
    if (this.closed) {
      relay.close();
      return;
    }
    state.relay = relay;
    state.attempt = 0;
    state.tried = true;
    relay.onclose = () => {
      if (state.relay !== relay) return;
      state.relay = null;
      this.retry(url);
    };
    relay.subscribe([{ kinds: [STATE_KIND, HERE_KIND], '#d': [this.keys.topic] }], {
      onevent: (event) => this.receive(event),
    });
    this.status();
    // What the relay may have missed: the latest state, and that this device is here.
    if (this.latest) relay.publish(this.latest).catch(() => {});
    this.sayHere(relay);
  }

  /** Tries `url` again after a pause. @param {string} url */
  retry(url) {
    const state = this.relays.get(url);
    if (!state || this.closed) return;
    state.tried = true;
    state.timer = setTimeout(() => this.connect(url), RETRY_MS[Math.min(state.attempt, RETRY_MS.length - 1)]);
    state.attempt++;
    this.status();
  }

  /**
   * Sends an event to every connected relay (or `only` one).
   * @param {import('nostr-tools').VerifiedEvent} event
   * @param {Relay} [only]
   */
  send(event, only) {
    const targets = only ? [only] : [...this.relays.values()].map((s) => s.relay).filter((r) => r?.connected);
    for (const relay of targets) relay?.publish(event).catch(() => {});
  }

  /** Sends the game as this device holds it now: kept by the relays for the other side. */
  sendState() {
    if (!this.secretKey) return;
    this.latest = sealMessage({ secretKey: this.secretKey, keys: this.keys, kind: 'state', link: this.link(), players: this.players(), clock: this.clock() });
    this.send(this.latest);
  }

  /**
   * Says this device is here (an ephemeral message, with the game), to every relay or `only`.
   * @param {Relay} [only]
   */
  sayHere(only) {
    if (!this.secretKey || this.closed) return;
    this.saidHere = Date.now();
    this.send(sealMessage({ secretKey: this.secretKey, keys: this.keys, kind: 'here', link: this.link(), players: this.players(), clock: this.clock() }), only);
  }

  /** @param {string} reason */
  ignore(reason) {
    this.dispatchEvent(new CustomEvent('ignored', { detail: { reason } }));
  }

  /**
   * An event from a relay: handed on when it is a new message from a seat of the game.
   * @param {unknown} event
   */
  receive(event) {
    if (this.closed) return;
    const id = /** @type {{id?: unknown}} */ (event)?.id;
    if (typeof id === 'string' && this.seen.has(id)) return this.ignore('duplicate');
    const opened = openMessage(event, this.keys);
    if ('ignored' in opened) return this.ignore(opened.ignored);
    const { message } = opened;
    this.seen.add(message.id);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(/** @type {string} */ (this.seen.values().next().value));
    if (message.pubkey === this.me) return this.ignore('own');
    if (!this.seat(message)) {
      // A spectator may read the opponent's message before the host's that names the opponent.
      if (this.seats.opponent === null && this.strangers.length < MAX_STRANGERS) this.strangers.push(message);
      return this.ignore('stranger');
    }
    this.deliver(message);
  }

  /**
   * Hands on a message from a seat.
   * @param {LiveMessage} message
   */
  deliver(message) {
    const side = /** @type {Side} */ (this.sideOf(message.pubkey));
    const first = this.peerSeen === 0;
    this.peerSeen = Date.now();
    // The other side came (or came back): say this device is here too, once.
    if (message.kind === 'here' && (first || Date.now() - this.saidHere > HEARTBEAT_MS / 2)) this.sayHere();
    this.dispatchEvent(new CustomEvent('message', { detail: { message, side } }));
  }

  /**
   * Whether `message` comes from a seat of the game, learning the opponent's key: the host takes
   * the first key that answers naming the host in its seat; the others learn it from the host.
   * @param {LiveMessage} message
   * @returns {boolean}
   */
  seat(message) {
    const { host, hostSide, opponent, role } = this.seats;
    const theirs = otherSide(hostSide);
    if (message.pubkey === host) {
      const named = message.players[theirs];
      if (named && opponent === null && role !== 'guest') this.bind(named);
      else if (named && named !== opponent && role === 'guest') this.dispatchEvent(new CustomEvent('taken'));
      return true;
    }
    if (opponent !== null) return message.pubkey === opponent;
    if (role === 'host' && message.players[hostSide] === host && message.players[theirs] === message.pubkey) {
      this.bind(message.pubkey);
      this.sendState(); // the friend's key goes to the relays with the game: the seat is taken
      return true;
    }
    return false;
  }

  /** The opponent's key, now known. @param {string} opponent */
  bind(opponent) {
    this.seats.opponent = opponent;
    this.dispatchEvent(new CustomEvent('seat', { detail: { opponent } }));
    const waiting = this.strangers.filter((m) => m.pubkey === opponent);
    this.strangers = [];
    for (const message of waiting) this.deliver(message);
  }
}
