// The pages' one storage layer over IndexedDB (www/lib/database.js) and the two stores built on
// it, on an in-memory IndexedDB (fake-indexeddb): the archive of games (its own tests are
// archive.test.mjs) and the organiser's tournaments (www/tournament/store.js), whose records of
// earlier releases open unchanged, whose stale writes are refused, and whose saves are told to
// the other tabs on one BroadcastChannel object per page.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { IDBFactory } from 'fake-indexeddb';
import { Database, settled } from '../../www/lib/database.js';
import { CHANNEL, StoreError, TournamentStore, listenForChanges } from '../../www/tournament/store.js';

/** Every BroadcastChannel opened (the store's own, per page, included), closed at the end so the test ends. */
const channels = [];
globalThis.BroadcastChannel = class extends BroadcastChannel {
  /** @param {string} name */
  constructor(name) {
    super(name);
    channels.push(this);
  }
};
after(() => { for (const channel of channels) channel.close(); });

/** The caller's refusal: why its database cannot be opened. */
class Refusal extends Error {
  constructor(code, message, cause) {
    super(message, { cause });
    this.code = code;
  }
}

/** A database of one store `things` (keyed by `id`) on `indexedDB`. */
const things = (indexedDB = new IDBFactory()) => new Database({
  indexedDB, name: 'test', version: 1, upgrade: (db) => db.createObjectStore('things', { keyPath: 'id' }), Refusal,
});

/** Everything in `db`'s store `things`. */
const all = (db) => db.run(['things'], 'readonly', (tx) => settled(tx.objectStore('things').getAll()));

test('work runs in one transaction, resolved once it commits; a refusal in it keeps nothing', async () => {
  const db = things();
  const value = await db.run(['things'], 'readwrite', async (tx) => {
    await settled(tx.objectStore('things').put({ id: 'a', n: 1 }));
    return 'kept';
  });
  assert.equal(value, 'kept');
  const refusal = new Error('refused');
  await assert.rejects(db.run(['things'], 'readwrite', async (tx) => {
    await settled(tx.objectStore('things').put({ id: 'b', n: 2 }));
    throw refusal;
  }), (error) => error === refusal);
  assert.deepEqual(await all(db), [{ id: 'a', n: 1 }], 'the refused transaction was aborted');
});

test('a connection closed under the layer, or deleted by another tab, is opened again by the next request', async () => {
  const indexedDB = new IDBFactory();
  const db = things(indexedDB);
  await db.run(['things'], 'readwrite', (tx) => settled(tx.objectStore('things').put({ id: 'a' })));
  (await db.connection()).close(); // closed without telling
  assert.deepEqual(await all(db), [{ id: 'a' }]);
  await new Promise((resolve, reject) => {
    const deletion = indexedDB.deleteDatabase('test');
    deletion.onsuccess = resolve;
    deletion.onblocked = () => reject(new Error('the layer kept the database open'));
  });
  assert.deepEqual(await all(db), [], 'created again, empty');
});

test('no IndexedDB, a refused open and a blocked open are the caller\'s refusals', async () => {
  const denied = /** @type {any} */ ({ open() { throw new DOMException('Access is denied for this document.', 'SecurityError'); } });
  for (const indexedDB of [undefined, denied]) {
    const db = new Database({ indexedDB, name: 'test', version: 1, upgrade: () => {}, Refusal });
    await assert.rejects(db.connection(), (error) => error instanceof Refusal && error.code === 'unavailable');
  }
  /** @type {any} */
  const request = {};
  const blocking = new Database({ indexedDB: /** @type {any} */ ({ open: () => request }), name: 'test', version: 2, upgrade: () => {}, Refusal });
  const opening = blocking.connection();
  request.onblocked();
  await assert.rejects(opening, (error) => error instanceof Refusal && error.code === 'blocked');
  let closed = false;
  request.result = { close: () => { closed = true; } };
  request.onsuccess();
  assert.ok(closed, 'the connection that came too late is closed');
});

/** A tournament record as the store keeps it. */
const tournament = (fields = {}) => ({ id: 't1', name: 'Cup', details: { games: {} }, log: '[]', revision: 1, updated: 1000, ...fields });

test('a tournament kept by an earlier release (IndexedDB tobit-tournaments v1) opens unchanged', async () => {
  const indexedDB = new IDBFactory();
  const kept = tournament({ details: { games: { '0.0': 'g1' } }, log: '[{"AddPlayer":{"name":"Анна"}}]', revision: 7 });
  const request = indexedDB.open('tobit-tournaments', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('tournaments', { keyPath: 'id' });
  const raw = await settled(request);
  const tx = raw.transaction('tournaments', 'readwrite');
  tx.objectStore('tournaments').put(kept);
  await new Promise((resolve) => { tx.oncomplete = resolve; });
  raw.close();
  const store = await TournamentStore.open(() => indexedDB);
  assert.deepEqual(await store.get('t1'), kept);
  assert.deepEqual(await store.list(), [kept]);
});

test('two tabs: the later save from a stale revision is refused and the kept record stays; saves are told to the other tab only', async () => {
  const indexedDB = new IDBFactory();
  const [tabA, tabB] = [await TournamentStore.open(() => indexedDB), await TournamentStore.open(() => indexedDB)];
  /** @type {Array<[string, number]>} */
  const heardHere = [];
  listenForChanges((id, revision) => heardHere.push([id, revision]));
  const otherTab = new BroadcastChannel(CHANNEL);
  const told = [];
  const heard = new Promise((resolve) => {
    otherTab.onmessage = ({ data }) => {
      told.push(data);
      if (told.length === 2) resolve(undefined);
    };
  });
  try {
    await tabA.save(tournament(), 0);
    await assert.rejects(tabB.save(tournament({ name: 'Other' }), 0), (error) => error instanceof StoreError && error.code === 'stale');
    assert.equal((await tabA.get('t1'))?.name, 'Cup', 'the stale write changed nothing');
    await tabB.save(tournament({ revision: 2, name: 'Cup 2' }), 1);
    await heard;
    assert.deepEqual(told, [{ id: 't1', revision: 1 }, { id: 't1', revision: 2 }]);
    await tabA.remove('t1');
    assert.equal(await tabB.get('t1'), undefined);
    assert.deepEqual(heardHere, [], 'the page never hears its own saves (one channel object per page)');
  } finally {
    otherTab.close();
  }
});
