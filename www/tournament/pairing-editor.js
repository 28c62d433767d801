// @ts-check
// Changing a round's pairing by hand (the last round, before any result): each board's White
// and Black chosen from the round's players; saved as one ChangePairing command, which the
// wasm checks (no one twice, no one left out) and accepts with a warning naming each hard rule
// broken (a rematch, a colour run, a second bye), shown above the views.

import { el } from '../lib/dom.js';
import { playerName } from './words.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').Command} Command */

/**
 * The form that changes round `r`'s pairing; `save` gets the command, `cancel` closes it.
 * @param {TournamentView} view
 * @param {number} r
 * @param {Translator} t
 * @param {{save: (command: Command) => void, cancel: () => void}} actions
 */
export function pairingEditor(view, r, t, { save, cancel }) {
  const round = view.rounds[r];
  const everyone = [...round.boards.flatMap((b) => [b.white, b.black]), ...round.byes.map((b) => b.player)];
  const choice = (/** @type {number} */ chosen, /** @type {string} */ label) => el('select', { 'aria-label': label },
    everyone.map((p) => el('option', { value: String(p), selected: p === chosen }, [playerName(view.players, p)])));
  const rows = round.boards.map((b, i) => {
    const white = choice(b.white, t.t('tournament.edit.white', { board: i + 1 }));
    const black = choice(b.black, t.t('tournament.edit.black', { board: i + 1 }));
    return { white, black, row: el('li', {}, [el('span', { class: 'number', text: String(i + 1) }), white, el('span', { text: '–' }), black]) };
  });
  const form = el('form', { class: 'pairing-editor' }, [
    el('p', { class: 'hint', text: t.t('tournament.edit.hint') }),
    el('ol', {}, rows.map((r) => r.row)),
    el('div', { class: 'buttons' }, [
      el('button', { type: 'submit', class: 'primary', text: t.t('tournament.edit.save') }),
      el('button', { type: 'button', text: t.t('tournament.cancel'), onclick: cancel }),
    ]),
  ]);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const boards = /** @type {[number, number][]} */ (rows.map(({ white, black }) => [Number(white.value), Number(black.value)]));
    const placed = new Set(boards.flat());
    save({ ChangePairing: { round: r, boards, byes: round.byes.filter((b) => !placed.has(b.player)) } });
  });
  return form;
}
