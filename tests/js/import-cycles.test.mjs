// @ts-check
// No import circle in www/ (issue 43): the modules of www/**/*.js, linked by what each imports
// (static `import`/`export ... from` and `import('...')` loaded later: a module loaded on demand
// that imports its loader is a circle too; JSDoc `import('...')` types are not imports), form
// no cycle. TypeScript's own pre-processor finds the imports, so comments and strings never count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/**
 * The circles known and left to the change that owns their folder, as their files (sorted,
 * joined by " ↔ "). Each must still be a circle (take a broken one off the list).
 * - The element's arrow and circle editing (issue 43, the element's owner): annotations.js loads
 *   annotation-input.js on demand, which imports `copied` and `isShapeKey` from it.
 */
const KNOWN = ['element/annotation-input.js ↔ element/annotations.js'];

/**
 * Each module of www/ and the modules of www/ it imports (bare names and the wasm glue, which
 * the build writes, are left out).
 * @returns {Map<string, string[]>}
 */
function importGraph() {
  const files = readdirSync(WWW, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(WWW, f));
  const known = new Set(files);
  return new Map(files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name))
      .filter((target) => known.has(target));
    return [file, targets];
  }));
}

/**
 * The strongly connected components of more than one module (Tarjan), each sorted.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
function cycles(graph) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const found = [];
  /** @param {string} v */
  const connect = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop() ?? v;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

test('no import circle between the modules of www/', () => {
  const graph = importGraph();
  assert.ok(graph.size > 100, 'the modules of www/ are read');
  const found = cycles(graph).map((c) => c.map((f) => relative(WWW, f).replaceAll('\\', '/')).join(' ↔ '));
  for (const known of KNOWN) assert.ok(found.includes(known), `the known circle ${known} is gone: take it off KNOWN`);
  assert.deepEqual(found.filter((c) => !KNOWN.includes(c)), []);
});

test('the circle finder sees a circle through a module loaded on demand, and not a JSDoc type', () => {
  const a = '/a.js';
  const b = '/b.js';
  const c = '/c.js';
  assert.deepEqual(cycles(new Map([[a, [b]], [b, [a]], [c, [a]]])).map((x) => x.length), [2]);
  const lazy = ts.preProcessFile("const m = await import('./b.js');\n/** @type {import('./c.js').C} */\n", true, true);
  assert.deepEqual(lazy.importedFiles.map((i) => i.fileName), ['./b.js']);
});
