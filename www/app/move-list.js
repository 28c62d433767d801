// @ts-check
// The move list: numbered pairs of moves; a click shows that position read-only.

/** @typedef {{ply: number, notation: string}} Cell */
/** @typedef {{number: number, white: Cell | null, black: Cell | null}} Row */

/**
 * Builds the rows of a move list, plies counted from 1.
 * MINIMAL CALL SITE, waiting for a wasm export: move numbering is rules knowledge (a game may start
 * with Black); it goes once the Board reports its numbered move list.
 * @param {string[]} moves
 * @param {'white'|'black'} [firstSide] the side that made the first move
 * @returns {Row[]}
 */
export function pairMoves(moves, firstSide = 'white') {
  /** @type {Row[]} */
  const rows = [];
  const offset = firstSide === 'black' ? 1 : 0;
  moves.forEach((notation, i) => {
    const slot = i + offset;
    const number = Math.floor(slot / 2) + 1;
    if (slot % 2 === 0 || rows.length === 0) rows.push({ number, white: null, black: null });
    rows[rows.length - 1][slot % 2 === 0 ? 'white' : 'black'] = { ply: i + 1, notation };
  });
  return rows;
}

/**
 * Renders the rows into `list`; `viewedPly` is highlighted; `onPick(ply)` on click.
 * @param {HTMLOListElement} list
 * @param {string[]} moves
 * @param {'white'|'black'} firstSide
 * @param {number} viewedPly
 * @param {(ply: number) => void} onPick
 */
export function renderMoveList(list, moves, firstSide, viewedPly, onPick) {
  const items = pairMoves(moves, firstSide).map((row) => {
    const li = document.createElement('li');
    li.value = row.number;
    for (const cell of [row.white, row.black]) {
      if (cell === null) {
        const gap = document.createElement('span');
        gap.className = 'gap';
        gap.textContent = '…';
        li.append(gap);
        continue;
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'move';
      button.textContent = cell.notation;
      button.setAttribute('aria-label', `Show the position after move ${row.number}, ${cell.notation}`);
      if (cell.ply === viewedPly) button.setAttribute('aria-current', 'step');
      button.addEventListener('click', () => onPick(cell.ply));
      li.append(button);
    }
    return li;
  });
  list.replaceChildren(...items);
  const current = list.querySelector('[aria-current]') ?? list.lastElementChild;
  current?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The side to move in a FEN (`W:...` or `B:...`); White when the FEN is absent.
 * MINIMAL CALL SITE, waiting for a wasm export: FEN parsing belongs to the rules (see pairMoves).
 * @param {string | null} fen
 * @returns {'white'|'black'}
 */
export function sideOfFen(fen) {
  return fen && /^\s*b/i.test(fen) ? 'black' : 'white';
}
