// @ts-check
// Where a game by link is opened (issue 31, docs/LINKS.md): the link page with the link's text
// after `#` (`link.html#g=…`), or a game of this device by its id (`link.html?game=ID`). The app
// page's first script sends a link pasted into the app's own address (`index.html#g=…`, or the
// site's root) on to the link page. The link module (tobit_links.js) reads the text itself.

/** The page that opens games by link. */
const LINK_PAGE = 'link.html';

/**
 * The link's text in an address's part after `#` (`g=…`, or `g` alone: a link cut short, which
 * the link module refuses as damaged), or null when it holds none.
 * @param {string} hash `location.hash`, with its `#`
 * @returns {string | null}
 */
export function linkInHash(hash) {
  const text = hash.replace(/^#/, '');
  return text === 'g' || text.startsWith('g=') ? text : null;
}

/**
 * The address of a link's text (`g=…`) on the link page of this site.
 * @param {string} link
 * @param {string} [base] the address the page is at
 * @returns {string}
 */
export function linkUrl(link, base = location.href) {
  return new URL(`${LINK_PAGE}#${link}`, base).href;
}

/**
 * The address that opens the stored game `id` on the link page.
 * @param {string} id
 */
export const storedGameUrl = (id) => `${LINK_PAGE}?game=${encodeURIComponent(id)}`;

/**
 * The address that plays the stored game `id` live (live.html, docs/LIVE.md).
 * @param {string} id
 */
export const liveGameUrl = (id) => `live.html?game=${encodeURIComponent(id)}`;
