// Bundles each page's entry module with the modules it imports statically into one file, in
// place, so a page loads its code in one request instead of one per module (over HTTP/1.1's six
// connections, twenty modules queue up and delay the first drawn board). Modules loaded by URL
// (`import(new URL('./tobit.js', import.meta.url))`, workers, the wasm) stay separate files, and
// the other modules of www/ stay in the build for whoever imports them on their own.
import { buildSync } from 'esbuild';
import { join } from 'node:path';

/**
 * The entry modules of the build's pages (the app, the iframe page, the element, the rules,
 * the tutorial and the puzzles).
 */
export const ENTRIES = ['app.js', 'embed.js', 'tobit-board.js', 'rules.js', 'learn.js', 'puzzles.js'];

/** Bundles every entry of `entries` found in `dir` in place; returns the bundled names. */
export function bundleEntries(dir, entries = ENTRIES) {
  for (const entry of entries) {
    const file = join(dir, entry);
    buildSync({
      entryPoints: [file],
      outfile: file,
      allowOverwrite: true,
      bundle: true,
      format: 'esm',
      target: 'es2022',
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'error',
    });
  }
  return entries;
}
