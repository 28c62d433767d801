// The service worker of the build: www/sw.js bundled (scripts/build/bundle.mjs) with its
// precache list, every file of the build and a version that is a hash of their names and
// contents (a new release gets a new cache, an identical one does not), as the code of the
// module sw-precache.js (www/'s says the app is unbuilt).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';

/** The service worker's source folder (www/), wherever the build folder is. */
const WWW = fileURLToPath(new URL('../../www', import.meta.url));

/** The module of www/ that holds the precache list, which the build gives. */
const LIST = 'sw-precache.js';

/**
 * Files that are not part of the app as loaded: the worker itself and its list, the TypeScript
 * declarations (for developers, never fetched by the page) and the endgame tables (egtb/,
 * fetched by the engine worker only when a game needs them and kept in its own cache). The
 * single-file edition tobit.html is precached, so that its download link works offline too.
 */
const EXCLUDED = new Set(['sw.js', LIST]);
const excluded = (/** @type {string} */ name) => EXCLUDED.has(name) || name.endsWith('.d.ts') || name.startsWith('egtb/');

/** The sorted relative URLs of the files to precache in `dir`. */
export function precacheFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((name) => !excluded(name))
    .sort();
}

/**
 * Writes `dir`/sw.js, the service worker with the precache list of `dir` (and no sw-precache.js
 * of its own in `dir`); resolves to the list's version and length.
 * @param {string} dir
 */
export async function writePrecache(dir) {
  rmSync(join(dir, LIST), { force: true });
  const files = precacheFiles(dir);
  const hash = createHash('sha256');
  for (const name of files) {
    hash.update(name).update('\0').update(readFileSync(join(dir, name))).update('\0');
  }
  const version = hash.digest('hex').slice(0, 16);
  const list = { version, files: files.map((f) => `./${f}`) };
  const [sw] = /** @type {import('rollup').OutputChunk[]} */ (await bundle(WWW, { sw: join(WWW, 'sw.js') }, { format: 'iife', entryFileNames: '[name].js' },
    { seams: { [LIST]: `export const PRECACHE = ${JSON.stringify(list)};` } }));
  writeFileSync(join(dir, 'sw.js'), sw.code);
  return { version, count: files.length };
}
