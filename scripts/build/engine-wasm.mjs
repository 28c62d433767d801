// Builds the engine wasm module next to the page's: `tobit_engine.js` + `tobit_engine_bg.wasm`
// (+ `tobit_engine.d.ts` for developers), from the same crate with the cargo feature `engine`
// (Trunk builds the page module, feature `page`). Same steps as Trunk's: cargo, wasm-bindgen
// (the pinned CLI), wasm-opt -Oz (binaryen 132 from node_modules).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TARGET = 'wasm32-unknown-unknown';
const OUT_NAME = 'tobit_engine';

/** Runs a command, its output shown, failing with its name. */
function run(command, args, options = {}) {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed (${error.status ?? error.message})`);
  }
}

/** Builds the engine module into `dir` (the build folder); `source` is the crate's folder. */
export function buildEngineWasm(dir, source = '.') {
  // A target folder of its own: the cdylib's file name carries no feature hash, so building
  // both modules in one folder would rebuild each one every time.
  const targetDir = join(process.env.CARGO_TARGET_DIR ?? join(source, 'target'), 'engine');
  run('cargo', ['build', '--release', '--target', TARGET, '--lib', '--no-default-features', '--features', 'engine'],
    { cwd: source, env: { ...process.env, CARGO_TARGET_DIR: targetDir } });
  const wasm = join(targetDir, TARGET, 'release', 'tobit.wasm');
  if (!existsSync(wasm)) throw new Error(`${wasm} was not built`);
  run('wasm-bindgen', ['--target', 'web', '--out-dir', dir, '--out-name', OUT_NAME, wasm]);
  rmSync(join(dir, `${OUT_NAME}_bg.wasm.d.ts`), { force: true });
  const bg = join(dir, `${OUT_NAME}_bg.wasm`);
  const wasmOpt = resolve(source, 'node_modules', '.bin', 'wasm-opt');
  run(existsSync(wasmOpt) ? wasmOpt : 'wasm-opt', ['-Oz', '--enable-bulk-memory', '--enable-nontrapping-float-to-int',
    '--enable-sign-ext', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue', bg, '-o', bg]);
  return bg;
}
