// @ts-check
// The style sheet of a part of a page loaded on demand (the clocks, the Diagram dialog), added to
// the page once, as a <link>. The single-file edition replaces this module by one that adds the
// sheet's text, stored in the file (scripts/single-file.mjs): there is no file beside it to fetch.

/**
 * Adds the style sheet at `url` to the page, unless it is there already.
 * @param {URL} url
 */
export function addStyleSheet(url) {
  const href = url.href;
  const links = /** @type {NodeListOf<HTMLLinkElement>} */ (document.querySelectorAll('link[rel="stylesheet"]'));
  if ([...links].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
