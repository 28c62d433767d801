// @ts-check
// Printing the pages that show positions (the rules page, the lessons): each <tobit-board> is
// printed as its diagram in the print style (black and white, the study module's `diagram`),
// an <img class="print-diagram"> after the board (its SVG in a blob: URL, which the site's
// policy allows for images) that print.css shows on paper instead of the canvas. The page's Print button loads the study module, draws the diagrams and prints; once
// it is loaded, printing from the browser's menu draws them too (before then, the boards print
// as they are on screen).
import { loadStudy } from '../../wasm/loader.js';
import { svgBlob } from './export.js';

/** The width the diagrams are drawn at, in pixels (the page's style sheet sizes them on paper). */
const PRINT_SIZE = 480;

/** @type {import('../../wasm/loader.js').StudyModule | null} */
let study = null;

/**
 * Draws the diagram of every board of the page (again, as the boards may have changed).
 * @param {import('../../wasm/loader.js').StudyModule} module
 * @returns {HTMLImageElement[]} the diagrams
 */
function drawDiagrams(module) {
  /** @type {HTMLImageElement[]} */
  const drawn = [];
  for (const board of document.querySelectorAll('tobit-board')) {
    const next = board.nextElementSibling;
    const img = next instanceof HTMLImageElement && next.classList.contains('print-diagram') ? next : new Image();
    try {
      const moves = board.history();
      const image = module.diagram(board.getAttribute('fen') ?? '', moves, {
        flip: board.orientation === 'black',
        numbers: board.numbers,
        last: moves.length > 0,
        style: 'print',
        size: PRINT_SIZE,
      });
      img.className = 'print-diagram';
      img.alt = board.getAttribute('aria-label') ?? '';
      if (img.src) URL.revokeObjectURL(img.src);
      img.src = URL.createObjectURL(svgBlob(image));
      if (!img.isConnected) board.after(img);
      drawn.push(img);
    } catch {
      img.remove(); // a board not ready: it prints as it is
    }
  }
  return drawn;
}

/**
 * Makes `button` print the page with its diagrams, and keeps them current for printing from the
 * browser's menu once the study module is loaded.
 * @param {HTMLButtonElement} button
 */
export function preparePrinting(button) {
  window.addEventListener('beforeprint', () => {
    if (study) drawDiagrams(study);
    else loadStudy().then((module) => { study = module; }, () => {});
  });
  button.addEventListener('click', async () => {
    study ??= await loadStudy();
    await Promise.all(drawDiagrams(study).map((img) => img.decode().catch(() => {})));
    window.print();
  });
  button.hidden = false;
}
