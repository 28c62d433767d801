// @ts-check
// What the pages other than the app share (rules, tutorial, puzzles, the analysis board, the
// editor, the link page, the tournament page): the service worker (lib/offline.js), the header
// every page has (www/site/header.js), the language (the app's choice, remembered on the
// device) and the page's words filled from the catalogs (the language's, with the page's own
// part: scripts/build/catalogs.mjs).
import { LanguageChoice, translateDom } from '../i18n/i18n.js';
import { buildHeader } from '../site/header.js';
import { bindLanguagePickers } from '../site/language-picker.js';
import { canKeep } from './storage.js';
import { registerServiceWorker } from './offline.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/**
 * Starts the page: builds the header, loads the language, translates the marked DOM and calls
 * `onLanguage` now and after every change of language.
 * @param {import('../site/header.js').Page} page the page shown (marked in the header)
 * @param {(t: Translator) => void} [onLanguage]
 * @param {readonly string[]} [parts] the parts of the catalog the page shows (the learning
 *   pages' words by default)
 * @param {string} [notKept] the catalog key of what the page cannot keep when the device's
 *   storage keeps nothing (site data blocked, a sandboxed frame), said under the header then
 * @returns {Promise<LanguageChoice>}
 */
export async function startPage(page, onLanguage, parts = ['learn'], notKept = undefined) {
  const choice = new LanguageChoice({ parts }); // the catalog and the page's own words
  const { language } = buildHeader(page);
  // A language that cannot be loaded leaves the page in the one it has.
  bindLanguagePickers([language], choice, (error) => console.error(error.message));
  choice.subscribe((t) => {
    translateDom(document, t);
    document.title = t.t(/** @type {string} */ (document.body.dataset.title));
    onLanguage?.(t);
  });
  // The service worker precaches the whole build: registered once the page has loaded, so its
  // downloads do not compete with the page's own.
  if (document.readyState === 'complete') registerServiceWorker();
  else addEventListener('load', () => registerServiceWorker(), { once: true });
  await choice.start();
  if (choice.failure) showProblem('page.wordsFailed', choice);
  if (notKept && !canKeep()) showProblem(notKept, choice);
  return choice;
}

/**
 * Shows a message that stays under the page's header (in the page's language, following it).
 * @param {string} key its catalog key
 * @param {LanguageChoice} choice
 * @param {import('../i18n/i18n.js').Params | ((t: Translator) => import('../i18n/i18n.js').Params)} [params]
 *   its parameters, or what gives them in a language (a reason in words, failure.js)
 */
export function showProblem(key, choice, params) {
  const note = document.createElement('p');
  note.className = 'load-problem';
  note.setAttribute('role', 'alert');
  const render = (/** @type {Translator} */ t) => { note.textContent = t.t(key, typeof params === 'function' ? params(t) : params); };
  document.getElementById('top')?.after(note);
  if (choice.translator) render(choice.translator);
  choice.subscribe(render);
}
