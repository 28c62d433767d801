// Unit tests of the pure option parsing shared by <tobit-board> and embed.html: `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { embedAttributes } from '../../www/embed/params.js';
import { parseMoves } from '../../www/element/options.js';

/** The limits embedAttributes gets from config() in the page (a fixture here: config() needs the wasm). */
const LIMITS = { levels: { min: 1, max: 8, default: 3 }, animationMs: { min: 0, max: 5000, default: 180 } };

test('valid parameters become attributes', () => {
  const attributes = embedAttributes('?mode=ai-black&level=3&orientation=black&numbers=false&animation=0&moves=7-14+30-23', LIMITS);
  assert.deepEqual(attributes, {
    mode: 'ai-black', level: '3', orientation: 'black', numbers: 'false', animation: '0', moves: '7-14 30-23',
  });
});

test('every invalid value is named in the error', () => {
  for (const [search, words] of /** @type {[string, RegExp][]} */ ([
    ['?mode=robot', /mode must be one of play, ai-white, ai-black, view, puzzle \(got "robot"\)/],
    ['?puzzle=p12', /puzzle must be a puzzle id such as p062f1c17 \(got "p12"\)/],
    ['?level=9', /level must be a whole number from 1 to 8 \(got "9"\)/],
    ['?level=2.5', /level/],
    ['?orientation=up', /orientation must be white or black/],
    ['?numbers=yes', /numbers must be true or false/],
    ['?animation=-5', /animation must be a duration/],
    ['?animation=99999', /animation/],
    ['?colour=red', /unknown parameter "colour"/],
    ['?lang=russian!', /lang must be a language tag such as en or ru \(got "russian!"\)/],
    ['?lang=', /lang must be a language tag/],
    ['?mode=play&mode=view', /parameter "mode" is given twice/],
  ])) {
    assert.throws(() => embedAttributes(search, LIMITS), words, search);
  }
});

test('the lang parameter sets the board\'s language', () => {
  assert.deepEqual(embedAttributes('?lang=ru', LIMITS), { lang: 'ru' });
  assert.deepEqual(embedAttributes('?lang=ru-RU&mode=view', LIMITS), { lang: 'ru-RU', mode: 'view' });
});

test('a puzzle id alone chooses the puzzle mode; an explicit mode stays', () => {
  assert.deepEqual(embedAttributes('?puzzle=p062f1c17', LIMITS), { puzzle: 'p062f1c17', mode: 'puzzle' });
  assert.deepEqual(embedAttributes('?puzzle=p062f1c17&mode=view', LIMITS), { puzzle: 'p062f1c17', mode: 'view' });
});

test('an empty query string gives no attributes', () => {
  assert.deepEqual(embedAttributes('', LIMITS), {});
});

test('move lists accept spaces, commas and move numbers', () => {
  assert.deepEqual(parseMoves('1. 7-14 30-23, 2. 14-21\n23:9'), ['7-14', '30-23', '14-21', '23:9']);
  assert.deepEqual(parseMoves('   '), []);
});
