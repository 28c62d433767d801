// Bundles the entry modules of the build's pages together (Rollup, then esbuild's minifier), in
// place, with code splitting: each entry takes in the modules only it imports, and the modules
// several entries share go to chunk files of their own (chunks/), loaded once whichever pages
// use them, so no page carries a copy of another's code; the app's first load is grouped into
// a few chunks (firstLoadChunks), since over HTTP/1.1's six connections a dozen small files
// queue up and delay the first drawn board. A dynamic import of a module of www/ becomes a chunk
// loaded when it is needed. The wasm-bindgen glue of the wasm modules (`tobit.js`,
// `tobit_engine.js`, `tobit_study.js`, `tobit_tournament.js` at the root of the build, imported dynamically, so the
// engine and study are fetched only when needed) stays a file of its own, minified in place;
// the other modules of www/ stay in the build for whoever imports them on their own.
import { build, transform } from 'esbuild';
import { rollup } from 'rollup';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The entry modules of the build's pages (the app, the iframe page, the element, the engine worker, the rules, the tutorial, the puzzles, the analysis board, the
 * position editor, the link page, the live page, the tournament page and the PDN worker), as paths in the build folder.
 */
export const ENTRIES = ['app/app.js', 'embed/embed.js', 'tobit-board.js', 'engine/worker.js', 'learn/rules.js', 'learn/tutorial.js', 'learn/puzzles.js', 'analysis/analysis.js', 'editor/editor.js', 'link/link.js', 'live/live.js', 'tournament/tournament.js', 'app/archive/pdn-worker.js'];

/**
 * The entries built as classic scripts (each a self-contained IIFE, sharing no chunk): a page
 * loads one with `<script async>`, which runs as soon as it arrives, where a module script waits
 * for the page's parsing and its own imports. The app's catalog prefetch is one.
 */
export const CLASSIC_ENTRIES = ['app/prefetch.js'];

/** The wasm-bindgen glue modules, kept out of the bundles (each loads its own .wasm). */
export const GLUE = /(^|\/)tobit(_engine|_study|_tournament|_links)?\.js$/;

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
 * The expression standing for the module `file`'s own URL in a bundle (moduleUrl), from the
 * bundle's own URL `self` (a classic script's is `document.currentScript.src`).
 */
const ownUrl = (root, file, prefix, self = 'import.meta.url') => `new URL(${JSON.stringify(fromRoot(root, file, prefix))}, ${self}).href`;

/**
 * An esbuild plugin that keeps each module's own `import.meta.url` inside a bundle: a module
 * finds the files next to it (`new URL('./en.json', import.meta.url)` in i18n/) as it does
 * unbundled, wherever its code lands. Its URL is written from the build folder `root` after
 * `prefix`: `./` for a bundle at the root of the build, as the single-file edition is; `self`
 * is the bundle's own URL.
 * @param {string} root
 * @param {string} [prefix]
 * @param {string} [self]
 */
export function moduleUrl(root, prefix = './', self = 'import.meta.url') {
  return {
    name: 'module-url',
    setup(build) {
      build.onLoad({ filter: /\.js$/, namespace: 'file' }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        return { contents: text.replaceAll('import.meta.url', ownUrl(root, args.path, prefix, self)), loader: 'js' };
      });
    },
  };
}

/** Minifies the glue modules of `dir` in place (the page's glue is part of the first load). */
async function minifyGlue(dir) {
  for (const name of ['tobit.js', 'tobit_engine.js', 'tobit_study.js', 'tobit_tournament.js']) {
    const file = join(dir, name);
    const code = await readFile(file, 'utf8').catch(() => null);
    if (code === null) continue;
    const out = await transform(code, { format: 'esm', target: 'es2022', minify: true, legalComments: 'none', charset: 'utf8' });
    await writeFile(file, out.code);
  }
}

/**
 * The chunks each entry chunk of `output` imports statically, directly or through another chunk
 * (entry file → chunk files, paths in the build folder).
 * @param {import('rollup').OutputChunk[]} output
 */
function staticChunks(output) {
  const byName = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const imports = new Map();
  for (const entry of output.filter((chunk) => chunk.isEntry)) {
    const seen = new Set();
    const visit = (/** @type {string} */ file) => {
      for (const name of byName.get(file)?.imports ?? []) {
        if (!byName.has(name) || seen.has(name)) continue; // a glue module is not a chunk
        seen.add(name);
        visit(name);
      }
    };
    visit(entry.fileName);
    imports.set(entry.fileName, [...seen].sort());
  }
  return imports;
}

/**
 * The modules of www/ that only re-export npm packages whose modules import packages of their
 * own (nostr-tools and its @noble and @scure libraries): esbuild bundles each whole, resolving
 * those imports as Node does (nested versions included) and keeping only what is re-exported,
 * and Rollup takes the result as the module's code.
 */
export const VENDORED = ['lib/live/nostr.js'];

/** The project's npm packages (npm ci), where a vendored module's imports are found. */
const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** The npm packages the pages import by name (package.json's dependencies), bundled with them. */
const DEPENDENCIES = Object.keys(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).dependencies ?? {});

/**
 * A Rollup plugin: the packages the pages import by name (DEPENDENCIES) are bundled from
 * node_modules; the glue modules stay separate files, imported by their path from the root
 * of the build `root` (marked, fixed per output file), and each module keeps its own
 * `import.meta.url` (as moduleUrl does for esbuild).
 * @param {string} root
 * @returns {import('rollup').Plugin}
 */
function rollupPaths(root) {
  return {
    name: 'tobit-paths',
    resolveId(source, importer) {
      // A package of package.json's dependencies (npm, pinned in package-lock.json): its module.
      if (DEPENDENCIES.includes(source)) return fileURLToPath(import.meta.resolve(source));
      if (!GLUE.test(source) || !importer) return null;
      return { id: fromRoot(root, resolve(dirname(importer), source), ROOT), external: true };
    },
    async load(id) {
      if (!VENDORED.some((module) => id === join(root, module))) return null;
      // The packages are found in the project's node_modules wherever the build folder is
      // (`trunk serve --dist` outside the project too: e2e/run-serves-tables.test.mjs).
      const out = await build({ entryPoints: [id], bundle: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, legalComments: 'none', charset: 'utf8', nodePaths: [NODE_MODULES] });
      return out.outputFiles[0].text;
    },
    transform(code, id) {
      return code.includes('import.meta.url') ? { code: code.replaceAll('import.meta.url', ownUrl(root, id, ROOT)), map: null } : null;
    },
  };
}

/** The pages other than the app, by family: the pages of a family load the same shared code. */
const FAMILIES = {
  learn: ['learn/rules.js', 'learn/tutorial.js', 'learn/puzzles.js'],
  study: ['analysis/analysis.js', 'editor/editor.js'],
  embed: ['embed/embed.js'],
  link: ['link/link.js'],
  live: ['live/live.js'],
  tournament: ['tournament/tournament.js'],
};

/** The workers' entries, bundled apart from the pages (no DOM there). */
const WORKERS = ['engine/worker.js', 'app/archive/pdn-worker.js'];

/**
 * Rollup's manualChunks for the pages: the modules of the app's first load in a few chunks
 * instead of one per set of entries sharing them, so the first board waits for a few files
 * (over HTTP/1.1's six connections, a dozen small chunks queue up, and the catalog's request
 * with them) and they compress better together:
 * - `board`: what the element <tobit-board> imports (every page with a board), its words'
 *   loader and the wasm loader with it;
 * - `site-<families>`: the other modules of the app's first load that pages of other families
 *   (FAMILIES) import too, at once or on demand, one chunk per set of families (the header,
 *   the archive, the dialogs; siteChunks); the app's own modules stay in app.js.
 * Every other module goes where Rollup puts it: a page's own in its entry, a dynamic import's
 * in a chunk of its own.
 * @param {string} root
 * @returns {import('rollup').GetManualChunk}
 */
function firstLoadChunks(root) {
  /** @type {{board: Set<string>, app: Set<string>, site: Map<string, string>} | null} */
  let graphs = null;
  return (id, { getModuleInfo }) => {
    /** The modules `starts` import, statically or (`dynamic`) also on demand. */
    const closure = (/** @type {string[]} */ starts, dynamic = false) => {
      const seen = new Set();
      const visit = (/** @type {string} */ at) => {
        if (seen.has(at)) return;
        seen.add(at);
        const info = getModuleInfo(at);
        for (const next of [...info?.importedIds ?? [], ...(dynamic ? info?.dynamicallyImportedIds ?? [] : [])]) visit(next);
      };
      for (const start of starts) visit(join(root, start));
      return seen;
    };
    if (!graphs) {
      const [board, app] = [closure(['tobit-board.js']), closure(['app/app.js'])];
      const families = Object.entries(FAMILIES).map(([family, pages]) => /** @type {const} */ ([family, closure(pages, true)]));
      /** The families that load `module`. @param {string} module */
      const familiesOf = (module) => families.filter(([, modules]) => modules.has(module)).map(([family]) => family);
      const shared = [...app].filter((module) => !board.has(module))
        .map((module) => /** @type {const} */ ([module, familiesOf(module), getModuleInfo(module)?.code?.length ?? 0]));
      graphs = { board, app, site: siteChunks(shared) };
    }
    if (!graphs.app.has(id)) return undefined;
    if (graphs.board.has(id)) return 'board';
    return graphs.site.get(id);
  };
}

/**
 * Below this many characters of source (comments included), the modules of one set of families
 * would make a chunk smaller than the request for it costs (a few hundred bytes once minified).
 */
const SMALLEST_CHUNK = 4096;

/**
 * The `site-<families>` chunk of each module of the app's first load that other families load
 * too, named by the families that load it; the modules of a set of families too small for a
 * chunk of their own (SMALLEST_CHUNK) join the chunk of the smallest larger set that includes
 * theirs (the app's tab lock, shared with the tournament page alone, and the page language
 * chosen before the boards start were first-load files of 0.3 and 0.1 KB).
 * @param {(readonly [string, string[], number])[]} shared each module, the families that load it, its size
 * @returns {Map<string, string>}
 */
function siteChunks(shared) {
  /** @type {Map<string, {families: string[], size: number}>} */
  const sets = new Map();
  for (const [, families, size] of shared.filter(([, families]) => families.length > 0)) {
    const set = sets.get(families.join('-')) ?? { families, size: 0 };
    sets.set(families.join('-'), { ...set, size: set.size + size });
  }
  /** @param {string[]} families */
  const home = (families) => {
    const own = sets.get(families.join('-'));
    if (!own || own.size >= SMALLEST_CHUNK) return families;
    const larger = [...sets.values()].filter((set) => set.families.length > families.length
      && families.every((family) => set.families.includes(family)) && set.size >= SMALLEST_CHUNK);
    return larger.sort((a, b) => a.families.length - b.families.length)[0]?.families ?? families;
  };
  return new Map(shared.filter(([, families]) => families.length > 0)
    .map(([module, families]) => [module, ['site', ...home(families)].join('-')]));
}

/**
 * Bundles every entry of `entries` found in `dir` in place (Rollup, then esbuild's minifier),
 * their shared modules in `dir`/chunks/, and minifies the glue; resolves to the chunks each
 * entry imports statically (entry → chunk paths in `dir`). Rollup keeps in an entry's file the
 * modules it imports, even when one of its dynamic imports shares them, so the first load is
 * a few files. Each of `classic` becomes a classic script (bundleClassic).
 * @param {string} dir
 * @param {readonly string[]} [entries]
 * @param {readonly string[]} [classic]
 */
export async function bundleEntries(dir, entries = ENTRIES, classic = CLASSIC_ENTRIES) {
  const root = resolve(dir);
  // The workers are bundled on their own: what they share with a page (the wasm loader) is
  // copied into their own chunk, so no page chunk has to leave out what a worker cannot run.
  const workers = entries.filter((entry) => WORKERS.includes(entry));
  const pages = entries.filter((entry) => !WORKERS.includes(entry));
  const chunks = [
    ...await bundleRun(root, pages, firstLoadChunks(root)),
    ...await bundleRun(root, workers, undefined),
  ];
  await minifyGlue(root);
  for (const entry of classic) await bundleClassic(root, entry);
  return staticChunks(chunks);
}

/**
 * One Rollup run over `entries` of the build folder `root` (none: nothing to do), its output
 * minified and written in place; resolves to its chunks.
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {import('rollup').GetManualChunk | undefined} manualChunks
 * @returns {Promise<import('rollup').OutputChunk[]>}
 */
async function bundleRun(root, entries, manualChunks) {
  if (entries.length === 0) return [];
  const bundle = await rollup({
    input: Object.fromEntries(entries.map((entry) => [entry.replace(/\.js$/, ''), join(root, entry)])),
    plugins: [rollupPaths(root)],
    onwarn(warning) {
      throw new Error(`bundling: ${warning.message}`);
    },
  });
  const { output } = await bundle.generate({
    dir: root,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: `${CHUNKS}/[name]-[hash].js`,
    manualChunks,
  });
  await bundle.close();
  const chunks = output.filter((file) => file.type === 'chunk');
  for (const chunk of chunks) {
    const file = join(root, chunk.fileName);
    const up = relative(dirname(file), root).split(sep).join('/');
    const { code } = await transform(chunk.code.replaceAll(ROOT, up === '' ? './' : `${up}/`), { format: 'esm', target: 'es2022', minify: true, legalComments: 'none', charset: 'utf8' });
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, code);
  }
  return chunks;
}

/**
 * Bundles the module `entry` of the build folder `root`, with what it imports, into a classic
 * script in place (an IIFE, minified): its modules find their URLs from the script's own.
 * @param {string} root
 * @param {string} entry
 */
async function bundleClassic(root, entry) {
  const file = join(root, entry);
  const up = relative(dirname(file), root).split(sep).join('/');
  await build({
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'error',
    plugins: [moduleUrl(root, up === '' ? './' : `${up}/`, 'document.currentScript.src')],
  });
}
