// Unit tests of the local game archive (IndexedDB, here fake-indexeddb): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { openArchive, ArchiveError, DB_NAME } from '../../www/lib/archive/archive.js';
import { LIST_PAGE } from '../../www/lib/archive/pages.js';
import { validateRecord, newGameId, newSeed } from '../../www/lib/archive/record.js';
import { ADD_BATCH, addGames, allGamesPdn, deleteGame, listGames } from '../../www/app/archive/my-games-store.js';
import { gamesInProgress } from '../../www/app/archive/resume.js';
import { SAVE_KEY, SET_ASIDE_KEY } from '../../www/lib/archive/save.js';
import { MemoryStorage } from './support/storage.mjs';

// The page's global, which the archive's paged reading uses.
globalThis.IDBKeyRange = IDBKeyRange;

/**
 * A game record; `fields` override the defaults.
 * @returns {any} a GameRecord (or, with bad `fields`, not one)
 */
const record = (fields = {}) => ({
  id: newGameId(), created: 1000, updated: 1000, mode: 'ai-black', level: 3,
  result: null, fen: null, moves: ['9-16', '23-17'], seed: 42, ...fields,
});

/** config().levels, which the page reads from the wasm (a fixture here). */
const LEVELS = { min: 1, max: 8, default: 3 };

/** Opens an archive on a fresh in-memory IndexedDB (or `indexedDB` to share one). */
const open = (options = {}) => openArchive({ levels: LEVELS, indexedDB: new IDBFactory(), storage: new MemoryStorage(), ...options });

/** Writes `value` (with its `id`) straight into the games store, bypassing the archive's checks. */
async function writeRaw(archive, value) {
  const tx = (await archive.connection()).transaction('games', 'readwrite');
  tx.objectStore('games').put(value);
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
}

/** Everything the archive kept aside (its damaged store), oldest first. */
async function keptAside(archive) {
  const get = (await archive.connection()).transaction('damaged').objectStore('damaged').getAll();
  return new Promise((resolve, reject) => { get.onsuccess = () => resolve(get.result); get.onerror = () => reject(get.error); });
}

test('a game is put, read back, listed newest first and deleted', async () => {
  const archive = await open();
  const old = record({ updated: 1000 });
  const recent = record({ updated: 5000, result: { winner: 'black', reason: 'no-pieces', score: '0-2' } });
  const middle = record({ updated: 3000, mode: 'play', level: undefined, fen: 'W:W1,2:B30' });
  for (const game of [old, recent, middle]) await archive.put(game);
  assert.deepEqual(await archive.get(recent.id), recent);
  assert.equal(await archive.get('nobody'), null);
  assert.deepEqual((await listGames(archive)).games.map((g) => g.id), [recent.id, middle.id, old.id]);

  await archive.put({ ...old, updated: 9000, moves: [...old.moves, '16-23'] });
  const { games, damaged } = await listGames(archive);
  assert.equal(games[0].id, old.id, 'an updated game moves to the top');
  assert.equal(games[0].moves.length, 3);
  assert.equal(games.length, 3, 'the same id replaces, never adds');
  assert.equal(damaged, 0);

  await deleteGame(archive, middle.id);
  assert.equal(await archive.get(middle.id), null);
  assert.equal((await listGames(archive)).games.length, 2);
});

test('two tabs, each with its own game id, never overwrite each other', async () => {
  const indexedDB = new IDBFactory();
  const tabA = await open({ indexedDB });
  const tabB = await open({ indexedDB });
  const a = record();
  const b = record();
  assert.notEqual(a.id, b.id);
  await Promise.all([tabA.put(a), tabB.put(b)]);
  await Promise.all([tabA.put({ ...a, moves: ['9-16'], updated: 2000 }), tabB.put({ ...b, moves: [], updated: 3000 })]);
  assert.deepEqual((await tabA.get(a.id)).moves, ['9-16']);
  assert.deepEqual((await tabA.get(b.id)).moves, []);
  assert.equal((await listGames(tabB)).games.length, 2);
});

test('a record of the wrong shape is refused with the field named', async () => {
  const archive = await open();
  await assert.rejects(archive.put(record({ seed: -1 })), { name: 'TypeError', message: /"seed" is not a uint32/ });
  await assert.rejects(archive.put(record({ moves: 'x' })), /"moves" is not a list of moves/);
  await assert.rejects(archive.put(record({ mode: 'ai' })), /"mode"/);
  await assert.rejects(archive.put(record({ level: undefined })), /"level" is not a level/);
  await assert.rejects(archive.put(record({ mode: 'play' })), /"level" is given without a computer/);
  await assert.rejects(archive.put(record({ result: { winner: 'red', reason: '', score: '' } })), /"result"/);
  await assert.rejects(archive.put(record({ fromLink: 'yes' })), /"fromLink" is not true/);
  assert.throws(() => validateRecord([]), /not an object/);
  assert.equal((await listGames(archive)).games.length, 0);
  await archive.put(record({ fromLink: true }));
  assert.equal((await listGames(archive)).games[0].fromLink, true, 'a game from a link is kept as one');
});

test('a full storage rejects with a quota ArchiveError and the stored game stays as it was', async (t) => {
  const archive = await open();
  const game = record();
  await archive.put(game);
  const put = IDBObjectStore.prototype.put;
  t.after(() => { IDBObjectStore.prototype.put = put; });
  IDBObjectStore.prototype.put = function full() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  await assert.rejects(archive.put({ ...game, moves: [] }), (error) => {
    assert.ok(error instanceof ArchiveError);
    assert.equal(error.code, 'quota');
    assert.match(error.message, /quota has been exceeded/);
    return true;
  });
  IDBObjectStore.prototype.put = put;
  assert.deepEqual(await archive.get(game.id), game);
});

test('any other storage failure (a database without its stores) rejects with a failed ArchiveError naming it', async () => {
  const indexedDB = new IDBFactory();
  const request = indexedDB.open(DB_NAME, 1); // created by someone else: no store
  (await new Promise((resolve) => { request.onsuccess = () => resolve(request.result); })).close();
  const archive = await open({ indexedDB });
  await assert.rejects(archive.put(record()), (error) => error instanceof ArchiveError && error.code === 'failed'
    && /games/.test(error.message));
  await assert.rejects(listGames(archive), { code: 'failed' });
});

test('a connection closed under the archive is opened again and the game saved', async () => {
  const archive = await open();
  const game = record();
  await archive.put(game);
  (await archive.connection()).close(); // closed without telling (as site data cleared)
  const later = { ...game, moves: [...game.moves, '16-23'], updated: 2000 };
  await archive.put(later);
  assert.deepEqual(await archive.get(game.id), later);
  archive.close();
  assert.deepEqual(await archive.get(game.id), later, 'after close() too');
});

test('the database deleted by another tab mid-game: versionchange closes it, the next save creates it again', async () => {
  const indexedDB = new IDBFactory();
  const archive = await open({ indexedDB });
  await archive.put(record());
  await new Promise((resolve, reject) => {
    const deletion = indexedDB.deleteDatabase(DB_NAME);
    deletion.onsuccess = resolve;
    deletion.onerror = () => reject(deletion.error);
    deletion.onblocked = () => reject(new Error('the archive kept the database open'));
  });
  const game = record();
  await archive.put(game);
  const { games } = await listGames(archive);
  assert.deepEqual(games, [game]);
});

test('an open that is blocked fails at once with a blocked ArchiveError', async () => {
  /** @type {any} */
  const request = {};
  let closed = false;
  const blocking = /** @type {any} */ ({ open: () => request });
  const opening = openArchive({ levels: LEVELS, indexedDB: blocking, storage: null });
  request.onblocked();
  await assert.rejects(opening, { name: 'ArchiveError', code: 'blocked' });
  // Unblocked at last: the connection nobody waits for any more is closed.
  request.result = { close: () => { closed = true; } };
  request.onsuccess();
  assert.equal(closed, true);
});

test('flush() writes the game within the same task, for a page about to close', async () => {
  const archive = await open();
  const game = record();
  const done = archive.flush(game);
  assert.ok(done, 'a connection was open');
  await done;
  assert.deepEqual(await archive.get(game.id), game);
  assert.throws(() => archive.flush(/** @type {any} */ ({ id: 'x' })), /created/);
});

test('without IndexedDB (private mode, refused, broken) the archive is unavailable', async () => {
  await assert.rejects(openArchive({ levels: LEVELS, indexedDB: undefined }), { name: 'ArchiveError', code: 'unavailable' });
  const refusing = /** @type {any} */ ({ open() { throw new DOMException('denied', 'SecurityError'); } });
  await assert.rejects(openArchive({ levels: LEVELS, indexedDB: refusing }), { code: 'unavailable', message: /denied/ });
  const failing = /** @type {any} */ ({
    open() {
      const request = { error: new DOMException('no disk', 'UnknownError') };
      setTimeout(() => request.onerror());
      return request;
    },
  });
  await assert.rejects(openArchive({ levels: LEVELS, indexedDB: failing }), { code: 'unavailable', message: /no disk/ });
});

test('an unreadable game is moved aside, never overwritten, and get() says so', async () => {
  const archive = await open();
  const broken = { id: 'broken', moves: 'not a list' };
  await writeRaw(archive, broken);
  await assert.rejects(archive.get('broken'), (/** @type {any} */ error) => {
    assert.equal(error.code, 'damaged');
    assert.match(error.message, /"created" is not a time/);
    return true;
  });
  assert.equal(await archive.get('broken'), null, 'gone from the games');
  const [kept] = await keptAside(archive);
  assert.equal(kept.originalId, 'broken');
  assert.deepEqual(kept.value, broken);
  assert.match(kept.problem, /"created"/);
});

test('list() moves unreadable games aside and counts them; put() over one keeps it', async () => {
  const archive = await open();
  const good = record();
  await archive.put(good);
  await writeRaw(archive, { id: 'no-fields' });
  await writeRaw(archive, { ...record(), id: 'bad-seed', seed: 1.5 });
  const { games, damaged } = await listGames(archive);
  assert.deepEqual(games.map((g) => g.id), [good.id]);
  assert.equal(damaged, 2);

  await writeRaw(archive, { id: 'mine', garbage: true });
  const replacement = record({ id: 'mine' });
  await archive.put(replacement);
  assert.deepEqual(await archive.get('mine'), replacement);
  const aside = await keptAside(archive);
  assert.equal(aside.length, 3);
  assert.deepEqual(aside.at(-1).value, { id: 'mine', garbage: true });
});

const SAVED = {
  fen: null, moves: ['7-14', '28-21'], mode: 'ai', colour: 'black', level: 5, orientation: 'black', numbers: true,
};

test('the game saved in localStorage by earlier releases moves into the archive once', async () => {
  const indexedDB = new IDBFactory();
  const text = JSON.stringify(SAVED);
  const storage = new MemoryStorage({ [SAVE_KEY]: text });
  const archive = await openArchive({ levels: LEVELS, indexedDB, storage, now: () => 1234 });
  const { games } = await listGames(archive);
  assert.equal(games.length, 1);
  const [game] = games;
  assert.deepEqual([game.mode, game.level], ['ai-white', 5], 'the person played Black: the computer plays White');
  assert.deepEqual(game.moves, SAVED.moves);
  assert.equal(game.fen, null);
  assert.equal(game.result, null);
  assert.equal(game.created, 1234);
  assert.doesNotThrow(() => validateRecord(game));
  assert.equal(storage.getItem(SAVE_KEY), null, 'the old key is removed');

  // Another tab of the old release had read the same save and migrates it too: still one game.
  await openArchive({ levels: LEVELS, indexedDB, storage: new MemoryStorage({ [SAVE_KEY]: text }) });
  assert.equal((await listGames(archive)).games.length, 1);

  const two = await open({ storage: new MemoryStorage({ [SAVE_KEY]: JSON.stringify({ ...SAVED, mode: 'two' }) }) });
  assert.equal((await listGames(two)).games[0].mode, 'play');
});

test('records of earlier releases (who played whom as an opponent) still load, in today\'s form', async () => {
  const archive = await open();
  const common = record();
  delete common.mode; // an earlier release's record has neither
  delete common.level;
  const computer = { ...common, id: 'vs-computer', opponent: { kind: 'computer', level: 4, colour: 'black' } };
  const friend = { ...common, id: 'two-players', updated: 2000, opponent: { kind: 'two' } };
  const broken = { ...common, id: 'broken', opponent: { kind: 'computer', level: 4, colour: 'red' } };
  for (const old of [computer, friend, broken]) await writeRaw(archive, old);
  const loaded = await archive.get('vs-computer');
  assert.deepEqual(loaded, { ...common, id: 'vs-computer', mode: 'ai-white', level: 4 });
  assert.equal('opponent' in loaded, false);
  const { games, damaged } = await listGames(archive);
  assert.deepEqual(games.map((g) => [g.id, g.mode, g.level]), [['two-players', 'play', undefined], ['vs-computer', 'ai-white', 4]]);
  assert.equal(damaged, 1, 'an old record that says nothing readable is kept aside');
  await archive.put({ ...loaded, moves: [...loaded.moves, '16-23'] });
  assert.equal((await keptAside(archive)).length, 1, 'an old record replaced by its game is not kept aside');
});

test('an unreadable old save and a save set aside earlier go to the damaged store', async () => {
  const storage = new MemoryStorage({ [SAVE_KEY]: '{"broken', [SET_ASIDE_KEY]: '[1,2]' });
  const archive = await open({ storage });
  assert.deepEqual((await listGames(archive)).games, []);
  const aside = await keptAside(archive);
  assert.deepEqual(aside.map((d) => [d.originalId, d.value]).sort(), [[SET_ASIDE_KEY, '[1,2]'], [SAVE_KEY, '{"broken']]);
  assert.match(aside.find((d) => d.originalId === SAVE_KEY).problem, /JSON|Unterminated|Expected/);
  assert.equal(storage.getItem(SAVE_KEY), null);
  assert.equal(storage.getItem(SET_ASIDE_KEY), null);
});

test('a storage that cannot be read does not stop the archive from opening', async () => {
  const denied = { getItem() { throw new DOMException('denied', 'SecurityError'); } };
  const archive = await open({ storage: denied });
  assert.deepEqual((await listGames(archive)).games, []);
});

test('every game as one PDN text, oldest first, from the given function; a game it refuses is skipped', async () => {
  const archive = await open();
  const first = record({ updated: 1, moves: ['9-16'] });
  const second = record({ updated: 2, fen: 'B:W9:B30', moves: ['30-23'] });
  const broken = record({ updated: 3, moves: ['1-38'] });
  for (const game of [first, second, broken]) await archive.put(game);
  const seen = [];
  const toPdn = (game) => {
    seen.push(game.id);
    if (game.moves.includes('1-38')) throw new Error('move 1 ("1-38"): not a legal move');
    return `[FEN "${game.fen ?? 'start'}"]\n\n1. ${game.moves.join(' ')} *\n\n`;
  };
  const all = await allGamesPdn(archive, toPdn);
  assert.equal(all.pdn, '[FEN "start"]\n\n1. 9-16 *\n\n[FEN "B:W9:B30"]\n\n1. 30-23 *\n');
  assert.deepEqual(all.skipped, [{ id: broken.id, problem: 'move 1 ("1-38"): not a legal move' }]);
  assert.deepEqual(seen, [first.id, second.id, broken.id]);
  assert.deepEqual(await allGamesPdn(await open(), toPdn), { pdn: '', skipped: [] });
});

test('imported games are added all at once, with their PDN and players; a bad one adds none', async () => {
  const archive = await open();
  const imported = [1, 2, 3].map((n) => record({
    mode: 'play', level: undefined, updated: n, analysis: `[White "W${n}"]\n1. 9-16 *\n`, names: { white: `W${n}`, black: `B${n}` },
  }));
  await addGames(archive, imported);
  assert.deepEqual((await listGames(archive)).games.map((g) => g.names.white), ['W3', 'W2', 'W1']);
  assert.equal((await archive.get(imported[0].id)).analysis, imported[0].analysis);
  assert.throws(() => validateRecord(record({ pdn: 5 })), /"pdn" is not a text/);
  assert.throws(() => validateRecord(record({ names: { white: 'A' } })), /"names" is not \{white, black\}/);
  // A record whose id is taken fails the whole transaction: nothing of it is added.
  const fresh = record({ mode: 'play', level: undefined });
  await assert.rejects(addGames(archive, [fresh, { ...imported[0], analysis: '[White "W1"]\n1. 10-17 *\n' }]));
  assert.equal(await archive.get(fresh.id), null);
});

/**
 * Counts the transactions of `mode` that `archive` runs from now; returns the count so far.
 * @param {any} archive
 * @param {IDBTransactionMode} mode
 */
function countTransactions(archive, mode) {
  let count = 0;
  const run = archive.run.bind(archive);
  archive.run = (/** @type {string[]} */ stores, /** @type {IDBTransactionMode} */ kind, /** @type {any} */ work) => {
    if (kind === mode) count++;
    return run(stores, kind, work);
  };
  return () => count;
}

test('many games are added in batches of ADD_BATCH, each its own transaction, the progress told after each', async () => {
  const archive = await open();
  const total = ADD_BATCH * 2 + 7;
  const games = Array.from({ length: total }, (_, n) => record({
    mode: 'play', level: undefined, updated: n, analysis: `[White "W${n}"]\n1. 9-16 *\n`, names: { white: `W${n}`, black: 'B' },
  }));
  const told = [];
  const writes = countTransactions(archive, 'readwrite');
  assert.deepEqual(await addGames(archive, [...games, games[0]], (done, of) => told.push([done, of])), { added: total, skipped: 1 });
  assert.equal(writes(), 3, 'one transaction per batch');
  assert.deepEqual(told, [[ADD_BATCH, total + 1], [ADD_BATCH * 2, total + 1], [total + 1, total + 1]]);
  assert.equal((await listGames(archive)).games.length, total);
});

test('every game is listed, newest first, read LIST_PAGE at a time, each page its own transaction', async () => {
  const archive = await open();
  const total = LIST_PAGE * 2 + 1;
  const games = Array.from({ length: total }, (_, n) => record({ mode: 'play', level: undefined, updated: n }));
  await addGames(archive, games);
  const transactions = countTransactions(archive, 'readwrite');
  const { games: listed } = await listGames(archive);
  assert.equal(transactions(), 3);
  assert.equal(listed.length, total);
  assert.deepEqual(listed.slice(0, 3).map((g) => g.updated), [total - 1, total - 2, total - 3]);
});

test('a game imported again (the same tags and moves) is recognised and skipped, and counted (issue 33)', async () => {
  const archive = await open();
  const game = (/** @type {number} */ n) => record({
    mode: 'play', level: undefined, updated: n, analysis: `[White "W${n}"]\n[Black "B${n}"]\n1. 9-16 *\n`, names: { white: `W${n}`, black: `B${n}` },
  });
  assert.deepEqual(await addGames(archive, [game(1), game(2)]), { added: 2, skipped: 0 });
  // The same file again (fresh records of the same games), with one new game and one twice.
  assert.deepEqual(await addGames(archive, [game(1), game(2), game(3), game(3)]), { added: 1, skipped: 3 });
  assert.deepEqual((await listGames(archive)).games.map((g) => g.names.white), ['W3', 'W2', 'W1']);
  // Games played here (no PDN of their own) are never taken for one another.
  const played = [record({ updated: 4 }), record({ updated: 5 })];
  assert.deepEqual(await addGames(archive, played), { added: 2, skipped: 0 });
});

test('an imported game of an earlier release: its text kept apart as pdn becomes its tree analysis', async () => {
  const archive = await open();
  const imported = '[Event "Club"]\n[White "Aigul"]\n[Result "*"]\n{The opening} 1. 9-16 (1. 10-17) 30-23 *\n';
  const names = { white: 'Aigul', black: 'Pyotr' };
  const common = record({ mode: 'play', level: undefined, moves: ['9-16', '30-23'], names });
  const bare = '[Result "*"]\n1. 9-16 30-23 *\n';
  const studied = '[Result "*"]\n1. 9-16 30-23 {my idea} *\n';
  const olds = [
    { ...common, id: 'imported', pdn: imported },
    { ...common, id: 'studied-bare', pdn: imported, analysis: bare },
    { ...common, id: 'studied', pdn: imported, analysis: studied },
    { ...common, id: 'broken', pdn: 5 },
  ];
  for (const old of olds) await writeRaw(archive, old);
  const tree = async (id) => {
    const game = await archive.get(id);
    assert.equal('pdn' in game, false);
    return game.analysis;
  };
  assert.equal(await tree('imported'), imported);
  assert.equal(await tree('studied-bare'), imported, 'a study of the moves alone gives way to the file\'s game');
  assert.equal(await tree('studied'), studied, 'a study the player wrote into is kept');
  assert.deepEqual({ ...(await archive.get('imported')), analysis: undefined }, { ...common, id: 'imported', analysis: undefined });
  const { games, damaged } = await listGames(archive);
  assert.equal(games.length, 3);
  assert.equal(damaged, 1, 'a pdn that is not a text is kept aside');
  // Saved again by the app (played on), the tree stays and the players go.
  const played = { ...(await archive.get('imported')), moves: [...common.moves, '16x30'], updated: 5000 };
  delete played.analysis;
  delete played.names;
  await archive.put(played);
  assert.deepEqual(await archive.get('imported'), { ...played, analysis: imported });
});

test('new ids and seeds are random and well formed', () => {
  const ids = new Set(Array.from({ length: 100 }, newGameId));
  assert.equal(ids.size, 100);
  for (const id of ids) assert.match(id, /^[0-9a-f]{32}$/);
  const seed = newSeed();
  assert.ok(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff);
  assert.equal(DB_NAME, 'tobit-archive');
});

test('a new tab takes up an unfinished game of the player, not an imported one never played on', () => {
  const own = record({ id: 'own' });
  const imported = record({ id: 'imported', names: { white: 'Aigul', black: 'Pyotr' } });
  const over = record({ id: 'over', result: { winner: 'white', reason: 'resignation' } });
  assert.deepEqual(gamesInProgress([imported, over, own]).map((g) => g.id), ['own']);
  assert.deepEqual(gamesInProgress([imported]), []);
});
