// @ts-check
// The study: the analysis board's game tree (the engine module's `GameTree`, in Rust) and the
// node shown. It edits the tree and moves the current node; the views listen (`change`) and
// render. Paths are the tree's dotted text ("" the start, "0.0.1"...).

/** @typedef {import('../tobit_study.js').GameTree} GameTree */
/** @typedef {import('../tobit_study.js').TreeNode} TreeNode */
/** @typedef {import('../tobit_study.js').TreeMove} TreeMove */
/** @typedef {'move'|'goto'|'edit'|'load'} StudyChange what changed: a move played, the node shown, the tree edited, a new tree */

/** The parent of a path ("" has none: itself). */
export const parentOf = (/** @type {string} */ path) => path.split('.').slice(0, -1).join('.');
/** The path of a child of a node. */
export const childOf = (/** @type {string} */ path, /** @type {number} */ index) => (path === '' ? String(index) : `${path}.${index}`);
/** The child index a path ends with (-1 for the start). */
const lastIndex = (/** @type {string} */ path) => (path === '' ? -1 : Number(path.slice(path.lastIndexOf('.') + 1)));

export class Study extends EventTarget {
  /**
   * @param {GameTree} tree
   * @param {string} [path] the node shown first (the start by default)
   * @param {number} [commentLimit] the longest comment, in characters (GameTree.limits().comment)
   */
  constructor(tree, path = '', commentLimit = Infinity) {
    super();
    /** The longest comment, in characters (UTF-16 units, as the comment box counts them). */
    this.commentLimit = commentLimit;
    /** @type {GameTree} */
    this.tree = tree;
    /** @type {string} */
    this.path = '';
    /** @type {TreeNode} the node shown */
    this.node = tree.node('');
    this.#show(path);
  }

  /**
   * Replaces the tree (a game opened, a move list pasted) and shows `path` in it.
   * @param {GameTree} tree
   * @param {string} [path]
   */
  load(tree, path = '') {
    this.tree.free();
    this.tree = tree;
    this.#show(path, 'load');
  }

  /**
   * Plays a move at the node shown: the existing child with it, else a new line or variation.
   * Throws (the tree unchanged) when the rules refuse it.
   * @param {string} notation
   */
  play(notation) {
    const before = this.node.children.length;
    const path = this.tree.play(this.path, notation);
    const added = this.tree.node(this.path).children.length !== before;
    this.#show(path, added ? 'edit' : 'move');
  }

  /**
   * Shows a node; a path that leads nowhere shows the start.
   * @param {string} path
   */
  goTo(path) {
    if (path !== this.path) this.#show(path);
  }

  /** One move back. */
  back() { this.goTo(parentOf(this.path)); }
  /** One move forward along the current line. */
  forward() { if (this.node.children.length) this.goTo(this.node.children[0]); }
  /** The start position. */
  start() { this.goTo(''); }
  /** The end of the current line. */
  end() {
    let node = this.node;
    while (node.children.length) node = this.tree.node(node.children[0]);
    this.goTo(node.path);
  }

  /** Into the first variation of the next move (the next move when it has none). */
  intoVariation() {
    const children = this.node.children;
    if (children.length > 1) this.goTo(children[1]);
    else this.forward();
  }

  /** Out of the variation shown: back to the move it branches from. */
  outOfVariation() {
    let path = this.path;
    while (path !== '' && lastIndex(path) === 0) path = parentOf(path);
    if (path === '') return;
    this.goTo(parentOf(path));
  }

  /** Whether the node shown lies in a variation (not on the main line). */
  inVariation() {
    return this.path.split('.').some((i) => i !== '' && i !== '0');
  }

  /** The first move of the variation the node shown is in, or null on the main line. */
  variationStart() {
    let path = this.path;
    while (path !== '' && lastIndex(path) === 0) path = parentOf(path);
    return path === '' ? null : path;
  }

  /** Makes the variation shown the main continuation at its branch point. */
  promote() {
    const start = this.variationStart();
    if (start === null) return;
    const promoted = this.tree.promote(start);
    this.#show(promoted + this.path.slice(start.length), 'edit');
  }

  /** Deletes the move shown and everything after it; shows the move before it. */
  deleteHere() {
    if (this.path === '') return;
    const parent = parentOf(this.path);
    this.tree.delete(this.path);
    this.#show(parent, 'edit');
  }

  /**
   * Sets or clears a move-quality glyph (1..6) on the move shown.
   * @param {number} glyph
   */
  toggleGlyph(glyph) {
    if (this.path === '') return;
    this.tree.toggleGlyph(this.path, glyph);
    this.#show(this.path, 'edit');
  }

  /**
   * Replaces the comment on the move shown. Changes nothing for a text longer than a comment
   * may be (`too-long`: GameTree.limits().comment characters, as the comment box counts them)
   * or one PDN cannot hold (`refused`: GameTree.setComment); the page words each.
   * @param {string} text
   * @returns {'kept' | 'too-long' | 'refused'}
   */
  setComment(text) {
    if (this.path === '') return 'kept';
    if (text.length > this.commentLimit) return 'too-long';
    if (!this.tree.setComment(this.path, text)) return 'refused';
    this.#show(this.path, 'edit');
    return 'kept';
  }

  /**
   * Replaces the arrows and circles of the position shown, the first one included.
   * @param {import('../tobit_study.js').Arrow[]} arrows
   * @param {import('../tobit_study.js').Circle[]} circles
   */
  setShapes(arrows, circles) {
    this.tree.setShapes(this.path, arrows, circles);
    this.#show(this.path, 'edit');
  }

  /**
   * @param {string} path
   * @param {StudyChange} [change]
   */
  #show(path, change = 'goto') {
    try {
      this.node = this.tree.node(path);
    } catch {
      this.node = this.tree.node('');
    }
    const from = this.path;
    this.path = this.node.path;
    this.dispatchEvent(new CustomEvent('change', { detail: { change, from } }));
  }
}
