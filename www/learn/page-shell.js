// @ts-check
// What the rules, tutorial and puzzle pages share: the header (the links between the pages and
// the language picker), the language (the app's choice, remembered on the device) and the
// page's words filled from the catalogs.
import { LANGUAGES, LanguageChoice, translateDom } from '../i18n/i18n.js';

/** The header's links: each page and the message key of its name. */
const PAGES = [
  ['index.html', 'learn.nav.play'],
  ['rules.html', 'learn.nav.rules'],
  ['learn.html', 'learn.nav.tutorial'],
  ['puzzles.html', 'learn.nav.puzzles'],
];

/**
 * Fills the page's `<header id="top">`: the app's name, the links (the current page marked),
 * the language picker.
 * @returns {HTMLSelectElement} the picker
 */
function buildHeader() {
  const header = /** @type {HTMLElement} */ (document.getElementById('top'));
  const link = (/** @type {string} */ href, /** @type {string} */ key) => {
    const a = document.createElement('a');
    a.href = href;
    a.dataset.i18n = key;
    if (location.pathname.endsWith(`/${href}`)) a.setAttribute('aria-current', 'page');
    return a;
  };
  const home = link('index.html', 'app.name');
  home.className = 'home';
  home.removeAttribute('aria-current');
  const nav = document.createElement('nav');
  nav.dataset.i18nAttr = 'aria-label:learn.nav.label';
  nav.append(...PAGES.map(([href, key]) => link(href, key)));
  const select = document.createElement('select');
  select.dataset.i18nAttr = 'aria-label:language.label';
  for (const { code, name } of LANGUAGES) select.append(new Option(name, code));
  header.replaceChildren(home, nav, select);
  return select;
}

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/**
 * Starts the page: builds the header, loads the language, translates the marked DOM and calls
 * `onLanguage` now and after every change of language.
 * @param {(t: Translator) => void} [onLanguage]
 * @returns {Promise<LanguageChoice>}
 */
export async function startPage(onLanguage) {
  const choice = new LanguageChoice();
  const select = buildHeader();
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
