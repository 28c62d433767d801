// Adds to each page of the build a `<link rel="modulepreload">` for every chunk its entry
// module imports statically (scripts/build/bundle.mjs), so the browser fetches the chunks with
// the entry instead of after it (one round trip less before the first drawn board).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds the preload links to the pages (`*.html` at the root of `dir`) whose module script is one
 * of `imports`' entries (entry path → the chunks it imports statically, paths in `dir`).
 * Returns the number of links added.
 * @param {string} dir
 * @param {Map<string, string[]>} imports
 */
export function preloadChunks(dir, imports) {
  let added = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.html') && f !== 'tobit.html')) {
    const file = join(dir, name);
    const html = readFileSync(file, 'utf8');
    const script = /<script type="module" src="([^"]+)"><\/script>/.exec(html);
    const chunks = script ? imports.get(script[1].replace(/^\.\//, '')) ?? [] : [];
    if (chunks.length === 0) continue;
    const links = chunks.map((chunk) => `<link rel="modulepreload" href="${chunk}">`).join('');
    writeFileSync(file, html.replace(script[0], () => `${script[0]}${links}`));
    added += chunks.length;
  }
  return added;
}
