// Adds to every page of the build a <link rel="modulepreload"> for each module its module
// scripts load (the whole static import graph, plus `import(new URL('./x.js', import.meta.url))`)
// and a <link rel="preload"> for the wasm those modules fetch (`new URL('x.wasm',
// import.meta.url)`), so the browser fetches them all in one round trip instead of one import
// level at a time. Links a page already has are left as they are.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC_URL_IMPORT = /\bimport\(\s*new URL\(\s*['"]([^'"]+\.js)['"]\s*,\s*import\.meta\.url\s*\)/g;
const WASM_URL = /new URL\(\s*['"]([^'"]+\.wasm)['"]\s*,\s*import\.meta\.url\s*\)/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g;
const LINK_HREF = /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bhref="([^"]+)"[^>]*>/g;

const matches = (re, text) => [...text.matchAll(re)].map((m) => m[1]);
const toPosix = (path) => path.split(sep).join('/');

/**
 * The modules (absolute paths) reachable from `entry`, and the wasm files they fetch.
 * Missing files are skipped: the page's own tests report them.
 */
export function moduleGraph(entries) {
  const modules = new Set();
  const wasm = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (modules.has(file) || !existsSync(file)) continue;
    modules.add(file);
    const source = readFileSync(file, 'utf8');
    for (const spec of [...matches(STATIC_IMPORT, source), ...matches(DYNAMIC_URL_IMPORT, source)]) {
      queue.push(join(dirname(file), spec));
    }
    for (const spec of matches(WASM_URL, source)) wasm.add(join(dirname(file), spec));
  }
  return { modules, wasm };
}

/** The preload links `html` (at `htmlPath`) lacks; `[]` when it has no module script. */
export function missingPreloads(html, htmlPath) {
  const base = dirname(htmlPath);
  const href = (file) => toPosix(relative(base, file));
  const scripts = matches(MODULE_SCRIPT, html).map((src) => join(base, src));
  const { modules, wasm } = moduleGraph(scripts);
  const present = new Set(matches(LINK_HREF, html).map((h) => posix.normalize(h.replace(/^\.\//, ''))));
  const links = [];
  for (const file of modules) {
    if (scripts.includes(file) || present.has(href(file))) continue;
    links.push(`<link rel="modulepreload" href="${href(file)}">`);
  }
  for (const file of wasm) {
    if (present.has(href(file))) continue;
    links.push(`<link rel="preload" href="${href(file)}" as="fetch" type="application/wasm" crossorigin>`);
  }
  return links;
}

/** Adds the missing preload links to every .html page under `dir` but `skip`; returns how many. */
export function addPreloads(dir, skip = new Set()) {
  let added = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html') && !skip.has(toPosix(relative(dir, path)))) {
        const html = readFileSync(path, 'utf8');
        const links = missingPreloads(html, path);
        if (links.length === 0) continue;
        writeFileSync(path, html.replace('</head>', `${links.join('\n')}\n</head>`));
        added += links.length;
      }
    }
  };
  walk(dir);
  return added;
}
