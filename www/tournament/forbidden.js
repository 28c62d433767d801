// @ts-check
// Pairs that must not meet (a Swiss: same club or family): two players chosen and forbidden
// (a Forbid command), the pairs listed, each ban lifted by a button (Allow). The pairing
// engine keeps them apart; the wasm checks the rest.

import { el } from '../lib/dom.js';
import { playerName } from './words.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').Command} Command */

/**
 * The forbidden pairs and the form to add one; null outside a Swiss or with fewer than two
 * players.
 * @param {TournamentView} view
 * @param {Translator} t
 * @param {(command: Command, done: string) => void} apply
 */
export function forbiddenPairs(view, t, apply) {
  if (!('Swiss' in view.settings.format) || view.players.length < 2) return null;
  const name = (/** @type {number} */ id) => playerName(view.players, id);
  const choice = (/** @type {number} */ chosen) => el('select', {}, view.players.map((p) => el('option', { value: String(p.id), text: p.name, selected: p.id === chosen })));
  const a = choice(0);
  const b = choice(1);
  const field = (/** @type {string} */ key, /** @type {HTMLElement} */ input) => el('label', {}, [el('span', { text: t.t(`tournament.forbid.${key}`) }), input]);
  const form = el('form', { class: 'form inline forbid' }, [
    field('a', a), field('b', b),
    el('div', { class: 'buttons' }, [el('button', { type: 'submit', text: t.t('tournament.forbid.add') })]),
  ]);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const [x, y] = [Number(a.value), Number(b.value)];
    apply({ Forbid: { a: x, b: y } }, t.t('tournament.forbid.added', { a: name(x), b: name(y) }));
  });
  const pairs = view.forbidden.map(([x, y]) => el('li', {}, [
    t.t('tournament.forbid.pair', { a: name(x), b: name(y) }), ' ',
    el('button', {
      type: 'button', class: 'small', text: t.t('tournament.forbid.allow'),
      'aria-label': t.t('tournament.forbid.allowNamed', { a: name(x), b: name(y) }),
      onclick: () => apply({ Allow: { a: x, b: y } }, t.t('tournament.forbid.allowed', { a: name(x), b: name(y) })),
    }),
  ]));
  return el('section', { class: 'forbidden', 'aria-labelledby': 'forbid-title' }, [
    el('h3', { id: 'forbid-title', text: t.t('tournament.forbid.title') }),
    el('p', { class: 'hint', text: t.t('tournament.forbid.hint') }),
    pairs.length ? el('ul', { class: 'pairs' }, pairs) : el('p', { text: t.t('tournament.forbid.none') }),
    form,
  ]);
}
