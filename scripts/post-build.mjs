#!/usr/bin/env node
// Trunk post_build hook (also usable by hand: node scripts/post-build.mjs <build-dir>), after
// the build hook has put the three wasm modules in the build (scripts/build/wasm.mjs):
// 1. copies www/ into the build (the learning pages' words split from the catalogs),
// 2. minifies the pages and style sheets and joins each page's sheets into one, 3. writes the
// single-file edition tobit.html, 4. bundles the pages' entry modules (shared code in chunks/,
// preloaded by the pages), 5. fills the service worker's precache list, 6. exports the endgame
// tables into egtb/ (not precached: the engine fetches a table when a game needs it), so that
// every build Trunk makes, `trunk serve`'s included, serves everything the release has.
import { join } from 'node:path';
import { copyWww } from './build/copy-www.mjs';
import { splitCatalogs } from './build/catalogs.mjs';
import { minifyPages } from './build/minify-pages.mjs';
import { joinStyleSheets } from './build/join-styles.mjs';
import { writePrecache } from './build/precache.mjs';
import { bundleEntries } from './build/bundle.mjs';
import { preloadChunks } from './build/preload.mjs';
import { exportTables } from './build/tables.mjs';
import { buildSingleFile } from './single-file.mjs';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('post-build: give the build folder as argument (Trunk sets TRUNK_STAGING_DIR)');
  process.exit(2);
}
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
try {
  copyWww(join(source, 'www'), dir);
  const partWords = splitCatalogs(dir);
  const minified = await minifyPages(dir);
  const joined = joinStyleSheets(dir);
  const size = await buildSingleFile(dir); // from the unbundled modules: before bundleEntries
  const bundled = await bundleEntries(dir);
  const preloads = preloadChunks(dir, bundled);
  const { version, count } = writePrecache(dir);
  const tables = exportTables(join(dir, 'egtb'), source);
  console.log(`post-build: pages and style sheets ${(minified / 1024).toFixed(0)} KiB smaller, ${joined} pages with one style sheet, ${bundled.size} entries bundled (${preloads} chunk preloads), ${partWords} words per language in the pages' parts of the catalogs (i18n/<part>.*.json), tobit.html ${(size / 1024).toFixed(0)} KiB, `
    + `precache ${count} files, version ${version}, ${tables} endgame tables`);
} catch (err) {
  console.error(`post-build: ${err.message}`);
  process.exit(1);
}
