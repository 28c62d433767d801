// Adds to each page of the build a `<link rel="modulepreload">` for every chunk its entry
// module imports statically (scripts/build/bundle.mjs), so the browser fetches the chunks with
// the entry instead of after it (one round trip less before the first drawn board).
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
    writeFileSync(file, html);
  }
  return added;
}
