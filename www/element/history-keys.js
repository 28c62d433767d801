// @ts-check
// Keyboard navigation through a game's positions (for the read-only `view` mode):
// Left/Right step one move, Home goes to the start, End back to the last position.

/**
 * @param {HTMLElement} target the focusable element that receives the keys
 * @param {(key: 'previous'|'next'|'first'|'last') => boolean} navigate returns whether the key was used
 * @returns {() => void} removes the listener
 */
export function bindKeys(target, navigate) {
  /** @type {Record<string, 'previous'|'next'|'first'|'last'>} */
  const keys = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' };
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    const key = keys[event.key];
    if (key && !event.altKey && !event.ctrlKey && !event.metaKey && navigate(key)) event.preventDefault();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
