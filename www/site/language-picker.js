// @ts-check
// The language pickers (in the header and in the first-visit choice): one <select> each, listing
// the languages by their own names; a choice applies at once and is remembered (LanguageChoice).

import { LANGUAGES } from '../i18n/i18n.js';

/**
 * Fills each `select` with the offered languages and connects it to `choice`: a change loads
 * that language (every subscriber re-renders) and every picker then shows it.
 * @param {HTMLSelectElement[]} selects
 * @param {import('../i18n/i18n.js').LanguageChoice} choice
 * @param {(error: Error) => void} onFail called when a catalog cannot be loaded
 */
export function bindLanguagePickers(selects, choice, onFail) {
  for (const select of selects) {
    select.replaceChildren(...LANGUAGES.map(({ code, name }) => {
      const option = new Option(name, code);
      option.lang = code;
      return option;
    }));
    select.addEventListener('change', () => {
      choice.choose(select.value).catch((error) => {
        select.value = choice.translator?.lang ?? select.value;
        onFail(error);
      });
    });
  }
  choice.subscribe((t) => {
    for (const select of selects) select.value = t.lang;
  });
}
