// @ts-check
// The Tobit app page: the <tobit-board> element with its game screen, in the player's language,
// saving and offline use.

import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { loadConfig } from '../wasm/config.js';
import { LanguageChoice, translateDom } from '../i18n/i18n.js';
import { AppPanel } from './panel.js';
import { bindLanguagePickers } from '../site/language-picker.js';
import { buildHeader } from '../site/header.js';
import { startPersistence } from './archive/persistence.js';
import { registerServiceWorker } from '../lib/offline.js';
import { Toasts } from './toasts.js';
import { placeActionBar } from './action-bar.js';
import { HAS_LINK_PAGE } from './edition.js';
import { failureTextLater } from '../lib/failure-later.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */

/**
 * The page's element with that id (the page has each one).
 * @param {string} id
 * @returns {any} typed by PanelUi
 */
const byId = (id) => document.getElementById(id);

// The header every page shares; the My games button of the page goes after its links.
buildHeader('index.html');

/** @type {import('./panel.js').PanelUi} */
const ui = {
  strip: byId('strip'),
  boardArea: /** @type {HTMLElement} */ (document.querySelector('.board-area')),
  moves: byId('moves'),
  movesEmpty: byId('moves-empty'),
  gameResult: byId('game-result'),
  nav: {
    first: byId('nav-first'),
    previous: byId('nav-previous'),
    next: byId('nav-next'),
    last: byId('nav-last'),
    position: byId('nav-position'),
    backToGame: byId('back-to-game'),
  },
  undo: byId('undo'),
  redo: byId('redo'),
  newGame: byId('new-game'),
  resign: byId('resign'),
  offerDraw: byId('offer-draw'),
  share: byId('share'),
  flip: byId('flip'),
  diagram: byId('diagram'),
  numbers: byId('numbers'),
  toasts: byId('toasts'),
  newGameDialog: byId('new-game-dialog'),
  confirmDialog: byId('confirm-dialog'),
  showKeys: byId('show-keys'),
};

const board = /** @type {TobitBoard} */ (byId('board'));

// On a phone the action bar is fixed under the screen: Tab reaches it after the move list.
placeActionBar(
  /** @type {HTMLElement} */ (document.querySelector('.actions')),
  /** @type {HTMLElement} */ (document.querySelector('.board-column .nav')),
  /** @type {HTMLElement} */ (document.querySelector('main.layout')),
);
const languages = new LanguageChoice();
const toasts = new Toasts(ui.toasts, () => languages.translator?.t('toast.dismiss') ?? '×');
/** @type {AppPanel | null} */
let app = null;

bindLanguagePickers(
  Array.from(document.querySelectorAll('select.language')),
  languages,
  () => notify('language.loadFailed'),
);
languages.subscribe((t) => {
  translateDom(document, t);
  board.setAttribute('lang', t.lang);
  app?.translate(t);
  document.documentElement.classList.remove('untranslated');
});
// Never rejects: without any catalog the built-in English words are used, and the page says so.
const translated = languages.start().then(() => {
  if (languages.failure) notify('page.wordsFailed');
});

/**
 * Shows a message as a toast, in the page's language once its catalog is loaded.
 * @param {string} key a catalog key
 * @param {import('../i18n/i18n.js').Params} [params]
 * @param {import('./toasts.js').ToastOptions} [options]
 */
async function notify(key, params, options) {
  await translated;
  toasts.show(languages.translator?.t(key, params) ?? key, options);
}

// The service worker precaches the whole build: registered once the board is up, so its
// downloads do not compete with the first load.
board.ready.catch(() => {}).then(() => registerServiceWorker(() => notify('toast.updateReady')));

/**
 * Starts the screen: the game of a shared link, else this tab's or the latest unfinished game of
 * the archive, else a new one (persistence.js).
 * @returns {Promise<boolean>} true on a first visit (no game at all to show)
 */
async function start() {
  await board.ready;
  const { levels, aspectRatio } = await loadConfig();
  document.documentElement.style.setProperty('--board-ratio', String(aspectRatio));
  await translated;
  app = new AppPanel(board, ui, { levels, toasts, words: (part) => languages.need(part) });
  /** @type {any} */ (window).tobitApp = app; // for the console
  app.bind();
  if (languages.translator) app.translate(languages.translator);
  const persistence = await startPersistence(board, app, languages);
  return persistence.firstVisit;
}

const loaded = start().catch(async (/** @type {Error} */ err) => {
  await translated;
  // It stays until closed or tried again: without it the screen is an empty board that says nothing.
  const retry = { label: languages.translator?.t('toast.retry') ?? 'toast.retry', run: () => location.reload() };
  notify('toast.engineFailed', { reason: await failureTextLater(languages.translator, err) }, { sticky: true, kind: 'error', action: retry });
  return false;
});
// On a first visit, the choice between the computer and a friend (colour and level).
loaded.then((first) => { if (first) app?.chooseGame({ first: true }); });
// The single-file edition cannot open a game link: it says so, until the player closes it.
if (!HAS_LINK_PAGE) {
  loaded.then(() => import('./pasted-link.js')).then(({ watchPastedLinks }) => watchPastedLinks(async () => {
    await languages.need('link').catch(() => {});
    toasts.show(languages.translator?.t('link.singleFile') ?? 'link.singleFile', { sticky: true });
  }));
}
/** Resolves once the game is loaded: true when the first-visit choice is then asked (for tests). */
/** @type {any} */ (window).tobitLoaded = loaded;
