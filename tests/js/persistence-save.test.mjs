// One record per change (www/app/archive/persistence.js save()): the game is made into JSON
// once, and that text is what the journal of unsaved games (localStorage) keeps, what the
// archive (IndexedDB, here fake-indexeddb) holds and what tells an unchanged game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDBFactory } from 'fake-indexeddb';
import { openArchive } from '../../www/lib/archive/archive.js';
import { UNSAVED_PREFIX } from '../../www/lib/archive/unsaved.js';
import { MemoryStorage } from './support/storage.mjs';
import { LEVELS, described, persistenceOf } from './support/persistence.mjs';

test('a change is serialised once: the journal and the archive get the same record, an unchanged game nothing', async (t) => {
  const journal = new MemoryStorage();
  globalThis.localStorage = /** @type {any} */ (journal); // the page's journal (deviceStorage)
  t.after(() => { delete globalThis.localStorage; });
  const archive = await openArchive({ levels: LEVELS, indexedDB: new IDBFactory(), storage: null });
  let game = described(['9-16'], 'ai-black');
  const persistence = persistenceOf(() => game);
  try {
    persistence.archive = archive;
    const stringify = t.mock.method(JSON, 'stringify');
    const puts = t.mock.method(archive, 'put');
    persistence.save();
    const key = UNSAVED_PREFIX + persistence.current.id;
    const text = journal.getItem(key);
    assert.ok(text, 'the journal holds the change at once');
    await persistence.queue;
    assert.equal(stringify.mock.callCount(), 1, 'the record was made into JSON once');
    assert.equal(puts.mock.callCount(), 1);
    assert.deepEqual(puts.mock.calls[0].arguments[0], JSON.parse(text), 'the archive was given the record the journal keeps');
    assert.deepEqual(await archive.get(persistence.current.id), JSON.parse(text));
    assert.equal(journal.getItem(key), null, 'the entry is forgotten once the archive holds the game');

    persistence.save();
    await persistence.queue;
    assert.equal(stringify.mock.callCount(), 2, 'an unchanged game: one serialisation, to compare');
    assert.equal(puts.mock.callCount(), 1, 'and nothing written');
    assert.equal(journal.getItem(key), null);

    game = { ...game, moves: ['9-16', '30-23'] };
    persistence.save();
    await persistence.queue;
    assert.equal(stringify.mock.callCount(), 3);
    assert.deepEqual((await archive.get(persistence.current.id))?.moves, ['9-16', '30-23']);
  } finally {
    persistence.studies?.close();
    archive.close();
  }
});
