// @ts-check
// Keyboard navigation through a game's positions (for the read-only `view` mode):
// Left/Right step one move, Home goes to the start, End back to the last position
// (lib/game/steps.js, as the app's navigation).

import { STEP_KEYS } from '../lib/game/steps.js';

/**
 * @param {HTMLElement} target the focusable element that receives the keys
 * @param {(step: import('../lib/game/steps.js').Step) => boolean} navigate returns whether the key was used
 * @returns {() => void} removes the listener
 */
export function bindKeys(target, navigate) {
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    const key = Object.hasOwn(STEP_KEYS, event.key) ? STEP_KEYS[event.key] : undefined;
    if (key && !event.altKey && !event.ctrlKey && !event.metaKey && navigate(key)) event.preventDefault();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
