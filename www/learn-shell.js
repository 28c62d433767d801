// @ts-check
// What the rules, tutorial and puzzle pages share: the language (the app's choice, remembered
// on the device) with its picker in the header, and the page's words filled from the catalogs.
import { LANGUAGES, LanguageChoice, translateDom } from './i18n.js';

/** @typedef {import('./i18n.js').Translator} Translator */

/**
 * Starts the page's language: fills the picker `#language`, translates the marked DOM and
 * calls `onLanguage` now and after every change of language.
 * @param {(t: Translator) => void} [onLanguage]
 * @returns {Promise<LanguageChoice>}
 */
export async function startPage(onLanguage) {
  const choice = new LanguageChoice();
  const select = /** @type {HTMLSelectElement} */ (document.getElementById('language'));
  for (const { code, name } of LANGUAGES) select.append(new Option(name, code));
  select.addEventListener('change', () => {
    choice.choose(select.value).catch(() => {
      select.value = choice.translator?.lang ?? select.value;
    });
  });
  choice.subscribe((t) => {
    select.value = t.lang;
    translateDom(document, t);
    document.title = t.t(/** @type {string} */ (document.body.dataset.title));
    onLanguage?.(t);
  });
  await choice.start();
  return choice;
}
