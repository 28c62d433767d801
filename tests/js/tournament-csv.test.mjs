// Unit tests of the standings as CSV (www/tournament/standings.js): a name a spreadsheet would
// run as a formula stays text (OWASP, CSV injection), and the separator is the one the page's
// language expects (a semicolon in Russian, where the comma is the decimal mark).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csvCell, standingsCsv } from '../../www/tournament/standings.js';
import { Translator } from '../../www/i18n/i18n.js';
import { catalog } from './support/www.mjs';

const en = new Translator('en', catalog('en'));
const ru = new Translator('ru', catalog('ru'));

/** A Swiss view of these players (name, club), no tie-break, and their standings rows. */
function standings(/** @type {[string, string | null][]} */ players) {
  const view = /** @type {any} */ ({
    settings: { format: { Swiss: { rounds: 3 } }, tiebreaks: [] },
    players: players.map(([name, club], id) => ({ id, name, club })),
  });
  const rows = /** @type {any} */ (players.map((_, player) => ({ rank: player + 1, player, score: 2.5, tiebreaks: [] })));
  return { view, rows };
}

test('a cell a spreadsheet would take for a formula is text', () => {
  for (const formula of ['=HYPERLINK("http://x","y")', "=cmd|' /C calc'!A0", '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
    const cell = csvCell(formula, ',');
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    assert.equal(unquoted, `'${formula}`, formula);
  }
  assert.equal(csvCell('Аяна', ','), 'Аяна');
  assert.equal(csvCell('a,b', ','), '"a,b"');
  assert.equal(csvCell('a;b', ';'), '"a;b"');
  assert.equal(csvCell('say "hi"', ','), '"say ""hi"""');
  assert.equal(csvCell('two\nlines', ';'), '"two\nlines"');
});

test('the standings keep each name in its cell, in the separator of the language', () => {
  const { view, rows } = standings([['=1+2', null], ['Bair, Jr', '@club']]);
  assert.deepEqual(standingsCsv(view, rows, en).split('\r\n'), [
    'Place,Player,Club,Points',
    "1,'=1+2,,2.5",
    '2,"Bair, Jr",\'@club,2.5',
    '',
  ]);
  const russian = standingsCsv(view, rows, ru).split('\r\n');
  assert.equal(russian[1], "1;'=1+2;;2,5");
  assert.equal(russian[2], "2;Bair, Jr;'@club;2,5");
  assert.equal(standingsCsv(view, rows, ru, ',').split('\r\n')[1], "1,'=1+2,,\"2,5\"");
});
