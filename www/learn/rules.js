// @ts-check
// rules.html: the rules of docs/RULES.md for players, in the page's language. The sections are
// data, www/learn/rules.json (format in docs/LESSONS.md): each a title, paragraphs, optionally
// terms with their explanations or a list, and a diagram drawn by a read-only board (a position
// and the moves it replays). Every text is a catalog key.
import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { startPage } from '../lib/page-shell.js';
import { preparePrinting } from '../lib/diagram/print.js';

/**
 * A section of the rules page as www/learn/rules.json holds it.
 * @typedef {{fen?: string, moves?: string[], caption: string, live?: boolean}} Diagram
 * @typedef {{id: string, title: string, text: string[], terms?: {term: string, text: string}[],
 *   list?: string[], diagram?: Diagram}} RulesSection
 */

/**
 * An element whose text is the catalog message `key`.
 * @param {string} tag
 * @param {string} key
 */
function worded(tag, key) {
  const el = document.createElement(tag);
  el.dataset.i18n = key;
  return el;
}

/**
 * The figure of a diagram: a board labelled by its caption, read-only unless `live` (then the
 * side to move may play on it, and the board marks the pieces that must capture).
 * @param {Diagram} diagram
 */
function figure({ fen, moves, caption, live = false }) {
  const board = document.createElement('tobit-board');
  const attributes = {
    mode: live ? 'play' : 'view', interactive: live ? undefined : 'false', numbers: 'true', animation: '0', fen, moves: moves?.join(' '),
  };
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) board.setAttribute(name, value);
  board.dataset.i18nAttr = `aria-label:${caption}`;
  const element = document.createElement('figure');
  element.append(board, worded('figcaption', caption));
  return element;
}

/**
 * The section: its title, paragraphs, terms or list, and diagram.
 * @param {RulesSection} section
 * @returns {HTMLElement}
 */
function sectionElement(section) {
  const element = document.createElement('section');
  element.className = 'rule';
  element.id = section.id;
  const title = worded('h2', section.title);
  title.id = `${section.id}-title`;
  element.setAttribute('aria-labelledby', title.id);
  element.append(title, ...section.text.map((key) => worded('p', key)));
  if (section.terms) {
    const terms = document.createElement('dl');
    terms.className = 'terms';
    for (const { term, text } of section.terms) terms.append(worded('dt', term), worded('dd', text));
    element.append(terms);
  }
  if (section.list) {
    const list = document.createElement('ul');
    list.append(...section.list.map((key) => worded('li', key)));
    element.append(list);
  }
  if (section.diagram) element.append(figure(section.diagram));
  return element;
}

async function main() {
  const response = await fetch(new URL('rules.json', import.meta.url));
  if (!response.ok) throw new Error(`rules.json: HTTP ${response.status}`);
  const sections = /** @type {RulesSection[]} */ (await response.json());
  /** @type {HTMLElement} */ (document.getElementById('sections')).replaceChildren(...sections.map(sectionElement));
  await startPage('rules.html');
  preparePrinting(/** @type {HTMLButtonElement} */ (document.getElementById('print')));
}

main();
