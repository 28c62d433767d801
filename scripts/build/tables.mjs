// The endgame tables of the build: `tobit egtb export` writes every table up to four pieces,
// gzipped, into the build's egtb/ folder (built once into ~/.cache/tobit/egtb, docs/EGTB.md).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/**
 * Exports the tables into `out` with the workspace's `tobit` command (at `source`); returns how
 * many files the folder holds.
 * @param {string} out
 * @param {string} source
 */
export function exportTables(out, source = '.') {
  try {
    execFileSync('cargo', ['run', '--release', '--quiet', '--bin', 'tobit', '--', 'egtb', 'export', '--out', out],
      { cwd: source, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (error) {
    throw new Error(`tobit egtb export --out ${out} failed (${error.status ?? error.message})`, { cause: error });
  }
  return readdirSync(out).length;
}
