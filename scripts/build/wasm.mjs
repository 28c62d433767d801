#!/usr/bin/env node
// The wasm build: the five modules, each a cdylib crate of the workspace (crates/web-page,
// web-engine, web-study, web-tournament, web-link over the shared crates/web), built by cargo for wasm32 into the one
// target folder, their glue and TypeScript declarations written by wasm-bindgen (the pinned
// CLI) into target/wasm-types/ (where `make lint`'s tsc reads them), and, given a build folder,
// optimised by wasm-opt (binaryen 132 from node_modules, WASM_OPT below) into it.
// This is the one description of the wasm build: Trunk runs it as its `build` hook (Trunk.toml;
// index.html's rust link, `data-trunk-skip`, keeps Trunk from building a Rust app of its own);
// `make wasm-types` runs it without a folder, for the modules' declarations.
//   node scripts/build/wasm.mjs [build-folder]     (Trunk sets TRUNK_STAGING_DIR)
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const TARGET = 'wasm32-unknown-unknown';

/**
 * The modules: the crate, the name of its files (`<name>.js`, `<name>_bg.wasm`, `<name>.d.ts`,
 * the names the pages import) and the cargo profile. The page module is part of every first
 * load, so it is built for size (Cargo.toml, `[profile.wasm-page]`); the engine searches and the
 * study module reads whole PDN files, so they keep the release profile's speed. The tournament module
 * (tournament.html only) is built for size too (130 KB gzipped, docs/SIZE.md), and it pairs a
 * 300-player Swiss round as fast (e2e/tools/measure-tournament.mjs).
 */
export const MODULES = [
  { crate: 'tobit-web-page', name: 'tobit', profile: 'wasm-page' },
  { crate: 'tobit-web-engine', name: 'tobit_engine', profile: 'release' },
  { crate: 'tobit-web-study', name: 'tobit_study', profile: 'release' },
  { crate: 'tobit-web-tournament', name: 'tobit_tournament', profile: 'wasm-page' },
  { crate: 'tobit-web-link', name: 'tobit_links', profile: 'wasm-page' },
];

/** Where wasm-bindgen writes the modules' glue, wasm and declarations. */
export const TYPES_DIR = join('target', 'wasm-types');

/** The wasm features the modules use, for wasm-opt (the ones rustc's wasm32 target enables). */
const WASM_FEATURES = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
  '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue'];

/**
 * wasm-opt's passes: -Oz run until nothing more shrinks (`--converge`), assuming the first
 * KB of memory unused (`--low-memory-unused`, as Emscripten's optimised builds do): rustc's
 * wasm32 layout puts the 1 MB stack first, growing down towards 0, so that KB is reached only
 * by a stack about to overflow. Together 0.8 KB gz off the page module (docs/SIZE.md).
 */
const WASM_OPT = ['-Oz', '--converge', '--low-memory-unused'];

/** Runs a command, its output shown, failing with its name. */
function run(command, args, options = {}) {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed (${error.status ?? error.message})`, { cause: error });
  }
}

/**
 * Whether `output` was written after `input` changed: wasm-bindgen's output for a module that
 * cargo left as it was, so `make test`'s lint (the declarations) and its `make dist` (Trunk's
 * build hook) run wasm-bindgen once per change of a module, not once each.
 * @param {string} output
 * @param {string} input
 */
function isNewer(output, input) {
  return existsSync(output) && statSync(output).mtimeMs >= statSync(input).mtimeMs;
}

/**
 * Builds `modules` from the workspace at `source`: cargo (one run per profile) and wasm-bindgen
 * into `source`/target/wasm-types; with `dir`, also each module's glue, its declarations and
 * its wasm optimised by wasm-opt into `dir`. Returns the seconds taken.
 * @param {string | undefined} dir
 * @param {string} source
 * @param {typeof MODULES} modules
 */
export function buildWasm(dir, source = '.', modules = MODULES) {
  const started = Date.now();
  const targetDir = resolve(source, process.env.CARGO_TARGET_DIR ?? 'target');
  const types = resolve(source, TYPES_DIR);
  for (const profile of new Set(modules.map((m) => m.profile))) {
    const crates = modules.filter((m) => m.profile === profile).flatMap((m) => ['-p', m.crate]);
    run('cargo', ['build', '--profile', profile, '--target', TARGET, ...crates], { cwd: source });
  }
  mkdirSync(types, { recursive: true });
  for (const { name, profile } of modules) {
    const wasm = join(targetDir, TARGET, profile, `${name}.wasm`);
    if (!existsSync(wasm)) throw new Error(`${wasm} was not built`);
    if (!isNewer(join(types, `${name}_bg.wasm`), wasm) || !isNewer(join(types, `${name}.js`), wasm)) {
      run('wasm-bindgen', ['--target', 'web', '--out-dir', types, '--out-name', name, wasm]);
      rmSync(join(types, `${name}_bg.wasm.d.ts`), { force: true });
    }
    if (!dir) continue;
    mkdirSync(dir, { recursive: true });
    for (const file of [`${name}.js`, `${name}.d.ts`]) copyFileSync(join(types, file), join(dir, file));
    const wasmOpt = resolve(source, 'node_modules', '.bin', 'wasm-opt');
    run(existsSync(wasmOpt) ? wasmOpt : 'wasm-opt',
      [...WASM_OPT, ...WASM_FEATURES, join(types, `${name}_bg.wasm`), '-o', join(dir, `${name}_bg.wasm`)]);
  }
  return (Date.now() - started) / 1000;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  try {
    const seconds = buildWasm(dir, process.env.TRUNK_SOURCE_DIR ?? '.');
    console.log(`wasm: ${MODULES.map((m) => m.name).join(', ')} built in ${seconds.toFixed(1)} s${dir ? ` into ${dir}` : ''}`);
  } catch (err) {
    console.error(`wasm: ${err.message}`);
    process.exit(1);
  }
}
