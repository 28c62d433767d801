// The build ships TypeScript declarations of both wasm modules' JS API (dist/tobit.d.ts for the
// page module, dist/tobit_engine.d.ts for the engine), for developers; the page never fetches
// them, so the service worker does not precache them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './serve.mjs';

/** The declarations of a module's API: the file up to wasm-bindgen's own init declarations. */
const api = (file) => readFileSync(join(DIST, file), 'utf8').split('export type InitInput')[0];

test('dist/tobit.d.ts declares the Game class, the Board and config() with real result types', () => {
  const dts = api('tobit.d.ts');
  assert.match(dts, /export class Game\b/);
  for (const method of ['fen()', 'legalMoves(): MoveInfo[]', 'play(notation: string): MoveInfo', 'undo()', 'status(): GameStatus', 'history(): string[]', 'pdn()']) {
    assert.ok(dts.includes(method), `Game.${method} is declared`);
  }
  assert.match(dts, /export class Board\b/);
  assert.match(dts, /export function config\(\): TobitConfig;/);
  for (const type of ['MoveInfo', 'MoveDetail', 'GameStatus', 'BoardOptions', 'TobitConfig']) {
    assert.match(dts, new RegExp(`export interface ${type} \\{`), `${type} is declared`);
  }
  assert.ok(!/\bany\b/.test(dts), 'no result or argument is typed any');
  assert.ok(!/export function (bestMove|isDeadDraw)/.test(dts), 'the page module holds no AI');
});

test('dist/tobit_engine.d.ts declares bestMove and isDeadDraw with their option and result types', () => {
  const dts = api('tobit_engine.d.ts');
  assert.match(dts, /export function bestMove\(fen\?: string \| null, moves\?: string\[\] \| null, options\?: SearchOptions \| null\): SearchResult;/);
  assert.match(dts, /export function isDeadDraw\(/);
  assert.match(dts, /export interface SearchResult \{/);
  assert.ok(!/\bany\b/.test(dts), 'no result or argument is typed any');
});

test('the declarations are not in the service worker precache list', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  assert.ok(sw.includes('./tobit_bg.wasm'), 'the precache list is filled');
  assert.ok(!sw.includes('.d.ts'), 'no declaration file is precached');
});
