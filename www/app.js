// @ts-check
// The Tobit app page: the <tobit-board> element with its side panel, saving and offline use.

import './tobit-board.js';
import { loadConfig } from './config.js';
import { AppPanel } from './app/panel.js';
import { loadSave, setAside } from './app/save.js';
import { gameFromUrl } from './app/url-state.js';
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

board.ready.then(async () => {
  const { levels } = await loadConfig();
  ui.level.value = String(levels.default); // a saved or shared game sets its own
  const shared = gameFromUrl(location.search, levels);
  /** @type {{game: import('./app/save.js').SavedGame | null, problem?: string}} */
  const saved = shared ? { game: null } : loadSave(levels);
  if (saved.problem) {
    app.notify(`The saved game could not be read (${saved.problem}); it was set aside and a new game started.`);
  }
  app.bind();
  const game = shared ?? saved.game;
  try {
    await app.load(game);
    if (game && board.history().length !== game.moves.length) {
      throw new Error('its moves are not legal from its position');
    }
  } catch (err) {
    if (!shared) setAside(localStorage, JSON.stringify(game));
    const message = err instanceof Error ? err.message : String(err);
    app.notify(`The ${shared ? 'shared' : 'saved'} game could not be loaded (${message}); `
      + `${shared ? '' : 'it was set aside and '}a new game started.`);
    await app.load(null);
  }
  if (shared) history.replaceState(null, '', location.pathname);
}).catch((/** @type {Error} */ err) => app.notify(`The game engine could not start: ${err.message}`));
