// Unit tests of the pure option parsing shared by <tobit-board> and embed.html: `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { embedAttributes } from '../../www/embed/params.js';
import { OptionError, parseMoves } from '../../www/element/options.js';
import { catalog } from './support/www.mjs';

/**
 * The error `run` throws.
 * @param {() => unknown} run
 * @returns {unknown}
 */
function catchError(run) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

/** The limits embedAttributes gets from config() in the page (a fixture here: config() needs the wasm). */
const LIMITS = { levels: { min: 1, max: 8, default: 3 }, animationMs: { min: 0, max: 5000, default: 180 } };

test('valid parameters become attributes', () => {
  const { attributes } = embedAttributes('?mode=ai-black&level=3&orientation=black&numbers=false&animation=0&moves=7-14+30-23', LIMITS);
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
  assert.deepEqual(embedAttributes('?lang=ru', LIMITS).attributes, { lang: 'ru' });
  assert.deepEqual(embedAttributes('?lang=ru-RU&mode=view', LIMITS).attributes, { lang: 'ru-RU', mode: 'view' });
});

test('a puzzle id alone chooses the puzzle mode; an explicit mode stays', () => {
  assert.deepEqual(embedAttributes('?puzzle=p062f1c17', LIMITS).attributes, { puzzle: 'p062f1c17', mode: 'puzzle' });
  assert.deepEqual(embedAttributes('?puzzle=p062f1c17&mode=view', LIMITS).attributes, { puzzle: 'p062f1c17', mode: 'view' });
});

test('controls=false hides the New game control and is no board attribute', () => {
  assert.deepEqual(embedAttributes('?controls=false&mode=view', LIMITS), { attributes: { mode: 'view' }, controls: false });
  assert.equal(embedAttributes('?controls=true', LIMITS).controls, true);
  assert.equal(embedAttributes('', LIMITS).controls, true);
  assert.throws(() => embedAttributes('?controls=0', LIMITS), /controls must be true or false/);
});

test('each error names its message in both catalogs, with every value it needs', () => {
  const catalogs = ['en', 'ru'].map((lang) => catalog(lang));
  for (const search of ['?mode=robot', '?puzzle=p12', '?level=9', '?orientation=up', '?numbers=yes', '?animation=-5', '?colour=red', '?lang=', '?mode=play&mode=view']) {
    const error = /** @type {OptionError} */ (catchError(() => embedAttributes(search, LIMITS)));
    assert.ok(error instanceof OptionError, search);
    for (const catalog of catalogs) {
      const text = catalog[`option.${error.key}`];
      assert.equal(typeof text, 'string', `option.${error.key}`);
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) assert.ok(name in error.params, `${search}: {${name}}`);
    }
  }
});

test('an empty query string gives no attributes', () => {
  assert.deepEqual(embedAttributes('', LIMITS).attributes, {});
});

test('move lists accept spaces, commas and move numbers', () => {
  assert.deepEqual(parseMoves('1. 7-14 30-23, 2. 14-21\n23:9'), ['7-14', '30-23', '14-21', '23:9']);
  assert.deepEqual(parseMoves('   '), []);
});
