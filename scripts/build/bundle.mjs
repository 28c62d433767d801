// Rollup, the bundler of the build, for every script of it: the pages' entry modules with code
// splitting (bundleEntries: each entry takes in the modules only it imports, the modules several
// entries share go to chunk files of their own in chunks/, loaded once whichever pages use them,
// and the app's first load is grouped into a few chunks, firstLoadChunks, since over HTTP/1.1's
// six connections a dozen small files queue up and delay the first drawn board), the workers
// apart, the classic scripts as IIFEs, the service worker (scripts/build/precache.mjs) and the
// single-file edition (scripts/single-file.mjs). A dynamic import of a module of www/
// becomes a chunk loaded when it is needed. The wasm-bindgen glue of the wasm modules
// (`tobit.js`, `tobit_engine.js`, … at the root of the build, imported dynamically, so a
// module is fetched only when needed) stays a file of its own, minified in place; the other
// modules of www/ stay in the build for whoever imports them on their own. esbuild is the
// minifier of the output (and of the style sheets, scripts/build/pages.mjs), not a bundler.
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The entry modules of the build's pages (the app, the iframe page, the element, the engine
 * worker, the rules, the tutorial, the puzzles, the analysis board, the position editor, the
 * link page, the live page, the tournament page and the PDN worker), as paths in the build folder.
 */
export const ENTRIES = ['app/app.js', 'embed/embed.js', 'tobit-board.js', 'engine/worker.js', 'learn/rules.js', 'learn/tutorial.js', 'learn/puzzles.js', 'analysis/analysis.js', 'editor/editor.js', 'link/link.js', 'live/live.js', 'tournament/tournament.js', 'app/archive/pdn-worker.js'];

/**
 * The entries built as classic scripts (each a self-contained IIFE, sharing no chunk): a page
 * loads one with `<script async>`, which runs as soon as it arrives, where a module script waits
 * for the page's parsing and its own imports. The app's catalog prefetch is one.
 */
export const CLASSIC_ENTRIES = ['app/prefetch.js'];

/** The wasm-bindgen glue modules, kept out of the bundles (each loads its own .wasm). */
export const GLUE = ['tobit.js', 'tobit_engine.js', 'tobit_study.js', 'tobit_tournament.js', 'tobit_links.js'];

/** Where the shared chunks go, in the build folder. */
export const CHUNKS = 'chunks';

/** The project's npm packages (npm ci), where the packages the pages import are found. */
const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** `path` as a relative URL (`./x`, `../x`). */
const relativeUrl = (/** @type {string} */ path) => {
  const url = path.split(sep).join('/');
  return url.startsWith('../') ? url : `./${url}`;
};

/**
 * The plugins of every Rollup run over the build folder `root`:
 * - the npm packages the pages import by name (package.json's dependencies, pinned in
 *   package-lock.json) are bundled from the project's node_modules, their own imports resolved
 *   as Node does (nested versions included), wherever the build folder is (`trunk serve --dist`
 *   outside the project too: e2e/run-serves-tables.test.mjs);
 * - each module keeps its own `import.meta.url` (Rollup's resolveImportMeta): a module finds the
 *   files next to it (`new URL('./en.json', import.meta.url)` in i18n/) as it does unbundled,
 *   wherever its code lands, as a URL relative to its output file's own (a module script's
 *   `import.meta.url`, a classic script's `document.currentScript.src`);
 * - `seams`, modules of the build (paths in `root`) whose code is given instead (the single
 *   file's, the service worker's precache list);
 * - `external`, the modules left out (by file name), `GLUE` unless given: the glue stays a file
 *   of its own, imported by its path relative to each output file.
 * @param {string} root
 * @param {{seams?: Record<string, string>, external?: readonly string[]}} [options]
 * @returns {import('rollup').Plugin[]}
 */
export function plugins(root, { seams = {}, external = GLUE } = {}) {
  const given = new Map(Object.entries(seams).map(([path, code]) => [join(root, path), code]));
  return [{
    name: 'tobit-build',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const id = resolve(dirname(importer), source);
      if (given.has(id)) return id;
      return external.includes(basename(id)) && id.startsWith(root) ? { id, external: true } : null;
    },
    load(id) {
      return given.get(id) ?? null;
    },
    resolveImportMeta(property, { chunkId, moduleId, format }) {
      if (property !== 'url') return null;
      const self = format === 'iife' ? 'document.currentScript.src' : 'import.meta.url';
      return `new URL(${JSON.stringify(relativeUrl(relative(dirname(join(root, chunkId)), moduleId)))}, ${self}).href`;
    },
  }, nodeResolve({ browser: true, modulePaths: [NODE_MODULES] })];
}

/** An output plugin: each output file minified by esbuild. */
export const minify = {
  name: 'minify',
  /** @type {import('rollup').RenderChunkHook} */
  async renderChunk(code, _chunk, { format }) {
    const out = await transform(code, { format: format === 'es' ? 'esm' : undefined, target: 'es2022', minify: true, legalComments: 'none', charset: 'utf8' });
    return { code: out.code, map: null };
  },
};

/** Any warning of Rollup's fails the build. */
const onwarn = (/** @type {import('rollup').RollupLog} */ warning) => {
  throw new Error(`bundling: ${warning.message}`);
};

/**
 * One Rollup run: `input` (name → module) of the build folder `root` with `plugins(root,
 * options)`, its output (Rollup's output options, minified) generated; resolves to its files.
 * @param {string} root
 * @param {Record<string, string>} input
 * @param {import('rollup').OutputOptions} output
 * @param {Parameters<typeof plugins>[1]} [options]
 */
export async function bundle(root, input, output, options) {
  const build = await rollup({ input, plugins: plugins(root, options), onwarn });
  try {
    return (await build.generate({ dir: root, plugins: [minify], ...output })).output;
  } finally {
    await build.close();
  }
}

/** Minifies the glue modules of `dir` in place (the page's glue is part of the first load). */
async function minifyGlue(dir) {
  for (const name of GLUE) {
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
 * Bundles every entry of `entries` found in `dir` in place, their shared modules in
 * `dir`/chunks/, and minifies the glue; resolves to the chunks each entry imports statically
 * (entry → chunk paths in `dir`). Rollup keeps in an entry's file the modules it imports, even
 * when one of its dynamic imports shares them, so the first load is a few files. Each of
 * `classic` becomes a classic script (an IIFE, minified) whose modules find their URLs from
 * the script's own.
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
    ...await bundleInPlace(root, pages, { manualChunks: firstLoadChunks(root) }),
    ...await bundleInPlace(root, workers, {}),
  ];
  for (const entry of classic) await bundleInPlace(root, [entry], { format: 'iife' });
  await minifyGlue(root);
  return staticChunks(chunks);
}

/**
 * One Rollup run over `entries` of the build folder `root` (none: nothing to do), written in
 * place with `output` (Rollup's output options); resolves to its chunks.
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {import('rollup').OutputOptions} output
 * @returns {Promise<import('rollup').OutputChunk[]>}
 */
async function bundleInPlace(root, entries, output) {
  if (entries.length === 0) return [];
  const files = await bundle(root, Object.fromEntries(entries.map((entry) => [entry.slice(0, -'.js'.length), join(root, entry)])),
    { format: 'es', entryFileNames: '[name].js', chunkFileNames: `${CHUNKS}/[name]-[hash].js`, ...output });
  const chunks = files.filter((file) => file.type === 'chunk');
  for (const chunk of chunks) {
    const file = join(root, chunk.fileName);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, chunk.code);
  }
  return chunks;
}
