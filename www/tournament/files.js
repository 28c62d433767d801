// @ts-check
// The tournament's files: the backup (the kept record: details and command log, as JSON) and
// its restore, the standings as CSV, and one self-contained HTML page of the results (its own
// style inside, no script) to publish or send.

import { CodedError } from './words.js';

/** @typedef {import('./store.js').StoredTournament} StoredTournament */

/** What a backup file says it is. */
const BACKUP_KIND = 'tobit-tournament';
const BACKUP_VERSION = 1;

/**
 * A file name from a tournament's name (letters, digits and dashes kept).
 * @param {string} name
 * @param {string} ext
 */
export function fileName(name, ext) {
  const base = name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'tournament';
  return `${base}.${ext}`;
}

/**
 * The backup of a kept tournament.
 * @param {StoredTournament} record
 */
export function backupText(record) {
  return JSON.stringify({ kind: BACKUP_KIND, version: BACKUP_VERSION, tournament: record }, null, 1);
}

/**
 * The tournament of a backup file; throws a CodedError naming what is wrong (`backupNotJson`,
 * `backupNotBackup`, `backupVersion`, `backupEmpty`; the wasm checks the log itself when the
 * tournament is opened).
 * @param {string} text
 * @returns {StoredTournament}
 */
export function readBackup(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CodedError('backupNotJson', 'not JSON');
  }
  if (data?.kind !== BACKUP_KIND) throw new CodedError('backupNotBackup', 'not a Tobit tournament backup');
  if (data.version !== BACKUP_VERSION) {
    throw new CodedError('backupVersion', `backup version ${data.version} is not known`, { version: String(data.version) });
  }
  const t = data.tournament;
  if (typeof t?.id !== 'string' || !t.id || typeof t.log !== 'string' || typeof t.details !== 'object' || t.details === null) {
    throw new CodedError('backupEmpty', 'the backup has no tournament');
  }
  return { id: t.id, name: String(t.name ?? ''), details: t.details, log: t.log, revision: 0, updated: Number(t.updated) || Date.now() };
}

/** The style of the HTML page of results (it carries its own). */
const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#222}
table{border-collapse:collapse;margin:1rem 0}caption{text-align:left;font-weight:700;padding:.3rem 0}
th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left}td{font-variant-numeric:tabular-nums}`;

/**
 * One self-contained HTML page of the results: title, details and the given tables.
 * @param {string} lang
 * @param {string} title
 * @param {string} details
 * @param {HTMLElement[]} tables
 */
export function resultsPage(lang, title, details, tables) {
  const escape = (/** @type {string} */ s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const clean = tables.map((tbl) => {
    const copy = /** @type {HTMLElement} */ (tbl.cloneNode(true));
    for (const button of copy.querySelectorAll('button')) button.replaceWith(button.textContent ?? '');
    return copy.outerHTML;
  });
  return `<!doctype html>\n<html lang="${escape(lang)}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>`
    + `<style>${PAGE_STYLE}</style></head><body><h1>${escape(title)}</h1><p>${escape(details)}</p>${clean.join('\n')}</body></html>\n`;
}
