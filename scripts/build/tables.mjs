// The endgame tables of the build: `tobit egtb export` writes every table up to four pieces,
// gzipped, into the build's egtb/ folder (built once into ~/.cache/tobit/egtb, docs/EGTB.md).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/**
 * Exports the tables into `out` with the workspace's `tobit` command (at `source`); returns how
 * many files the folder holds. The command is the one `make test-native` builds (Cargo.toml's
 * `test-opt` profile: the release's optimisation without its whole-program LTO), so that a
 * `make test` links the CLI once, not a second time with fat LTO only to copy files.
 * @param {string} out
 * @param {string} source
 */
export function exportTables(out, source = '.') {
  try {
    execFileSync('cargo', ['run', '--profile', 'test-opt', '--quiet', '--bin', 'tobit', '--', 'egtb', 'export', '--out', out],
      { cwd: source, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (error) {
    throw new Error(`tobit egtb export --out ${out} failed (${error.status ?? error.message})`, { cause: error });
  }
  return readdirSync(out).length;
}
