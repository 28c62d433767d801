// @ts-check
// The start that the two pages of games with a friend elsewhere share (link.html and
// live.html): the page's language and header, its message line (worded again after a change of
// language), and the link module with the page's board; a module that cannot load is said in
// the page's words.
import { loadLinks } from '../../wasm/loader.js';
import { showProblem, startPage } from '../page-shell.js';
import { failureText } from '../failure.js';

/** @typedef {import('../../i18n/i18n.js').Translator} Translator */

/**
 * Starts the page and loads what its games need.
 * @param {{board: import('../../element/tobit-board.js').TobitBoard, message: HTMLElement,
 *   parts: readonly string[], loadFailed: string, render: () => void}} page its board, its
 *   message line, the catalog parts it shows, the key of the words when the module does not
 *   load, and what draws its screen again after a change of language
 * @returns {Promise<{choice: import('../../i18n/i18n.js').LanguageChoice, t: () => Translator,
 *   say: (words: (t: Translator) => string) => void, links: import('../../wasm/loader.js').LinkModule}>}
 *   `say` shows a message on the page's line (none for ''), worded again after a change of language
 */
export async function startLinkPage({ board, message, parts, loadFailed, render }) {
  /** @type {(() => void) | null} writes the message line again in a new language */
  let reword = null;
  const choice = await startPage(/** @type {any} */ ('link.html'), () => { reword?.(); render(); }, parts);
  const t = () => /** @type {Translator} */ (choice.translator);
  /** @param {(t: Translator) => string} words */
  const say = (words) => {
    reword = () => {
      message.textContent = words(t());
      message.hidden = message.textContent === '';
    };
    reword();
  };
  try {
    const links = await loadLinks();
    await board.ready;
    return { choice, t, say, links };
  } catch (error) {
    showProblem(loadFailed, choice, (t) => ({ reason: failureText(t, error) }));
    throw error;
  }
}
