// @ts-check
// The app page's first script: it starts fetching the catalog of the page's language while the
// page's modules are still on their way; the page stays hidden until its words are there
// (html.untranslated), so the catalog would otherwise be a round trip of its own after all the
// code. The build makes it a classic script (scripts/build/bundle.mjs, CLASSIC_ENTRIES), which
// runs as soon as it arrives instead of waiting for the module scripts; app.js's LanguageChoice
// then finds the fetch under way (i18n.js shares each catalog's fetch). A game link pasted into
// the app's own address (`index.html#g=…`) goes on to the link page first, before anything loads.
import { prefetchCatalog } from '../i18n/i18n.js';
import { linkInHash, linkUrl } from '../lib/link/address.js';

/** Sends a game link in the address on to the link page; returns whether there was one. */
function followLink() {
  const link = linkInHash(location.hash);
  if (link) location.replace(linkUrl(link));
  return link !== null;
}

addEventListener('hashchange', followLink); // a link pasted into the address of the open app
if (!followLink()) prefetchCatalog();
