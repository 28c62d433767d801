// @ts-check
// The move list: rows of moves numbered by the rules (the element's numberedMoves(), from the
// wasm), White's move and Black's reply side by side; a click shows that position read-only.

/** @typedef {import('../element/tobit-board.js').NumberedMove} NumberedMove */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {{ply: number, notation: string}} Cell */
/** @typedef {{number: number, white: Cell | null, black: Cell | null}} Row */

/**
 * Groups the moves into rows by their move number; plies count from 1.
 * @param {NumberedMove[]} moves
 * @returns {Row[]}
 */
export function moveRows(moves) {
  /** @type {Row[]} */
  const rows = [];
  moves.forEach(({ number, side, notation }, i) => {
    let row = rows.at(-1);
    if (!row || row.number !== number) {
      row = { number, white: null, black: null };
      rows.push(row);
    }
    row[side] = { ply: i + 1, notation };
  });
  return rows;
}

/**
 * Renders `rows` into `list`: the shown ply highlighted, `onPick(ply)` on a click. While the
 * game goes on, a row waiting for Black's reply ends with "…"; once it is over, with nothing.
 * @param {HTMLOListElement} list
 * @param {Row[]} rows
 * @param {{shownPly: number, over: boolean, t: Translator, onPick: (ply: number) => void}} options
 *   `shownPly` -1 for the live game
 */
export function renderMoveList(list, rows, { shownPly, over, t, onPick }) {
  const items = rows.map((row, r) => {
    const li = document.createElement('li');
    li.value = row.number;
    for (const cell of [row.white, row.black]) {
      if (cell === null) {
        const gap = document.createElement('span');
        gap.className = 'gap';
        const pending = cell === row.black && r === rows.length - 1 && !over;
        gap.textContent = pending ? '…' : '';
        li.append(gap);
        continue;
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'move';
      button.textContent = cell.notation;
      button.setAttribute('aria-label', t.t('moves.show', { number: row.number, move: cell.notation }));
      if (cell.ply === shownPly) button.setAttribute('aria-current', 'step');
      button.addEventListener('click', () => onPick(cell.ply));
      li.append(button);
    }
    return li;
  });
  list.replaceChildren(...items);
  const current = /** @type {HTMLElement | null} */ (list.querySelector('[aria-current]') ?? list.lastElementChild);
  if (current) scrollWithin(list, current);
}

/**
 * Scrolls `list` (not the page: on a phone the list is below the board) so `item` is in view.
 * The list is its items' offsetParent (position: relative in app.css).
 * @param {HTMLElement} list
 * @param {HTMLElement} item
 */
function scrollWithin(list, item) {
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
