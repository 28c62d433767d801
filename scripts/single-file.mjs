#!/usr/bin/env node
// Writes the single-file edition: one HTML file that plays fully, AI included, when opened
// straight from disk (file://), with no server.
//
// Usage: node scripts/single-file.mjs [build-dir]   (default dist/; writes build-dir/tobit.html)
//
// How it works:
// - CSS files linked from index.html are inlined as <style>; icons become data: URLs.
// - Every ES module reachable from the page's module scripts is turned into a data: URL and
//   named "tobit-inline:/<file>" in an import map, so modules keep their single instance and
//   import each other as before.
// - `import.meta.url` becomes "tobit-inline:/<file>", so `new URL('./x.js', import.meta.url)`
//   still resolves, and a dynamic import of such a URL finds the module in the import map
//   (every .js file named that way is inlined too); the Worker constructor is wrapped so that
//   a worker script of the build (a file named that way in a module that starts workers) is
//   started from a data: URL holding that script, its imports inlined as data: URLs
//   (import maps do not apply inside workers; blob: module workers fail from file://).
// - The message catalogs (i18n/*.json) are stored as JSON, and a fetch of their "tobit-inline:/"
//   URL is answered from there.
// - The wasm is stored once, base64, and handed to wasm-bindgen's init in the page and in every
//   worker (the init function is patched to use those bytes, whatever it is called with).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const WASM_FILE = 'tobit_bg.wasm';
const GLUE_FILE = 'tobit.js';
const INLINE_BASE = 'tobit-inline:/';

/** Replaces wasm-bindgen's wasm location by the inlined bytes. */
function patchGlue(source, name) {
  const init = /async function (__wbg_init(?:_once)?)\(module_or_path\) \{/g;
  if (!init.test(source)) throw new Error(`${name}: no wasm-bindgen init function found to patch`);
  return source.replace(init, (m) => `${m}\n    module_or_path = { module_or_path: globalThis.__tobitWasmBytes() };`);
}

/** Relative specifiers in static imports, re-exports and dynamic imports. */
const IMPORT = /(\bimport\s*(?:[\w*${}\s,]+\s*from\s*)?|\bexport\s*[\w*${}\s,]*\s*from\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
/** Scripts a module names by URL: `new URL('./x.js', import.meta.url)` (dynamic imports, workers). */
const URL_REF = /new\s+URL\(\s*(['"])([^'"]+\.js)\1\s*,\s*import\.meta\.url\s*\)/g;
/** Worker scripts named directly: `new Worker('./w.js'`. */
const WORKER_REF = /new\s+Worker\(\s*(['"])([^'"]+\.js)\1/g;

/** Reads the build's modules; `specifier(name)` says how a module refers to another. */
class ModuleGraph {
  constructor(dir) {
    this.dir = dir;
    this.sources = new Map(); // name -> rewritten source
    this.workers = new Set(); // names of worker entry scripts
    this.referenced = new Set(); // modules named by URL (loaded by dynamic import or as workers)
  }

  /** Loads `name` and everything it imports; returns the names in dependency order. */
  collect(name, order = [], visiting = new Set()) {
    if (order.includes(name)) return order;
    if (visiting.has(name)) throw new Error(`import cycle through ${name}: not supported by the single-file build`);
    visiting.add(name);
    const path = join(this.dir, name);
    if (!existsSync(path)) throw new Error(`module ${name} is imported but missing from ${this.dir}`);
    let source = readFileSync(path, 'utf8');
    if (name === GLUE_FILE) source = patchGlue(source, name);
    const startsWorkers = /new\s+Worker\(/.test(source);
    for (const m of [...source.matchAll(URL_REF), ...source.matchAll(WORKER_REF)]) {
      const target = posix.normalize(posix.join(posix.dirname(name), m[2]));
      if (!existsSync(join(this.dir, target))) continue;
      this.referenced.add(target);
      if (startsWorkers) this.workers.add(target);
    }
    const deps = [];
    source = source.replace(IMPORT, (all, head, quote, spec) => {
      const dep = posix.normalize(posix.join(posix.dirname(name), spec));
      deps.push(dep);
      return `${head}${quote}\0${dep}\0${quote}`;
    });
    source = source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(INLINE_BASE + name));
    this.sources.set(name, source);
    for (const dep of deps) this.collect(dep, order, visiting);
    visiting.delete(name);
    order.push(name);
    return order;
  }

  /** The source of `name` with its imports written by `specifier(dep)`. */
  render(name, specifier) {
    return this.sources.get(name).replace(/\0([^\0]+)\0/g, (_, dep) => specifier(dep));
  }
}

const dataUrl = (source) => `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;

/** A worker script with its imports nested as data: URLs (no import map in workers). */
function workerSource(graph, name) {
  const cache = new Map();
  const url = (dep) => {
    if (!cache.has(dep)) cache.set(dep, dataUrl(graph.render(dep, url)));
    return cache.get(dep);
  };
  return graph.render(name, url);
}

/** `</script` may not appear inside an inline script. */
const scriptSafe = (text) => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * Runs in the page before any module: the wasm bytes and the Worker wrapper. Module workers
 * from blob: URLs fail to start in a file:// page (Chromium 156), so a worker script of the
 * build is started from a data: URL, built here so the wasm is stored only once in the file.
 */
function bootstrap() {
  const b64 = document.getElementById('tobit-wasm').textContent.trim();
  const sources = JSON.parse(document.getElementById('tobit-workers').textContent);
  const data = JSON.parse(document.getElementById('tobit-data').textContent);
  const nativeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const file = url.startsWith('tobit-inline:/') ? url.slice('tobit-inline:/'.length) : null;
    if (file !== null && Object.hasOwn(data, file)) {
      return Promise.resolve(new Response(data[file], { headers: { 'Content-Type': 'application/json' } }));
    }
    return nativeFetch(input, init);
  };
  globalThis.__tobitWasmBytes = () => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const toBase64 = (text) => {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  };
  const urls = new Map();
  const NativeWorker = globalThis.Worker;
  globalThis.Worker = class extends NativeWorker {
    constructor(url, options) {
      const name = String(url).replace(/[?#].*$/, '').split('/').pop();
      const source = Object.entries(sources).find(([file]) => file.split('/').pop() === name)?.[1];
      if (source !== undefined && !urls.has(name)) {
        const prelude = `globalThis.__tobitWasmBytes = () => Uint8Array.from(atob(${JSON.stringify(b64)}), (c) => c.charCodeAt(0));\n`;
        urls.set(name, `data:text/javascript;base64,${toBase64(prelude + source)}`);
      }
      super(source === undefined ? url : urls.get(name), options);
    }
  };
}

/** Builds the single file from `dir`/index.html; returns its size in bytes. */
export function buildSingleFile(dir) {
  let html = readFileSync(join(dir, 'index.html'), 'utf8');
  const graph = new ModuleGraph(dir);
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g)];
  const order = [];
  for (const [, src] of entries) graph.collect(posix.normalize(src.replace(/^\.\//, '')), order);
  // Modules named by URL may name more modules: collect until nothing new appears.
  for (let before = -1; before !== order.length;) {
    before = order.length;
    for (const name of [...graph.referenced]) graph.collect(name, order);
  }
  const imports = Object.fromEntries(order.map((name) => [
    INLINE_BASE + name, dataUrl(graph.render(name, (dep) => INLINE_BASE + dep)),
  ]));
  const workers = Object.fromEntries([...graph.workers].map((name) => [name, workerSource(graph, name)]));
  const wasm = readFileSync(join(dir, WASM_FILE)).toString('base64');
  const catalogs = existsSync(join(dir, 'i18n')) ? readdirSync(join(dir, 'i18n')).filter((f) => f.endsWith('.json')) : [];
  const data = Object.fromEntries(catalogs.map((f) => [`i18n/${f}`, readFileSync(join(dir, 'i18n', f), 'utf8')]));

  html = html
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>\s*/g, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\b[^>]*\brel="(?:manifest|modulepreload|preload|apple-touch-icon)"[^>]*>\s*/g, '')
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g,
      (_, href) => `<style>\n${readFileSync(join(dir, href), 'utf8')}</style>`)
    .replace(/<link\b[^>]*\brel="icon"[^>]*\bhref="([^"]+\.svg)"[^>]*>/g,
      (_, href) => `<link rel="icon" href="data:image/svg+xml;base64,${readFileSync(join(dir, href)).toString('base64')}">`);

  const head = [
    `<script type="application/octet-stream" id="tobit-wasm">${wasm}</script>`,
    `<script type="application/json" id="tobit-workers">${scriptSafe(JSON.stringify(workers))}</script>`,
    `<script type="application/json" id="tobit-data">${scriptSafe(JSON.stringify(data))}</script>`,
    `<script>(${bootstrap.toString()})();</script>`,
    `<script type="importmap">${scriptSafe(JSON.stringify({ imports }))}</script>`,
    ...entries.map(([, src]) => `<script type="module">import ${JSON.stringify(INLINE_BASE + posix.normalize(src.replace(/^\.\//, '')))};</script>`),
  ].join('\n');
  html = html.replace('</head>', `${head}\n</head>`);
  const out = join(dir, 'tobit.html');
  writeFileSync(out, html);
  return Buffer.byteLength(html);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist';
  const size = buildSingleFile(dir);
  console.log(`single file: ${join(dir, 'tobit.html')} (${(size / 1024).toFixed(0)} KiB)`);
}
