// The build ships TypeScript declarations of the wasm modules' JS API (dist/tobit.d.ts for the
// page module, dist/tobit_engine.d.ts for the engine, dist/tobit_study.d.ts for the study tools) and of the <tobit-board> element
// (dist/tobit-board.d.ts, from the JSDoc), for developers; the page never fetches them, so the
// service worker does not precache them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { DIST } from './support/serve.mjs';

/** The declarations of a module's API: the file up to wasm-bindgen's own init declarations. */
const api = (file) => readFileSync(join(DIST, file), 'utf8').split('export type InitInput')[0];

test('dist/tobit.d.ts declares the Game class, the Board and config() with real result types', () => {
  const dts = api('tobit.d.ts');
  assert.match(dts, /export class Game\b/);
  for (const method of ['fen()', 'legalMoves(): MoveInfo[]', 'play(notation: string): MoveInfo', 'undo()', 'status(): GameStatus', 'history(): string[]']) {
    assert.ok(dts.includes(method), `Game.${method} is declared`);
  }
  assert.match(dts, /export class Board\b/);
  assert.match(dts, /export function config\(\): TobitConfig;/);
  for (const type of ['MoveInfo', 'MoveDetail', 'GameStatus', 'BoardOptions', 'TobitConfig']) {
    assert.match(dts, new RegExp(`export interface ${type} \\{`), `${type} is declared`);
  }
  assert.ok(!/\bany\b/.test(dts), 'no result or argument is typed any');
  assert.ok(!/export function (bestMove|isDeadDraw)/.test(dts), 'the page module holds no AI');
  assert.ok(!/\bpdn\(\)/.test(dts), 'the page module writes no PDN (the study module does)');
});

test('dist/tobit_engine.d.ts declares bestMove and isDeadDraw with their option and result types', () => {
  const dts = api('tobit_engine.d.ts');
  assert.match(dts, /export function bestMove\(fen\?: string \| null, moves\?: string\[\] \| null, options\?: SearchOptions \| null\): SearchResult;/);
  assert.match(dts, /export function isDeadDraw\(/);
  assert.match(dts, /export interface SearchResult \{/);
  assert.ok(!/\bany\b/.test(dts), 'no result or argument is typed any');
  assert.ok(!/export class (GameTree|Clock)\b|export function diagram\(/.test(dts), 'the study tools are not the engine\'s');
});

test('dist/tobit_study.d.ts declares the game tree, the diagram and the clock', () => {
  const dts = api('tobit_study.d.ts');
  assert.match(dts, /export class GameTree\b/);
  assert.match(dts, /export class Clock\b/);
  assert.match(dts, /export function diagram\(/);
  assert.match(dts, /export interface DiagramImage \{/);
  assert.ok(!/export function (bestMove|analyse)\b/.test(dts), 'the study module holds no search');
});

test('the declarations are not in the service worker precache list', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  assert.ok(sw.includes('./tobit_bg.wasm'), 'the precache list is filled');
  assert.ok(!sw.includes('.d.ts'), 'no declaration file is precached');
});

/** An embedder's TypeScript, checked against dist/tobit-board.d.ts: the diagnostics' texts. */
function checkAgainstElement(source) {
  const dir = mkdtempSync(join(tmpdir(), 'tobit-dts-'));
  const file = join(dir, 'page.ts');
  writeFileSync(file, `import type {} from '${resolve(DIST, 'tobit-board.js')}';\n${source}`);
  const program = ts.createProgram([file], {
    strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler, // wasm-bindgen declares `[Symbol.dispose]` on the wasm classes the element's types name.
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.esnext.disposable.d.ts'], types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

test('dist/tobit-board.d.ts declares the element, its methods and its event details as real types', () => {
  // The public entry re-exports the element of element/.
  assert.match(readFileSync(join(DIST, 'tobit-board.d.ts'), 'utf8'), /export \* from "\.\/element\/tobit-board\.js"/);
  const dts = readFileSync(join(DIST, 'element', 'tobit-board.d.ts'), 'utf8');
  // The element holds its parts (the game methods among them) instead of inheriting them: its
  // public methods and option properties are declared on the element itself.
  assert.match(dts, /export class TobitBoard extends HTMLElement/);
  for (const member of ['play(notation: string): MoveDetail', 'bestMove(options?: SearchOptions', 'get mode(): Mode', 'get level()', 'setPosition(fen: string): void']) {
    assert.ok(dts.includes(member), `TobitBoard declares ${member}`);
  }
  assert.doesNotMatch(dts.replace(/\/\*\*[\s\S]*?\*\//g, ''), /\bany\b/, 'no member is typed any');
  const good = checkAgainstElement(`
    import type { TobitBoardEventMap } from '${resolve(DIST, 'tobit-board-events.js')}';
    const board = document.createElement('tobit-board');
    const notation: string = board.play('9-16').notation;
    const over: boolean = board.status().over;
    board.mode = 'ai-black';
    const theme: 'auto' | 'high-contrast' | 'standard' = board.theme;
    const sound: boolean = board.sound;
    const control = new AbortController();
    board.bestMove({ depth: 3 }, { signal: control.signal }).then((r) => r.move.toUpperCase());
    board.addEventListener('move', (e) => {
      const detail: TobitBoardEventMap['move']['detail'] = (e as TobitBoardEventMap['move']).detail;
      const source: 'user' | 'ai' | 'api' = detail.source;
      return [source, notation, over, theme, sound];
    });
  `);
  assert.deepEqual(good, []);
  const bad = checkAgainstElement(`
    const board = document.createElement('tobit-board');
    board.play(5);
    const winner: number = board.status().outcome?.winner ?? null;
  `);
  assert.equal(bad.length, 2, bad.join('; '));
});
