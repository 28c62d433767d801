// @ts-check
// The third choice of New game and of the welcome, "With a friend, by link": added to the
// dialog when it first opens (with the catalog's `link` part), so the first load carries none
// of it. Choosing it and Start goes to the link page (link.html), which asks the rest (name,
// colour, time per move); the game by link is played there, not on this screen.
import { adoptRules } from './adopt-rules.js';
import { translateDom } from '../i18n/i18n.js';

/**
 * Adds the choice to the New game dialog's opponents.
 * @param {HTMLDialogElement} dialog
 * @param {import('../i18n/i18n.js').Translator | null} t the page's words (the `link` part loaded)
 */
export function linkChoice(dialog, t) {
  // The colour, level and clock are the computer's game's: hidden while this choice is made (the
  // link page asks the colour itself).
  adoptRules('.opponent.by-link { grid-column: 1 / -1; }\n'
    + 'form:has(input[value="link"]:checked) :is(.ai-settings, .time-control) { display: none; }');
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
  const label = document.createElement('label');
  label.className = 'opponent by-link';
  const input = Object.assign(document.createElement('input'), { type: 'radio', name: 'mode', value: 'link' });
  const name = Object.assign(document.createElement('span'), { className: 'opponent-name' });
  name.dataset.i18n = 'link.option';
  const hint = Object.assign(document.createElement('span'), { className: 'hint' });
  hint.dataset.i18n = 'link.optionHint';
  label.append(input, name, hint);
  /** @type {HTMLElement} */ (form.querySelector('.opponents')).append(label);
  if (t) translateDom(label, t);
  form.addEventListener('submit', (e) => {
    if (!input.checked) return;
    e.preventDefault();
    location.assign('link.html');
  });
}
