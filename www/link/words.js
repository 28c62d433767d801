// @ts-check
// What the link page says about a link opened, in the player's words (`link.*`, the catalog's
// `link` part): a refusal from the link module's `LinkRefusedError` (its `link.code` and what it
// names), and the news a link brings (the other's move, a draw offered or agreed, a resignation).

import { thrownData } from '../lib/coded-errors.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_links.js').LinkProblem} LinkProblem */
/** @typedef {import('../tobit_links.js').LinkGame} LinkGame */

/**
 * The problem a thrown value carries, if it is a `LinkRefusedError`.
 * @param {unknown} error
 * @returns {LinkProblem | null}
 */
export const linkProblem = (error) => /** @type {LinkProblem | null} */ (thrownData(error, 'link'));

/**
 * A refusal in words; a plain error's message when it is no link's refusal.
 * @param {Translator} t
 * @param {unknown} error
 */
export function refusalText(t, error) {
  const problem = linkProblem(error);
  if (!problem) return t.t('link.refused.other', { reason: error instanceof Error ? error.message : String(error) });
  const side = 'side' in problem ? t.t(`colour.${problem.side}`) : '';
  return t.t(`link.refused.${problem.code}`, { ...problem, side });
}

/**
 * What a link brought to a game: the moves it adds (the last one named), or its offer or result.
 * @param {Translator} t
 * @param {LinkGame} game the game after the link
 * @param {number} newMoves
 * @param {string} sender the name of the player who sent it
 * @param {boolean} [offered] whether the game on this device had the player's draw offer
 *   (which moves without one decline)
 */
export function newsText(t, game, newMoves, sender, offered = false) {
  const name = sender || t.t('link.friend');
  if (game.state === 'draw-agreed') return t.t('link.news.drawAgreed', { name });
  if (game.state.endsWith('-resigned')) return t.t('link.news.resigned', { name });
  const move = game.moves.at(-1) ?? '';
  if (offered && game.state === 'playing' && newMoves) return t.t('link.news.declined', { name, move });
  if (game.state.startsWith('draw-offered')) {
    return t.t(newMoves ? 'link.news.movedAndOffered' : 'link.news.offered', { name, move });
  }
  return newMoves > 1 ? t.t('link.news.caughtUp', { move, count: newMoves }) : t.t('link.news.moved', { name, move });
}

/**
 * The line about how the game stands: an offer, or how it ended; '' while it goes on.
 * @param {Translator} t
 * @param {LinkGame} game
 * @param {'white'|'black'} me
 */
export function stateText(t, game, me) {
  if (game.outcome) {
    const { winner, reason } = game.outcome;
    const who = !winner ? 'draw' : winner === me ? 'won' : 'lost';
    return t.t(`link.end.${who}`, { reason: t.t(`link.reason.${reason}`) });
  }
  if (game.state === `draw-offered-by-${me}`) return t.t('link.youOffered');
  if (game.state.startsWith('draw-offered')) return t.t('link.theyOffered');
  return '';
}
