// Bundles the entry modules of the build's pages together, in place, with code splitting: each
// entry takes in the modules only it imports, and the modules several entries share go to chunk
// files of their own (chunks/), loaded once whichever pages use them, so no page carries a copy
// of another's code and a page's code comes in a few requests instead of one per module (over
// HTTP/1.1's six connections, twenty modules queue up and delay the first drawn board). A
// dynamic import of a module of www/ becomes a chunk loaded when it is needed. The wasm-bindgen
// glue of the wasm modules (`tobit.js`, `tobit_engine.js`, `tobit_study.js` at the root of the build, imported
// dynamically, so the engine and study are fetched only when needed) stays a file of its own,
// minified in place; the other modules of www/ stay in the build for whoever imports them on
// their own.
import { build, transform } from 'esbuild';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The entry modules of the build's pages (the app and its catalog prefetch, the iframe page, the
 * element, the engine worker, the rules, the tutorial, the puzzles, the analysis board, the
 * position editor and the PDN worker), as paths in the build folder.
 */
export const ENTRIES = ['app/app.js', 'app/prefetch.js', 'embed/embed.js', 'tobit-board.js', 'engine/worker.js', 'learn/rules.js', 'learn/tutorial.js', 'learn/puzzles.js', 'analysis/analysis.js', 'editor/editor.js', 'app/archive/pdn-worker.js'];

/** The wasm-bindgen glue modules, kept out of the bundles (each loads its own .wasm). */
export const GLUE = /(^|\/)tobit(_engine|_study)?\.js$/;

/** Where the shared chunks go, in the build folder. */
export const CHUNKS = 'chunks';

/**
 * Stands for the root of the build in the bundler's output: which file a module's code lands
 * in (an entry or a chunk, in different folders) is known only after bundling, so paths are
 * written from the root and this mark is replaced by each output file's way up to the root.
 */
const ROOT = '@tobit-root@/';

/** `file` as a URL path from the folder `root`, written after `prefix`. */
const fromRoot = (root, file, prefix) => prefix + relative(root, file).split(sep).join('/');

/**
 * An esbuild plugin that leaves the glue modules as separate files, imported by their path from
 * the root of the build `root` (marked, fixed per output file).
 * @param {string} root
 */
function glueExternal(root) {
  return {
    name: 'glue-external',
    setup(build) {
      build.onResolve({ filter: GLUE }, (args) => ({ path: fromRoot(root, resolve(args.resolveDir, args.path), ROOT), external: true }));
    },
  };
}

/**
 * An esbuild plugin that keeps each module's own `import.meta.url` inside a bundle: a module
 * finds the files next to it (`new URL('./en.json', import.meta.url)` in i18n/) as it does
 * unbundled, wherever its code lands. Its URL is written from the build folder `root` after
 * `prefix`: `./` for a bundle at the root of the build, as the single-file edition is.
 * @param {string} root
 * @param {string} [prefix]
 */
export function moduleUrl(root, prefix = './') {
  return {
    name: 'module-url',
    setup(build) {
      build.onLoad({ filter: /\.js$/, namespace: 'file' }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const own = `new URL(${JSON.stringify(fromRoot(root, args.path, prefix))}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', own), loader: 'js' };
      });
    },
  };
}

/** Minifies the glue modules of `dir` in place (the page's glue is part of the first load). */
async function minifyGlue(dir) {
  for (const name of ['tobit.js', 'tobit_engine.js', 'tobit_study.js']) {
    const file = join(dir, name);
    const code = await readFile(file, 'utf8').catch(() => null);
    if (code === null) continue;
    const out = await transform(code, { format: 'esm', target: 'es2022', minify: true, legalComments: 'none', charset: 'utf8' });
    await writeFile(file, out.code);
  }
}

/**
 * The chunks each of the `entries` imports statically in `metafile`, directly or through
 * another chunk (entry path → chunk paths, both relative to `root`).
 */
function staticChunks(metafile, root, entries) {
  const wanted = new Set(entries.map((entry) => join(root, entry)));
  const rel = (path) => relative(root, resolve(path)).split(sep).join('/');
  const imports = new Map();
  for (const [out, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint || !wanted.has(resolve(info.entryPoint))) continue;
    const seen = new Set();
    const visit = (file) => {
      for (const i of metafile.outputs[file]?.imports ?? []) {
        if (i.kind !== 'import-statement' || i.external || seen.has(i.path)) continue;
        seen.add(i.path);
        visit(i.path);
      }
    };
    visit(out);
    imports.set(rel(out), [...seen].map(rel).sort());
  }
  return imports;
}

/**
 * Bundles every entry of `entries` found in `dir` in place, their shared modules in
 * `dir`/chunks/, and minifies the glue; resolves to the chunks each entry imports statically
 * (entry → chunk paths in `dir`).
 */
export async function bundleEntries(dir, entries = ENTRIES) {
  const root = resolve(dir);
  const result = await build({
    entryPoints: entries.map((entry) => join(root, entry)),
    outdir: root,
    outbase: root,
    entryNames: '[dir]/[name]',
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    write: false,
    metafile: true,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    charset: 'utf8',
    minify: true, // the first load: the app's bundle is 23 KB gz as written, 14 KB minified
    legalComments: 'none',
    logLevel: 'error',
    plugins: [glueExternal(root), moduleUrl(root, ROOT)],
  });
  for (const file of result.outputFiles) {
    const up = relative(dirname(file.path), root).split(sep).join('/');
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.text.replaceAll(ROOT, up === '' ? './' : `${up}/`));
  }
  await minifyGlue(root);
  return staticChunks(result.metafile, root, entries);
}
