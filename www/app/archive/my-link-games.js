// @ts-check
// My games' list of the games by link on this device (lib/link/link-games.js): both names and
// the turn ("Your turn", "Waiting for Anna · last move 2 days ago"), the games where it is the
// player's turn first; Open continues a game on the link page. Loaded with My games; its words
// are the catalog's `link` part, its games read by the link module.
import { linkGames, namesOf, turnLine } from '../../lib/link/link-games.js';
import { storedGameUrl } from '../../lib/link/address.js';

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
  const heading = document.createElement('h3');
  heading.textContent = t.t('link.gamesTitle');
  const list = document.createElement('ul');
  list.className = 'my-games-list my-link-games';
  for (const { record, game, line } of rows) {
    const li = document.createElement('li');
    li.className = 'my-game';
    li.dataset.id = record.id;
    const names = document.createElement('span');
    names.className = 'my-game-about';
    const { white, black } = namesOf(record, game);
    names.textContent = `${white || '?'} – ${black || '?'}`;
    const turn = document.createElement(line.yourTurn ? 'strong' : 'span');
    turn.className = 'link-turn';
    turn.textContent = line.text;
    const open = document.createElement('a');
    open.className = 'button';
    open.href = storedGameUrl(record.id);
    open.textContent = t.t('link.open');
    li.append(names, ' ', turn, ' ', open);
    list.append(li);
  }
  section.replaceChildren(heading, list);
  section.hidden = rows.length === 0;
}
