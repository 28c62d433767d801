// Runs in a page before its scripts (context.addInitScript): notes in window.__firstPaint the
// time (performance.now()) the board's canvas first shows more than one colour, null before;
// the first drawn board of e2e/tools/measure.mjs and first-load-profile.mjs.
export const FIRST_PAINT_PROBE = () => {
  window.__firstPaint = null;
  const poll = () => {
    const canvas = document.querySelector('tobit-board')?.shadowRoot?.querySelector('canvas');
    if (canvas && canvas.width > 0) {
      const ctx = canvas.getContext('2d');
      const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 4; i < d.length; i += 4 * 97) {
        if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2] || d[i + 3] !== d[3]) {
          window.__firstPaint = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
};
