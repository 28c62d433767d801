// @ts-check
// The list of the keys of the board and the screen ("?" or the Keyboard shortcuts button), made
// when first opened, with its style rule; its own words are the catalog's `keys` part (the board's
// keys, which its points' description reads, are in the first catalog).

import { adoptRules } from './adopt-rules.js';
import { translateDom } from '../i18n/i18n.js';

/** The list's lines, in order: the board's keys, then the screen's. */
const LINES = ['keys.arrows', 'keys.pick', 'keys.cancel', 'keys.type', 'keys.position', 'keys.last', 'keys.legal',
  'a11y.keys.sound', 'keys.undo', 'keys.navigate', 'keys.help'];

const RULES = '.keys-list { padding-left: 1.2rem; line-height: 1.5; }';

/** @type {HTMLDialogElement | undefined} */
let dialog;

/** @returns {HTMLDialogElement} the dialog #keys-dialog, added to the page */
function make() {
  adoptRules(RULES);
  const made = document.createElement('dialog');
  made.id = 'keys-dialog';
  made.setAttribute('aria-labelledby', 'keys-title');
  made.innerHTML = `<form method="dialog"><h2 id="keys-title" data-i18n="keys.title"></h2><ul class="keys-list">${
    LINES.map((key) => `<li data-i18n="${key}"></li>`).join('')
  }</ul><div class="buttons"><button value="close" autofocus data-i18n="action.close"></button></div></form>`;
  document.body.append(made);
  return made;
}

/**
 * Opens the list of keys in the words of `t` (a change of language while it is open re-words
 * it: the page translates its whole document).
 * @param {import('../i18n/i18n.js').Translator} t
 */
export function openKeysHelp(t) {
  dialog ??= make();
  translateDom(dialog, t);
  if (!dialog.open) dialog.showModal();
}
