// @ts-check
// The action bar (undo, redo, new game, resign, draw, share) sits in the page where the player
// sees it, so that Tab reaches it in reading order: under the board's navigation on wide
// screens, and at the end of the page's content where the stylesheet fixes it to the bottom of
// the screen (the phone layout). Which layout applies is read from the bar's computed style, so
// the breakpoint stays in app.css alone.

/**
 * Keeps `bar` after `anchor` while it is in the flow, and last in `end` while it is fixed to the
 * screen; follows the window's size.
 * @param {HTMLElement} bar
 * @param {HTMLElement} anchor the element the bar follows on wide screens
 * @param {HTMLElement} end the container whose last child the fixed bar becomes
 */
export function placeActionBar(bar, anchor, end) {
  const place = () => {
    const fixed = getComputedStyle(bar).position === 'fixed';
    const placed = fixed ? end.lastElementChild === bar : anchor.nextElementSibling === bar;
    if (placed) return;
    const focused = bar.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    if (fixed) end.append(bar);
    else anchor.after(bar);
    focused?.focus(); // moving an element in the document drops its focus
  };
  place();
  window.addEventListener('resize', place);
}
