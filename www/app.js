// @ts-check
// The Tobit app page: the <tobit-board> element with its side panel, saving and offline use.

import './tobit-board.js';
import { AppPanel } from './app/panel.js';
import { LanguageChoice } from './i18n.js';
import { startPersistence } from './app/persistence.js';
import { registerServiceWorker } from './app/offline.js';

/** @typedef {import('./tobit-board.js').TobitBoard} TobitBoard */

/**
 * The page's element with that id (the page has each one).
 * @param {string} id
 * @returns {any} typed by PanelUi below
 */
const byId = (id) => document.getElementById(id);

/** @type {import('./app/panel.js').PanelUi} */
const ui = {
  panel: byId('controls'),
  form: byId('controls'),
  colour: byId('colour'),
  level: byId('level'),
  numbers: byId('numbers'),
  newGame: byId('new-game'),
  undo: byId('undo'),
  redo: byId('redo'),
  flip: byId('flip'),
  resign: byId('resign'),
  offerDraw: byId('offer-draw'),
  share: byId('share'),
  shareDialog: byId('share-dialog'),
  shareCopy: byId('share-copy'),
  drawDialog: byId('draw-dialog'),
  drawText: byId('draw-dialog-text'),
  status: byId('status'),
  banner: byId('banner'),
  notice: byId('notice'),
  noticeText: byId('notice-text'),
  noticeClose: byId('notice-close'),
  moves: byId('moves'),
  review: byId('review'),
  reviewText: byId('review-text'),
  backToGame: byId('back-to-game'),
  aiOffer: byId('ai-offer'),
  aiOfferAccept: byId('ai-offer-accept'),
  aiOfferDecline: byId('ai-offer-decline'),
};

const board = /** @type {TobitBoard} */ (byId('board'));
const app = new AppPanel(board, ui);
/** @type {any} */ (window).tobitApp = app; // for the console

// The service worker precaches the whole build: registered once the board is up, so its
// downloads do not compete with the first load.
board.ready.catch(() => {}).then(() => {
  registerServiceWorker(() => app.notify('A new version is available — it will be used on the next load.'));
});

// The catalogs are fetched over http(s); the single-file edition (file://) has none bundled yet.
const language = new LanguageChoice();
const languageReady = location.protocol === 'file:' ? null
  : language.start().catch((/** @type {Error} */ err) => console.warn(err.message));
board.ready.then(async () => {
  app.bind();
  await languageReady;
  return startPersistence(board, app, language);
})
  .catch((/** @type {Error} */ err) => app.notify(`The game engine could not start: ${err.message}`));
