// Unit tests of the analysis board's study kept with its game in My games (www/analysis/saved.js)
// on fake-indexeddb: two tabs editing one game's study each keep their change (merged), and
// neither overwrites the other's. The merge itself (GameTree, wasm) is the page's: a stand-in
// here that records what it was given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openArchive } from '../../www/lib/archive/archive.js';
import { newGameId } from '../../www/lib/archive/record.js';

globalThis.IDBKeyRange = IDBKeyRange;
globalThis.indexedDB = new IDBFactory();
const { keepSolved, keepWithGame, solvedInGame } = await import('../../www/analysis/saved.js');

const LEVELS = { min: 1, max: 8, default: 3 };

test('two tabs on one game\'s study: the second keeps both changes, not only its own', async () => {
  const archive = await openArchive({ levels: LEVELS, storage: null });
  const id = newGameId();
  await archive.put({ id, created: 1, updated: 1, mode: 'play', result: null, fen: null, moves: ['9-16', '23-17'], seed: 1, analysis: 'O' });
  /** @type {Array<[string, string]>} */
  const merges = [];
  const merge = (/** @type {string} */ theirs, /** @type {string} */ mine) => {
    merges.push([theirs, mine]);
    return `${theirs}+${mine}`;
  };
  // Both tabs opened the study as it was ("O"); tab A comments move 1 and keeps it.
  assert.equal(await keepWithGame(id, 'A', LEVELS, { base: 'O', merge }), 'A');
  assert.deepEqual(merges, [], 'nothing to merge: the study was as tab A opened it');
  // Tab B, still from "O", comments move 2: tab A's study is merged with it, not overwritten.
  assert.equal(await keepWithGame(id, 'B', LEVELS, { base: 'O', merge }), 'A+B');
  assert.deepEqual(merges, [['A', 'B']]);
  assert.equal((await archive.get(id))?.analysis, 'A+B');
  // Tab B again, from what it kept: no merge.
  assert.equal(await keepWithGame(id, 'B2', LEVELS, { base: 'A+B', merge }), 'B2');
  assert.equal(merges.length, 1);
  assert.equal((await archive.get(id))?.analysis, 'B2');
  assert.equal(await keepWithGame('nobody', 'X', LEVELS, { base: null, merge }), null, 'a game no longer kept');
});

test('the exercises solved are kept with the game, kept by the app\'s saves, and dropped for another main line', async () => {
  const archive = await openArchive({ levels: LEVELS, storage: null });
  const id = newGameId();
  const game = { id, created: 1, updated: 1, mode: /** @type {const} */ ('ai-black'), level: 3, result: null, fen: null, moves: ['9-16', '30-23', '16x30'], seed: 1 };
  await archive.put(game);
  const line = game.moves.join(' ');
  assert.deepEqual(await solvedInGame(id, line, LEVELS), [], 'nothing solved yet');
  assert.deepEqual(await keepSolved(id, line, 2, LEVELS), [2]);
  assert.deepEqual(await keepSolved(id, line, 0, LEVELS), [0, 2]);
  assert.deepEqual(await keepSolved(id, line, 2, LEVELS), [0, 2], 'solved twice is solved once');
  // The app saves the game (its record without the exercises): they stay.
  await archive.put({ ...game, updated: 2 });
  assert.deepEqual((await archive.get(id))?.practice, { line, solved: [0, 2] });
  assert.deepEqual(await solvedInGame(id, line, LEVELS), [0, 2]);
  assert.deepEqual(await solvedInGame(id, '9-16', LEVELS), [], 'another main line: another review\'s exercises');
  assert.deepEqual(await keepSolved(id, '9-16', 0, LEVELS), [0], 'a new main line starts afresh');
  assert.equal(await keepSolved('nobody', line, 0, LEVELS), null, 'a game no longer kept');
  await assert.rejects(archive.put({ ...game, practice: { line, solved: [-1] } }), /"practice" is not/);
});
