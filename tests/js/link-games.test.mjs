// Unit tests of the games by link kept on the device (www/lib/link/), their addresses and the
// link page's pure parts (www/link/name-field.js, words.js): no browser, no wasm (a record's
// link is opaque text here).
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { GAMES_KEY, keepLinkGame, linkGame, linkGames, separateRecord } from '../../www/lib/link/link-games.js';
import { linkInHash } from '../../www/lib/link/address.js';
import { fitToBytes } from '../../www/link/name-field.js';
import { newsText } from '../../www/link/words.js';
import { Translator } from '../../www/i18n/i18n.js';
import { memoryStorage } from './support/storage.mjs';
import { catalog } from './support/www.mjs';

/** @type {Storage} */
let storage;
beforeEach(() => {
  storage = memoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: storage });
});

/**
 * A record of a game by link.
 * @param {Partial<import('../../www/lib/link/link-games.js').LinkRecord>} [fields]
 * @returns {import('../../www/lib/link/link-games.js').LinkRecord}
 */
const record = (fields = {}) => ({ id: '0a0b0c0d0e0f', link: 'g=ONE', me: 'white', moved: 1, draft: [], notes: '', sent: true, ...fields });

test('an id such as __proto__, constructor or toString reads no game', () => {
  assert.equal(keepLinkGame(record(), null), 'kept');
  for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) assert.equal(linkGame(id), null, id);
  assert.equal(linkGame('0a0b0c0d0e0f')?.link, 'g=ONE');
  // A stored game under `__proto__` (storage may hold anything) changes no object's prototype.
  storage.setItem(GAMES_KEY, JSON.stringify({ ['__proto__']: record({ id: '__proto__' }) }));
  assert.deepEqual(linkGames().map((r) => r.id), ['__proto__']);
  assert.equal(Object.getPrototypeOf({}), Object.prototype);
});

test('nothing stale overwrites a newer game: a change made from an old copy is refused', () => {
  const seen = record();
  assert.equal(keepLinkGame(seen, null), 'kept');
  // Tab B opens the friend's next move.
  const newer = record({ link: 'g=TWO', sent: false, moved: 2 });
  assert.equal(keepLinkGame(newer, seen), 'kept');
  // Tab A, still showing the first link, keeps a note: refused, the friend's move stays.
  assert.equal(keepLinkGame({ ...seen, notes: 'a note' }, seen), 'stale');
  assert.equal(linkGame(seen.id)?.link, 'g=TWO');
  // A game new to this tab that another tab kept meanwhile is not overwritten either.
  assert.equal(keepLinkGame(record({ link: 'g=OTHER' }), null), 'stale');
  // Made from the game as it is now, the change is kept.
  assert.equal(keepLinkGame({ ...newer, notes: 'a note' }, newer), 'kept');
  assert.equal(linkGame(seen.id)?.notes, 'a note');
  // A change made on a page whose earlier keeping failed (nothing of it on the device) is kept.
  storage.removeItem(GAMES_KEY);
  assert.equal(keepLinkGame({ ...newer, notes: 'later' }, newer), 'kept');
});

test('a game opened as a separate game on the friend\'s turn has its link to send', () => {
  const stored = record({ me: 'white', notes: 'mine', draft: ['9-16'] });
  const theirs = separateRecord(stored, { id: '111111111111', link: 'g=SEP', turn: 'black' }, 5);
  assert.deepEqual(theirs, { id: '111111111111', link: 'g=SEP', me: 'white', moved: 5, draft: [], notes: '', sent: true });
  // On the player's own turn: a move to play first, then Send.
  assert.equal(separateRecord(stored, { id: '111111111111', link: 'g=SEP', turn: 'white' }).sent, false);
});

test('an address cut to #g holds a link (refused as damaged by the link module), #x none', () => {
  assert.equal(linkInHash('#g'), 'g');
  assert.equal(linkInHash('#g=AAAA'), 'g=AAAA');
  assert.equal(linkInHash('#games'), null);
  assert.equal(linkInHash(''), null);
});

test('a name is cut to the bytes a link carries, whole letters only', () => {
  assert.equal(fitToBytes('Anna', 32), 'Anna');
  const long = 'Александра Константиновна';
  const fitted = fitToBytes(long, 32);
  assert.equal(fitted, 'Александра Конст');
  assert.ok(new TextEncoder().encode(fitted).length <= 32);
  assert.equal(fitToBytes('ab😀', 5), 'ab', 'a letter of four bytes is not split');
  assert.equal(fitToBytes('x'.repeat(40), 32).length, 32);
});

test('the one who offered a draw is told when it was declined by a move', () => {
  const en = new Translator('en', catalog('en'));
  const game = /** @type {any} */ ({ state: 'playing', moves: ['9-16', '30-23'] });
  assert.equal(newsText(en, game, 1, 'Boris', true), 'Boris declined your draw offer and played 30-23.');
  assert.equal(newsText(en, game, 1, 'Boris', false), 'Boris played 30-23.');
});
