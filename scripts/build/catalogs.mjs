// Splits each language's catalog in the build: www/i18n/<code>.json is one flat file per
// language, where translators and every feature add their words; the learning pages' own words
// (keys under LEARNING_PREFIXES) leave it for i18n/learn.<code>.json, which only those pages
// fetch (learn/page-shell.js loads it as a part of their catalog), so the app's first load does
// not carry them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../www/i18n/i18n.js';

/** The keys only the rules, tutorial and puzzle pages show. */
export const LEARNING_PREFIXES = ['rules.', 'puzzle.', 'learn.'];

/**
 * Moves the learning pages' keys of every language's catalog in `dir`/i18n/ to
 * learn.<code>.json; returns how many keys each language moved.
 * @param {string} dir the build folder
 */
export function splitCatalogs(dir) {
  let moved = 0;
  for (const { code } of LANGUAGES) {
    const file = join(dir, 'i18n', `${code}.json`);
    const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')));
    const learning = (/** @type {string} */ key) => LEARNING_PREFIXES.some((prefix) => key.startsWith(prefix));
    const part = entries.filter(([key]) => learning(key));
    writeFileSync(file, JSON.stringify(Object.fromEntries(entries.filter(([key]) => !learning(key)))));
    writeFileSync(join(dir, 'i18n', `learn.${code}.json`), JSON.stringify(Object.fromEntries(part)));
    moved = part.length;
  }
  return moved;
}
