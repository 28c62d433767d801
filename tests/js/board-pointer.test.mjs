// The board's pointer input (www/element/pointer.js) on a stand-in canvas and wasm Board: each
// pointer event is one call into the Board, whose one answer says all it did (issue 43: no
// takeRefusal, takeAttempt or cursorAt pulled after it); a drag's moves only ask for a frame.
// `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forwardPointer } from '../../www/element/pointer.js';

/** A canvas at (10, 20) that keeps its listeners, to be sent pointer events. */
function fakeCanvas() {
  /** @type {Record<string, (event: any) => void>} */
  const listeners = {};
  return {
    dataset: /** @type {Record<string, string>} */ ({}),
    getBoundingClientRect: () => ({ left: 10, top: 20 }),
    setPointerCapture: () => {},
    addEventListener: (/** @type {string} */ type, /** @type {(event: any) => void} */ fn) => { listeners[type] = fn; },
    removeEventListener: (/** @type {string} */ type) => { delete listeners[type]; },
    /** Sends a primary pointer event of the left button at client (x, y). */
    send: (/** @type {string} */ type, x = 0, y = 0) => listeners[type]({
      type, isPrimary: true, button: 0, pointerId: 1, clientX: x, clientY: y, preventDefault: () => {},
    }),
    listeners,
  };
}

/** A Board whose every call is recorded and answered with `answer(name)`. */
function fakeBoard(/** @type {(name: string) => object} */ answer) {
  /** @type {string[]} */
  const calls = [];
  const board = new Proxy({}, {
    get: (_, name) => (/** @type {unknown[]} */ ...args) => {
      calls.push(`${String(name)}(${args.join(',')})`);
      return answer(String(name));
    },
  });
  return { board, calls };
}

const NOTHING = { played: null, refused: null, attempt: null, cursor: '', changed: false };

test('each pointer event is one call into the Board, its answer acted on', () => {
  const canvas = fakeCanvas();
  const played = { notation: '9-16' };
  const refused = { reason: 'must-capture', from: 1, capturers: [9] };
  const attempt = { from: 9, to: 10 };
  /** @type {Record<string, object>} */
  const answers = {
    pointerDown: { ...NOTHING, refused, attempt, cursor: 'pointer', changed: true },
    pointerMove: { ...NOTHING, cursor: 'grabbing', changed: true },
    pointerUp: { ...NOTHING, played, cursor: '', changed: true },
    pointerCancel: { ...NOTHING, cursor: null },
  };
  const { board, calls } = fakeBoard((name) => answers[name]);
  /** @type {string[]} */
  const seen = [];
  /** @type {unknown[]} */
  const moved = [];
  const unbind = forwardPointer(/** @type {any} */ (canvas), {
    board: () => /** @type {any} */ (board),
    game: () => /** @type {any} */ ({ moved: (/** @type {unknown} */ m) => moved.push(m) }),
    redraw: () => seen.push('redraw'),
    paint: () => seen.push('paint'),
    emit: (type) => seen.push(type),
  });
  canvas.send('pointerdown', 110, 220);
  assert.deepEqual(calls, ['pointerDown(100,200)'], 'one call, nothing pulled after it');
  assert.equal(canvas.dataset.cursor, 'pointer');
  assert.deepEqual(seen, ['redraw', 'refused', 'attempt']);
  canvas.send('pointermove', 111, 221);
  canvas.send('pointermove', 112, 222);
  assert.deepEqual(calls.slice(1), ['pointerMove(101,201)', 'pointerMove(102,202)']);
  assert.equal(canvas.dataset.cursor, 'grabbing');
  assert.deepEqual(seen.slice(3), ['paint', 'paint'], "a drag's moves ask for a frame only");
  canvas.send('pointerup', 113, 223);
  assert.deepEqual(calls.slice(3), ['pointerUp(103,203)']);
  assert.deepEqual(moved, [played], 'the move played goes to the game');
  assert.deepEqual(seen.slice(5), ['redraw']);
  canvas.send('pointercancel');
  assert.deepEqual(calls.slice(4), ['pointerCancel()']);
  assert.equal(canvas.dataset.cursor, '', 'a cancel leaves the cursor');
  assert.equal(seen.length, 6, 'an unchanged drawing asks for nothing');
  unbind();
  assert.deepEqual(Object.keys(canvas.listeners), []);
});
