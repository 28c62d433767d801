// @ts-check
// What this edition of the app page has beside it. The site has every page: a game link pasted
// into the app's address goes on to the link page (prefetch.js). The single-file edition
// (scripts/single-file.mjs) replaces this module at bundle time: it is one page, with no link
// page to open game links.

/** Whether the link page (link.html) is there to open game links. */
export const HAS_LINK_PAGE = true;
