// Bundles each page's entry module with the modules it imports statically into one minified
// file, in place, so a page loads its code in one request instead of one per module (over HTTP/1.1's six
// connections, twenty modules queue up and delay the first drawn board). Modules loaded by URL
// and the wasm-bindgen glue of both wasm modules (`tobit.js`, `tobit_engine.js` at the root of
// the build, imported dynamically, so the engine is fetched only when the AI is needed) stay
// separate files, and the other modules of www/ stay in the build for whoever imports them on
// their own.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The entry modules of the build's pages (the app, the iframe page, the element, the engine
 * worker, the rules, the tutorial and the puzzles), as paths in the build folder.
 */
export const ENTRIES = ['app/app.js', 'embed/embed.js', 'tobit-board.js', 'engine/worker.js', 'learn/rules.js', 'learn/tutorial.js', 'learn/puzzles.js'];

/** The wasm-bindgen glue modules, kept out of the bundles (each loads its own .wasm). */
export const GLUE = /(^|\/)tobit(_engine)?\.js$/;

/** `file` as a relative URL from the folder `from`. */
function urlFrom(from, file) {
  const path = relative(from, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * An esbuild plugin that leaves the glue modules as separate files, imported by their path from
 * the bundle's folder `outDir` (a module of a subfolder imports `../tobit.js`).
 * @param {string} outDir
 */
export function glueExternal(outDir) {
  return {
    name: 'glue-external',
    setup(build) {
      build.onResolve({ filter: GLUE }, (args) => ({ path: urlFrom(outDir, resolve(args.resolveDir, args.path)), external: true }));
    },
  };
}

/**
 * An esbuild plugin that keeps each module's own `import.meta.url` inside a bundle written to
 * `outDir`: a module of another folder finds the files next to it (`new URL('./en.json',
 * import.meta.url)` in i18n/) as it does unbundled, wherever the bundle lives.
 * @param {string} outDir
 */
export function moduleUrl(outDir) {
  return {
    name: 'module-url',
    setup(build) {
      build.onLoad({ filter: /\.js$/, namespace: 'file' }, async (args) => {
        if (dirname(args.path) === resolve(outDir)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const own = `new URL(${JSON.stringify(urlFrom(outDir, args.path))}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', own), loader: 'js' };
      });
    },
  };
}

/** Bundles every entry of `entries` found in `dir` in place; resolves to the bundled names. */
export async function bundleEntries(dir, entries = ENTRIES) {
  for (const entry of entries) {
    const file = join(dir, entry);
    const outDir = dirname(resolve(file));
    await build({
      entryPoints: [file],
      outfile: file,
      allowOverwrite: true,
      bundle: true,
      format: 'esm',
      target: 'es2022',
      charset: 'utf8',
      minify: true, // the first load: the app's bundle is 23 KB gz as written, 14 KB minified
      legalComments: 'none',
      logLevel: 'error',
      plugins: [glueExternal(outDir), moduleUrl(outDir)],
    });
  }
  return entries;
}
