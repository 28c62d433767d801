// Builds a wasm module of one cargo feature next to the page's: `engine` gives `tobit_engine.js`
// + `tobit_engine_bg.wasm` (+ `tobit_engine.d.ts` for developers), `study` gives `tobit_study.*`,
// from the same crate (Trunk builds the page module, feature `page`). Same steps as Trunk's:
// cargo, wasm-bindgen (the pinned CLI), wasm-opt -Oz (binaryen 132 from node_modules).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TARGET = 'wasm32-unknown-unknown';

/** The cargo features built by `buildFeatureWasm`, one module each, beside Trunk's page module. */
export const FEATURES = ['engine', 'study'];

/** Runs a command, its output shown, failing with its name. */
function run(command, args, options = {}) {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed (${error.status ?? error.message})`, { cause: error });
  }
}

/**
 * Builds the module of cargo `feature` (`tobit_<feature>.js`) into `dir` (the build folder);
 * `source` is the crate's folder. Returns the path of its optimised `.wasm`.
 */
export function buildFeatureWasm(dir, feature, source = '.') {
  // A target folder of its own: the cdylib's file name carries no feature hash, so building
  // the modules in one folder would rebuild each one every time.
  const targetDir = join(process.env.CARGO_TARGET_DIR ?? join(source, 'target'), feature);
  const outName = `tobit_${feature}`;
  run('cargo', ['build', '--release', '--target', TARGET, '--lib', '--no-default-features', '--features', feature],
    { cwd: source, env: { ...process.env, CARGO_TARGET_DIR: targetDir } });
  const wasm = join(targetDir, TARGET, 'release', 'tobit.wasm');
  if (!existsSync(wasm)) throw new Error(`${wasm} was not built`);
  run('wasm-bindgen', ['--target', 'web', '--out-dir', dir, '--out-name', outName, wasm]);
  rmSync(join(dir, `${outName}_bg.wasm.d.ts`), { force: true });
  const bg = join(dir, `${outName}_bg.wasm`);
  const wasmOpt = resolve(source, 'node_modules', '.bin', 'wasm-opt');
  run(existsSync(wasmOpt) ? wasmOpt : 'wasm-opt', ['-Oz', '--enable-bulk-memory', '--enable-nontrapping-float-to-int',
    '--enable-sign-ext', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue', bg, '-o', bg]);
  return bg;
}
