// @ts-check
// The analysis board's keys, in one list that both answers the key presses and fills the help
// overlay (key ?), in the page's language.

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/**
 * @typedef {object} KeyAction
 * @property {string} label how the key is written in the help (catalog key when it has words)
 * @property {string} words the catalog key of what it does
 * @property {(event: KeyboardEvent) => boolean} matches
 * @property {() => void} run
 * @property {boolean} [boardToo] also when the board has the focus (else its own keys go first)
 */

/**
 * @param {string} key `event.key`
 * @param {{shift?: boolean}} [options]
 * @returns {(event: KeyboardEvent) => boolean}
 */
export const press = (key, { shift = false } = {}) => (event) => event.key.toLowerCase() === key.toLowerCase()
  && event.shiftKey === shift && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Answers the page's key presses with `actions` (not while typing in a field).
 * @param {KeyAction[]} actions
 */
export function bindKeys(actions) {
  document.addEventListener('keydown', (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const onBoard = target.closest('tobit-board') !== null;
    const action = actions.find((a) => a.matches(event));
    if (!action || (onBoard && !action.boardToo)) return;
    if (target.closest('button') && (event.key === ' ' || event.key === 'Enter')) return;
    event.preventDefault();
    action.run();
  });
}

/**
 * Fills the help list with every key and what it does.
 * @param {HTMLElement} list a `<dl>`
 * @param {KeyAction[]} actions
 * @param {Translator} t
 */
export function drawHelp(list, actions, t) {
  list.replaceChildren();
  for (const action of actions) {
    const term = document.createElement('dt');
    const kbd = document.createElement('kbd');
    kbd.textContent = action.label.startsWith('analysis.') ? t.t(action.label) : action.label;
    term.append(kbd);
    const what = document.createElement('dd');
    what.textContent = t.t(action.words);
    list.append(term, what);
  }
}
