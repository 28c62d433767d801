// @ts-check
// "Share / embed": a link to the current game and snippets for the element and the iframe.

import { queryForGame } from './url-state.js';

/** @param {string} s */
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The three texts of the share dialog for `game`, the app living at `pageUrl`.
 * @param {import('./save.js').SavedGame} game
 * @param {string} pageUrl
 * @returns {{link: string, element: string, iframe: string}}
 */
export function shareTexts(game, pageUrl) {
  const base = new URL('./', pageUrl);
  const link = new URL(`?${queryForGame(game)}`, pageUrl).href;
  const mode = game.mode === 'ai' ? `ai-${game.colour === 'white' ? 'black' : 'white'}` : 'play';
  const attrs = [
    game.fen ? `fen="${escapeAttr(game.fen)}"` : '',
    `moves="${escapeAttr(game.moves.join(' '))}"`,
    `mode="${mode}"`,
    game.mode === 'ai' ? `level="${game.level}"` : '',
    `orientation="${game.orientation}"`,
  ].filter(Boolean).join(' ');
  const element = `<script type="module" src="${new URL('tobit-board.js', base).href}"></script>\n`
    + `<tobit-board ${attrs} style="display:block;width:420px;height:380px"></tobit-board>`;
  const embed = new URLSearchParams();
  if (game.fen) embed.set('fen', game.fen);
  embed.set('moves', game.moves.join(' '));
  embed.set('mode', mode);
  if (game.mode === 'ai') embed.set('level', String(game.level));
  embed.set('orientation', game.orientation);
  const iframe = `<iframe src="${escapeAttr(new URL(`embed.html?${embed}`, base).href)}" `
    + 'width="420" height="380" title="Tobit board" style="border:0"></iframe>';
  return { link, element, iframe };
}

/**
 * Fills and opens the share dialog.
 * @param {HTMLDialogElement} dialog
 * @param {import('./save.js').SavedGame} game
 * @param {string} pageUrl
 */
export function openShare(dialog, game, pageUrl) {
  const texts = shareTexts(game, pageUrl);
  /** @param {string} id @param {string} text */
  const fill = (id, text) => { /** @type {HTMLInputElement} */ (dialog.querySelector(id)).value = text; };
  fill('#share-link', texts.link);
  fill('#share-element', texts.element);
  fill('#share-iframe', texts.iframe);
  dialog.showModal();
}
