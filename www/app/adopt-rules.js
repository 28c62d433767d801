// @ts-check
// The style rules of a part of the app screen loaded on demand (the Share dialog, the list of
// keys, the result card), adopted by the document when that part is first made: app.css, on the
// first load, carries none of them, and a style sheet file of their own would be one request
// more. A constructed sheet, because a strict CSP (style-src 'self') blocks <style> elements.

/** @type {Set<string>} the rules adopted so far */
const adopted = new Set();

/**
 * Adds `rules` to the document's style, once; they come after app.css, so they win over its
 * rules of the same specificity.
 * @param {string} rules
 */
export function adoptRules(rules) {
  if (adopted.has(rules)) return;
  adopted.add(rules);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
