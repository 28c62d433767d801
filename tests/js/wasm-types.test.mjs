// The TypeScript declarations of the wasm modules (target/wasm-types, written by
// `make wasm-types`): a type declared in more than one module is one type, so a name means one
// shape everywhere (the engine's search requests and the page's search maxima once shared a
// name with two shapes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const modules = ['tobit', 'tobit_engine', 'tobit_study', 'tobit_links', 'tobit_tournament'];
const file = (/** @type {string} */ name) => new URL(`../../target/wasm-types/${name}.d.ts`, import.meta.url);
const built = modules.every((name) => existsSync(file(name)));
/** What wasm-bindgen declares for each module itself (its exports, its inputs). */
const perModule = new Set(['InitOutput', 'InitInput', 'SyncInitInput']);

/**
 * The top-level `export type` and `export interface` declarations of a `.d.ts`, by name, their
 * comments dropped and their spaces squeezed.
 * @param {string} text
 * @returns {Map<string, string>}
 */
export function declarations(text) {
  const bare = text.replace(/\/\*[\s\S]*?\*\//g, '');
  /** @type {Map<string, string>} */
  const found = new Map();
  const pattern = /^export (?:interface (\w+)[^\n]*\{[\s\S]*?^\}|type (\w+)[\s\S]*?;$)/gm;
  for (const match of bare.matchAll(pattern)) {
    found.set(match[1] ?? match[2], match[0].replace(/\s+/g, ' '));
  }
  return found;
}

test('the declaration reader finds interfaces and type aliases', () => {
  const found = declarations('export type Color = "white" | "black";\n/** doc */\nexport interface A {\n    /** x */\n    x: number;\n}\nexport function f(): void;\n');
  assert.deepEqual([...found.keys()], ['Color', 'A']);
  assert.equal(found.get('A'), 'export interface A { x: number; }');
});

test('a type name declared by several modules has one shape', { skip: !built && 'run make wasm-types first' }, () => {
  /** @type {Map<string, {module: string, shape: string}>} */
  const seen = new Map();
  const clashes = [];
  for (const module of modules) {
    for (const [name, shape] of declarations(readFileSync(file(module), 'utf8'))) {
      if (perModule.has(name)) continue;
      const first = seen.get(name);
      if (!first) seen.set(name, { module, shape });
      else if (first.shape !== shape) clashes.push(`${name}: ${first.module} and ${module} differ`);
    }
  }
  assert.deepEqual(clashes, []);
  assert.ok(seen.has('SearchMaxima') && seen.has('SearchRequest') && !seen.has('SearchLimits'));
});
