// @ts-check
// The examples page: wires the buttons to each board and logs every event both boards send. Its
// words are in the language of the `lang` parameter (?lang=ru), else of the browser; the boards
// follow the page's <html lang>.
import { loadTranslator, pickLanguage, translateDom } from '../../i18n/i18n.js';

const EVENTS = ['ready', 'move', 'gameover', 'error', 'thinking', 'drawoffer', 'change', 'refused', 'languagechange'];
const log = /** @type {HTMLElement} */ (document.getElementById('log'));

/**
 * Adds one line to the event log (the newest on top).
 * @param {string} boardId
 * @param {string} type
 * @param {unknown} detail
 */
function record(boardId, type, detail) {
  const line = document.createElement('li');
  line.dataset.board = boardId;
  line.dataset.type = type;
  line.textContent = `${boardId}: ${type} ${JSON.stringify(detail)}`;
  log.prepend(line);
}

for (const board of document.querySelectorAll('tobit-board')) {
  for (const type of EVENTS) board.addEventListener(type, (event) => record(board.id, type, /** @type {CustomEvent} */ (event).detail));
}

for (const controls of document.querySelectorAll(/** @type {'div'} */ ('.controls'))) {
  const board = /** @type {any} */ (document.getElementById(controls.dataset.board ?? ''));
  controls.addEventListener('click', async (event) => {
    const action = /** @type {Element} */ (event.target).closest('button')?.dataset.action;
    if (!action) return;
    try {
      const result = await board[action]();
      if (action === 'offerDraw') record(board.id, 'offerDraw', { accepted: result });
    } catch (error) {
      record(board.id, 'exception', { message: error instanceof Error ? error.message : String(error) });
    }
  });
}

const asked = new URLSearchParams(location.search).get('lang')?.trim();
const preferred = navigator.languages ?? [];
const lang = pickLanguage(asked ? [asked, ...preferred] : preferred);
document.documentElement.lang = lang; // the boards follow it
loadTranslator(lang, { parts: ['examples'] }) // the catalog and this page's own words
  .then((translator) => translateDom(document, translator))
  .catch((error) => record('page', 'error', { message: error.message }));
