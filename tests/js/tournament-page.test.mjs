// Unit tests of the organiser's page's pure parts (www/tournament/): a pasted list cut short by a
// failed save, the rounds the create form accepts, every refusal in the catalog's words, the
// organiser's text isolated in the details line, a knockout's Russian rounds ("круг", never
// "тур"), a withdrawn player marked in the standings, and the CSV separator of the language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Translator } from '../../www/i18n/i18n.js';
import { unsavedText, pastedPlayers } from '../../www/tournament/players.js';
import { roundsAsked } from '../../www/tournament/create-form.js';
import { readBackup } from '../../www/tournament/files.js';
import { StoreError, TournamentStore } from '../../www/tournament/store.js';
import { playerName, refusalText } from '../../www/tournament/words.js';
import { detailsLine } from '../../www/tournament/details-line.js';
import { knockoutRoundTitle } from '../../www/tournament/knockout.js';
import { csvSeparator, standingsCaption, standingsCsv, withdrawnNote } from '../../www/tournament/standings.js';
import { catalog } from './support/www.mjs';

const ru = new Translator('ru', catalog('ru'));
const en = new Translator('en', catalog('en'));
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A tournament's view as the wasm gives it, with only what these tests read.
 * @param {object} format
 * @param {object} [more]
 * @returns {any}
 */
function view(format, more = {}) {
  return {
    settings: { name: 'Cup', format, event: {}, tiebreaks: [] },
    players: [{ id: 0, name: 'Анна' }, { id: 1, name: 'Борис', club: 'Абакан' }],
    rounds: [], knockout: [], roundsPaired: 0, totalRounds: 0, ...more,
  };
}

test('a pasted list cut short by a failed save keeps only the players not saved', () => {
  const text = 'Анна; Абакан; 1500\n\nБорис\n  \nВера, Черногорск\nГлеб';
  assert.equal(pastedPlayers(text, false).length, 4);
  assert.equal(unsavedText(text, 0), 'Анна; Абакан; 1500\nБорис\nВера, Черногорск\nГлеб', 'nothing saved: every player stays');
  assert.equal(unsavedText(text, 2), 'Вера, Черногорск\nГлеб', 'the two saved are gone, empty lines with them');
  assert.deepEqual(pastedPlayers(unsavedText(text, 2), false).map((p) => p.name), ['Вера', 'Глеб']);
  assert.equal(unsavedText(text, 4), '', 'all saved: the box is empty');
});

test('the rounds of a Swiss are a whole number within the limits, else refused', () => {
  for (const typed of ['4294967296', '1e10', '2.5', '0', '', '31', '-1', '5 rounds', '0x10']) {
    assert.equal(roundsAsked(typed, 1, 30), null, `${typed} is refused`);
  }
  assert.equal(roundsAsked('5', 1, 30), 5);
  assert.equal(roundsAsked(' 30 ', 1, 30), 30);
  assert.equal(roundsAsked('1', 1, 30), 1);
});

/** Each failure a refusal can come from, thrown as the page meets it. */
function failures() {
  const thrown = (/** @type {() => unknown} */ f) => {
    try {
      f();
    } catch (error) {
      return error;
    }
    assert.fail('it was not refused');
  };
  return {
    notJson: thrown(() => readBackup('{')),
    notBackup: thrown(() => readBackup('{"kind":"something else"}')),
    version: thrown(() => readBackup('{"kind":"tobit-tournament","version":9}')),
    empty: thrown(() => readBackup('{"kind":"tobit-tournament","version":1}')),
    blocked: new StoreError('unavailable', 'this browser keeps no tournaments: SecurityError'),
    stale: new StoreError('stale', 'the tournament was changed in another tab'),
    quota: new DOMException('Encountered full disk while opening backing store for indexedDB.open.', 'QuotaExceededError'),
    seed: Object.assign(new Error('invalid value: 18446744073709551615 is beyond 2^53'), {
      refusal: { code: 'badArgument', message: 'invalid type: floating point `1e16`, expected u64' },
    }),
    settings: Object.assign(new Error('a win must score more than a draw'), { refusal: { code: 'badScoring', message: 'a win must score more than a draw' } }),
    other: new TypeError("Cannot read properties of undefined (reading 'log')"),
  };
}

test('every refusal the organiser reads is in the words of the page language, never the developer English', (t) => {
  t.mock.method(console, 'error', () => {});
  for (const [what, error] of Object.entries(failures())) {
    const text = refusalText(ru, error);
    assert.ok(text.length > 10, `${what}: ${text}`);
    assert.doesNotMatch(text, /[A-Za-z]/, `${what} in Russian: ${text}`);
    assert.doesNotMatch(ru.t('tournament.restoreFailed', { problem: text }), /[A-Za-z]/, `${what}, restoring a backup`);
    const english = refusalText(en, error);
    assert.doesNotMatch(english, /JSON|SecurityError|QuotaExceeded|u64|2\^53|undefined|backing store/, `${what} in English: ${english}`);
  }
});

test("a TRF refused is worded from the catalogs: the line, the reader's problem with its data, or the rules' refusal naming players by number", () => {
  const trf = (/** @type {object} */ data) => Object.assign(new Error('line 19: …'), { refusal: { code: 'trf', line: 19, trf: null, cause: null, message: '…', ...data } });
  const cut = trf({ trf: { code: 'truncated', field: 'rating', from: 49, to: 52, round: null } });
  assert.equal(refusalText(en, cut), 'The TRF file could not be read: line 19: the line ends inside the rating (columns 49-52): the record is cut short.');
  assert.equal(refusalText(ru, cut), 'Не удалось прочитать файл TRF: строка 19: строка обрывается на рейтинге (позиции 49–52): запись обрезана.');
  const points = trf({ trf: { code: 'pointsWritten', written: 3.5, computed: 2.5 } });
  assert.equal(refusalText(ru, points), 'Не удалось прочитать файл TRF: строка 19: записанные очки (3,5) не равны очкам по результатам (2,5).');
  const twice = trf({ cause: { code: 'pairedTwice', player: 2, message: 'player 3 is paired twice' } });
  assert.equal(refusalText(en, twice), 'The TRF file could not be read: line 19: player 3 is paired twice.');
  const file = trf({ line: null, trf: { code: 'noName' } });
  assert.equal(refusalText(ru, file), 'Не удалось прочитать файл TRF: у турнира нет названия (запись 012).');
  const [english, russian] = [catalog('en'), catalog('ru')];
  const keys = (/** @type {Record<string, string>} */ c) => Object.keys(c).filter((k) => k.startsWith('tournament.trf.')).sort();
  assert.deepEqual(keys(english), keys(russian));
  const params = (/** @type {string} */ text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of keys(english)) assert.deepEqual(params(russian[key]), params(english[key]), key);
});

test('a browser that keeps nothing (site data blocked) is told in words, not a SecurityError', async () => {
  const blocked = () => { throw new DOMException('Access is denied for this document.', 'SecurityError'); };
  for (const factory of [blocked, () => undefined]) {
    const error = await TournamentStore.open(factory).then(() => assert.fail('it opened'), (e) => e);
    assert.ok(error instanceof StoreError, String(error));
    assert.equal(refusalText(ru, error), ru.catalog['tournament.error.unavailable']);
  }
});

test('what the organiser typed is isolated in the details line and in names among words', () => {
  const evil = '\u202Eabc';
  const v = view({ Swiss: { rounds: 5 } }, {
    totalRounds: 5,
    settings: { name: 'Cup', format: { Swiss: { rounds: 5 } }, tiebreaks: [], event: { place: evil, arbiter: `${evil} 2`, time_control: '\u202B15+10' } },
  });
  const line = detailsLine(v, en);
  for (const typed of [evil, `${evil} 2`, '\u202B15+10']) assert.ok(line.includes(`${FSI}${typed}${PDI}`), `${JSON.stringify(typed)} in ${JSON.stringify(line)}`);
  assert.ok(line.includes('5 rounds'), line);
  assert.equal(playerName(v.players, 1), 'Борис', 'a name that cannot turn its neighbours is left as it is');
  assert.equal(playerName(v.players, 7), '?');
  const players = /** @type {any[]} */ ([{ id: 0, name: 'אבי' }, { id: 1, name: `${PDI}\u202Eabc${PDI}` }]);
  assert.equal(playerName(players, 0), `${FSI}אבי${PDI}`);
  assert.equal(playerName(players, 1), `${FSI}\u202Eabc${PDI}`, 'its own pops cannot close the isolate early');
});

test('a knockout reads "круг" in Russian everywhere, and something sensible before it is paired', () => {
  const format = { Knockout: { tiebreak_pairs: 1 } };
  const unpaired = detailsLine(view(format), ru);
  assert.doesNotMatch(unpaired, /тур|0 из 0/, unpaired);
  assert.match(unpaired, /пары ещё не составлены/);
  assert.match(detailsLine(view(format, { totalRounds: 4 }), ru), /4 круга/);
  const playing = view(format, { roundsPaired: 2, totalRounds: 5 });
  assert.match(detailsLine(playing, ru), /круг 2 из 5/);
  assert.equal(knockoutRoundTitle(playing, 0, ru), '1-й круг');
  assert.equal(knockoutRoundTitle(playing, 4, ru), 'Финал');
  assert.equal(standingsCaption(playing, ru), 'После 2-го круга');
  assert.equal(standingsCaption(view({ Swiss: { rounds: 5 } }, { roundsPaired: 2 }), ru), 'После 2-го тура');
  for (const key of Object.keys(catalog('ru')).filter((k) => k.startsWith('tournament.ko.'))) {
    assert.doesNotMatch(JSON.stringify(ru.catalog[key]), /тур(?!нир)/, `${key} says "тур"`);
  }
});

test("a knockout's three time controls each say which games they are for", () => {
  const v = view({ Knockout: { tiebreak_pairs: 1 } }, {
    settings: {
      name: 'Cup', format: { Knockout: { tiebreak_pairs: 1 } }, tiebreaks: [],
      event: { time_control: '60+30', tiebreak_time_control: '15+10', decider_time_control: '5+3' },
    },
  });
  const line = detailsLine(v, ru);
  assert.ok(line.includes('основные партии 60+30'), line);
  assert.ok(line.includes('тай‑брейк 15+10'), line);
  assert.ok(line.includes('решающая партия 5+3'), line);
});

test('a withdrawn player is marked in the standings', () => {
  const v = view({ Swiss: { rounds: 5 } }, { players: [{ id: 0, name: 'Анна', withdrawn_from: 2 }, { id: 1, name: 'Борис', withdrawn_from: null }] });
  assert.equal(withdrawnNote(v, 0, ru), 'выбыл с 3-го тура');
  assert.equal(withdrawnNote(v, 0, en), 'withdrawn from round 3');
  assert.equal(withdrawnNote(v, 1, ru), '');
});

test('the CSV is separated as a spreadsheet of the page language reads it: semicolons in Russian', () => {
  assert.equal(csvSeparator(ru), ';');
  assert.equal(csvSeparator(en), ',');
  const v = view({ Swiss: { rounds: 5 } }, { players: [{ id: 0, name: 'Анна; мл.' }, { id: 1, name: 'Борис', club: 'Абакан' }] });
  const rows = [{ rank: 1, player: 1, score: 2.5, tiebreaks: [] }, { rank: 2, player: 0, score: 1, tiebreaks: [] }];
  const [heads, first, second] = standingsCsv(v, rows, ru).split('\r\n');
  assert.equal(heads.split(';').length, 4, heads);
  assert.equal(first, '1;Борис;Абакан;2,5');
  assert.equal(second, '2;"Анна; мл.";;1', 'a name holding the separator is quoted, and not isolated');
  assert.equal(standingsCsv(v, rows, en).split('\r\n')[1], '1,Борис,Абакан,2.5');
});
