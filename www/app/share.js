// @ts-check
// "Share": one large "Copy link" (and the system share sheet where the browser has one), and,
// behind "For websites", the snippets that put this game on another page (the element, an iframe),
// each with what it needs of the page that hosts it. Neither snippet has a `style` attribute: a
// strict Content-Security-Policy (style-src without 'unsafe-inline', like the app's own) drops it.
// Loaded when first opened, with its markup, its style rules and its words (the catalog's
// `share` part).

import { queryForGame } from '../lib/address/url-state.js';
import { adoptRules } from './adopt-rules.js';
import { translateDom } from '../i18n/i18n.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../lib/archive/save.js').SavedGame} SavedGame */

/** @param {string} s */
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The three texts of the share dialog for `game`, the app living at `pageUrl`; `words` gives
 * the iframe's title and the board's language.
 * @param {SavedGame} game
 * @param {string} pageUrl
 * @param {{iframeTitle: string, lang: string}} words
 * @returns {{link: string, element: string, iframe: string}}
 */
export function shareTexts(game, pageUrl, { iframeTitle, lang }) {
  const base = new URL('./', pageUrl);
  const query = queryForGame(game); // the app's link and the embed page read the same parameters
  const link = new URL(`?${query}`, pageUrl).href;
  const attrs = [
    game.fen ? `fen="${escapeAttr(game.fen)}"` : '',
    `moves="${escapeAttr(game.moves.join(' '))}"`,
    `mode="${game.mode}"`,
    game.mode === 'play' ? '' : `level="${game.level}"`,
    `orientation="${game.orientation}"`,
    `lang="${escapeAttr(lang)}"`,
  ].filter(Boolean).join(' ');
  const element = `<script type="module" src="${new URL('tobit-board.js', base).href}"></script>\n`
    + `<tobit-board ${attrs}></tobit-board>`; // a block as wide as its box, in the board's proportions
  const embed = new URLSearchParams(query);
  embed.set('lang', lang);
  const iframe = `<iframe src="${escapeAttr(new URL(`embed.html?${embed}`, base).href)}" `
    + `width="420" height="420" title="${escapeAttr(iframeTitle)}"></iframe>`;
  return { link, element, iframe };
}

const FORM = `
<form method="dialog">
  <h2 id="share-dialog-title" data-i18n="share.title"></h2>
  <label for="share-link" data-i18n="share.linkLabel"></label>
  <input id="share-link" type="url" readonly>
  <div class="buttons share-buttons">
    <button type="button" id="share-copy" class="primary big" data-i18n="share.copyLink"></button>
    <button type="button" id="share-system" class="big" data-i18n="share.systemShare" hidden></button>
  </div>
  <p id="share-status" class="share-status" role="status"></p>
  <details class="for-websites">
    <summary data-i18n="share.forWebsites"></summary>
    <label for="share-element" data-i18n="share.elementLabel"></label>
    <textarea id="share-element" rows="4" readonly aria-describedby="share-element-needs"></textarea>
    <p id="share-element-needs" class="share-needs" data-i18n="share.elementNeeds"></p>
    <label for="share-iframe" data-i18n="share.iframeLabel"></label>
    <textarea id="share-iframe" rows="3" readonly aria-describedby="share-iframe-needs"></textarea>
    <p id="share-iframe-needs" class="share-needs" data-i18n="share.iframeNeeds"></p>
  </details>
  <div class="buttons">
    <button value="close" data-i18n="action.close"></button>
  </div>
</form>`;

const RULES = `
.share-buttons { justify-content: flex-start; }
.big { font-size: 1.1rem; padding: 0.5rem 1.4rem; }
.share-status { margin: 0.3rem 0; color: var(--muted); }
.share-status:empty { display: none; }
.for-websites { margin-top: 0.8rem; }
.for-websites summary { display: flex; align-items: center; gap: 0.4rem; min-height: var(--tap); cursor: pointer; font-weight: 600; list-style: none; }
.for-websites summary::before { content: "▸"; }
.for-websites[open] summary::before { content: "▾"; }
.for-websites summary::-webkit-details-marker { display: none; }
.share-needs { margin: 0.2rem 0 0.6rem; color: var(--muted); font-size: 0.9rem; }
`;

/** The share dialog (#share-dialog, added to the page when first made). */
export class ShareDialog {
  constructor() {
    adoptRules(RULES);
    const dialog = document.createElement('dialog');
    dialog.id = 'share-dialog';
    dialog.setAttribute('aria-labelledby', 'share-dialog-title');
    dialog.innerHTML = FORM;
    document.body.append(dialog);
    this.dialog = dialog;
    /** @param {string} sel */
    const part = (sel) => /** @type {any} */ (dialog.querySelector(sel));
    /** @type {HTMLInputElement} */
    this.link = part('#share-link');
    /** @type {HTMLTextAreaElement} */
    this.element = part('#share-element');
    /** @type {HTMLTextAreaElement} */
    this.iframe = part('#share-iframe');
    /** @type {HTMLButtonElement} */
    this.copy = part('#share-copy');
    /** @type {HTMLButtonElement} */
    this.system = part('#share-system');
    /** @type {HTMLElement} says whether the copy worked */
    this.status = part('#share-status');
    /** @type {Translator | null} */
    this.t = null;
    /** the number of the game's last move, by the rules */
    this.moves = 0;
    this.copy.addEventListener('click', () => this.#copy());
    this.system.addEventListener('click', () => this.#share());
  }

  /**
   * Fills the dialog for `game`, in the words of `t`, and opens it.
   * @param {SavedGame} game
   * @param {string} pageUrl
   * @param {Translator} t
   * @param {number} moves the number of the game's last move, by the rules (0 before the first)
   */
  open(game, pageUrl, t, moves) {
    this.t = t;
    this.moves = moves;
    const site = JSON.stringify({ site: new URL(pageUrl).origin }); // whose files the snippets load
    for (const note of this.dialog.querySelectorAll('.share-needs')) note.setAttribute('data-i18n-params', site);
    translateDom(this.dialog, t);
    const texts = shareTexts(game, pageUrl, { iframeTitle: t.t('share.iframeTitle'), lang: t.lang });
    this.link.value = texts.link;
    this.element.value = texts.element;
    this.iframe.value = texts.iframe;
    this.copy.textContent = t.t('share.copyLink');
    this.status.textContent = '';
    this.system.hidden = typeof navigator.share !== 'function';
    if (!this.dialog.open) this.dialog.showModal();
  }

  async #copy() {
    const t = /** @type {Translator} */ (this.t);
    try {
      await navigator.clipboard.writeText(this.link.value);
      this.copy.textContent = t.t('share.copied');
      this.status.textContent = t.t('share.linkCopied');
    } catch {
      this.link.select();
      this.status.textContent = t.t('share.copyFailed');
    }
  }

  async #share() {
    const t = /** @type {Translator} */ (this.t);
    const text = this.moves ? t.t('share.textWithMoves', { count: this.moves }) : t.t('share.text');
    try {
      await navigator.share({ title: t.t('app.title'), text, url: this.link.value });
    } catch {
      // cancelled by the person, or refused by the browser: the link stays there to copy
    }
  }
}
