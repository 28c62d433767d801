// Unit tests of what the board says (element/access/announcer.js) in both languages and of the
// arrow keys' choice of chol (element/access/move-keys.js): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Translator } from '../../www/i18n/i18n.js';
import { legalMovesText, moveText, positionText, resultText, turnText } from '../../www/element/access/announcer.js';
import { along } from '../../www/element/access/move-keys.js';
import { catalog } from './support/www.mjs';

const en = new Translator('en', catalog('en'));
const ru = new Translator('ru', catalog('ru'), 'ru-RU');

test('a move, a capture and a promotion in words', () => {
  assert.equal(moveText(en, { by: 'white', path: [9, 16], captured: [] }), 'White: 9 to 16');
  assert.equal(moveText(en, { by: 'black', path: [23, 9, 21, 3], captured: [16, 15, 8], promoted: true }),
    'Black: 23 takes 16, 15, and 8, lands on 3, becomes a tobit');
  assert.equal(moveText(ru, { by: 'black', path: [23, 9], captured: [16] }), 'Чёрные: с 23 бьют 16 и встают на 9');
  assert.equal(moveText(ru, { by: 'white', path: [30, 36], captured: [], promoted: true }),
    'Белые: с 30 на 36, хул становится тобитом');
});

test('the turn, a compulsory capture and the result', () => {
  assert.equal(turnText(en, 'black', true), 'Black to move. A capture is compulsory.');
  assert.equal(turnText(ru, 'white', false), 'Ход белых.');
  assert.equal(resultText(en, { winner: 'white', reason: 'blocked', score: '2-0' }),
    'Game over. White won (2-0). Black has no move left.');
  assert.equal(resultText(en, { winner: null, reason: 'repetition', score: '1-1' }),
    'Game over. Draw by repetition (1-1). The same position came up for the third time.');
  assert.match(resultText(ru, { winner: 'black', reason: 'resignation', score: '0-2' }), /^Партия окончена\. .*0-2/);
});

test('the position, counted in each language, and a piece\'s moves', () => {
  /** @type {any[]} */
  const contents = Array(38).fill('empty');
  contents[8] = 'whiteHul';
  contents[15] = 'whiteHul';
  contents[29] = 'whiteTobit';
  contents[22] = 'blackHul';
  assert.equal(positionText(en, contents), 'White: 2 hullar on 9 and 16 and 1 tobit on 30. Black: 1 hul on 23');
  assert.equal(positionText(ru, contents.map((c) => (c.startsWith('black') ? 'empty' : c))),
    'Белые: 2 хула на 9 и 16 и 1 тобит на 30. Чёрные: шашек нет');
  const legal = [{ from: 9, notation: '9-16' }, { from: 9, notation: '9-15' }, { from: 10, notation: '10-17' }];
  assert.equal(legalMovesText(en, 9, legal), 'Moves from 9: 9-16 or 9-15');
  assert.equal(legalMovesText(en, 11, legal), 'The piece on 11 cannot move.');
});

test('an arrow follows the chol nearest its direction, and none where no chol goes', () => {
  // Point 8 in the middle of a cross, 1 an endpoint below 7 (screen y grows downwards).
  const at = { 8: { x: 2, y: 4 }, 7: { x: 1, y: 4 }, 9: { x: 3, y: 4 }, 15: { x: 2, y: 3 }, 2: { x: 2, y: 5 } };
  const center = (/** @type {number} */ p) => at[/** @type {keyof typeof at} */ (p)];
  assert.equal(along(8, 'up', [7, 9, 15, 2], center), 15);
  assert.equal(along(8, 'left', [7, 9, 15, 2], center), 7);
  assert.equal(along(8, 'down', [7, 9, 15, 2], center), 2);
  assert.equal(along(2, 'left', [8], center), undefined);
});
