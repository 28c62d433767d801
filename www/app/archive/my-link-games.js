// @ts-check
// My games' list of the games by link on this device (lib/link/link-games.js): both names and
// the turn ("Your turn", "Waiting for Anna · last move 2 days ago"), the games where it is the
// player's turn first; Open continues a game on the link page. Loaded with My games; its words
// are the catalog's `link` part, its games read by the link module.
import { linkGames, namesOf, turnLine } from '../../lib/link/link-games.js';
import { storedGameUrl } from '../../lib/link/address.js';
import { el } from '../../lib/dom.js';

/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../wasm/loader.js').LinkModule} LinkModule */

/**
 * Fills `section` (a heading and a list) with the games by link; hides it when there are none.
 * @param {HTMLElement} section
 * @param {Translator} t
 * @param {LinkModule} study
 * @param {number} [now] ms
 */
export function renderLinkGames(section, t, study, now = Date.now()) {
  const rows = [];
  for (const record of linkGames()) {
    try {
      const game = study.linkRead(record.link);
      rows.push({ record, game, line: turnLine(t, record, game, now) });
    } catch {
      // A record whose link does not read is left as it is (and not listed).
    }
  }
  rows.sort((a, b) => Number(b.line.yourTurn) - Number(a.line.yourTurn) || b.record.moved - a.record.moved);
  const list = el('ul', { class: 'my-games-list my-link-games' }, rows.map(({ record, game, line }) => {
    const { white, black } = namesOf(record, game);
    return el('li', { class: 'my-game', 'data-id': record.id }, [
      el('span', { class: 'my-game-about', text: `${white || '?'} – ${black || '?'}` }), ' ',
      el(line.yourTurn ? 'strong' : 'span', { class: 'link-turn', text: line.text }), ' ',
      el('a', { class: 'button', href: storedGameUrl(record.id), text: t.t('link.open') }),
    ]);
  }));
  section.replaceChildren(el('h3', { text: t.t('link.gamesTitle') }), list);
  section.hidden = rows.length === 0;
}
