// Unit tests of the app page's pure modules (no browser): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairMoves, sideOfFen } from '../../www/app/move-list.js';
import { loadSave, writeSave, validateSave, SAVE_KEY, SET_ASIDE_KEY } from '../../www/app/save.js';
import { gameFromUrl, queryForGame } from '../../www/app/url-state.js';
import { describeOutcome } from '../../www/app/outcome.js';

/** config().levels, which the page reads from the wasm (a fixture here). */
const LEVELS = { min: 1, max: 8, default: 3 };
import { shareTexts } from '../../www/app/share.js';

/** A Storage stand-in backed by a Map. */
/** A Storage kept in a Map (node has no localStorage). */
class MemoryStorage {
  constructor(entries = {}) { this.map = new Map(Object.entries(entries)); }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) { this.map.set(k, String(v)); }
  removeItem(k) { this.map.delete(k); }
}

/** @type {import('../../www/app/save.js').SavedGame} */
const GAME = {
  fen: null, moves: ['7-14', '28-21', '14x28'], mode: 'ai', colour: 'black', level: 5,
  orientation: 'black', numbers: false,
};

test('moves pair up into numbered rows, White first', () => {
  const rows = pairMoves(['7-14', '28-21', '8-15']);
  assert.deepEqual(rows.map((r) => r.number), [1, 2]);
  assert.deepEqual(rows[0].white, { ply: 1, notation: '7-14' });
  assert.deepEqual(rows[0].black, { ply: 2, notation: '28-21' });
  assert.deepEqual(rows[1].white, { ply: 3, notation: '8-15' });
  assert.equal(rows[1].black, null);
});

test('a game where Black moves first leaves White\'s first cell empty', () => {
  const rows = pairMoves(['28-21', '7-14', '21-14'], 'black');
  assert.equal(rows[0].white, null);
  assert.deepEqual(rows[0].black, { ply: 1, notation: '28-21' });
  assert.deepEqual(rows[1].white, { ply: 2, notation: '7-14' });
  assert.equal(rows[1].number, 2);
});

test('the side to move is read from a FEN', () => {
  assert.equal(sideOfFen('B:W1,2:B30'), 'black');
  assert.equal(sideOfFen(' b:W1:B30'), 'black');
  assert.equal(sideOfFen('W:W1:B30'), 'white');
  assert.equal(sideOfFen(null), 'white');
});

test('a saved game round-trips', () => {
  const storage = new MemoryStorage();
  assert.equal(writeSave(GAME, storage), true);
  assert.deepEqual(loadSave(LEVELS, storage), { game: GAME });
});

test('no save gives no game and no problem', () => {
  assert.deepEqual(loadSave(LEVELS, new MemoryStorage()), { game: null });
});

test('an unreadable save is set aside with a reason and the key is freed', () => {
  for (const [text, reason] of /** @type {[string, RegExp][]} */ ([
    ['{"broken', /JSON|Unterminated/],
    ['[1,2]', /not an object/],
    [JSON.stringify({ ...GAME, level: 9 }), /level "9"/],
    [JSON.stringify({ ...GAME, mode: 'chess' }), /mode "chess"/],
    [JSON.stringify({ ...GAME, moves: [1, 2] }), /moves/],
  ])) {
    const storage = new MemoryStorage({ [SAVE_KEY]: text });
    const result = loadSave(LEVELS, storage);
    assert.equal(result.game, null);
    assert.match(result.problem, reason);
    assert.equal(storage.getItem(SAVE_KEY), null);
    assert.equal(storage.getItem(SET_ASIDE_KEY), text);
  }
});

test('a storage that throws loses the save, not the game', () => {
  const broken = {
    getItem() { throw new Error('denied'); }, setItem() { throw new Error('full'); }, removeItem() { throw new Error('denied'); },
  };
  assert.deepEqual(loadSave(LEVELS, broken), { game: null });
  assert.equal(writeSave(GAME, broken), false);
});

test('validateSave accepts a start FEN', () => {
  assert.equal(validateSave({ ...GAME, fen: 'B:W1:B30' }, LEVELS).fen, 'B:W1:B30');
});

test('a shared link describes the game it was made from', () => {
  const game = { ...GAME, fen: 'W:W1,2,K20:B30,31' };
  assert.deepEqual(gameFromUrl(`?${queryForGame(game)}`, LEVELS), { ...game, numbers: true });
});

test('a URL without fen or moves holds no game; bad values fall back', () => {
  assert.equal(gameFromUrl('?foo=1', LEVELS), null);
  const g = gameFromUrl('?moves=7-14,28-21&level=12&mode=x&orientation=up', LEVELS);
  assert.deepEqual(g.moves, ['7-14', '28-21']);
  assert.equal(g.level, LEVELS.default);
  assert.equal(g.mode, 'two');
  assert.equal(g.orientation, 'white');
});

test('the outcome says who won, why, and the score', () => {
  assert.equal(describeOutcome({ winner: 'white', reason: 'resignation', score: '2-0' }), 'White wins: Black resigned (2-0)');
  assert.equal(describeOutcome({ winner: 'black', reason: 'no-pieces', score: '0-2' }), 'Black wins: White has no pieces left (0-2)');
  assert.equal(describeOutcome({ winner: null, reason: 'repetition', score: '1-1' }), 'Draw: threefold repetition (1-1)');
});

test('share texts: link, element and iframe for the same game', () => {
  const t = shareTexts(GAME, 'https://example.org/tobit/index.html?x=1');
  const link = new URL(t.link);
  assert.equal(link.origin + link.pathname, 'https://example.org/tobit/index.html'); // the page itself, query replaced
  assert.equal(link.searchParams.get('x'), null);
  assert.deepEqual(gameFromUrl(link.search, LEVELS).moves, GAME.moves);
  assert.match(t.element, /src="https:\/\/example\.org\/tobit\/tobit-board\.js"/);
  assert.match(t.element, /mode="ai-white"/); // the human plays Black, so the AI plays White
  assert.match(t.element, /moves="7-14 28-21 14x28"/);
  assert.match(t.iframe, /src="https:\/\/example\.org\/tobit\/embed\.html\?moves=7-14\+28-21\+14x28&amp;mode=ai-white/);
});
