// @ts-check
// The two-player draw offer, asked of the other player in a modal dialog.

/**
 * Opens `dialog` asking `text`; resolves true when the draw is accepted.
 * @param {HTMLDialogElement} dialog
 * @param {HTMLElement} textElement
 * @param {string} text
 * @returns {Promise<boolean>}
 */
export function askDraw(dialog, textElement, text) {
  textElement.textContent = text;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'accept'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}
