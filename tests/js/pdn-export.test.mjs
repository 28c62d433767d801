// Unit tests of an archived game's PDN file (www/app/archive/pdn-export.js): its tags and its
// file name. The wasm writes the Result, the start position and the moves after them
// (e2e/pdn-export checks the whole file).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pdnFileName, pdnHeader, pdnOf, pdnTags } from '../../www/app/archive/pdn-export.js';
import { Translator } from '../../www/i18n/i18n.js';
import { catalog } from './support/www.mjs';

/** @param {string} lang */
const en = new Translator('en', catalog('en'));
const ru = new Translator('ru', catalog('ru'));

/** @type {import('../../www/lib/archive/record.js').GameRecord} */
const GAME = {
  id: 'a1b2c3', created: new Date(2026, 10, 24, 21, 5, 9).getTime(), updated: 0, mode: 'ai-white', level: 3,
  result: null, fen: null, moves: ['9-16'], seed: 1,
};

test('the tags name the event, the site, the date and time, the players and the game', () => {
  assert.deepEqual(pdnTags(GAME, en, 'https://example.org/tobit/'), [
    ['Event', 'Tobit against the computer'],
    ['Site', 'https://example.org/tobit/'],
    ['Date', '2026.11.24'],
    ['Time', '21:05:09'],
    ['White', 'The computer, level 3'],
    ['Black', 'Player'],
    ['GameId', 'a1b2c3'],
  ]);
  const friends = pdnTags({ ...GAME, mode: 'play' }, ru, 'x');
  assert.deepEqual(friends.filter(([name]) => ['Event', 'White', 'Black'].includes(name)), [
    ['Event', 'Тобит вдвоём'], ['White', 'Белые'], ['Black', 'Чёрные'],
  ]);
});

test('the header quotes every value as PDN does', () => {
  assert.equal(pdnHeader([['Event', 'A "big" \\ game'], ['Site', 'x']]), '[Event "A \\"big\\" \\\\ game"]\n[Site "x"]\n');
});

test('the file name names the players, the date and the time', () => {
  assert.equal(pdnFileName(GAME, en), 'tobit-the-computer-level-3-player-2026-11-24-21-05.pdn');
  assert.equal(pdnFileName({ ...GAME, mode: 'play' }, ru), 'tobit-белые-чёрные-2026-11-24-21-05.pdn');
});

test("an imported game's file is named after its players and the date its file gave it", () => {
  const imported = { ...GAME, mode: /** @type {const} */ ('play'), names: { white: 'Aigul', black: 'Pyotr' }, tags: { date: '2019.07.03', event: 'Club' } };
  assert.equal(pdnFileName(imported, en), 'tobit-aigul-pyotr-2019-07-03.pdn');
  assert.equal(pdnFileName({ ...imported, names: { white: 'Aigul', black: '' }, tags: {} }, ru), 'tobit-aigul-чёрные-2026-11-24-21-05.pdn');
});

test('an imported game not played on since is exported as its tree; played on, as the app writes a game', () => {
  /** A stand-in for the study module: a game's PDN is its moves. */
  const study = /** @type {any} */ ({
    gamePdn: (/** @type {null} */ _fen, /** @type {string[]} */ moves) => `1. ${moves.join(' ')} *\n`,
    GameTree: { fromPdn: () => ({ tags: () => [['Event', 'Club'], ['White', 'Aigul']], free() {} }) },
  });
  const tree = '[Event "Club"]\n[White "Aigul"]\n[Result "*"]\n1. 9-16 {the usual} (1. 10-17) *\n';
  const imported = { ...GAME, mode: /** @type {const} */ ('play'), level: undefined, analysis: tree, names: { white: 'Aigul', black: '' } };
  assert.equal(pdnOf(study, imported, en, 'x'), tree);
  const playedOn = { ...imported, names: undefined };
  assert.equal(pdnOf(study, playedOn, en, 'x'), `${pdnHeader(pdnTags(playedOn, en, 'x'))}1. 9-16 *\n`);
});

test("a tournament's game keeps its study's Event, Site, Round, Board, White and Black", () => {
  const tags = [['Event', 'Abakan open'], ['Site', 'Abakan'], ['Round', '3'], ['Board', '2'], ['White', 'Aiana'], ['Black', 'Bair']];
  const study = /** @type {any} */ ({
    gamePdn: (/** @type {null} */ _fen, /** @type {string[]} */ moves) => `1. ${moves.join(' ')} 1-0\n`,
    GameTree: { fromPdn: () => ({ tags: () => tags, free() {} }) },
  });
  const game = { ...GAME, mode: /** @type {const} */ ('play'), level: undefined, analysis: '[Round "3"]\n*\n' };
  const pdn = pdnOf(study, game, en, 'x');
  const written = [...pdn.matchAll(/^\[(\w+) "([^"]*)"\]$/gm)].map((m) => m[1]);
  assert.deepEqual(written, ['Event', 'Site', 'Date', 'Round', 'Board', 'White', 'Black', 'Time', 'GameId']);
  assert.match(pdn, /\[Event "Abakan open"\]\n\[Site "Abakan"\]\n\[Date "2026\.11\.24"\]\n\[Round "3"\]\n\[Board "2"\]\n\[White "Aiana"\]\n\[Black "Bair"\]/);
});
