// @ts-check
// Byes asked for (a Swiss, before the round is paired): a player, a round still to pair and a
// half-point or zero-point bye, asked for by one form (a RequestBye command); the byes asked
// for so far listed, each one taken back by a button (CancelBye). The wasm checks the rest.

import { el } from '../lib/dom.js';
import { playerName } from './words.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').Command} Command */

/**
 * The byes asked for and the form to ask for one; null when no round is left to pair or the
 * format has none.
 * @param {TournamentView} view
 * @param {Translator} t
 * @param {(command: Command, done: string) => void} apply
 */
export function requestedByes(view, t, apply) {
  if (!('Swiss' in view.settings.format) || view.roundsPaired >= view.totalRounds) return null;
  const name = (/** @type {number} */ id) => playerName(view.players, id);
  const active = view.players.filter((p) => p.active);
  const player = el('select', { name: 'player' }, active.map((p) => el('option', { value: String(p.id), text: p.name })));
  const round = el('select', { name: 'round' }, Array.from({ length: view.totalRounds - view.roundsPaired }, (_, i) => {
    const r = view.roundsPaired + i;
    return el('option', { value: String(r), text: t.t('tournament.roundTitle', { round: r + 1 }) });
  }));
  const kind = el('select', { name: 'kind' }, ['half', 'zero'].map((k) => el('option', { value: k, text: t.t(`tournament.requestBye.${k}`) })));
  const field = (/** @type {string} */ key, /** @type {HTMLElement} */ input) => el('label', {}, [el('span', { text: t.t(`tournament.requestBye.${key}`) }), input]);
  const form = el('form', { class: 'form inline request-bye', 'aria-labelledby': 'request-bye-title' }, [
    field('player', player), field('round', round), field('kind', kind),
    el('div', { class: 'buttons' }, [el('button', { type: 'submit', text: t.t('tournament.requestBye.ask') })]),
  ]);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const who = Number(player.value);
    const r = Number(round.value);
    apply({ RequestBye: { player: who, round: r, half: kind.value === 'half' } },
      t.t('tournament.requestBye.asked', { name: name(who), round: r + 1 }));
  });
  const asked = view.requestedByes.filter((b) => b.round >= view.roundsPaired).map((b) => el('li', {}, [
    t.t(`tournament.bye.${b.kind}`, { name: name(b.player) }), ` (${t.t('tournament.roundTitle', { round: b.round + 1 })}) `,
    el('button', {
      type: 'button', class: 'small', text: t.t('tournament.requestBye.cancel'),
      'aria-label': t.t('tournament.requestBye.cancelNamed', { name: name(b.player), round: b.round + 1 }),
      onclick: () => apply({ CancelBye: { player: b.player, round: b.round } }, t.t('tournament.requestBye.cancelled', { name: name(b.player), round: b.round + 1 })),
    }),
  ]));
  return el('section', { class: 'requested-byes', 'aria-labelledby': 'request-bye-title' }, [
    el('h3', { id: 'request-bye-title', text: t.t('tournament.requestBye.title') }),
    el('p', { class: 'hint', text: t.t('tournament.requestBye.hint') }),
    asked.length ? el('ul', { class: 'asked' }, asked) : null,
    active.length ? form : null,
  ]);
}
