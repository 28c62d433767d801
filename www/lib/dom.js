// @ts-check
// Building elements by hand, for every page that does: one element with its attributes,
// listeners and children (el), and one table from its rows (table).

/**
 * An element: `attrs` are attributes (a `text` key sets the text; `on<event>` keys with a
 * function listen; a false, null or undefined value is left out, true is an empty attribute),
 * `children` nodes or strings (false, null and undefined left out).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {Array<Node | string | null | undefined | false>} [children]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key === 'text') node.textContent = String(value);
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * A table: its caption, its column heads (`scope="col"`) and its rows, the second cell of each
 * row a row head when `rowHeads` (the first is the row's number or rank).
 * @param {string} caption
 * @param {Array<string | Node>} heads
 * @param {Array<Array<string | Node>>} rows
 * @param {{className?: string, rowHeads?: boolean}} [options]
 */
export function table(caption, heads, rows, { className = '', rowHeads = false } = {}) {
  return el('table', { class: className || false }, [
    el('caption', { text: caption }),
    el('thead', {}, [el('tr', {}, heads.map((h) => el('th', { scope: 'col' }, [h])))]),
    el('tbody', {}, rows.map((cells) => el('tr', {}, cells.map((c, i) => (
      rowHeads && i === 1 ? el('th', { scope: 'row' }, [c]) : el('td', {}, [c])))))),
  ]);
}
