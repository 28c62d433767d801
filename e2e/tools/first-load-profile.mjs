// Where the first load's time goes (a tool, not a test; nothing asserted): a fresh browser
// context opens the built app (dist/) with a CPU profile of the page's main thread running, and
// prints the time the board's canvas was first drawn, each file's request and arrival times,
// and the functions that took the main thread's time until then (self time, and time including
// callees), so a slow first board can be traced to its cause.
// Usage: node e2e/tools/first-load-profile.mjs   (after `make dist`)
import { serve } from '../support/serve.mjs';
import { closeBrowser, launch } from '../support/browser.mjs';
import { firstPaint, installFirstPaintProbe } from '../support/first-paint.mjs';

/** A profile node's name: function, file, line and column. */
const frameName = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;

/** Self and total milliseconds per function of a CPU profile (Profiler.stop's `profile`). */
function costs(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const self = new Map();
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const name = frameName(nodes.get(id));
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const up = frameName(nodes.get(at));
      if (!seen.has(up)) total.set(up, (total.get(up) ?? 0) + ms);
      seen.add(up);
    }
  });
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  return { self: top(self, 20), total: top(total, 30) };
}

async function main() {
  const cleanups = [];
  const t = /** @type {any} */ ({ after: (fn) => cleanups.push(fn) });
  const srv = await serve();
  cleanups.push(() => srv.close(), closeBrowser);
  try {
    const { page, context } = await launch(t);
    await installFirstPaintProbe(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const painted = firstPaint(page);
    await page.goto(srv.url);
    await painted;
    const { profile } = await cdp.send('Profiler.stop');
    const load = await page.evaluate(() => ({
      drawn: window.__firstPaint,
      dcl: /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).domContentLoadedEventEnd,
      files: /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
    }));
    console.log(`board drawn ${load.drawn.toFixed(0)} ms after navigation, DOMContentLoaded ${load.dcl.toFixed(0)} ms`);
    console.log('files (requested -> received, ms):');
    for (const f of load.files) console.log(`  ${f.start.toFixed(0).padStart(5)} -> ${f.end.toFixed(0).padStart(5)}  ${f.path}`);
    const { self, total } = costs(profile);
    console.log('main thread until the board was drawn (and a little after), self time:', ...self.map((l) => `\n${l}`));
    console.log('including callees:', ...total.map((l) => `\n${l}`));
  } finally {
    for (const fn of cleanups.reverse()) await fn();
  }
}

await main();
