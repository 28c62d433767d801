// @ts-check
// The source files of www/ the end-to-end tests read to know what the pages should show: the
// message catalogs (every player-visible word), the lessons, the puzzles, the rules.
import { readFileSync } from 'node:fs';

/**
 * The JSON file `path` of www/ (e.g. `learn/puzzles.json`).
 * @param {string} path
 * @returns {any}
 */
export const wwwJson = (path) => JSON.parse(readFileSync(new URL(`../../www/${path}`, import.meta.url), 'utf8'));

/**
 * The message catalog of `lang` (www/i18n/<lang>.json).
 * @param {string} lang
 * @returns {Record<string, any>}
 */
export const catalog = (lang) => wwwJson(`i18n/${lang}.json`);
