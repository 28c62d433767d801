// @ts-check
// A knockout on the screen: the bracket round by round (the latest first, open), each match's
// games so far and the next one to enter by a tap or to play on this device (which game it is,
// who has White: the wasm's MatchView), who goes through, and the winner; and the bracket as one table for the
// crosstable view, print and the results page. The rules (colours, tie-break games, the
// deciding game's lot) are the wasm's; this file only shows them.

import { el, table } from '../lib/dom.js';
import { NOTATION, RESULTS, playerName, points } from './words.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').MatchView} MatchView */
/** @typedef {import('../tobit_tournament.js').Phase} Phase */
/** @typedef {import('../tobit_tournament.js').GameResult} GameResult */

/** The results a knockout game takes (a game cannot be lost by both). */
const KNOCKOUT_RESULTS = RESULTS.filter((r) => r !== 'DoubleForfeit');

/**
 * A knockout round's title: the final, the semi-finals, the quarter-finals, else its number.
 * @param {TournamentView} view
 * @param {number} r
 * @param {Translator} t
 */
export function knockoutRoundTitle(view, r, t) {
  const left = view.totalRounds - r;
  return left <= 3 ? t.t(`tournament.ko.stage${left}`) : t.t('tournament.ko.roundTitle', { round: r + 1 });
}

/**
 * A game's stage in words ("Game 2", "Tie-break 1, game 1", "Deciding game").
 * @param {Phase} phase
 * @param {number} game its number within the match (from 0)
 * @param {Translator} t
 */
function phaseText(phase, game, t) {
  if (phase === 'Main') return t.t('tournament.ko.game', { game: game + 1 });
  if (phase === 'Decider') return t.t('tournament.ko.decider');
  return t.t('tournament.ko.tiebreakGame', { pair: phase.TieBreak + 1, game: (game % 2) + 1 });
}

/**
 * One match: its players, its games, the next game's result buttons, who goes through.
 * @param {TournamentView} view
 * @param {MatchView} m
 * @param {number} r
 * @param {number} i
 * @param {Translator} t
 * @param {{result: (round: number, board: number, result: GameResult) => void, play: (round: number, board: number) => void}} actions
 */
function matchItem(view, m, r, i, t, actions) {
  const name = (/** @type {number} */ id) => playerName(view.players, id);
  if (m.b === null || m.b === undefined) {
    return el('li', { class: 'match bye' }, [el('p', { text: t.t('tournament.ko.bye', { name: name(m.a) }) })]);
  }
  const label = t.t('tournament.ko.matchLabel', { match: i + 1, a: name(m.a), b: name(m.b) });
  const games = m.games.map((g, n) => el('li', {}, [
    `${phaseText(g.phase, n, t)}: `, el('span', { class: 'piece white', 'aria-hidden': 'true' }), name(g.white), ' – ',
    el('span', { class: 'piece black', 'aria-hidden': 'true' }), name(g.black), ' ', el('strong', { text: NOTATION[g.result] }),
  ]));
  const next = m.next;
  const nextGame = next && el('div', { class: 'next-game' }, [
    el('p', {}, [t.t('tournament.ko.next', { game: phaseText(next.phase, m.games.length, t), white: name(next.white), black: name(next.black) }),
      next.phase === 'Decider' ? el('span', { class: 'hint', text: ` ${t.t('tournament.ko.deciderRule')}` }) : '']),
    el('div', { class: 'results', role: 'group', 'aria-label': t.t('tournament.ko.nextLabel', { match: i + 1, white: name(next.white), black: name(next.black) }) },
      KNOCKOUT_RESULTS.map((result) => el('button', {
        type: 'button', class: `result${result.includes('Forfeit') ? ' forfeit' : ''}`,
        'aria-label': t.t(`tournament.result.${result}`, { white: name(next.white), black: name(next.black) }),
        onclick: () => actions.result(r, i, result),
      }, [NOTATION[result]]))),
    // Every game can be played on this device, at its stage's control.
    el('button', {
      type: 'button', class: 'small play', 'aria-label': t.t('tournament.ko.playNamed', { match: i + 1, game: m.games.length + 1 }),
      onclick: () => actions.play(r, i),
    }, [t.t('tournament.play')]),
  ]);
  const winner = m.winner !== null && m.winner !== undefined
    && el('p', { class: 'winner', text: t.t('tournament.ko.through', { name: name(m.winner) }) });
  return el('li', { class: 'match', 'data-match': String(i + 1) }, [
    el('h4', { text: label }),
    games.length ? el('ol', { class: 'games' }, games) : null,
    nextGame, winner,
  ]);
}

/**
 * The knockout's rounds, the latest first and open, with the winner above them once decided.
 * @param {TournamentView} view
 * @param {Translator} t
 * @param {{result: (round: number, board: number, result: GameResult) => void, play: (round: number, board: number) => void}} actions
 * @returns {HTMLElement[]}
 */
export function knockoutRounds(view, t, actions) {
  const last = view.knockout.length - 1;
  const rounds = view.knockout.map((matches, r) => {
    const decided = matches.filter((m) => m.winner !== null && m.winner !== undefined).length;
    return el('details', { class: 'round knockout', open: r === last || false, 'data-round': String(r + 1) }, [
      el('summary', {}, [el('h3', { text: knockoutRoundTitle(view, r, t) }),
        el('span', { class: 'progress', text: t.t('tournament.ko.decided', { decided, count: matches.length }) })]),
      el('ol', { class: 'matches' }, matches.map((m, i) => matchItem(view, m, r, i, t, actions))),
    ]);
  }).reverse();
  const champion = view.champion;
  return champion === null || champion === undefined ? rounds
    : [el('p', { class: 'champion', text: t.t('tournament.ko.champion', { name: playerName(view.players, champion) }) }), ...rounds];
}

/**
 * A player's games in a knockout, for their card: a line per game (the round, the opponent,
 * the colour, the match, the result), or the round's bye.
 * @param {TournamentView} view
 * @param {number} id
 * @param {Translator} t
 * @returns {string[][]}
 */
export function knockoutCardRows(view, id, t) {
  const name = (/** @type {number} */ p) => playerName(view.players, p);
  return view.knockout.flatMap((matches, r) => {
    const i = matches.findIndex((m) => m.a === id || m.b === id);
    if (i < 0) return [];
    const m = matches[i];
    const title = knockoutRoundTitle(view, r, t);
    if (m.b === null || m.b === undefined) return [[title, t.t('tournament.ko.bye', { name: name(id) }), '', String(i + 1), '']];
    return m.games.map((g) => {
      const white = g.white === id;
      return [title, name(white ? g.black : g.white), t.t(white ? 'tournament.white' : 'tournament.black'), String(i + 1), NOTATION[g.result]];
    });
  });
}

/**
 * The bracket as one table: a line per match (its round, the players, the points each scored
 * over its games, who goes through).
 * @param {TournamentView} view
 * @param {Translator} t
 */
export function bracketTable(view, t) {
  const name = (/** @type {number | null | undefined} */ id) => (id === null || id === undefined ? '' : playerName(view.players, id));
  const heads = ['stage', 'match', 'a', 'b', 'score', 'through'].map((k) => t.t(`tournament.ko.col.${k}`));
  const rows = view.knockout.flatMap((matches, r) => matches.map((m, i) => [
    knockoutRoundTitle(view, r, t), String(i + 1), name(m.a), m.b === null || m.b === undefined ? t.t('tournament.ko.noOpponent') : name(m.b),
    m.games.length ? m.score.map((p) => points(t, p)).join('–') : '', name(m.winner),
  ]));
  return table(t.t('tournament.ko.bracketCaption'), heads, rows, { className: 'crosstable bracket' });
}
