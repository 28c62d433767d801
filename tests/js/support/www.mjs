// @ts-check
// The source files of www/ the unit tests read: the message catalogs and the pages' data.
import { readFileSync } from 'node:fs';

/**
 * The JSON file `path` of www/ (e.g. `learn/puzzles.json`, `manifest.webmanifest`).
 * @param {string} path
 * @returns {any}
 */
export const wwwJson = (path) => JSON.parse(readFileSync(new URL(`../../../www/${path}`, import.meta.url), 'utf8'));

/**
 * The message catalog of `lang` (www/i18n/<lang>.json).
 * @param {string} lang
 * @returns {Record<string, any>}
 */
export const catalog = (lang) => wwwJson(`i18n/${lang}.json`);
