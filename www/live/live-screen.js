// @ts-check
// A live game on live.html (issue 39, docs/LIVE.md): the board (playable on the player's turn;
// a move goes to the other device at once), both names, whose turn, an offer or the end, whether
// the relays answer and whether the other player is there. Offering, accepting and declining a
// draw and resigning as on the link page. The invitation (the host's, until the friend comes) and
// the spectator's link go through the link page's send panel; so does the game's own link when
// no relay answers (the game goes on by link, the same game). Every message from the other side
// is judged by the link module (liveMerge: the merge rules and what only its sender may change);
// the game on the device (lib/link/link-games.js) follows every change.
import { keepLinkGame, linkGame, namesOf } from '../lib/link/link-games.js';
import { linkUrl, storedGameUrl } from '../lib/link/address.js';
import { LiveChannel } from '../lib/live/channel.js';
import { gameKeys, invitationHash, newGameKey, newSecret } from '../lib/live/protocol.js';
import { relayList } from '../lib/live/relays.js';
import { SendPanel } from '../link/send-panel.js';
import { fitToBytes } from '../link/name-field.js';
import { newsText, refusalText, stateText } from '../link/words.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../lib/link/link-games.js').LinkRecord} LinkRecord */
/** @typedef {import('../lib/link/link-games.js').LiveSeat} LiveSeat */
/** @typedef {import('../lib/link/link-games.js').LiveClockRecord} LiveClockRecord */
/** @typedef {import('../lib/live/protocol.js').Invitation} Invitation */
/** @typedef {import('../tobit_links.js').LinkGame} LinkGame */
/** @typedef {import('../tobit_links.js').LinkState} LinkState */
/** @typedef {import('../wasm/loader.js').LinkModule} LinkModule */
/** @typedef {'white'|'black'} Side */

/** After this long without a word from the other device, it is said to be away (ms). */
const AWAY_MS = 75_000;

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * A clock as the messages carry it and the link module takes it (without this device's `since`).
 * @param {LiveClockRecord} clock
 */
const carried = (clock) => ({ control: clock.control, times: clock.times, flag: clock.flag });

/** @param {Side} side */
const otherSide = (side) => (side === 'white' ? 'black' : 'white');

/**
 * The host's game made live: a secret and a key for the game, the host's side its own.
 * @param {LinkRecord} record a game of this device
 * @returns {Promise<LinkRecord & {live: LiveSeat}>} kept
 */
export async function hostLive(record) {
  const key = newGameKey();
  const live = /** @type {LiveSeat} */ ({ secret: newSecret(), host: key.publicKey, hostSide: record.me, key: key.secretKey, opponent: null, role: 'host' });
  const made = { ...record, live };
  keepLinkGame(made, record);
  return made;
}

/**
 * The friend's record of the invitation's game: its own key, its name in the link.
 * @param {LinkModule} study
 * @param {Invitation} invitation
 * @param {Side} me
 * @param {string} name
 * @returns {Promise<LinkRecord & {live: LiveSeat}>}
 */
export async function guestLive(study, invitation, me, name) {
  const game = study.linkRead(invitation.link);
  const names = { white: game.white, black: game.black, [me]: fitToBytes(name, study.linkMaxNameBytes()) };
  const made = study.linkWrite({ id: game.id, ...names, moves: game.moves, state: game.state, days: game.days ?? null });
  /** @type {LinkRecord & {live: LiveSeat}} */
  const record = { id: game.id, link: made.link, me, moved: Date.now(), draft: [], notes: '', sent: false, live: guestSeat(invitation) };
  // The clock of a game not begun; the host's messages bring its times once it is.
  if (invitation.control) record.clock = { ...study.liveClockNew(invitation.control), since: null };
  return record;
}

/**
 * The friend's seat in the invitation's game: a key made here for it.
 * @param {Invitation} invitation
 * @returns {LiveSeat}
 */
export function guestSeat(invitation) {
  const key = newGameKey();
  return { secret: invitation.secret, host: invitation.host, hostSide: invitation.hostSide, key: key.secretKey, opponent: key.publicKey, role: 'guest' };
}

/** The live game screen (live.html's #game). */
export class LiveScreen {
  /**
   * @param {TobitBoard} board
   * @param {LinkModule} study
   * @param {() => Translator} t the page's words now
   * @param {(words: (t: Translator) => string) => void} say tells the player something
   */
  constructor(board, study, t, say) {
    this.board = board;
    this.study = study;
    this.t = t;
    this.say = say;
    this.sendPanel = new SendPanel(t, (text) => say(() => text));
    /** @type {LinkRecord | null} the game shown (null for a spectator, who keeps nothing) */
    this.record = null;
    /** @type {string} the game's link as this device holds it */
    this.link = '';
    /** @type {LinkGame | null} */
    this.game = null;
    /** @type {Side | null} the player's side (null: a spectator) */
    this.me = null;
    /** @type {LiveChannel | null} */
    this.channel = null;
    /** @type {Invitation | null} the invitation (or spectator's link) this device can give */
    this.invitation = null;
    /** @type {{connected: number, relays: number, tried: boolean}} */
    this.relays = { connected: 0, relays: 0, tried: false };
    /** When the other side was last heard from (ms; 0: not yet), by side. */
    this.heard = { white: 0, black: 0 };
    /** Whether this device's player declined the draw offered (said by the next move). */
    this.declined = false;
    /** Whether the spectator's link is shown in the send panel. */
    this.showingWatch = false;
    /** Whether the host plays someone else (this device opened an invitation already taken). */
    this.taken = false;
    /** @type {LiveClockRecord | null} the game's clock (null: a game with no clock) */
    this.clock = null;
    /** @type {ReturnType<typeof setTimeout> | null} the clocks' next refresh */
    this.tick = null;
    /** @type {{secret: string, seats: import('../lib/live/channel.js').Seats, key: string | null} | null} what the channel was opened with */
    this.connection = null;
    /** @type {string | null} the finished timed game's PDN (offered by #export-pdn) */
    this.pdn = null;
    board.addEventListener('move', (e) => {
      const { notation, source } = /** @type {CustomEvent} */ (e).detail;
      if (source !== 'user' || !this.game) return;
      this.say(() => '');
      const stamped = this.clock && this.study.liveClockStamp(carried(this.clock), this.clock.since, Date.now());
      if (stamped?.late) {
        // The time ran out before the move: the flag falls, the move is not made.
        this.change(this.game.moves, this.game.state, { ...stamped.clock, since: null });
        return;
      }
      // A move declines an offer: the link is written with no offer.
      this.change([...this.game.moves, notation], 'playing', stamped ? { ...stamped.clock, since: Date.now() } : this.clock);
    });
    $('offer-draw').addEventListener('click', () => this.me && this.change(this.game?.moves ?? [], `draw-offered-by-${this.me}`));
    $('accept-draw').addEventListener('click', () => this.change(this.game?.moves ?? [], 'draw-agreed'));
    $('decline-draw').addEventListener('click', () => {
      this.declined = true;
      this.render();
      this.board.focus();
    });
    $('resign').addEventListener('click', () => this.resign());
    $('show-watch').addEventListener('click', () => {
      this.showingWatch = !this.showingWatch;
      this.render();
    });
    // Another tab (the link page, with the friend's link) changed the game: show it and send it.
    addEventListener('storage', () => {
      const now = this.record ? linkGame(this.record.id) : null;
      if (!now || !this.record || now.link === this.record.link) return;
      this.record = now;
      this.setLink(now.link);
      this.channel?.sendState();
    });
    setInterval(() => this.render(), 15_000); // "away" when the other device has gone quiet
  }

  /** @param {string} link the game's link as this device holds it now */
  setLink(link) {
    if (link !== this.link) this.declined = false;
    this.link = link;
    this.game = this.study.linkRead(link);
    this.render();
  }

  /**
   * Plays the live game `record` (a game of this device with its seat).
   * @param {LinkRecord} record
   */
  async play(record) {
    const live = /** @type {LiveSeat} */ (record.live);
    this.record = record;
    this.me = record.me;
    this.clock = record.clock ?? null;
    this.invitation = {
      link: record.link, secret: live.secret, host: live.host, hostSide: live.hostSide, watch: false, control: this.clock?.control ?? null,
    };
    $('game').hidden = false;
    /** @type {HTMLAnchorElement} */ ($('by-link')).href = storedGameUrl(record.id);
    $('by-link').hidden = false;
    this.setLink(record.link);
    await this.connect(live.secret, { host: live.host, hostSide: live.hostSide, opponent: live.opponent, role: live.role }, live.key);
    this.channel?.sendState();
  }

  /**
   * Follows the game of a spectator's link: nothing is kept, nothing sent.
   * @param {Invitation} invitation
   */
  async watch(invitation) {
    this.invitation = invitation;
    $('game').hidden = false;
    $('player-actions').hidden = true;
    this.setLink(invitation.link);
    await this.connect(invitation.secret, { host: invitation.host, hostSide: invitation.hostSide, opponent: null, role: 'watch' }, null);
  }

  /**
   * Opens the game's channel through the relays.
   * @param {string} secret
   * @param {import('../lib/live/channel.js').Seats} seats
   * @param {string | null} key
   */
  async connect(secret, seats, key) {
    this.connection = { secret, seats, key };
    const clock = () => (this.clock ? carried(this.clock) : null);
    const channel = new LiveChannel({ relays: relayList(), keys: await gameKeys(secret), secretKey: key, seats, link: () => this.link, clock });
    this.channel = channel;
    channel.addEventListener('status', (e) => {
      this.relays = /** @type {CustomEvent} */ (e).detail;
      this.render();
    });
    channel.addEventListener('seat', (e) => {
      const { opponent } = /** @type {CustomEvent} */ (e).detail;
      if (this.record?.live && this.record.live.role === 'host') this.keep({ ...this.record, live: { ...this.record.live, opponent } });
      this.render();
    });
    channel.addEventListener('taken', () => {
      this.taken = true;
      this.render();
    });
    channel.addEventListener('message', (e) => this.receive(/** @type {CustomEvent} */ (e).detail));
    addEventListener('pagehide', () => channel.close(), { once: true });
    channel.open();
  }

  /** The relay list changed: the game's channel goes through the new list, at once. */
  async reconnect() {
    const old = this.channel;
    if (!old || !this.connection) return;
    old.close();
    const { secret, seats, key } = this.connection;
    // The seats as the old channel knew them (the opponent may have come meanwhile).
    await this.connect(secret, { ...seats, opponent: old.seats.opponent }, key);
    this.channel?.sendState();
  }

  /**
   * A message of the other side (or, for a spectator, of either): judged by the link module.
   * @param {{message: import('../lib/live/protocol.js').LiveMessage, side: Side}} detail
   */
  receive({ message, side }) {
    this.heard[side] = Date.now();
    const timed = this.clock !== null || (!this.me && message.clock !== null);
    let merged;
    /** @type {LiveClockRecord | null} */
    let clock = this.clock;
    try {
      // A player takes from the other only what is the other's to change; a spectator, who may
      // join late, takes the whole game from either player (the merge rules still judge it).
      if (this.me && this.clock) {
        if (!message.clock) throw new Error('a timed game\'s message without its clock');
        const now = Date.now();
        const result = this.study.liveTimedMerge(this.link, message.link, side, { stored: carried(this.clock), incoming: message.clock, since: this.clock.since, now });
        merged = result.merge;
        const moved = result.clock.times.length > this.clock.times.length;
        clock = { ...result.clock, since: moved ? now : this.clock.since };
      } else {
        merged = this.me ? this.study.liveMerge(this.link, message.link, side) : this.study.linkMerge(this.link, message.link);
        // A spectator shows the clock of the game it follows as the players send it.
        if (!this.me && message.clock && merged.kind !== 'older') {
          const moved = message.clock.times.length !== this.clock?.times.length;
          clock = { ...message.clock, since: moved ? Date.now() : (this.clock?.since ?? null) };
        }
      }
    } catch (error) {
      if (message.kind === 'state') this.say((t) => refusalText(t, error));
      this.render();
      return;
    }
    const flagged = timed && clock?.flag && clock.flag !== this.clock?.flag ? clock.flag : null;
    const clockChanged = JSON.stringify(clock) !== JSON.stringify(this.clock);
    this.clock = clock;
    if (merged.kind === 'extends') {
      const { game, newMoves } = merged;
      const sender = game[side];
      const offered = this.game?.state === `draw-offered-by-${this.me}`;
      if (flagged) this.say((t) => this.flagText(t, game, flagged));
      else if (this.me) this.say((t) => newsText(t, game, newMoves, sender, offered));
      else this.say((t) => t.t('live.watchNews', { count: game.moves.length, move: game.moves.at(-1) ?? '' }));
      if (this.record) this.keep({ ...this.record, link: game.link, moved: Date.now(), sent: false, ...(clock ? { clock } : {}) });
      else this.setLink(game.link);
      return;
    }
    if (flagged && this.game) {
      const game = this.game;
      this.say((t) => this.flagText(t, game, flagged));
    }
    // The same game or an older one: nothing changes, but a name the sender gave is taken.
    const incoming = this.study.linkRead(message.link);
    if (this.game && incoming[side] && !this.game[side] && incoming.moves.length <= this.game.moves.length) {
      const named = this.study.linkWrite({ id: this.game.id, white: this.game.white, black: this.game.black, [side]: incoming[side],
        moves: this.game.moves, state: this.game.state, days: this.game.days ?? null });
      if (this.record) this.keep({ ...this.record, link: named.link, ...(clock ? { clock } : {}) });
      else this.setLink(named.link);
      return;
    }
    if (clockChanged && this.record && clock) this.keep({ ...this.record, clock });
    else this.render();
  }

  /**
   * The words of a flag fallen: who lost on time.
   * @param {Translator} t
   * @param {LinkGame} game
   * @param {Side} side the side flagged
   */
  flagText(t, game, side) {
    if (side === this.me) return t.t('live.youFlagged');
    return t.t('live.flagged', { name: game[side] || t.t(`colour.${side}`) });
  }

  /**
   * Keeps `record` (a change of the game shown); another tab's newer copy is shown instead.
   * @param {LinkRecord} record
   */
  keep(record) {
    const kept = keepLinkGame(record, linkGame(record.id) ?? null);
    if (kept === 'failed') this.say((t) => t.t('link.saveFailed'));
    this.record = record;
    this.clock = record.clock ?? null;
    this.setLink(record.link);
  }

  /**
   * This player's change: the game with `moves` and `state` (and the clock `clock`), kept and
   * sent at once.
   * @param {string[]} moves
   * @param {LinkState} state
   * @param {LiveClockRecord | null} [clock]
   */
  change(moves, state, clock = this.clock) {
    const { record, game } = this;
    if (!record || !game || !this.me) return;
    const names = namesOf(record, game);
    names[this.me] = fitToBytes(names[this.me], this.study.linkMaxNameBytes());
    try {
      const made = this.study.linkWrite({ id: game.id, ...names, moves, state, days: game.days ?? null });
      this.keep({ ...record, link: made.link, moved: Date.now(), sent: true, ...(clock ? { clock } : {}) });
      this.channel?.sendState();
    } catch (error) {
      this.say((t) => refusalText(t, error));
      this.render();
    }
  }

  /** Resigns after asking. */
  resign() {
    const dialog = /** @type {HTMLDialogElement} */ ($('confirm-resign'));
    dialog.addEventListener('close', () => {
      if (dialog.returnValue === 'yes' && this.me) this.change(this.game?.moves ?? [], `${this.me}-resigned`);
    }, { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  }

  /** The line about the relays. @param {Translator} t */
  connectionText(t) {
    const { connected, relays, tried } = this.relays;
    if (connected > 0) return t.t('live.relaysOn', { count: connected });
    return t.t(tried && relays > 0 ? 'live.relaysOff' : 'live.relaysConnecting');
  }

  /** The line about the other player (or, for a spectator, the players). @param {Translator} t */
  presenceText(t) {
    const game = /** @type {LinkGame} */ (this.game);
    if (this.taken) return t.t('live.taken');
    if (!this.me) return t.t('live.watching');
    const side = otherSide(this.me);
    const name = game[side] || t.t('link.friend');
    const heard = this.heard[side];
    if (!heard) return t.t(this.seated() ? 'live.notHereYet' : 'live.waitingFriend', { name });
    return t.t(Date.now() - heard > AWAY_MS ? 'live.away' : 'live.here', { name });
  }

  /** Whether both seats are taken (the friend has answered the invitation). */
  seated() {
    return Boolean(this.channel?.seats.opponent);
  }

  /** Writes everything shown from the game, in the page's words. */
  render() {
    const { game } = this;
    if (!game) return;
    const t = this.t();
    const me = this.me;
    const moves = game.moves;
    this.board.setAttribute('orientation', me ?? this.invitation?.hostSide ?? 'white');
    if (this.board.history().join(' ') !== moves.join(' ')) this.board.setAttribute('moves', moves.join(' '));
    const flag = this.clock?.flag ?? null;
    const over = (game.outcome !== undefined && game.outcome !== null) || flag !== null;
    const onBoard = this.board.status();
    const myTurn = me !== null && !this.taken && !over && game.turn === me && !onBoard.over;
    this.board.setAttribute('interactive', String(myTurn));
    const names = this.record ? namesOf(this.record, game) : { white: game.white, black: game.black };
    for (const side of /** @type {const} */ (['white', 'black'])) {
      const name = names[side] || t.t('link.noName');
      $(`${side}-name`).textContent = side === me ? t.t('link.you', { name }) : name;
    }
    const connection = $('connection');
    connection.textContent = this.connectionText(t);
    connection.dataset.state = this.relays.connected > 0 ? 'on' : 'off';
    const presence = $('presence');
    presence.textContent = this.presenceText(t);
    presence.dataset.state = me && this.heard[otherSide(me)] && Date.now() - this.heard[otherSide(me)] <= AWAY_MS ? 'here' : '';
    const turnName = names[game.turn] || t.t(`colour.${game.turn}`);
    $('turn').textContent = over ? t.t('link.over') : myTurn ? t.t('live.yourTurn') : t.t('live.theirTurn', { name: turnName });
    const offeredToMe = me !== null && game.state === `draw-offered-by-${otherSide(me)}`;
    const declined = offeredToMe && this.declined;
    $('state').textContent = flag ? this.flagText(t, game, flag) : declined ? t.t('link.youDeclined') : me ? stateText(t, game, me) : this.watchState(t, game);
    $('offer-draw').hidden = !me || over || game.state !== 'playing' || onBoard.over;
    $('accept-draw').hidden = over || !offeredToMe || declined;
    $('decline-draw').hidden = $('accept-draw').hidden;
    $('resign').hidden = !me || over;
    this.renderClocks(over);
    this.renderExport(over);
    this.renderSendPanel(t);
  }

  /**
   * The finished timed game's PDN to keep (its clock times after every move, the link module's).
   * @param {boolean} over
   */
  renderExport(over) {
    const link = /** @type {HTMLAnchorElement} */ ($('export-pdn'));
    const pdn = over && this.clock ? this.study.liveTimedPdn(this.link, carried(this.clock)) : null;
    if (pdn === this.pdn) return;
    this.pdn = pdn;
    if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
    link.hidden = pdn === null;
    if (pdn === null) link.removeAttribute('href');
    else link.href = URL.createObjectURL(new Blob([pdn], { type: 'application/x-pdn' }));
  }

  /**
   * The clocks of a timed game (the link module's faces), refreshed when what they show changes;
   * when the running one reaches 0 its flag falls here and goes to the other device (whose own
   * clock must agree: docs/LIVE.md, "The clock").
   * @param {boolean} over
   */
  renderClocks(over) {
    if (this.tick) clearTimeout(this.tick);
    this.tick = null;
    const clock = this.clock;
    $('clocks').hidden = clock === null;
    if (!clock) return;
    const now = Date.now();
    const { faces } = this.study.liveClockView(carried(clock), over ? null : clock.since, now);
    for (const side of /** @type {const} */ (['white', 'black'])) {
      const face = faces[side];
      const box = $(`clock-${side}`);
      /** @type {HTMLElement} */ (box.querySelector('.live-clock-time')).textContent = face.text;
      box.dataset.running = String(face.running);
      box.dataset.low = String(face.lowTime);
      box.dataset.flagged = String(face.flagged);
    }
    if (over) return;
    const runs = faces.white.running ? faces.white : faces.black.running ? faces.black : null;
    if (runs && runs.remainingMs === 0) {
      this.flagFell();
      return;
    }
    if (faces.refreshMs === 0) return;
    this.tick = setTimeout(() => this.renderClocks(false), faces.refreshMs);
  }

  /** The running clock reached 0: its flag falls (a player's device says so to the other). */
  flagFell() {
    const clock = this.clock;
    if (!clock || !this.game) return;
    const flagged = this.study.liveClockFlag(carried(clock), clock.since, Date.now());
    if (!flagged.flag) return;
    const game = this.game;
    const side = flagged.flag;
    this.say((t) => this.flagText(t, game, side));
    if (this.me && this.record) {
      this.keep({ ...this.record, clock: { ...flagged, since: clock.since } });
      this.channel?.sendState();
    } else {
      this.clock = { ...flagged, since: clock.since };
      this.render();
    }
  }

  /**
   * How the game stands for a spectator: an offer, or how it ended.
   * @param {Translator} t
   * @param {LinkGame} game
   */
  watchState(t, game) {
    if (game.outcome) {
      const { winner, reason } = game.outcome;
      const result = winner ? t.t('live.winner', { name: game[winner] || t.t(`colour.${winner}`) }) : t.t('live.drawn');
      return t.t('live.end', { result, reason: t.t(`link.reason.${reason}`) });
    }
    return game.state.startsWith('draw-offered') ? t.t('live.drawOffered') : '';
  }

  /**
   * The send panel: the invitation until the friend comes (host), the game's link when no relay
   * answers, the spectator's link when asked for; hidden otherwise.
   * @param {Translator} t
   */
  renderSendPanel(t) {
    const invitation = this.invitation;
    const offline = this.relays.tried && this.relays.connected === 0;
    const host = this.record?.live?.role === 'host';
    $('show-watch').hidden = !this.me || !this.seated();
    $('show-watch').setAttribute('aria-expanded', String(this.showingWatch));
    /** @type {[string, string, string] | null} title, hint and address */
    let panel = null;
    if (this.me && offline) panel = ['live.byLinkTitle', 'live.byLinkHint', linkUrl(this.link)];
    else if (invitation && host && !this.seated()) {
      panel = ['live.inviteTitle', 'live.inviteHint', liveUrl({ ...invitation, link: this.link })];
    } else if (invitation && this.showingWatch && this.seated()) {
      panel = ['live.watchTitle', 'live.watchHint', liveUrl({ ...invitation, link: this.link, watch: true })];
    }
    if (panel) {
      $('send-title').textContent = t.t(panel[0]);
      $('send-hint').textContent = t.t(panel[1]);
    }
    this.sendPanel.show(panel ? panel[2] : null);
  }
}

/**
 * The address of an invitation (or a spectator's link) on this site's live page.
 * @param {Invitation} invitation
 */
export const liveUrl = (invitation) => new URL(`live.html#${invitationHash(invitation)}`, location.href).href;
