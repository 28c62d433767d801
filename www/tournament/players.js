// @ts-check
// The players view: register a player (name, club, rating and date of birth optional; after
// round 1 of a Swiss a late entry, with half-point or zero-point byes for the rounds missed),
// paste a list of names (one a line; a club and a rating may follow, after a tab, comma or
// semicolon; those kept leave the box, so a list cut short by a failed save can be added again),
// the table of players with each one's card, withdrawing a player, moving a player
// up or down the entry order before round 1 when it is the starting order (a MovePlayer
// command; the focus stays on the button pressed), and the pairs that must not meet (forbidden.js).

import { el, table } from '../lib/dom.js';
import { dateText, isolate } from './words.js';
import { forbiddenPairs } from './forbidden.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */
/** @typedef {import('../tobit_tournament.js').NewPlayer} NewPlayer */
/** @typedef {import('../tobit_tournament.js').Command} Command */

/**
 * The lines of a pasted list that name a player, each split at tabs, commas and semicolons
 * (empty lines are skipped).
 * @param {string} text
 */
function playerLines(text) {
  return text.split(/\r?\n/).map((line) => ({ line, fields: line.split(/[\t;,]/).map((s) => s.trim()) })).filter(({ fields }) => fields[0]);
}

/**
 * The players of a pasted list: one a line, a club and a rating after a tab, comma or semicolon
 * (a rating is a whole number; empty lines are skipped).
 * @param {string} text
 * @param {boolean} half the late entries' byes score a draw
 * @returns {NewPlayer[]}
 */
export function pastedPlayers(text, half) {
  return playerLines(text).map(({ fields: [name, club = '', rating = ''] }) => ({
    name, club: club || undefined, rating: /^\d{1,4}$/.test(rating) ? Number(rating) : undefined, half_point_for_missed_rounds: half,
  }));
}

/**
 * What is left of a pasted list once its first `saved` players are kept: their lines taken
 * out, so that adding the list again adds only the others.
 * @param {string} text
 * @param {number} saved
 */
export function unsavedText(text, saved) {
  return playerLines(text).slice(saved).map(({ line }) => line).join('\n');
}

export class PlayersView {
  /**
   * @param {HTMLElement} root the view's section
   * @param {{add: (players: NewPlayer[]) => Promise<number>, withdraw: (id: number) => void, card: (id: number) => void,
   *   apply: (command: Command, done: string) => void}} actions
   */
  constructor(root, actions) {
    this.root = root;
    this.actions = actions;
    this.form = /** @type {HTMLFormElement} */ (root.querySelector('#add-player'));
    const field = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (this.form.elements.namedItem(name));
    this.form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const name = field('name').value.trim();
      if (!name) {
        field('name').focus();
        return;
      }
      const rating = field('rating').value.trim();
      const added = await actions.add([{
        name, club: field('club').value.trim() || undefined, rating: rating ? Number(rating) : undefined,
        birth: field('birth').value || undefined, half_point_for_missed_rounds: field('half').checked,
      }]);
      if (added === 1) {
        this.form.reset();
        field('name').focus();
      }
    });
    /** The move button to focus after the next render (the player's new number). @type {{to: number, key: string} | null} */
    this.moved = null;
    const paste = /** @type {HTMLTextAreaElement} */ (root.querySelector('#paste-names'));
    /** @type {HTMLElement} */ (root.querySelector('#paste-add')).addEventListener('click', async () => {
      const players = pastedPlayers(paste.value, field('half').checked);
      // The players kept leave the box; those a failed save did not keep stay in it.
      if (players.length) paste.value = unsavedText(paste.value, await actions.add(players));
    });
  }

  /**
   * @param {TournamentView} view
   * @param {Translator} t
   */
  render(view, t) {
    const late = view.roundsPaired > 0;
    this.form.hidden = !view.canRegister;
    /** @type {HTMLElement} */ (this.root.querySelector('.paste')).hidden = !view.canRegister;
    /** @type {HTMLElement} */ (this.form.querySelector('.late')).hidden = !late;
    const status = (/** @type {TournamentView['players'][number]} */ p) => {
      if (p.withdrawn_from !== undefined && p.withdrawn_from !== null) return t.t('tournament.player.withdrawn', { round: p.withdrawn_from + 1 });
      if (p.first_round > 0) return t.t('tournament.player.late', { round: p.first_round + 1 });
      return '';
    };
    // The list's order is the starting order only when the tournament ranks by entry.
    const reorder = view.roundsPaired === 0 && view.players.length > 1 && view.settings.rank_by === 'EntryOrder';
    const move = (/** @type {typeof view.players[number]} */ p, /** @type {number} */ by, /** @type {string} */ key) => el('button', {
      type: 'button', class: 'small', 'data-move': key, 'data-player': String(p.id), disabled: p.id + by < 0 || p.id + by >= view.players.length,
      'aria-label': t.t(`tournament.move.${key}`, { name: isolate(p.name) }),
      onclick: () => {
        this.moved = { to: p.id + by, key };
        this.actions.apply({ MovePlayer: { player: p.id, to: p.id + by } }, t.t('tournament.move.done', { name: isolate(p.name), number: p.id + by + 1 }));
      },
    }, [by < 0 ? '↑' : '↓']);
    const rows = view.players.map((p) => [
      String(p.id + 1),
      el('button', { type: 'button', class: 'link', onclick: () => this.actions.card(p.id) }, [p.name]),
      p.club ?? '', p.rating === undefined || p.rating === null ? '' : String(p.rating), dateText(t, p.birth), status(p),
      el('span', { class: 'row-actions' }, [
        reorder && move(p, -1, 'up'), reorder && move(p, 1, 'down'),
        p.active && view.next !== 'over' && !('Knockout' in view.settings.format)
          && el('button', { type: 'button', class: 'small', 'aria-label': t.t('tournament.withdrawNamed', { name: isolate(p.name) }), onclick: () => this.actions.withdraw(p.id) }, [t.t('tournament.withdraw')]),
      ]),
    ]);
    const heads = ['no', 'name', 'club', 'rating', 'birth', 'status', 'actions'].map((k) => t.t(`tournament.col.${k}`));
    const target = /** @type {HTMLElement} */ (this.root.querySelector('#players-table'));
    target.replaceChildren(rows.length
      ? table(t.t('tournament.playersCaption', { count: rows.length }), heads, rows, { className: 'players', rowHeads: true })
      : el('p', { text: t.t('tournament.noPlayers') }));
    /** @type {HTMLElement} */ (this.root.querySelector('#order-hint')).hidden = !reorder;
    /** @type {HTMLElement} */ (this.root.querySelector('#forbidden-pairs')).replaceChildren(forbiddenPairs(view, t, this.actions.apply) ?? '');
    if (this.moved) {
      const { to, key } = this.moved;
      this.moved = null;
      const row = target.querySelector(`button[data-player="${to}"][data-move="${key}"]:not(:disabled)`)
        ?? target.querySelector(`button[data-player="${to}"]:not(:disabled)`);
      /** @type {HTMLElement | null} */ (row)?.focus();
    }
  }
}
