// The pages' one way to offer a file (www/lib/download.js download(blob, name)) and their one
// element builder (www/lib/dom.js), on a document of the few methods they use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PDN_TYPE, download } from '../../www/lib/download.js';
import { el, table } from '../../www/lib/dom.js';

/** An element of the fake document: its tag, attributes, listeners and children. */
class FakeElement {
  /** @param {string} tag */
  constructor(tag) {
    this.tag = tag;
    /** @type {Record<string, string>} */
    this.attributes = {};
    /** @type {Record<string, Function>} */
    this.listeners = {};
    /** @type {unknown[]} */
    this.children = [];
    this.textContent = '';
    this.clicks = 0;
    this.removed = false;
  }

  setAttribute(name, value) { this.attributes[name] = value; }

  addEventListener(type, listener) { this.listeners[type] = listener; }

  append(...nodes) { this.children.push(...nodes); }

  click() { this.clicks += 1; }

  remove() { this.removed = true; }
}

/** Puts a fake document (and URL's object URLs) in place for one test. */
function fakePage(t) {
  const body = new FakeElement('body');
  const created = [];
  const revoked = [];
  /** @type {Blob[]} */
  const blobs = [];
  globalThis.document = /** @type {any} */ ({
    body,
    createElement: (/** @type {string} */ tag) => {
      const element = new FakeElement(tag);
      created.push(element);
      return element;
    },
  });
  t.after(() => { delete globalThis.document; });
  t.mock.method(URL, 'createObjectURL', (blob) => {
    blobs.push(blob);
    return `blob:tobit/${blobs.length}`;
  });
  t.mock.method(URL, 'revokeObjectURL', (url) => revoked.push(url));
  return { body, created, revoked, blobs };
}

test('download(blob, name) clicks a link to the blob named as the file, then lets the blob go', async (t) => {
  const page = fakePage(t);
  const blob = new Blob(['[Result "*"]\n*\n'], { type: PDN_TYPE });
  download(blob, 'tobit-games.pdn');
  assert.equal(page.blobs[0], blob, 'the very blob given');
  const [link] = page.created;
  assert.equal(link.tag, 'a');
  assert.equal(link.href, 'blob:tobit/1');
  assert.equal(link.download, 'tobit-games.pdn');
  assert.equal(link.clicks, 1);
  assert.deepEqual(page.body.children, [link]);
  assert.ok(link.removed, 'the link leaves the page');
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  assert.deepEqual(page.revoked, ['blob:tobit/1'], 'the object URL is revoked after the click');
});

test('el: attributes, text, listeners and children; false, null and undefined left out', (t) => {
  fakePage(t);
  const clicked = () => {};
  const button = /** @type {any} */ (el('button', { type: 'button', text: 'Go', onclick: clicked, hidden: true, disabled: false, title: null }, ['x', null, false, undefined]));
  assert.deepEqual(button.attributes, { type: 'button', hidden: '' });
  assert.equal(button.textContent, 'Go');
  assert.equal(button.listeners.click, clicked);
  assert.deepEqual(button.children, ['x']);
  const grid = /** @type {any} */ (table('Standings', ['#', 'Name'], [['1', 'Anna']], { className: 'standings', rowHeads: true }));
  assert.deepEqual(grid.attributes, { class: 'standings' });
  const [caption, head, body] = grid.children;
  assert.equal(caption.textContent, 'Standings');
  assert.deepEqual(head.children[0].children.map((th) => th.attributes), [{ scope: 'col' }, { scope: 'col' }]);
  assert.deepEqual(body.children[0].children.map((cell) => [cell.tag, cell.attributes]), [['td', {}], ['th', { scope: 'row' }]]);
});
