// @ts-check
// The app's modal questions: the two-player draw offer, and "are you sure?" before an action
// that ends the game in progress (resigning) or removes one (deleting from My games).

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
 * Asks the other player whether they accept a draw (`text` says who offers it).
 * @param {HTMLDialogElement} dialog
 * @param {HTMLElement} textElement
 * @param {string} text
 * @returns {Promise<boolean>} true when the draw is accepted
 */
export async function askDraw(dialog, textElement, text) {
  textElement.textContent = text;
  return (await answer(dialog)) === 'accept';
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
