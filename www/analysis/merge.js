// @ts-check
// Two versions of one study merged move by move (the analysis board open in two tabs, each
// editing the device's last study): every line of either is kept, and a move commented in both
// keeps both comments. Nothing of either version is lost; the glyphs and shapes of the version
// merged into are kept.

/** @typedef {import('../tobit_study.js').GameTree} GameTree */

/**
 * The comment of a move that both versions commented: both, unless one holds the other.
 * @param {string} mine
 * @param {string} theirs
 */
function bothComments(mine, theirs) {
  if (!theirs || mine.includes(theirs)) return mine;
  if (!mine || theirs.includes(mine)) return theirs;
  return `${mine} ${theirs}`;
}

/**
 * Adds to `into` every move of `from` it lacks, with the comments of `from`; false when the
 * studies start from different positions (nothing is merged then).
 * @param {GameTree} into
 * @param {GameTree} from
 * @returns {boolean}
 */
export function mergeStudy(into, from) {
  if (into.startFen() !== from.startFen()) return false;
  /** @type {Array<[string, string]>} pairs of paths: in `from`, and the same node in `into` */
  const todo = [['', '']];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [fromPath, intoPath] = next;
    for (const child of from.node(fromPath).children) {
      const node = from.node(child);
      const path = into.play(intoPath, /** @type {string} */ (node.notation));
      const comment = bothComments(into.node(path).comment, node.comment);
      try {
        if (comment !== into.node(path).comment) into.setComment(path, comment);
      } catch {
        // both together longer than a comment may be: the one of `into` stays
      }
      todo.push([child, path]);
    }
  }
  return true;
}
