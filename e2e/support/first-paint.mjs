// The time of the first drawn board, as a player sees it: the probe runs in a page before its
// scripts (installed by installFirstPaintProbe) and, after each frame, looks at the board's canvas;
// the first frame after which the canvas shows more than one colour and is visible (the app
// page stays hidden until its words are there) is the board's first drawn frame. The probe notes
// that frame's time (performance.now() clock) in window.__firstPaint (null before) and says it on
// the console, so `firstPaint(page)` learns it without running anything in the page: the tools
// that measure it (e2e/tools/measure.mjs, first-load-profile.mjs) then add no work of their own
// to the page's main thread while it starts.

/** The console text the probe writes once the board is drawn, followed by the frame's time. */
const SAID = 'tobit:first-paint ';

/** Runs in the page; `said` is SAID. */
const PROBE = (/** @type {string} */ said) => {
  window.__firstPaint = null;
  /** Whether a few rows across the canvas hold more than one colour. */
  const drawn = (/** @type {HTMLCanvasElement} */ canvas) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0 || canvas.height === 0) return false;
    for (const at of [0.25, 0.5, 0.75]) {
      const row = ctx.getImageData(0, Math.floor(canvas.height * at), canvas.width, 1).data;
      for (let i = 4; i < row.length; i += 4) {
        if (row[i] !== row[0] || row[i + 1] !== row[1] || row[i + 2] !== row[2] || row[i + 3] !== row[3]) return true;
      }
    }
    return false;
  };
  // Checked in a task after the frame, so that what the frame's own callbacks painted counts
  // for that frame.
  const check = (/** @type {number} */ frame) => {
    const canvas = document.querySelector('tobit-board')?.shadowRoot?.querySelector('canvas');
    if (canvas && getComputedStyle(canvas).visibility === 'visible' && drawn(canvas)) {
      window.__firstPaint = frame;
      console.debug(`${said}${frame}`);
      return;
    }
    requestAnimationFrame((next) => setTimeout(() => check(next)));
  };
  requestAnimationFrame((frame) => setTimeout(() => check(frame)));
};

/**
 * Makes every page of `context` watch for its board's first drawn frame.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function installFirstPaintProbe(context) {
  await context.addInitScript(PROBE, SAID);
}

/**
 * Resolves to the time (ms after navigation) of the board's first drawn frame in `page`, whose
 * context has the probe (installFirstPaintProbe); call it before the navigation.
 * @param {import('playwright-core').Page} page
 * @param {number} [timeout]
 * @returns {Promise<number>}
 */
export async function firstPaint(page, timeout = 30000) {
  const message = await page.waitForEvent('console', { predicate: (m) => m.text().startsWith(SAID), timeout });
  return Number(message.text().slice(SAID.length));
}
