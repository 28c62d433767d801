// Bundles each page's entry module with the modules it imports statically into one file, in
// place, so a page loads its code in one request instead of one per module (over HTTP/1.1's six
// connections, twenty modules queue up and delay the first drawn board). Modules loaded by URL
// and the wasm-bindgen glue of both wasm modules (`tobit.js`, `tobit_engine.js`, imported
// dynamically, so the engine is fetched only when the AI is needed) stay separate files, and the
// other modules of www/ stay in the build for whoever imports them on their own.
import { build } from 'esbuild';
import { join } from 'node:path';

/** The entry modules of the build's pages (the app, the iframe page, the element, the worker). */
export const ENTRIES = ['app.js', 'embed.js', 'tobit-board.js', 'engine-worker.js'];

/** The wasm-bindgen glue modules, kept out of the bundles (each loads its own .wasm). */
export const GLUE = /^\.\/tobit(_engine)?\.js$/;

/** An esbuild plugin that leaves the glue modules as separate files. */
export const glueExternal = {
  name: 'glue-external',
  setup(build) {
    build.onResolve({ filter: GLUE }, (args) => ({ path: args.path, external: true }));
  },
};

/** Bundles every entry of `entries` found in `dir` in place; resolves to the bundled names. */
export async function bundleEntries(dir, entries = ENTRIES) {
  for (const entry of entries) {
    const file = join(dir, entry);
    await build({
      entryPoints: [file],
      outfile: file,
      allowOverwrite: true,
      bundle: true,
      format: 'esm',
      target: 'es2022',
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'error',
      plugins: [glueExternal],
    });
  }
  return entries;
}
