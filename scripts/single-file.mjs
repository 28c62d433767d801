// Writes the single-file edition tobit.html into the build (scripts/post-build.mjs): one HTML
// file that plays fully, AI included, when opened straight from disk (file://), with no server.
//
// How it works, with Rollup (the bundler of the build, scripts/build/bundle.mjs) doing the
// module work:
// - The page's entry module (app/app.js of www/, unbundled) is bundled with everything it imports,
//   the wasm-bindgen glue of the three wasm modules included (their dynamic imports are literal, so
//   Rollup inlines them).
// - Four seams of www/ are replaced at bundle time by generated modules: wasm/bytes.js returns
//   the wasm bytes stored (base64) in the file, site/style-sheet.js adds the style sheets of the
//   parts loaded on demand (the clocks, the Diagram dialog) from their text stored in the file,
//   app/edition.js says there is no link page (a game link pasted in is answered in words),
//   and engine/worker-url.js returns a data: URL of
//   the engine worker, itself bundled by Rollup. Module workers from blob: URLs fail to start
//   in a file:// page (Chromium), data: URLs work; the worker's data: URL is built at run time
//   so that the engine wasm is stored once in the file.
// - The message catalogs (i18n/*.json) are stored as JSON in the file, and the page's fetch of a
//   catalog (any URL ending in i18n/<file>.json) is answered from there.
// - The HTML keeps its markup (edited as a document, scripts/build/pages.mjs): its stylesheet is
//   inlined, its icon becomes a data: URL, and its script and preload tags give way to the bundle.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { Text } from 'domhandler';
import { bundle as rollupBundle } from './build/bundle.mjs';
import { editDocument, element, elements } from './build/pages.mjs';

const PAGE_WASM = 'tobit_bg.wasm';
const ENGINE_WASM = 'tobit_engine_bg.wasm';
const STUDY_WASM = 'tobit_study_bg.wasm';
const ENTRY = 'app/app.js';
const WORKER = 'engine/worker.js';

/**
 * Bundles `entry` of `dir` into one module (its dynamic imports inlined), the modules of `dir`
 * named in `seams` (by their path in the build folder) given as generated source and the glue
 * modules of `external` left out; resolves to the JS text.
 * @param {string} dir
 * @param {string} entry
 * @param {Record<string, string>} seams
 * @param {string[]} [external]
 */
async function bundle(dir, entry, seams, external = []) {
  const root = resolve(dir);
  const [out] = await rollupBundle(root, { [entry.slice(0, -'.js'.length)]: join(root, entry) },
    { format: 'es', inlineDynamicImports: true, entryFileNames: '[name].js' }, { seams, external });
  return out.type === 'chunk' ? out.code : '';
}

/** Base64 to bytes, as generated source. */
const DECODE = 'const decode = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));';

/** `</script` and `<!--` may not appear inside an inline script. */
const scriptSafe = (text) => text.replaceAll('</script', '<\\/script').replaceAll('<!--', '<\\!--');

/** The engine worker, bundled, its wasm bytes read from a constant the page prepends. */
function workerSource(dir) {
  return bundle(dir, WORKER, {
    'wasm/bytes.js': `${DECODE}
export const pageWasm = () => undefined;
export const engineWasm = () => decode(TOBIT_ENGINE_WASM);
export const studyWasm = () => undefined;`,
  }, ['tobit.js', 'tobit_study.js']); // the worker never loads the page or study module
}

/** The style sheets that modules add to the page on demand (site/style-sheet.js's callers). */
const ON_DEMAND_SHEETS = ['app/clock/clock.css', 'lib/diagram/diagram.css'];

/**
 * The single file's site/style-sheet.js: addStyleSheet(url) adds, once, a <style> holding the
 * text of the sheet of ON_DEMAND_SHEETS whose file name `url` ends with (the bundle's
 * import.meta.url is the HTML file's, so only the name is left of the module's folder).
 */
function styleSheetSeam(dir) {
  const sheets = Object.fromEntries(ON_DEMAND_SHEETS.map((path) => [path.split('/').pop(), readFileSync(join(dir, path), 'utf8')]));
  return `const SHEETS = ${JSON.stringify(sheets)};
const added = new Set();
export function addStyleSheet(url) {
  const name = url.pathname.split('/').pop();
  const text = SHEETS[name];
  if (text === undefined) throw new Error('no style sheet ' + name + ' in the single file');
  if (added.has(name)) return;
  added.add(name);
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
}`;
}

/** The page bundle: the three wasm modules inline, the worker started from a data: URL. */
async function pageSource(dir) {
  const worker = await workerSource(dir);
  const b64 = (file) => JSON.stringify(readFileSync(join(dir, file)).toString('base64'));
  return bundle(dir, ENTRY, {
    'wasm/bytes.js': `${DECODE}
export const PAGE_WASM = ${b64(PAGE_WASM)};
export const ENGINE_WASM = ${b64(ENGINE_WASM)};
const STUDY_WASM = ${b64(STUDY_WASM)};
export const pageWasm = () => decode(PAGE_WASM);
export const engineWasm = () => decode(ENGINE_WASM);
export const studyWasm = () => decode(STUDY_WASM);`,
    'site/style-sheet.js': styleSheetSeam(dir),
    'app/edition.js': 'export const HAS_LINK_PAGE = false;', // one page: a game link is answered in words
    'engine/worker-url.js': `import { ENGINE_WASM } from '../wasm/bytes.js';
const WORKER = ${JSON.stringify(worker)};
let url;
export function engineWorkerUrl() {
  if (url === undefined) {
    const bytes = new TextEncoder().encode(\`const TOBIT_ENGINE_WASM = \${JSON.stringify(ENGINE_WASM)};\\n\${WORKER}\`);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    url = 'data:text/javascript;base64,' + btoa(binary);
  }
  return url;
}`,
  });
}

/** Answers the page's fetches of the message catalogs from the JSON stored in the file. */
const CATALOG_FETCH = `{
  const data = JSON.parse(document.getElementById('tobit-data').textContent);
  const nativeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const file = /(i18n\\/[\\w.-]+\\.json)$/.exec(url)?.[1];
    if (file !== undefined && Object.hasOwn(data, file)) {
      return Promise.resolve(new Response(data[file], { headers: { 'Content-Type': 'application/json' } }));
    }
    return nativeFetch(input, init);
  };
}
`;

/** The build's catalogs, `{"i18n/en.json": text, ...}`. */
function catalogs(dir) {
  const folder = join(dir, 'i18n');
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
  return Object.fromEntries(files.map((f) => [`i18n/${f}`, readFileSync(join(folder, f), 'utf8')]));
}

/**
 * The page's HTML with its stylesheet and icon inlined and its scripts, manifest and preloads
 * replaced by `script`.
 */
function pageHtml(dir, script) {
  const file = join(dir, 'index.html');
  const out = join(dir, 'tobit.html');
  writeFileSync(out, readFileSync(file));
  editDocument(out, (document) => {
    for (const node of elements(document, 'script')) DomUtils.removeElement(node);
    for (const link of elements(document, 'link')) {
      const { rel, href } = link.attribs;
      if (['manifest', 'modulepreload', 'preload', 'apple-touch-icon'].includes(rel)) DomUtils.removeElement(link);
      else if (rel === 'stylesheet') {
        const style = element('style', {});
        DomUtils.appendChild(style, new Text(`\n${readFileSync(join(dir, href), 'utf8')}`));
        DomUtils.replaceElement(link, style);
      } else if (rel === 'icon' && href.endsWith('.svg')) {
        link.attribs = { rel, href: `data:image/svg+xml;base64,${readFileSync(join(dir, href)).toString('base64')}` };
      }
    }
    const [head] = elements(document, 'head');
    const data = element('script', { type: 'application/json', id: 'tobit-data' });
    DomUtils.appendChild(data, new Text(scriptSafe(JSON.stringify(catalogs(dir)))));
    const module = element('script', { type: 'module' });
    DomUtils.appendChild(module, new Text(`\n${CATALOG_FETCH}${scriptSafe(script)}`));
    DomUtils.appendChild(head, data);
    DomUtils.appendChild(head, module);
    return true;
  });
  return readFileSync(out, 'utf8');
}

/**
 * Builds the single file from `dir`, a build whose www/ modules are not bundled yet (run it
 * before bundle.mjs rewrites the entries, which inlines the seams). Resolves to its size in bytes.
 * @param {string} dir
 */
export async function buildSingleFile(dir) {
  return Buffer.byteLength(pageHtml(dir, await pageSource(dir)));
}
