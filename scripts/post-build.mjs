#!/usr/bin/env node
// Trunk post_build hook (also usable by hand: node scripts/post-build.mjs <build-dir>).
// 1. copies www/ into the build (the learning pages' words split from the catalogs), 2. builds the engine and study wasm modules (Trunk builds the page's),
// 3. removes Trunk's inline loader script (strict CSP), minifies the pages and style sheets and
// joins each page's sheets into one, 4. writes the single-file edition
// tobit.html, 5. bundles the pages' entry modules (shared code in chunks/, preloaded by the
// pages), 6. fills the service worker's precache list.
import { join } from 'node:path';
import { copyWww } from './build/copy-www.mjs';
import { splitCatalogs } from './build/catalogs.mjs';
import { stripInlineScripts } from './build/strip-inline-scripts.mjs';
import { minifyPages } from './build/minify-pages.mjs';
import { joinStyleSheets } from './build/join-styles.mjs';
import { writePrecache } from './build/precache.mjs';
import { bundleEntries } from './build/bundle.mjs';
import { preloadChunks } from './build/preload.mjs';
import { FEATURES, buildFeatureWasm } from './build/feature-wasm.mjs';
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
  const started = Date.now();
  for (const feature of FEATURES) buildFeatureWasm(dir, feature, source);
  const engineSeconds = ((Date.now() - started) / 1000).toFixed(1);
  const removed = stripInlineScripts(join(dir, 'index.html'));
  const minified = await minifyPages(dir);
  const joined = joinStyleSheets(dir);
  const size = await buildSingleFile(dir); // from the unbundled modules: before bundleEntries
  const bundled = await bundleEntries(dir);
  const preloads = preloadChunks(dir, bundled);
  const { version, count } = writePrecache(dir);
  console.log(`post-build: engine and study modules built in ${engineSeconds} s, ${removed} inline script(s) removed, pages and style sheets ${(minified / 1024).toFixed(0)} KiB smaller, ${joined} pages with one style sheet, ${bundled.size} entries bundled (${preloads} chunk preloads), ${partWords} words per language in the pages' parts of the catalogs (i18n/<part>.*.json), tobit.html ${(size / 1024).toFixed(0)} KiB, `
    + `precache ${count} files, version ${version}`);
} catch (err) {
  console.error(`post-build: ${err.message}`);
  process.exit(1);
}
