// Launches Debian's Chromium through playwright-core (no browser download), one browser per test
// file (node --test runs each file in a process of its own), and gives each test a fresh browser
// context: storage, cookies, service workers and HTTP cache of its own, as a fresh profile would
// have, without the second a browser takes to start. Records what a test must check afterwards:
// console errors, uncaught page errors and Content-Security-Policy violations, from the page, its
// frames and its workers.
import { after } from 'node:test';
import { chromium } from 'playwright-core';

/** Chromium flags proven on this machine (the headless set that starts here without a GPU or sandbox, plus --disable-quic). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-quic',
];

// Runs in every document before its own scripts: records CSP violations and the board events
// (they bubble and are composed, so the document sees those of every board on the page).
const RECORDER = () => {
  window.__csp = [];
  window.__events = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const v = `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`;
    window.__csp.push(v);
    console.error('CSP violation: ' + v);
  });
  for (const type of ['move', 'gameover', 'error', 'thinking', 'drawoffer', 'change', 'refused', 'languagechange', 'shapes']) {
    document.addEventListener(
      type,
      (e) => {
        if (!(e instanceof CustomEvent)) return;
        window.__events.push({ type, id: /** @type {Element | null} */ (e.target)?.id || null, detail: JSON.parse(JSON.stringify(e.detail ?? null)) });
      },
      true,
    );
  }
};

/** @type {Promise<import('playwright-core').Browser> | undefined} this process's browser */
let shared;

/** Closes this process's browser, if one was started (a test file does it after its last test). */
export async function closeBrowser() {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
}

// A test file closes the browser after its tests; a tool (e2e/tools/) calls closeBrowser itself.
if (process.env.NODE_TEST_CONTEXT !== undefined || /\.test\.mjs$/.test(process.argv[1] ?? '')) after(closeBrowser);

/**
 * Opens a fresh browser context (as a fresh profile: nothing stored, nothing cached). Registers its own cleanup on the node:test context `t`.
 * Returns `{ context, page, problems(), assertClean() }`: `problems()` lists the console errors,
 * page errors and CSP violations seen so far (`allow` regexps filter expected ones).
 */
/**
 * @param {import('node:test').TestContext} t
 * @param {{viewport?: {width: number, height: number}, reducedMotion?: 'reduce' | 'no-preference',
 *   colorScheme?: 'light' | 'dark', locale?: string, hasTouch?: boolean, isMobile?: boolean,
 *   deviceScaleFactor?: number, serviceWorkers?: 'allow' | 'block'}} [options] `locale` sets the
 *   browser's languages (the app's default language); `isMobile` and `deviceScaleFactor` make a
 *   phone's browser (its meta viewport honoured); `serviceWorkers: 'block'` lets `page.route`
 *   see every request (the service worker would answer them from its cache)
 */
export async function launch(t, { viewport = { width: 1000, height: 800 }, reducedMotion = undefined, colorScheme = undefined, locale = undefined, hasTouch = undefined, isMobile = undefined, deviceScaleFactor = undefined, serviceWorkers = undefined } = {}) {
  shared ??= chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const context = await (await shared).newContext({
    viewport,
    reducedMotion,
    colorScheme,
    locale,
    hasTouch,
    isMobile,
    deviceScaleFactor,
    serviceWorkers,
  });
  const seen = [];
  const watch = (page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') seen.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
    page.on('response', (r) => r.status() >= 400 && seen.push(`http ${r.status()}: ${r.url()}`));
    page.on('worker', (w) =>
      w.on('console', (m) => m.type() === 'error' && seen.push(`worker console: ${m.text()}`)),
    );
  };
  await context.addInitScript(RECORDER);
  context.on('page', watch);
  const page = await context.newPage();
  t.after(() => context.close().catch(() => {}));
  const problems = (allow = []) => seen.filter((p) => !allow.some((re) => re.test(p)));
  return {
    context,
    page,
    problems,
    /** Throws when a console error, page error or CSP violation was seen. */
    assertClean(allow = []) {
      const left = problems(allow);
      if (left.length) throw new Error('problems in the browser:\n' + left.join('\n'));
    },
  };
}
