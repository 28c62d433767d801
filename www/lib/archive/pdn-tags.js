// @ts-check
// Reading back a tag of the PDN tag lines that pdn-header.js writes (the value unquoted as PDN
// quotes it): the app's board names a tournament game's players from its study's White and
// Black tags.

/**
 * The value of tag `name` in the tag lines of the PDN `text`, or null when it has none.
 * @param {string | undefined} text
 * @param {string} name a tag name (letters only)
 * @returns {string | null}
 */
export function pdnTag(text, name) {
  const line = new RegExp(`^\\[${name} "((?:[^"\\\\]|\\\\.)*)"\\]`, 'm').exec(text ?? '');
  return line ? line[1].replace(/\\(.)/g, '$1') : null;
}
