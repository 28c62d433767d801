// The live game's protocol (issue 39, docs/LIVE.md) through a real Nostr relay (nostr-relay from
// PyPI, started on a loopback port by the test): two devices exchange the game, each message
// once; a forged, replayed, foreign or stranger's message is ignored. What a message does to the
// game is the link module's (liveMerge, crates/link/tests/sender.rs): not tested here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { useWebSocketImplementation, Relay } from 'nostr-tools/relay';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { v2 as nip44 } from 'nostr-tools/nip44';
import { gameKeys, invitationHash, newGameKey, newSecret, openMessage, readInvitation, sealMessage, STATE_KIND } from '../../www/lib/live/protocol.js';
import { LiveChannel } from '../../www/lib/live/channel.js';
import { relayAddress, relayList, DEFAULT_RELAYS, RELAYS_KEY } from '../../www/lib/live/relays.js';
import { startRelay } from './support/nostr-relay.mjs';
import { memoryStorage } from './support/storage.mjs';

useWebSocketImplementation(WebSocket);

const LINK_0 = 'g=AVoXAP4xAjICBEFubmEK0JHQvtGA0LjRgQzKamAQ';
const LINK_1 = 'g=AVoXAP4xAAEEQW5uYQAAAAAA';

/**
 * The next event `type` of `target` whose detail passes `match`.
 * @param {EventTarget} target
 * @param {string} type
 * @param {(detail: any) => boolean} [match]
 */
function next(target, type, match = () => true) {
  return new Promise((ok) => {
    const listen = (/** @type {Event} */ e) => {
      const { detail } = /** @type {CustomEvent} */ (e);
      if (!match(detail)) return;
      target.removeEventListener(type, listen);
      ok(detail);
    };
    target.addEventListener(type, listen);
  });
}

/**
 * A host and a guest of one game through `url`, each with the link it holds in `links`.
 * @param {string} url
 * @param {'white'|'black'} [hostSide]
 */
async function pair(url, hostSide = 'white') {
  const secret = newSecret();
  const keys = await gameKeys(secret);
  const host = newGameKey();
  const guest = newGameKey();
  const links = { host: LINK_0, guest: LINK_0 };
  /** @type {{host: string, hostSide: 'white'|'black', opponent: string | null}} */
  const seats = { host: host.publicKey, hostSide, opponent: null };
  const hostChannel = new LiveChannel({ relays: [url], keys, secretKey: host.secretKey, seats: { ...seats, role: 'host' }, link: () => links.host });
  const guestChannel = new LiveChannel({ relays: [url], keys, secretKey: guest.secretKey, seats: { ...seats, opponent: guest.publicKey, role: 'guest' }, link: () => links.guest });
  return { secret, keys, host, guest, links, hostChannel, guestChannel };
}

test('an invitation reads back as it was written, and a damaged one is none', () => {
  const invitation = { link: LINK_0, secret: newSecret(), host: newGameKey().publicKey, hostSide: /** @type {const} */ ('black'), watch: false, control: null };
  assert.deepEqual(readInvitation(`#${invitationHash(invitation)}`), invitation);
  const timed = { ...invitation, control: '5+3' };
  assert.match(invitationHash(timed), /&c=5%2B3$/, 'the time control travels with the invitation');
  assert.deepEqual(readInvitation(invitationHash(timed)), timed);
  assert.equal(readInvitation(invitationHash(timed).replace('c=5%2B3', 'c=<b>')), null, 'a time control not of its form');
  assert.deepEqual(readInvitation(invitationHash({ ...invitation, watch: true }))?.watch, true);
  const hash = invitationHash(invitation);
  assert.equal(readInvitation(hash.replace(/k=[^&]+/, 'k=short')), null, 'a secret cut short');
  assert.equal(readInvitation(hash.replace(/s=black/, 's=red')), null, 'no side');
  assert.equal(readInvitation(hash.replace(/h=[0-9a-f]/, 'h=Z')), null, 'no key');
  assert.equal(readInvitation(`#${LINK_0}`), null, 'a game by link alone');
});

test('a message opens with its game key, and not with another game\'s, nor changed, nor signed by another', async () => {
  const keys = await gameKeys(newSecret());
  const { secretKey, publicKey } = newGameKey();
  const event = sealMessage({ secretKey, keys, kind: 'state', link: LINK_1, players: { white: publicKey } });
  const opened = openMessage(event, keys);
  assert.ok('message' in opened);
  assert.deepEqual({ ...opened.message, id: '', at: 0 }, { id: '', at: 0, pubkey: publicKey, kind: 'state', link: LINK_1, players: { white: publicKey }, clock: null });
  assert.ok(event.tags.some(([name]) => name === 'expiration'), 'a state asks to be kept a while, not for ever');
  assert.deepEqual(openMessage(event, await gameKeys(newSecret())), { ignored: 'topic' });
  const otherKeys = { ...(await gameKeys(newSecret())), topic: keys.topic };
  const foreign = sealMessage({ secretKey, keys: otherKeys, kind: 'state', link: LINK_1, players: {} });
  assert.deepEqual(openMessage(foreign, keys), { ignored: 'decrypt' }, 'encrypted with another secret');
  assert.deepEqual(openMessage({ ...event, content: event.content.slice(0, -4) + 'AAAA' }, keys), { ignored: 'signature' });
  assert.deepEqual(openMessage({ ...event, pubkey: newGameKey().publicKey }, keys), { ignored: 'signature' });
  // Signed by its own key, but encrypted for the game by someone who has no secret: impossible;
  // a newer version is told apart (update the app), a content not of the format ignored.
  const sign = (/** @type {object} */ body) => finalizeEvent({ kind: STATE_KIND, created_at: 1, tags: [['d', keys.topic]],
    content: nip44.encrypt(JSON.stringify(body), keys.conversation) }, generateSecretKey());
  assert.deepEqual(openMessage(sign({ v: 3, link: LINK_1 }), keys), { ignored: 'newer' });
  // Version 1 (no clock) is read still; version 2 carries the clock, read as sent when it is of
  // its form (what its times may change is the link module's to judge: liveTimedMerge).
  const v1 = openMessage(sign({ v: 1, link: LINK_1, players: {} }), keys);
  assert.ok('message' in v1 && v1.message.clock === null);
  const clock = { control: '5+3', times: [303000], flag: /** @type {const} */ ('black') };
  const timed = openMessage(sealMessage({ secretKey, keys, kind: 'here', link: LINK_1, players: {}, clock }), keys);
  assert.ok('message' in timed);
  assert.deepEqual(timed.message.clock, clock);
  assert.equal(timed.message.kind, 'here');
  for (const bad of [{ ...clock, times: [-1] }, { ...clock, times: [1.5] }, { ...clock, flag: 'red' }, { ...clock, control: 5 }, 'fast']) {
    assert.deepEqual(openMessage(sign({ v: 2, link: LINK_1, players: {}, clock: bad }), keys), { ignored: 'format' }, JSON.stringify(bad));
  }
  assert.deepEqual(openMessage(sign({ v: 1, link: 'not a link' }), keys), { ignored: 'format' });
  assert.deepEqual(openMessage(sign({ v: 1, link: LINK_1, players: { white: 'me' } }), keys), { ignored: 'format' });
  assert.deepEqual(openMessage({ ...event, kind: 1 }, keys), { ignored: 'kind' });
  assert.deepEqual(openMessage(null, keys), { ignored: 'kind' });
});

test('the relay defaults are used until the player keeps a list, and only secure or loopback relays', () => {
  assert.deepEqual(relayList(memoryStorage()), [...DEFAULT_RELAYS]);
  const storage = memoryStorage({ [RELAYS_KEY]: JSON.stringify(['wss://club.example/relay', 'ws://example.org', 'ws://127.0.0.1:7000/', 'junk']) });
  assert.deepEqual(relayList(storage), ['wss://club.example/relay', 'ws://127.0.0.1:7000']);
  assert.equal(relayAddress('https://example.org'), null);
  assert.equal(relayAddress(' wss://Relay.Example/ '), 'wss://relay.example');
});

test('two devices play through the relay: each message arrives once, from the right seat', async (t) => {
  const relay = await startRelay(t);
  const { hostChannel, guestChannel, links, guest } = await pair(relay.url);
  t.after(() => { hostChannel.close(); guestChannel.close(); });
  const seated = next(hostChannel, 'seat');
  const hostHears = next(hostChannel, 'message');
  hostChannel.open();
  await next(hostChannel, 'status', (s) => s.connected === 1);
  guestChannel.open();
  assert.deepEqual(await seated, { opponent: guest.publicKey }, 'the first key that answers the host takes the seat');
  const heard = await hostHears;
  assert.equal(heard.side, 'black');
  // The guest moves: the host gets the whole game at once.
  links.guest = LINK_1;
  const moved = next(hostChannel, 'message', (d) => d.message.kind === 'state');
  guestChannel.sendState();
  assert.equal((await moved).message.link, LINK_1);
  // The same event again (a relay's replay, a second relay) is handed on once.
  const duplicate = next(hostChannel, 'ignored', (d) => d.reason === 'duplicate');
  hostChannel.receive(guestChannel.latest);
  await duplicate;
});

test('a stranger with the link is not seated once the friend is, and forged events change nothing', async (t) => {
  const relay = await startRelay(t);
  const { hostChannel, guestChannel, keys, host } = await pair(relay.url);
  t.after(() => { hostChannel.close(); guestChannel.close(); });
  hostChannel.open();
  guestChannel.open();
  await next(hostChannel, 'seat');
  // A third device with the invitation (the secret) signs a state of its own: ignored.
  const stranger = newGameKey();
  const ignored = [];
  hostChannel.addEventListener('ignored', (e) => ignored.push(/** @type {CustomEvent} */ (e).detail.reason));
  let handed = 0;
  hostChannel.addEventListener('message', (e) => { if (/** @type {CustomEvent} */ (e).detail.message.pubkey !== guestChannel.me) handed++; });
  const third = new Relay(relay.url);
  await third.connect();
  t.after(() => third.close());
  const forged = sealMessage({ secretKey: stranger.secretKey, keys, kind: 'state', link: LINK_1, players: { white: host.publicKey, black: stranger.publicKey } });
  const strangerSeen = next(hostChannel, 'ignored', (d) => d.reason === 'stranger');
  await third.publish(forged);
  await strangerSeen;
  // A guest that learns the seat is someone else's is told.
  const taken = next(guestChannel, 'taken');
  const late = new LiveChannel({ relays: [relay.url], keys, secretKey: stranger.secretKey,
    seats: { host: host.publicKey, hostSide: 'white', opponent: stranger.publicKey, role: 'guest' }, link: () => LINK_0 });
  t.after(() => late.close());
  const lateTaken = next(late, 'taken');
  late.open();
  hostChannel.sendState();
  await lateTaken;
  assert.equal(handed, 0, 'nothing from the stranger reached the game');
  assert.ok(ignored.includes('stranger'));
  void taken;
});

test('a relay killed and started again: the channel reconnects and the game goes on', async (t) => {
  const relay = await startRelay(t);
  const { hostChannel, guestChannel, links } = await pair(relay.url);
  t.after(() => { hostChannel.close(); guestChannel.close(); });
  hostChannel.open();
  guestChannel.open();
  await next(hostChannel, 'seat');
  const down = next(guestChannel, 'status', (s) => s.connected === 0);
  await relay.stop();
  await down;
  // The guest moves while no relay answers; it goes out when the relay is back.
  links.guest = LINK_1;
  guestChannel.sendState();
  const arrived = next(hostChannel, 'message', (d) => d.message.link === LINK_1);
  await relay.start();
  assert.equal((await arrived).message.link, LINK_1);
});

test('a spectator follows the game and is never seated', async (t) => {
  const relay = await startRelay(t);
  const { hostChannel, guestChannel, keys, host, links } = await pair(relay.url);
  t.after(() => { hostChannel.close(); guestChannel.close(); });
  hostChannel.open();
  guestChannel.open();
  await next(hostChannel, 'seat');
  links.guest = LINK_1;
  guestChannel.sendState();
  hostChannel.sendState();
  const watcher = new LiveChannel({ relays: [relay.url], keys, secretKey: null, seats: { host: host.publicKey, hostSide: 'white', opponent: null, role: 'watch' }, link: () => LINK_0 });
  t.after(() => watcher.close());
  const follows = next(watcher, 'message', (d) => d.side === 'black' && d.message.link === LINK_1);
  watcher.open();
  await follows;
  assert.equal(watcher.me, null, 'a spectator has no key: it sends nothing');
});

test('a timed game\'s clock travels with every message through the relay', async (t) => {
  const relay = await startRelay(t);
  const { keys, host, guest } = await pair(relay.url);
  const seats = { host: host.publicKey, hostSide: /** @type {const} */ ('white'), opponent: guest.publicKey };
  const clock = { control: '5+3', times: [303000], flag: undefined };
  const hostChannel = new LiveChannel({ relays: [relay.url], keys, secretKey: host.secretKey, seats: { ...seats, role: 'host' }, link: () => LINK_1, clock: () => clock });
  const guestChannel = new LiveChannel({ relays: [relay.url], keys, secretKey: guest.secretKey, seats: { ...seats, role: 'guest' }, link: () => LINK_1 });
  t.after(() => { hostChannel.close(); guestChannel.close(); });
  const heard = next(guestChannel, 'message', (d) => d.message.kind === 'state');
  guestChannel.open();
  hostChannel.open();
  await next(hostChannel, 'status', (s) => s.connected === 1);
  hostChannel.sendState();
  assert.deepEqual((await heard).message.clock, { control: '5+3', times: [303000], flag: undefined });
});
