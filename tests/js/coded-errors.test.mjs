// www/lib/coded-errors.js: the study module's PDN, move-text and FEN errors (a code and what
// it names, shaped as tobit_study.d.ts declares them) in the player's language, with the line
// and column, a refused move's reason and a game's end worded too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Translator } from '../../www/i18n/i18n.js';
import { codeText, fenErrorText, pdnErrorAt, pdnErrorOf, pdnErrorText, replayErrorOf, replayErrorText, thrownData } from '../../www/lib/coded-errors.js';
import { catalog } from './support/www.mjs';

const en = new Translator('en', catalog('en'));
const ru = new Translator('ru', catalog('ru'), 'ru-RU');

/** @type {import('../../www/tobit_study.js').PdnError} */
const illegal = { line: 4, column: 18, kind: { code: 'illegal-move', number: 2, side: 'white', reason: { code: 'no-piece', side: 'white', point: 30 } } };

test('a refused move names its line, column, number and the rules reason, in Russian and English', () => {
  assert.equal(pdnErrorAt(ru, illegal), 'Строка 4, столбец 18: 2-й ход белых: у белых нет фигуры на пункте 30.');
  assert.equal(pdnErrorAt(en, illegal), "Line 4, column 18: White's move 2: White has no piece on 30.");
  const capture = { line: 1, column: 9, kind: { code: 'illegal-move', number: 1, side: 'black', reason: { code: 'capture-continues', text: '16x30', example: '16x30x32' } } };
  assert.equal(pdnErrorText(ru, /** @type {any} */ (capture)), '1-й ход чёрных: взятие 16x30 не закончено (например, 16x30x32)');
});

test('every kind of PDN error is a message of its own, its parameters filled', () => {
  /** @type {Array<[object, string, string]>} */
  const cases = [
    [{ code: 'tag-quote', tag: 'White' }, 'tag White: its value must start with “"”', 'тег White: значение должно начинаться с «"»'],
    [{ code: 'other-game-type', number: 25 }, 'GameType 25 is Russian draughts, not Tobit', 'GameType 25 — это русские шашки, а не тобит'],
    [{ code: 'bad-fen', reason: { code: 'duplicate', point: 1 } }, 'the FEN tag is not a position: point 1 is listed twice', 'тег FEN — не позиция: пункт 1 указан дважды'],
    [{ code: 'close-before-result', openLine: 2, openColumn: 7 }, '“)” is missing before the result, to close the variation opened at line 2, column 7',
      'перед результатом не хватает «)», чтобы закрыть вариант, открытый в строке 2, столбце 7'],
    [{ code: 'move-after-end', number: 1, side: 'black', outcome: { winner: 'white', reason: 'no-pieces' }, score: '2-0' },
      "Black's move 1: the game is already over (White won, 2-0)", '1-й ход чёрных: партия уже окончена (Победили белые, 2-0)'],
  ];
  for (const [error, english, russian] of cases) {
    const e = /** @type {any} */ ({ line: 1, column: 1, kind: error });
    assert.equal(pdnErrorText(en, e), english);
    assert.equal(pdnErrorText(ru, e), russian);
  }
});

test('a FEN that is no position is worded for the editor', () => {
  const hul = /** @type {const} */ ({ code: 'unpromoted-hul', side: 'black', point: 3 });
  assert.equal(fenErrorText(ru, hul), 'хул чёрных не может стоять на пункте 3: он бы уже стал тобитом');
  assert.equal(fenErrorText(en, { code: 'missing-side' }), 'the side to move is missing');
});

test('a custom time control out of range is refused in Russian, with its limits', () => {
  /** @type {import('../../www/tobit_study.js').ControlError} */
  const tooShort = { code: 'starting-time', initialMs: 0, minSeconds: 1, maxHours: 10 };
  const thrown = Object.assign(new Error('the starting time must be from 1 s to 10 h, not 0 ms'), { control: tooShort });
  const control = /** @type {any} */ (thrownData(thrown, 'control'));
  assert.ok(control);
  assert.equal(ru.t('clock.badControl', { reason: codeText(ru, 'clock.error', control) }),
    'Такой контроль времени не подходит: начальное время должно быть от 1 с до 10 ч');
  assert.equal(codeText(en, 'clock.error', control), 'the starting time must be from 1 s to 10 h');
  assert.equal(thrownData(new Error('minutes: expected a number'), 'control'), null);
});

test('every coded message is in both catalogs, and every parameter of one is in the other', () => {
  const [english, russian] = [catalog('en'), catalog('ru')];
  const coded = (/** @type {string} */ k) => k.startsWith('pdn.error.') || k.startsWith('clock.error.');
  const keys = (/** @type {Record<string, string>} */ c) => Object.keys(c).filter(coded).sort();
  assert.deepEqual(keys(english), keys(russian));
  const params = (/** @type {string} */ text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of keys(english)) assert.deepEqual(params(russian[key]), params(english[key]), key);
});

test('the PDN error of a thrown PdnReadError, and none of another error', () => {
  assert.equal(pdnErrorOf(Object.assign(new Error('line 4, column 18: …'), { pdn: illegal })), illegal);
  assert.equal(pdnErrorOf(new Error('text: expected a string')), null);
  assert.equal(pdnErrorOf('thrown text'), null);
});

test("a link's refused move or FEN (a thrown ReplayError) in the player's words, and none of another error", () => {
  const refused = Object.assign(new Error("White's move 2: …"), {
    replay: { code: 'illegal-move', number: 2, side: 'white', reason: { code: 'capture-compulsory', text: '16-17' } },
  });
  const kind = /** @type {any} */ (replayErrorOf(refused));
  assert.equal(replayErrorText(ru, kind), '2-й ход белых: 16-17 — ход без взятия, а взятие обязательно');
  assert.equal(replayErrorText(en, kind), "White's move 2: 16-17 does not capture, but a capture is compulsory");
  const badFen = Object.assign(new Error('bad FEN'), { replay: { code: 'bad-fen', reason: { code: 'duplicate', point: 1 } } });
  assert.equal(replayErrorText(ru, /** @type {any} */ (replayErrorOf(badFen))), 'пункт 1 указан дважды');
  assert.equal(replayErrorOf(new Error('fen: expected a string')), null);
});
