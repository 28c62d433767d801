// Unit tests of the analysis board's study (www/analysis/study.js) on a stand-in tree: a comment
// longer than a comment may be is refused as such (worded from the catalogs by the page), before
// the tree, whose refusal of it is a developer's error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Study } from '../../www/analysis/study.js';

/** A tree of one move whose setComment is the wasm's: a developer's Error for a long text. */
function oneMoveTree(limit) {
  const comments = new Map([['0', '']]);
  return /** @type {any} */ ({
    node: (/** @type {string} */ path) => ({ path: comments.has(path) ? path : '', children: path === '' ? ['0'] : [], comment: comments.get(path) ?? '', moves: [] }),
    setComment(/** @type {string} */ path, /** @type {string} */ text) {
      if (text.length > limit) throw new Error(`text: longer than ${limit} characters`);
      if (text.includes('}\n')) return false;
      comments.set(path, text);
      return true;
    },
    free() {},
  });
}

test('a comment over the limit is refused as too long, the tree unchanged; one PDN cannot hold, as refused', () => {
  const limit = 16;
  const study = new Study(oneMoveTree(limit), '0', limit);
  assert.equal(study.setComment('a quiet move'), 'kept');
  assert.equal(study.node.comment, 'a quiet move');
  assert.equal(study.setComment('x'.repeat(limit + 1)), 'too-long');
  assert.equal(study.node.comment, 'a quiet move', 'nothing changed');
  assert.equal(study.setComment('x'.repeat(limit)), 'kept', 'the limit itself is kept');
  assert.equal(study.setComment('a}\nb'), 'refused');
});
