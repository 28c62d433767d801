// Writes the service worker's precache list: every file of the build, and a version that is
// a hash of their names and contents (a new release gets a new cache, an identical one does not).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Files that are not part of the app as loaded: the worker itself, the TypeScript declarations
 * (for developers, never fetched by the page) and the endgame tables (egtb/, fetched by the
 * engine worker only when a game needs them and kept in its own cache). The single-file edition
 * tobit.html is precached, so that its download link works offline too.
 */
const EXCLUDED = new Set(['sw.js']);
const excluded = (name) => EXCLUDED.has(name) || name.endsWith('.d.ts') || name.startsWith('egtb/');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The sorted relative URLs of the files to precache in `dir`. */
export function precacheFiles(dir) {
  return [...walk(dir)]
    .map((path) => relative(dir, path).split(sep).join('/'))
    .filter((name) => !excluded(name))
    .sort();
}

/** Injects `{version, files}` into `dir`/sw.js (the line marked `// @precache`). */
export function writePrecache(dir) {
  const files = precacheFiles(dir);
  const hash = createHash('sha256');
  for (const name of files) {
    hash.update(name).update('\0').update(readFileSync(join(dir, name))).update('\0');
  }
  const version = hash.digest('hex').slice(0, 16);
  const swPath = join(dir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const line = /^const PRECACHE = .*\/\/ @precache$/m;
  if (!line.test(sw)) throw new Error(`${swPath}: no "const PRECACHE = ... // @precache" line to fill`);
  const list = JSON.stringify({ version, files: files.map((f) => `./${f}`) });
  writeFileSync(swPath, sw.replace(line, `const PRECACHE = ${list}; // @precache`));
  return { version, count: files.length };
}
