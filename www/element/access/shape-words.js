// @ts-check
// The arrows and circles drawn from the keyboard in words, for the board's live region: "Arrow
// from 9 to 16, green", "Circle on 22 removed", the point marked by the first A. Loaded with
// annotation-input.js (on demand), with its words: the catalog's `annotate` part
// (i18n/annotate.<code>.json, split by scripts/build/catalogs.mjs), so the first load carries
// neither.
import { languageFor, loadTranslator } from '../../i18n/i18n.js';

/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../annotation-input.js').Brush} Brush */

/**
 * A shape drawn from the keyboard, or the mark of its start.
 * @typedef {{shape: 'arrow', from: number, to: number, brush: Brush, change: 'added' | 'removed' | 'recoloured'}
 *   | {shape: 'circle', at: number, brush: Brush, change: 'added' | 'removed' | 'recoloured'}
 *   | {shape: 'mark', at: number}
 *   | {shape: 'unmark'}} ShapeChange
 */

/** The message of each change of each shape. */
const KEYS = {
  added: { arrow: 'annotate.arrowAdded', circle: 'annotate.circleAdded' },
  removed: { arrow: 'annotate.arrowRemoved', circle: 'annotate.circleRemoved' },
  recoloured: { arrow: 'annotate.arrowRecoloured', circle: 'annotate.circleRecoloured' },
};

/**
 * A change in words.
 * @param {Translator} t
 * @param {ShapeChange} change
 * @returns {string}
 */
export function shapeChangeText(t, change) {
  if (change.shape === 'mark') return t.t('annotate.marked', { point: change.at });
  if (change.shape === 'unmark') return t.t('annotate.unmarked');
  const colour = t.t(`annotate.colour.${change.brush}`);
  const key = KEYS[change.change][change.shape];
  return change.shape === 'arrow'
    ? t.t(key, { from: change.from, to: change.to, colour })
    : t.t(key, { point: change.at, colour });
}

/**
 * The words of `element`'s language (its translator's, else its `lang`'s) with the shapes'
 * part (loadTranslator keeps them, and tries again after a failure).
 * @param {HTMLElement} element the <tobit-board>
 * @returns {Promise<Translator>}
 */
export function shapeWords(element) {
  const own = /** @type {{translator?: Translator | null}} */ (/** @type {unknown} */ (element)).translator;
  return loadTranslator(own?.lang ?? languageFor(element), { parts: ['annotate'] });
}
