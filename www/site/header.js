// @ts-check
// The header of every page (the app, rules, tutorial, puzzles, analysis, editor, tournament), built here from one list: the
// name (a link home, the page's heading where it has none of its own), the language picker, the
// links between the pages with the current one marked (aria-current), and on a phone a menu
// button that folds the links (and folds them again once an item is chosen). Its words are catalog keys, filled by the page's translateDom;
// www/site/site.css styles it.

/** The pages every header links to: the file and the catalog key of its name. */
export const PAGES = /** @type {const} */ ([
  ['index.html', 'site.nav.play'],
  ['rules.html', 'site.nav.rules'],
  ['learn.html', 'site.nav.tutorial'],
  ['puzzles.html', 'site.nav.puzzles'],
  ['analysis.html', 'site.nav.analysis'],
  ['editor.html', 'site.nav.editor'],
  ['tournament.html', 'site.nav.tournament'],
]);

/** @typedef {typeof PAGES[number][0]} Page */

/** @returns {SVGSVGElement} the menu icon (three lines), drawn like the app's other icons */
function menuIcon() {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('class', 'svg-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M4 6h16M4 12h16M4 18h16');
  svg.append(path);
  return svg;
}

/**
 * An element with a catalog key for its text.
 * @param {string} tag
 * @param {string} key
 * @param {string} [className]
 */
function worded(tag, key, className) {
  const el = document.createElement(tag);
  el.dataset.i18n = key;
  if (className) el.className = className;
  return el;
}

/**
 * Fills the page's `<header id="top">` for `current`. What the header already holds (the app's
 * My games button) goes at the end of the links.
 * @param {Page} current the page shown
 * @returns {{language: HTMLSelectElement}} the language picker, for bindLanguagePickers
 */
export function buildHeader(current) {
  const header = /** @type {HTMLElement} */ (document.getElementById('top'));
  const extras = [...header.children];
  header.className = 'top';

  const brand = document.createElement(document.querySelector('h1') ? 'p' : 'h1');
  brand.className = 'brand';
  const name = [worded('span', 'app.name', 'name'), ' ', worded('span', 'app.subtitle', 'subtitle')];
  if (current === 'index.html') {
    brand.append(...name);
  } else {
    const home = document.createElement('a');
    home.href = 'index.html';
    home.append(...name);
    brand.append(home);
  }

  const language = document.createElement('select');
  language.id = 'language';
  language.className = 'language';
  language.dataset.i18nAttr = 'aria-label:language.label';

  const menu = document.createElement('button');
  menu.id = 'menu-button';
  menu.className = 'menu-button';
  menu.type = 'button';
  menu.setAttribute('aria-expanded', 'false');
  menu.setAttribute('aria-controls', 'top-links');
  menu.dataset.i18nAttr = 'aria-label:site.menu';
  menu.append(menuIcon());
  menu.addEventListener('click', () => {
    menu.setAttribute('aria-expanded', String(menu.getAttribute('aria-expanded') !== 'true'));
  });

  const nav = document.createElement('nav');
  nav.id = 'top-links';
  nav.className = 'top-links';
  nav.dataset.i18nAttr = 'aria-label:site.nav.label';
  for (const [href, key] of PAGES) {
    const link = worded('a', key);
    /** @type {HTMLAnchorElement} */ (link).href = href;
    if (href === current) link.setAttribute('aria-current', 'page');
    nav.append(link);
  }
  nav.append(...extras);
  // Choosing an item folds the menu again (My games opens over the page, not below the links).
  nav.addEventListener('click', (e) => {
    if (/** @type {Element} */ (e.target).closest('a, button')) menu.setAttribute('aria-expanded', 'false');
  });

  header.replaceChildren(brand, language, menu, nav);
  return { language };
}
