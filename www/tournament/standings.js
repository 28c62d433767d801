// @ts-check
// The standings (place, name, club, score, then every tie-break in its frozen order, one
// decimal where it has one; a withdrawn player marked) and the crosstables: the round-robin grid (each pairing's points,
// × on the diagonal) and the Swiss wallchart (each round's opponent by line, colour and points;
// byes and forfeits marked). The same tables go to print, the HTML page of results and the CSV
// (its separator the one a spreadsheet of the page's language expects).

import { el, table } from '../lib/dom.js';
import { playerName, points, tieBreakName } from './words.js';
import { bracketTable } from './knockout.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').StandingRow} StandingRow */
/** @typedef {import('../tobit_tournament.js').Mark} Mark */
/** @typedef {import('../tobit_tournament.js').WallCell} WallCell */
/** @typedef {import('../tobit_tournament.js').Line<WallCell>} WallLine */
/** @typedef {import('../tobit_tournament.js').Line<Mark[]>} GridLine */

/**
 * The standings as rows of text: the heads and each line.
 * @param {TournamentView} view
 * @param {StandingRow[]} rows
 * @param {Translator} t
 */
export function standingsText(view, rows, t) {
  const score = 'Knockout' in view.settings.format ? 'matchesWon' : 'score';
  const heads = [t.t('tournament.col.place'), t.t('tournament.col.name'), t.t('tournament.col.club'), t.t(`tournament.col.${score}`),
    ...view.settings.tiebreaks.map((tb) => tieBreakName(t, tb))];
  const lines = rows.map((row) => [String(row.rank), view.players[row.player]?.name ?? '?', view.players[row.player]?.club ?? '',
    points(t, row.score), ...row.tiebreaks.map((v) => points(t, v))]);
  return { heads, lines };
}

/**
 * The standings' caption: after which round (a knockout's rounds are "круги" in Russian).
 * @param {TournamentView} view
 * @param {Translator} t
 */
export function standingsCaption(view, t) {
  return t.t('Knockout' in view.settings.format ? 'tournament.ko.standingsCaption' : 'tournament.standingsCaption', { round: view.roundsPaired });
}

/**
 * What marks a withdrawn player's line in the standings ("withdrawn from round 3"), or ''.
 * @param {TournamentView} view
 * @param {number} id
 * @param {Translator} t
 */
export function withdrawnNote(view, id, t) {
  const from = view.players[id]?.withdrawn_from;
  return from === undefined || from === null ? '' : t.t('tournament.player.withdrawn', { round: from + 1 });
}

/**
 * The standings table, the tie-breaks' short names over their columns (each read out in full)
 * and a legend of them under it; a name is a button that opens the player's card when `card`
 * is given.
 * @param {TournamentView} view
 * @param {StandingRow[]} rows
 * @param {Translator} t
 * @param {((id: number) => void) | null} card
 */
export function standingsTable(view, rows, t, card) {
  const { heads, lines } = standingsText(view, rows, t);
  const first = heads.length - view.settings.tiebreaks.length;
  const shortHeads = [...heads.slice(0, first), ...view.settings.tiebreaks.map((tb) => el('span', {}, [
    el('abbr', { title: tieBreakName(t, tb), 'aria-hidden': 'true' }, [tieBreakName(t, tb, true)]),
    el('span', { class: 'visually-hidden', text: tieBreakName(t, tb) }),
  ]))];
  const nameCell = (/** @type {string} */ text, /** @type {number} */ id) => {
    const note = withdrawnNote(view, id, t);
    const name = card ? el('button', { type: 'button', class: 'link', dir: 'auto', onclick: () => card(id) }, [text]) : el('bdi', { text });
    return note ? el('span', {}, [name, ' ', el('span', { class: 'withdrawn', text: `(${note})` })]) : name;
  };
  const cells = lines.map((line, i) => line.map((text, c) => (c === 1 ? nameCell(text, rows[i].player) : text)));
  const standings = table(standingsCaption(view, t), shortHeads, cells, { className: 'standings', rowHeads: true });
  const legend = view.settings.tiebreaks.length > 0 && el('p', { class: 'legend hint' }, [
    t.t('tournament.tbLegend'), ' ',
    ...view.settings.tiebreaks.flatMap((tb, i) => [i ? ' · ' : '', el('b', { text: tieBreakName(t, tb, true) }), ` — ${tieBreakName(t, tb)}`]),
  ]);
  const rules = view.settings.tiebreaks.length > 0 && el('p', { class: 'legend hint', text: t.t(`tournament.tiebreakRulesUsed.${view.settings.tiebreak_rules}`) });
  return el('div', { class: 'standings-wrap' }, [standings, legend, rules]);
}

/**
 * A wallchart cell's text: opponent line, colour letter, points ("5w 2"), a bye's points, a
 * forfeit marked + or −.
 * @param {Mark} mark
 * @param {number | null | undefined} opponent
 * @param {Translator} t
 */
export function markText(mark, opponent, t) {
  if (mark === 'Absent') return '';
  if ('Bye' in mark) return t.t(`tournament.mark.bye${mark.Bye}`);
  const game = mark.Game;
  const colour = t.t(`tournament.mark.${game.color}`);
  if (!game.share) return `${opponent ?? ''}${colour}`;
  const scored = game.played ? points(t, game.points / 2) : (game.share === 'Win' ? '+' : '−');
  return `${opponent ?? ''}${colour} ${scored}`;
}

/**
 * The crosstable of the format: the round-robin grid, the Swiss wallchart or the knockout's
 * bracket.
 * @param {TournamentView} view
 * @param {{grid: () => GridLine[], wallchart: () => WallLine[]}} tournament
 * @param {Translator} t
 */
export function crosstableTable(view, tournament, t) {
  const name = (/** @type {number} */ id) => playerName(view.players, id);
  if ('Knockout' in view.settings.format) return bracketTable(view, t);
  if ('RoundRobin' in view.settings.format) {
    const lines = tournament.grid();
    const heads = [t.t('tournament.col.place'), t.t('tournament.col.name'), ...lines.map((_, j) => String(j + 1)), t.t('tournament.col.score')];
    const rows = lines.map((line, i) => [String(line.rank), name(line.player),
      ...line.cells.map((marks, j) => (i === j ? '×' : marks.map((m) => (m !== 'Absent' && 'Game' in m && m.Game.share
        ? (m.Game.played ? points(t, m.Game.points / 2) : (m.Game.share === 'Win' ? '+' : '−')) : '')).join(' '))),
      points(t, line.score / 2)]);
    return table(t.t('tournament.gridCaption'), heads, rows, { className: 'crosstable grid', rowHeads: true });
  }
  const lines = tournament.wallchart();
  const heads = [t.t('tournament.col.place'), t.t('tournament.col.name'),
    ...Array.from({ length: view.roundsPaired }, (_, r) => t.t('tournament.col.round', { round: r + 1 })), t.t('tournament.col.score')];
  const rows = lines.map((line) => [String(line.rank), name(line.player),
    ...line.cells.map((cell) => markText(cell.mark, cell.opponent, t)), points(t, line.score / 2)]);
  return table(t.t('tournament.wallchartCaption'), heads, rows, { className: 'crosstable wallchart', rowHeads: true });
}

/**
 * One CSV cell, safe to open in a spreadsheet (OWASP, CSV injection): a text a spreadsheet
 * would take for a formula (its first character an equals sign, a plus, a minus, an at sign, a
 * tab or a carriage return) gets a leading apostrophe, so it stays text; a cell with a quote,
 * the separator or a line break is quoted, its quotes doubled, so that none of them can begin
 * another cell.
 * @param {string} text
 * @param {string} separator
 */
export function csvCell(text, separator) {
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /["\n\r]/.test(inert) || inert.includes(separator) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/**
 * The CSV separator a spreadsheet of the page's language reads: where a decimal is written with
 * a comma ("12,5" in Russian), the semicolon; else the comma.
 * @param {Translator} t
 */
export function csvSeparator(t) {
  return t.number(0.5, { minimumFractionDigits: 1 }).includes(',') ? ';' : ',';
}

/**
 * The standings as CSV in the page's language, its cells safe ({@link csvCell}) and apart by
 * `separator` (by default {@link csvSeparator}'s).
 * @param {TournamentView} view
 * @param {StandingRow[]} rows
 * @param {Translator} t
 * @param {string} [separator]
 */
export function standingsCsv(view, rows, t, separator = csvSeparator(t)) {
  const { heads, lines } = standingsText(view, rows, t);
  return [heads, ...lines].map((line) => line.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n') + '\r\n';
}
