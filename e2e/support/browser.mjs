// Launches Debian's Chromium through playwright-core (no browser download) with a fresh profile
// for each test, and records what a test must check afterwards: console errors, uncaught page
// errors and Content-Security-Policy violations, from the page, its frames and its workers.
import { chromium } from 'playwright-core';
import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** Where the tests leave their screenshots (gitignored PNGs, described by README.md there). */
export const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname;

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
  for (const type of ['move', 'gameover', 'error', 'thinking', 'drawoffer', 'change', 'refused', 'languagechange']) {
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

/**
 * Opens a browser with a fresh profile. Registers its own cleanup on the node:test context `t`.
 * Returns `{ context, page, problems(), assertClean() }`: `problems()` lists the console errors,
 * page errors and CSP violations seen so far (`allow` regexps filter expected ones).
 */
/**
 * @param {import('node:test').TestContext} t
 * @param {{viewport?: {width: number, height: number}, reducedMotion?: 'reduce' | 'no-preference',
 *   colorScheme?: 'light' | 'dark', locale?: string, hasTouch?: boolean}} [options] `locale` sets the
 *   browser's languages (the app's default language)
 */
export async function launch(t, { viewport = { width: 1000, height: 800 }, reducedMotion = undefined, colorScheme = undefined, locale = undefined, hasTouch = undefined } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'tobit-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    reducedMotion,
    colorScheme,
    locale,
    hasTouch,
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
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  t.after(async () => {
    await context.close().catch(() => {});
    await rm(profile, { recursive: true, force: true });
  });
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

/** Saves a screenshot of `page` (or of one locator) as e2e/screenshots/<name>.png. */
export async function shot(target, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: join(SCREENSHOTS, name + '.png') });
}
