// @ts-check
// A player's card (a dialog): who they are (club, rating, date of birth, their place and
// score) and their games round by round: the opponent, the colour and the result, byes too
// (a knockout's: each game of their matches).

import { el, table } from '../lib/dom.js';
import { NOTATION, dateText, playerName, points } from './words.js';
import { knockoutCardRows } from './knockout.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').StandingRow} StandingRow */

/**
 * Fills and opens the card of player `id`.
 * @param {HTMLDialogElement} dialog
 * @param {number} id
 * @param {{view: TournamentView, standings: StandingRow[]}} data
 * @param {Translator} t
 */
export function showCard(dialog, id, { view, standings }, t) {
  const player = view.players[id];
  const row = standings.find((s) => s.player === id);
  /** @type {HTMLElement} */ (dialog.querySelector('#card-title')).textContent = player.name;
  const facts = [
    player.club && t.t('tournament.card.club', { club: player.club }),
    player.rating !== undefined && player.rating !== null && t.t('tournament.card.rating', { rating: String(player.rating) }),
    player.birth && t.t('tournament.card.birth', { date: dateText(t, player.birth) }),
    row && t.t('tournament.card.place', { place: row.rank, score: points(t, row.score) }),
  ].filter(Boolean);
  const knockout = 'Knockout' in view.settings.format;
  const games = knockout ? knockoutCardRows(view, id, t) : view.rounds.map((round, r) => {
    const board = round.boards.findIndex((b) => b.white === id || b.black === id);
    const bye = round.byes.find((b) => b.player === id);
    if (board < 0) return [String(r + 1), bye ? t.t(`tournament.bye.${bye.kind}`, { name: player.name }) : '—', '', '', ''];
    const b = round.boards[board];
    const white = b.white === id;
    return [String(r + 1), playerName(view.players, white ? b.black : b.white), t.t(white ? 'tournament.white' : 'tournament.black'),
      String(board + 1), b.result ? NOTATION[b.result] : ''];
  });
  // (A knockout's round and match are the bracket table's heads.)
  const heads = [knockout ? 'ko.col.stage' : 'col.roundNo', 'col.opponent', 'col.colour', knockout ? 'ko.col.match' : 'col.board', 'col.result']
    .map((k) => t.t(`tournament.${k}`));
  /** @type {HTMLElement} */ (dialog.querySelector('#card-body')).replaceChildren(
    el('p', { text: facts.join(' · ') }),
    games.length ? table(t.t('tournament.card.games'), heads, games) : el('p', { text: t.t('tournament.card.noGames') }),
  );
  dialog.showModal();
}
