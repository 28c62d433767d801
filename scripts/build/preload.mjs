// Adds to each page of the build a `<link rel="modulepreload">` for every chunk its entry
// module imports statically (scripts/build/bundle.mjs), so the browser fetches the chunks with
// the entry instead of after it (one round trip less before the first drawn board), and moves
// Trunk's preloads of the page's wasm module before the scripts.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds the preload links to the pages (`*.html` at the root of `dir`) whose module scripts are
 * among `imports`' entries (entry path → the chunks it imports statically, paths in `dir`): after
 * each script, the links of its chunks that no earlier script of the page has. Returns the
 * number of links added.
 * @param {string} dir
 * @param {Map<string, string[]>} imports
 */
export function preloadChunks(dir, imports) {
  let added = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.html') && f !== 'tobit.html')) {
    const file = join(dir, name);
    const linked = new Set();
    const html = readFileSync(file, 'utf8').replace(/<script type="module" src="([^"]+)"( async)?><\/script>/g, (script, src) => {
      const chunks = (imports.get(src.replace(/^\.\//, '')) ?? []).filter((chunk) => !linked.has(chunk));
      for (const chunk of chunks) linked.add(chunk);
      added += chunks.length;
      return script + chunks.map((chunk) => `<link rel="modulepreload" href="${chunk}">`).join('');
    });
    writeFileSync(file, wasmFirst(html));
  }
  return added;
}

/** Trunk's preload links of the page module: its glue and its wasm. */
const WASM_PRELOADS = /<link rel="(?:modulepreload|preload)" href="\.\/tobit(?:_bg\.wasm|\.js)"[^>]*>\s*/g;

/**
 * The page `html` with Trunk's preloads of the page module moved before its first module
 * script: the wasm is the largest file of the first load and the last to arrive, and over
 * HTTP/1.1's six connections a request queued behind the scripts and chunks starts late. (A
 * classic script before them, the app's small catalog prefetch, stays first.)
 * @param {string} html
 */
function wasmFirst(html) {
  const MODULE = '<script type="module"';
  const links = html.match(WASM_PRELOADS);
  if (!links || !html.includes(MODULE)) return html;
  const rest = html.replace(WASM_PRELOADS, '');
  const at = rest.indexOf(MODULE);
  return rest.slice(0, at) + links.map((link) => link.trim()).join('\n') + '\n' + rest.slice(at);
}
