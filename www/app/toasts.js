// @ts-check
// Toasts: short messages over the bottom of the board that take no room in the layout and go
// away by themselves (later if they offer an action, such as "Undo"), or when closed.

/** How long a toast stays, in ms: a plain message, and one with an action. */
export const TOAST_MS = { plain: 6000, action: 10000 };

/**
 * @typedef {object} ToastOptions
 * @property {{label: string, run: () => void}} [action] a button that also closes the toast
 * @property {{label: string, run: () => void}} [secondary] a second button (e.g. "Decline")
 * @property {boolean} [sticky] stays until closed or answered
 * @property {string} [kind] a class for its look ("error")
 */

/** The toasts of one container (index.html's #toasts, a status live region). */
export class Toasts {
  /**
   * @param {HTMLElement} container
   * @param {() => string} closeLabel the close button's accessible name, in the current language
   */
  constructor(container, closeLabel) {
    this.container = container;
    this.closeLabel = closeLabel;
  }

  /**
   * Shows `text`; returns a function that removes the toast.
   * @param {string} text
   * @param {ToastOptions} [options]
   * @returns {() => void}
   */
  show(text, { action, secondary, sticky = false, kind = '' } = {}) {
    const toast = document.createElement('div');
    toast.className = `toast ${kind}`.trim();
    const words = document.createElement('span');
    words.className = 'toast-text';
    words.textContent = text;
    toast.append(words);
    let timer = 0;
    const remove = () => {
      clearTimeout(timer);
      toast.remove();
    };
    for (const button of [action, secondary]) {
      if (!button) continue;
      const b = document.createElement('button');
      b.type = 'button';
      b.className = button === action ? 'toast-action primary' : 'toast-action';
      b.textContent = button.label;
      b.addEventListener('click', () => { remove(); button.run(); });
      toast.append(b);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'toast-close';
    close.textContent = '×';
    close.setAttribute('aria-label', this.closeLabel());
    close.addEventListener('click', remove);
    toast.append(close);
    this.container.append(toast);
    if (!sticky) timer = window.setTimeout(remove, action ? TOAST_MS.action : TOAST_MS.plain);
    return remove;
  }

  /** Removes every toast. */
  clear() {
    this.container.replaceChildren();
  }
}
