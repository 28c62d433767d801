// The journal of unsaved games (www/lib/archive/unsaved.js): a change written there in the task
// of the move is stored by the next opening of the archive when the tab closed before its own
// write committed, never over a newer record, and the entry is then forgotten.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDBFactory } from 'fake-indexeddb';
import { openArchive } from '../../www/lib/archive/archive.js';
import { newGameId } from '../../www/lib/archive/record.js';
import { UNSAVED_PREFIX, forgetUnsaved, keepUnsaved, recordText, unsavedKeys } from '../../www/lib/archive/unsaved.js';
import { MemoryStorage } from './support/storage.mjs';

const LEVELS = { min: 1, max: 8, default: 3 };

/** @returns {any} a GameRecord */
const record = (fields = {}) => ({
  id: newGameId(), created: 1000, updated: 1000, mode: 'play', result: null, fen: null, moves: ['9-16'], seed: 42, ...fields,
});

/** Writes `game` to the journal as the app does: its text of recordText. */
const keep = (game, storage) => keepUnsaved(game.id, recordText(game).text, storage);

test('a record made into JSON once: the journal\'s text is the record without its study, the signature without its time', () => {
  const game = record({ updated: 1234, analysis: '[Result "*"]\n1. 9-16 *\n', view: { orientation: 'black', numbers: true } });
  const { text, signature } = recordText(game);
  const kept = { ...game, analysis: undefined };
  delete kept.analysis;
  assert.deepEqual(JSON.parse(text), kept, 'the text reads back as the record, its study left to the archive');
  const timeless = { ...kept };
  delete timeless.updated;
  assert.deepEqual(JSON.parse(signature), timeless);
  assert.equal(recordText({ ...game, updated: 99_999 }).signature, signature, 'the time of the change is not in the signature');
  assert.notEqual(recordText({ ...game, moves: ['9-16', '30-23'] }).signature, signature, 'a move is');
});

test('a game the tab kept only in the journal is stored by the next opening, its study kept', async () => {
  const indexedDB = new IDBFactory();
  const storage = new MemoryStorage();
  const first = await openArchive({ levels: LEVELS, indexedDB, storage });
  const game = record();
  await first.put({ ...game, analysis: '[Result "*"]\n1. 9-16 {a study} *\n' });
  first.close();
  // A move, written to the journal; the tab closes before the archive's write.
  const later = { ...game, updated: 2000, moves: ['9-16', '30-23'] };
  assert.ok(keep(later, storage));
  assert.deepEqual(unsavedKeys(storage), [UNSAVED_PREFIX + game.id]);

  const again = await openArchive({ levels: LEVELS, indexedDB, storage });
  const stored = await again.get(game.id);
  assert.deepEqual(stored?.moves, ['9-16', '30-23']);
  assert.match(stored?.analysis ?? '', /a study/);
  assert.deepEqual(unsavedKeys(storage), [], 'the entry is forgotten');
});

test('an entry older than the stored game, or unreadable, changes nothing and is forgotten', async () => {
  const indexedDB = new IDBFactory();
  const storage = new MemoryStorage();
  const first = await openArchive({ levels: LEVELS, indexedDB, storage });
  const game = record({ updated: 5000, moves: ['9-16', '30-23'] });
  await first.put(game);
  first.close();
  keep({ ...game, updated: 4000, moves: ['9-16'] }, storage);
  storage.setItem(`${UNSAVED_PREFIX}broken`, '{"moves": 42}');
  const again = await openArchive({ levels: LEVELS, indexedDB, storage });
  assert.deepEqual((await again.get(game.id))?.moves, ['9-16', '30-23']);
  assert.deepEqual(unsavedKeys(storage), []);
});

test('an entry is forgotten only while it holds what the archive stored', () => {
  const storage = new MemoryStorage();
  const game = record();
  const saved = keep(game, storage);
  const later = keep({ ...game, moves: ['9-16', '30-23'] }, storage);
  forgetUnsaved(game.id, saved, storage);
  assert.deepEqual(unsavedKeys(storage), [UNSAVED_PREFIX + game.id], 'the later change stays');
  forgetUnsaved(game.id, later, storage);
  assert.deepEqual(unsavedKeys(storage), []);
});
