// The two-player draw offer, asked of the other player in a modal dialog.

/** Opens `dialog` asking `text`; resolves true when the draw is accepted. */
export function askDraw(dialog, textElement, text) {
  textElement.textContent = text;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'accept'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}
