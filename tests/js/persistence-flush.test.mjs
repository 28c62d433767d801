// The app's save when its page closes (www/app/archive/persistence.js flush()), on an in-memory
// IndexedDB (fake-indexeddb) and node's BroadcastChannel: it writes the game at once, with the
// study the analysis board saved into the same game from another tab, never without it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDBFactory } from 'fake-indexeddb';
import { openArchive, STUDY_CHANNEL } from '../../www/lib/archive/archive.js';
import { keepSolved, keepWithGame } from '../../www/analysis/saved.js';
import { LEVELS, described, persistenceOf } from './support/persistence.mjs';

const STUDY = '[Result "*"]\n1. 9-16 {a study from the other tab} (1. 10-17) *\n';

/** Resolves at the next study told on the channel (heard after the app's own listener). */
function studyTold() {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(STUDY_CHANNEL);
    channel.onmessage = () => {
      channel.close();
      resolve(undefined);
    };
  });
}

test('a study saved from another tab is kept by the flush of a page closing after a move', { timeout: 10_000 }, async () => {
  globalThis.indexedDB = new IDBFactory(); // the analysis board's archive (saved.js) opens this one
  const archive = await openArchive({ levels: LEVELS, storage: null });
  /** The game on the board, as the panel describes it. */
  let game = described(['9-16'], 'play');
  const persistence = persistenceOf(() => game);
  try {
    persistence.archive = archive;
    persistence.save();
    await persistence.queue;
    const { id } = persistence.current;

    // The analysis board, in another tab, keeps a study with the game.
    const told = studyTold();
    await keepWithGame(id, STUDY, LEVELS, { base: null, merge: () => assert.fail('the game had no study: nothing to merge') });
    await told;

    // A move, then the page closes before its save: the flush writes the game, study and all.
    game = { ...game, moves: ['9-16', '30-23'] };
    persistence.flush();
    const stored = await archive.get(id);
    assert.deepEqual(stored?.moves, ['9-16', '30-23']);
    assert.equal(stored?.analysis, STUDY);

    // An exercise solved in the other tab: the next flush keeps it too.
    const toldSolved = studyTold();
    await keepSolved(id, '9-16 30-23', 1, LEVELS);
    await toldSolved;
    game = { ...game, moves: ['9-16', '30-23', '16x30'] };
    persistence.flush();
    const after = await archive.get(id);
    assert.deepEqual(after?.practice, { line: '9-16 30-23', solved: [1] });
    assert.equal(after?.analysis, STUDY, 'the study stays when the exercises are told');

    // Nothing changed since: a second flush writes nothing.
    await archive.put({ .../** @type {any} */ (after), analysis: `${STUDY} ` });
    persistence.flush();
    assert.equal((await archive.get(id))?.analysis, `${STUDY} `);
  } finally {
    persistence.studies?.close();
  }
});
