// @ts-check
// The PDN tag lines written before a game's moves (the wasm writes the moves, the Result and the
// ending): the app's export of My games and the tournament page's games write them alike.

/**
 * The PDN tag lines of `tags` (values quoted as PDN quotes them), to go before the wasm's own.
 * @param {[name: string, value: string][]} tags
 * @returns {string}
 */
export function pdnHeader(tags) {
  const quoted = (/** @type {string} */ value) => value.replace(/[\\"]/g, (c) => `\\${c}`);
  return tags.map(([name, value]) => `[${name} "${quoted(value)}"]\n`).join('');
}
