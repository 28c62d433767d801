// @ts-check
// A game link in the address of the single-file edition (`tobit.html#g=…`), which has no link
// page to open it (the site's app page sends such a link on in prefetch.js): the player is told
// that game links open on the site. Loaded only by that edition (edition.js).

import { linkInHash } from '../lib/link/address.js';

/**
 * Calls `tell` now if the address holds a game link, and whenever one is pasted into it.
 * @param {() => void} tell
 */
export function watchPastedLinks(tell) {
  const check = () => {
    if (linkInHash(location.hash) !== null) tell();
  };
  addEventListener('hashchange', check);
  check();
}
