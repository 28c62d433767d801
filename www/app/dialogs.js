// @ts-check
// The app's modal questions: the two-player draw offer (its dialog made when first asked), and
// "are you sure?" before an action that ends the game in progress (resigning) or removes one
// (deleting from My games).

import { translateDom } from '../i18n/i18n.js';

/** The draw offer's dialog, #draw-dialog. */
const DRAW = `<form method="dialog"><h2 id="draw-dialog-title" data-i18n="draw.title"></h2><p id="draw-dialog-text"></p>
<div class="buttons"><button value="decline" autofocus data-i18n="draw.declineButton"></button>
<button value="accept" class="primary" data-i18n="draw.acceptButton"></button></div></form>`;

/** @type {HTMLDialogElement | undefined} */
let drawDialog;

/**
 * Opens `dialog` (a <dialog> whose buttons have values) and resolves with the value of the
 * button that closed it ('' for Escape).
 * @param {HTMLDialogElement} dialog
 * @returns {Promise<string>}
 */
function answer(dialog) {
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}

/**
 * Asks the other player whether they accept a draw (`text` says who offers it), in the words
 * of `t`.
 * @param {import('../i18n/i18n.js').Translator} t
 * @param {string} text
 * @returns {Promise<boolean>} true when the draw is accepted
 */
export async function askDraw(t, text) {
  if (!drawDialog) {
    drawDialog = document.createElement('dialog');
    drawDialog.id = 'draw-dialog';
    drawDialog.setAttribute('aria-labelledby', 'draw-dialog-title');
    drawDialog.setAttribute('aria-describedby', 'draw-dialog-text');
    drawDialog.innerHTML = DRAW;
    document.body.append(drawDialog);
  }
  translateDom(drawDialog, t);
  /** @type {HTMLElement} */ (drawDialog.querySelector('#draw-dialog-text')).textContent = text;
  return (await answer(drawDialog)) === 'accept';
}

/**
 * Asks to confirm an action: `title` and `text` in the dialog, `yes` on the confirming button
 * and `no` on the other one, which has the focus.
 * @param {HTMLDialogElement} dialog index.html's #confirm-dialog
 * @param {{title: string, text: string, yes: string, no: string}} words
 * @returns {Promise<boolean>} true when confirmed
 */
export async function confirmAction(dialog, { title, text, yes, no }) {
  /** @param {string} sel */
  const part = (sel) => /** @type {HTMLElement} */ (dialog.querySelector(sel));
  part('#confirm-title').textContent = title;
  part('#confirm-text').textContent = text;
  part('#confirm-yes').textContent = yes;
  part('#confirm-no').textContent = no;
  return (await answer(dialog)) === 'yes';
}
