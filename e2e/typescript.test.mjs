// The build ships TypeScript declarations of the engine's JS API (dist/tobit.d.ts), for
// developers; the page never fetches them, so the service worker does not precache them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './serve.mjs';

test('dist/tobit.d.ts declares the Game class, bestMove and the Board', () => {
  const dts = readFileSync(join(DIST, 'tobit.d.ts'), 'utf8');
  assert.match(dts, /export class Game\b/);
  for (const method of ['fen()', 'legalMoves()', 'play(', 'undo()', 'status()', 'history()', 'pdn()']) {
    assert.ok(dts.includes(method), `Game.${method} is declared`);
  }
  assert.match(dts, /export function bestMove\(/);
  assert.match(dts, /export function isDeadDraw\(/);
  assert.match(dts, /export class Board\b/);
});

test('the declarations are not in the service worker precache list', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  assert.ok(sw.includes('./tobit_bg.wasm'), 'the precache list is filled');
  assert.ok(!sw.includes('.d.ts'), 'no declaration file is precached');
});
