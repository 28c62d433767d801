// The arrows and circles drawn from the board's keys in words (element/access/shape-words.js),
// in both languages, and which change a shape drawn again makes (element/annotation-input.js):
// node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Translator } from '../../www/i18n/i18n.js';
import { shapeChangeText } from '../../www/element/access/shape-words.js';
import { toggled } from '../../www/element/annotation-input.js';
import { catalog } from './support/www.mjs';

const en = new Translator('en', catalog('en'));
const ru = new Translator('ru', catalog('ru'), 'ru-RU');

test('a drawn, removed or recoloured arrow or circle, and the marked start, in words', () => {
  assert.equal(shapeChangeText(en, { shape: 'mark', at: 9 }),
    '9 marked: A on another point draws an arrow to it, A here a circle, Escape cancels');
  assert.equal(shapeChangeText(en, { shape: 'arrow', from: 9, to: 16, brush: 'G', change: 'added' }), 'Arrow from 9 to 16, green');
  assert.equal(shapeChangeText(en, { shape: 'arrow', from: 9, to: 16, brush: 'B', change: 'recoloured' }), 'Arrow from 9 to 16 is now blue');
  assert.equal(shapeChangeText(en, { shape: 'circle', at: 22, brush: 'R', change: 'removed' }), 'Circle on 22 removed');
  assert.equal(shapeChangeText(en, { shape: 'unmark' }), 'Mark removed');
  assert.equal(shapeChangeText(ru, { shape: 'arrow', from: 9, to: 16, brush: 'Y', change: 'added' }), 'Стрелка с 9 на 16, цвет: жёлтый');
  assert.equal(shapeChangeText(ru, { shape: 'circle', at: 22, brush: 'R', change: 'recoloured' }), 'Круг на точке 22 перекрашен, цвет: красный');
  assert.equal(shapeChangeText(ru, { shape: 'arrow', from: 9, to: 16, brush: 'G', change: 'removed' }), 'Стрелка с 9 на 16 убрана');
  // Every word of every change is in both catalogs (a missing one would show its key).
  for (const t of [en, ru]) {
    for (const change of /** @type {const} */ (['added', 'removed', 'recoloured'])) {
      for (const brush of /** @type {const} */ (['G', 'R', 'B', 'Y', 'P'])) {
        for (const text of [
          shapeChangeText(t, { shape: 'arrow', from: 1, to: 7, brush, change }),
          shapeChangeText(t, { shape: 'circle', at: 1, brush, change }),
        ]) assert.doesNotMatch(text, /annotate\.|\{/, text);
      }
    }
  }
});

test('a shape drawn again is added, removed in its colour, recoloured in another', () => {
  /** @typedef {import('../../www/element/annotation-input.js').Circle} Circle */
  const circle = (/** @type {number} */ at, /** @type {Circle['brush']} */ brush) => /** @type {Circle} */ ({ at, brush });
  const same = (/** @type {Circle} */ a, /** @type {Circle} */ b) => a.at === b.at;
  const one = toggled(/** @type {Circle[]} */ ([]), circle(5, 'G'), same);
  assert.deepEqual(one, { list: [circle(5, 'G')], change: 'added' });
  assert.deepEqual(toggled(one.list, circle(5, 'R'), same), { list: [circle(5, 'R')], change: 'recoloured' });
  assert.deepEqual(toggled(one.list, circle(5, 'G'), same), { list: [], change: 'removed' });
});
