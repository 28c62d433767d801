// @ts-check
// The element's shadow style sheet, shared by every board of the page; the board's proportions
// come from the wasm (config().aspectRatio) once it is loaded.

const STYLE = `
:host { display: block; position: relative; min-width: 0; }
:host([hidden]) { display: none; }
canvas {
  display: block; width: 100%; height: 100%;
  touch-action: none; user-select: none; -webkit-user-select: none;
  -webkit-tap-highlight-color: transparent;
}
canvas[data-cursor="pointer"] { cursor: pointer; }
canvas[data-cursor="grabbing"] { cursor: grabbing; }
canvas:focus { outline: none; }
canvas:focus-visible { outline: 2px solid var(--tobit-highlight, Highlight); outline-offset: 2px; }
`;

/** @type {CSSStyleSheet | undefined} */
let sheet;
/** @returns {CSSStyleSheet} the sheet every board adopts */
export function styleSheet() {
  // A constructed sheet, because a strict CSP (style-src 'self') blocks <style> elements.
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
  }
  return sheet;
}

let aspectRatioSet = false;
/**
 * Gives every board the proportions the wasm board is drawn in (config().aspectRatio), once,
 * and, unless the page sizes it, no more width than the window's height holds: a snippet pasted
 * as it is into a wide page shows the whole board (a 1280x800 window drew it 1264x1089).
 * @param {number} ratio width / height
 */
export function setAspectRatio(ratio) {
  if (aspectRatioSet) return;
  aspectRatioSet = true;
  const sheet = styleSheet();
  sheet.insertRule(`:host { aspect-ratio: ${ratio}; max-width: calc(100vh * ${ratio}); }`, sheet.cssRules.length);
}
