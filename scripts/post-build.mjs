#!/usr/bin/env node
// Trunk's post_build hook (Trunk.toml), what Trunk cannot do, in order, after its build hook has
// put the wasm modules in the build (scripts/build/wasm.mjs); so every build Trunk makes,
// `trunk serve`'s included, serves everything the release has:
// 1. copies www/ into the build and splits the learning pages' words from the catalogs
//    (scripts/build/catalogs.mjs);
// 2. minifies the pages, images and style sheets and joins each page's sheets into one
//    (scripts/build/pages.mjs);
// 3. writes the single-file edition tobit.html from the unbundled modules
//    (scripts/single-file.mjs);
// 4. bundles the pages' entry modules with Rollup, the shared code in chunks/ (scripts/build/
//    bundle.mjs), and preloads each page's chunks (pages.mjs);
// 5. writes the declarations of <tobit-board> and the modules it uses from their JSDoc (tsc -p
//    tsconfig.dts.json), against the wasm modules' declarations the build hook wrote;
// 6. bundles the service worker with its precache list (scripts/build/precache.mjs);
// 7. exports the endgame tables into egtb/ (not precached: the engine fetches a table when a
//    game needs it): `tobit egtb export` writes every table up to four pieces, gzipped, built
//    once into ~/.cache/tobit/egtb (docs/EGTB.md), with the `tobit` command `make test-native`
//    builds (Cargo.toml's `test-opt` profile), so a `make test` links the CLI once.
//   node scripts/post-build.mjs [build-folder]     (Trunk sets TRUNK_STAGING_DIR)
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { splitCatalogs } from './build/catalogs.mjs';
import { joinStyleSheets, minifyPages, preloadChunks } from './build/pages.mjs';
import { writePrecache } from './build/precache.mjs';
import { bundleEntries } from './build/bundle.mjs';
import { buildSingleFile } from './single-file.mjs';

/** Runs a command of the workspace at `source`, its output shown, failing with its name. */
function run(source, command, args) {
  try {
    execFileSync(command, args, { cwd: source, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed (${error.status ?? error.message})`, { cause: error });
  }
}

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('post-build: give the build folder as argument (Trunk sets TRUNK_STAGING_DIR)');
  process.exit(2);
}
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
try {
  cpSync(join(source, 'www'), dir, { recursive: true, force: true });
  const partWords = splitCatalogs(dir);
  const minified = await minifyPages(dir);
  const joined = joinStyleSheets(dir);
  const size = await buildSingleFile(dir); // from the unbundled modules: before bundleEntries
  const bundled = await bundleEntries(dir);
  const preloads = preloadChunks(dir, bundled);
  run(source, join(source, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.dts.json', '--outDir', resolve(dir)]);
  const { version, count } = await writePrecache(dir);
  const tables = join(dir, 'egtb');
  run(source, 'cargo', ['run', '--profile', 'test-opt', '--quiet', '--bin', 'tobit', '--', 'egtb', 'export', '--out', resolve(tables)]);
  console.log(`post-build: pages and style sheets ${(minified / 1024).toFixed(0)} KiB smaller, ${joined} pages with one style sheet, ${bundled.size} entries bundled (${preloads} chunk preloads), ${partWords} words per language in the pages' parts of the catalogs (i18n/<part>.*.json), tobit.html ${(size / 1024).toFixed(0)} KiB, `
    + `precache ${count} files, version ${version}, ${readdirSync(tables).length} endgame tables`);
} catch (err) {
  console.error(`post-build: ${err.message}`);
  process.exit(1);
}
