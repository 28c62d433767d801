// Unit tests of the analysis board's pure modules (www/analysis/): the address, scores from
// White's side, the shapes drawn from the engine's result, and the pool's streamed analysis
// (with a stand-in Worker). `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analysisUrl, linkQuery, readLink } from '../../www/lib/address/analysis-link.js';
import { forWhite, scoreWords, shortScore } from '../../www/analysis/score.js';
import { CLOSE_CHANCE, shapeKey, shapesToDraw } from '../../www/analysis/shapes.js';
import { Translator } from '../../www/i18n/i18n.js';
import { catalog } from './support/www.mjs';

const en = new Translator('en', catalog('en'));
const ru = new Translator('ru', catalog('ru'));

test('the address describes the position shown and reads back', () => {
  const query = linkQuery('W:W16:B23', ['16x30'], 'g1');
  assert.deepEqual(readLink(query), { fen: 'W:W16:B23', moves: ['16x30'], game: 'g1', pdn: null });
  assert.equal(linkQuery('', [], null), '');
  assert.equal(analysisUrl({ moves: ['9-16', '29-22'] }), 'analysis.html?moves=9-16+29-22');
  assert.deepEqual(readLink('?moves=9-16,29-22').moves, ['9-16', '29-22'], 'commas separate moves too');
});

test('scores read from White\'s side, in both languages', () => {
  assert.deepEqual(forWhite({ kind: 'cp', value: 135 }, 'black'), { kind: 'cp', value: -135 });
  assert.deepEqual(forWhite({ kind: 'win', value: 7 }, 'black'), { kind: 'loss', value: 7 });
  assert.equal(shortScore(en, { kind: 'cp', value: 135 }), '+1.35');
  assert.equal(shortScore(ru, { kind: 'cp', value: -40 }), '-0,40');
  assert.equal(shortScore(en, { kind: 'win', value: 7 }), '+#7');
  assert.equal(shortScore(en, { kind: 'loss', value: 4 }), '−#4');
  assert.equal(shortScore(en, { kind: 'draw', value: null }), '=');
  assert.equal(scoreWords(en, { kind: 'win', value: 1 }), 'White wins in 1 ply');
  assert.equal(scoreWords(ru, { kind: 'loss', value: 5 }), 'чёрные выигрывают за 5 полуходов');
  assert.equal(scoreWords(en, { kind: 'cp', value: -250 }), 'Black is better by 2.50 huls');
});

/** A result with lines whose first moves and White's chances are given. */
const info = (side, lines) => ({
  fen: 'F', side, depth: 5, nodes: 1, nps: 1, timeMs: 1, exact: [],
  lines: lines.map(([move, whiteChance]) => ({ moves: [move], score: { kind: 'cp', value: 0 }, whiteChance })),
});
/** Paths of the moves used: a capture of two legs, two steps. */
const PATHS = { '9x23x37': [9, 23, 37], '10-17': [10, 17], '11-18': [11, 18] };
const pathOf = (_fen, move) => PATHS[move];

/** An arrow and a circle as the board takes them. */
const arrow = (from, to, brush) => ({ from, to, brush });
const circle = (at, brush) => ({ at, brush });

test('the best move is a blue arrow leg by leg, close alternatives thin grey (P), far ones not drawn', () => {
  const close = 0.6 - CLOSE_CHANCE / 2;
  const drawn = shapesToDraw({
    own: { arrows: [arrow(1, 7, 'G')], circles: [] }, info: info('white', [['9x23x37', 0.6], ['10-17', close], ['11-18', 0.3]]),
    threat: false, engineArrows: true, hint: null, pathOf,
  });
  assert.deepEqual(drawn.arrows, [arrow(1, 7, 'G'), arrow(10, 17, 'P'), arrow(9, 23, 'B'), arrow(23, 37, 'B')]);
  // For Black a lower White's chance is better: the same numbers make 10-17 far.
  const black = shapesToDraw({
    own: { arrows: [], circles: [] }, info: info('black', [['9x23x37', 0.3], ['10-17', 0.6]]),
    threat: false, engineArrows: true, hint: null, pathOf,
  });
  assert.deepEqual(black.arrows, [arrow(9, 23, 'B'), arrow(23, 37, 'B')]);
});

test('the threat is red; arrows off draws only the node\'s own; the hint circles, then shows the move', () => {
  const base = { own: { arrows: [], circles: [circle(5, 'Y')] }, info: info('white', [['10-17', 0.5]]), pathOf };
  assert.deepEqual(shapesToDraw({ ...base, threat: true, engineArrows: true, hint: null }).arrows, [arrow(10, 17, 'R')]);
  assert.deepEqual(shapesToDraw({ ...base, threat: false, engineArrows: false, hint: null }), { arrows: [], circles: [circle(5, 'Y')] });
  const piece = shapesToDraw({ ...base, threat: false, engineArrows: false, hint: { move: '11-18', fen: 'F', shown: 'piece' } });
  assert.deepEqual(piece, { arrows: [], circles: [circle(5, 'Y'), circle(11, 'G')] });
  const move = shapesToDraw({ ...base, threat: false, engineArrows: false, hint: { move: '11-18', fen: 'F', shown: 'move' } });
  assert.deepEqual(move, { arrows: [arrow(11, 18, 'G')], circles: [circle(5, 'Y')] });
});

test('a shape drawn twice is drawn once; the same points in another brush are another shape', () => {
  const own = { arrows: [arrow(11, 18, 'G'), arrow(10, 17, 'B')], circles: [circle(11, 'G')] };
  const drawn = shapesToDraw({ own, info: info('white', [['10-17', 0.5]]), threat: false, engineArrows: true, hint: { move: '11-18', fen: 'F', shown: 'move' }, pathOf });
  assert.deepEqual(drawn.arrows, [arrow(11, 18, 'G'), arrow(10, 17, 'B')]);
  const piece = shapesToDraw({ own, info: null, threat: false, engineArrows: true, hint: { move: '11-18', fen: 'F', shown: 'piece' }, pathOf });
  assert.deepEqual(piece.circles, [circle(11, 'G')]);
  assert.notEqual(shapeKey(arrow(1, 7, 'G')), shapeKey(arrow(1, 7, 'R')));
  assert.notEqual(shapeKey(arrow(1, 7, 'G')), shapeKey(arrow(7, 1, 'G')));
});

test('the pool streams an analysis: every progress message reaches onProgress, then the result', { timeout: 10000 }, async () => {
  class StreamingWorker {
    onmessage = null;
    onerror = null;
    postMessage({ id, op }) {
      setTimeout(() => {
        for (const depth of [1, 2, 3]) this.onmessage?.({ data: { id, progress: { op, depth } } });
        this.onmessage?.({ data: { id, ok: true, result: { op, depth: 3 } } });
      });
    }
    terminate() {}
  }
  globalThis.navigator ??= /** @type {Navigator} */ (/** @type {unknown} */ ({ hardwareConcurrency: 2 }));
  globalThis.Worker = /** @type {any} */ (StreamingWorker);
  const { analyse } = await import('../../www/engine/pool.js');
  const seen = [];
  const last = await analyse('', [], { lines: 2 }, { onProgress: (p) => seen.push(p.depth) });
  assert.deepEqual(seen, [1, 2, 3]);
  assert.deepEqual(last, { op: 'analyse', depth: 3 });
});
