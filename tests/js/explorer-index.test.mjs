// The opening explorer's index of My games (www/lib/archive/explorer-index.js), on an in-memory
// IndexedDB (fake-indexeddb) and the study module's real explorerLine (target/wasm-types, which
// `make wasm-types` or the build writes): its counts equal a scan of the finished games, a game
// added appears, a deleted one leaves, a changed one is counted again, and two syncs at once
// count each game once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openArchive } from '../../www/lib/archive/archive.js';
import { ExplorerIndex, SYNC_BATCH } from '../../www/lib/archive/explorer-index.js';

globalThis.IDBKeyRange ??= IDBKeyRange;

const glue = new URL('../../target/wasm-types/tobit_study.js', import.meta.url);
const built = existsSync(glue);
/** The study module, its wasm instantiated in Node. @type {any} */
let study = null;
if (built) {
  study = await import(glue.href);
  study.initSync({ module: readFileSync(new URL('../../target/wasm-types/tobit_study_bg.wasm', import.meta.url)) });
}
const skip = !built && 'run make wasm-types first';
const lineOf = (/** @type {string | null} */ fen, /** @type {string[]} */ moves) => study.explorerLine(fen, moves);

/** config().levels (a fixture here). */
const LEVELS = { min: 1, max: 8, default: 3 };

/**
 * A game record of two players.
 * @param {string} id
 * @param {string} moves
 * @param {'white' | 'black' | null | undefined} winner undefined: the game goes on
 * @param {number} [updated]
 * @returns {import('../../www/lib/archive/record.js').GameRecord}
 */
function game(id, moves, winner, updated = 1) {
  /** @type {import('../../www/lib/archive/record.js').Result | null} */
  const result = winner === undefined ? null : { winner, reason: winner ? 'resignation' : 'agreement', score: winner ? '2-0' : '1-1' };
  return { id, created: 1, updated, mode: 'play', result, fen: null, moves: moves.split(' '), seed: 1 };
}

/** The games of the tests: two transpose into one position after four moves. */
const GAMES = [
  game('a', '9-16 32-25 16-15 28-21', 'white'),
  game('b', '9-16 28-21 16-15 32-25', 'black'),
  game('c', '9-16 32-25 10-9', null),
  game('d', '11-18 30-23', 'white'),
  game('e', '9-16 30-23', undefined), // not finished: not counted
];

async function setUp(games = GAMES) {
  const indexedDB = new IDBFactory();
  const archive = await openArchive({ levels: LEVELS, indexedDB, storage: null });
  for (const g of games) await archive.put(g);
  return { archive, index: new ExplorerIndex({ indexedDB }) };
}

/**
 * The explorer's counts by a plain scan of the finished games: key → move → [wins, draws, losses].
 * @param {ReturnType<typeof game>[]} games
 */
function scan(games) {
  /** @type {Map<string, Map<string, number[]>>} */
  const counts = new Map();
  for (const g of games.filter((x) => x.result)) {
    const line = lineOf(g.fen, g.moves);
    line.moves.forEach((/** @type {string} */ move, /** @type {number} */ i) => {
      const side = line.sides[i];
      const at = counts.get(line.keys[i]) ?? new Map();
      counts.set(line.keys[i], at);
      const tally = at.get(move) ?? [0, 0, 0];
      const winner = g.result?.winner;
      tally[winner === null ? 1 : winner === side ? 0 : 2]++;
      at.set(move, tally);
    });
  }
  return counts;
}

/** Asserts that the index answers every position of `games` as the scan does. */
async function agrees(/** @type {ExplorerIndex} */ index, /** @type {ReturnType<typeof game>[]} */ games) {
  for (const [key, moves] of scan(games)) {
    const found = await index.movesAt(key);
    assert.deepEqual(Object.fromEntries(found.map((m) => [m.move, [m.wins, m.draws, m.losses]])), Object.fromEntries(moves), `position ${key}`);
    for (const m of found) assert.equal(m.games, m.wins + m.draws + m.losses);
  }
}

test('the counts equal a scan of the finished games, from the side to move', { skip }, async () => {
  const { archive, index } = await setUp();
  assert.deepEqual(await index.sync(archive, lineOf), { added: 4, removed: 0 });
  await agrees(index, GAMES);
  const start = lineOf(null, []).keys[0];
  // From the start (White to move): 9-16 won once, lost once, drawn once; 11-18 won once.
  assert.deepEqual(await index.movesAt(start), [
    { move: '9-16', games: 3, wins: 1, draws: 1, losses: 1 },
    { move: '11-18', games: 1, wins: 1, draws: 0, losses: 0 },
  ]);
  // The two games that transpose meet in one position.
  const [a, b] = [lineOf(null, GAMES[0].moves).keys[4], lineOf(null, GAMES[1].moves).keys[4]];
  assert.equal(a, b);
  // Black to move after 9-16: Black's wins are counted as wins.
  const after = lineOf(null, ['9-16']).keys[1];
  const moves = Object.fromEntries((await index.movesAt(after)).map((m) => [m.move, [m.wins, m.draws, m.losses]]));
  assert.deepEqual(moves, { '32-25': [0, 1, 1], '28-21': [1, 0, 0] });
  assert.deepEqual(await index.movesAt('0000000000000000'), []);
});

test('a sync reads only what changed: a game added appears, a deleted one leaves, a changed one is counted again', { skip }, async () => {
  const { archive, index } = await setUp();
  await index.sync(archive, lineOf);
  assert.deepEqual(await index.sync(archive, lineOf), { added: 0, removed: 0 });
  const added = game('f', '11-18 32-25', 'black');
  await archive.put(added);
  assert.deepEqual(await index.sync(archive, lineOf), { added: 1, removed: 0 });
  await archive.run(['games'], 'readwrite', async (tx) => { tx.objectStore('games').delete('a'); });
  // The unfinished game ends: counted now.
  const ended = game('e', '9-16 30-23', 'black', 2);
  await archive.put(ended);
  assert.deepEqual(await index.sync(archive, lineOf), { added: 1, removed: 1 });
  const now = [GAMES[1], GAMES[2], GAMES[3], ended, added];
  await agrees(index, now);
  // A position no game reaches any more is gone.
  assert.deepEqual(await index.movesAt(lineOf(null, GAMES[0].moves).keys[3]), []);
});

test('two syncs at once count each game once, however many batches', { skip }, async () => {
  const many = Array.from({ length: SYNC_BATCH + 5 }, (_, i) => game(`g${i}`, i % 2 ? '9-16 32-25' : '11-18 30-23', i % 3 ? 'white' : null));
  const { archive, index } = await setUp(many);
  const other = new ExplorerIndex({ indexedDB: /** @type {any} */ (index.info).indexedDB });
  const progress = [];
  const [one, two] = await Promise.all([index.sync(archive, lineOf, (done, total) => progress.push([done, total])), other.sync(archive, lineOf)]);
  await agrees(index, many);
  // Each game was counted by one of the two (the other found it up to date).
  assert.equal(one.added + two.added, many.filter((g) => g.result).length);
  assert.deepEqual(progress.at(-1), [many.length, many.length]);
});

test('a game whose moves cannot be replayed is left out, not the sync', { skip }, async () => {
  const { archive, index } = await setUp([game('bad', '9-16 9-16', 'white'), GAMES[3]]);
  assert.deepEqual(await index.sync(archive, lineOf), { added: 1, removed: 0 });
  await agrees(index, [GAMES[3]]);
});
