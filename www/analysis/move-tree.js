// @ts-check
// The move list of the analysis board: the main line in the rules' move numbers, each
// variation indented under the move it replaces (nested ones deeper), collapsible; the move
// shown is marked, a click shows a move, review grades and glyphs follow the moves.

/** @typedef {import('../tobit_study.js').TreeMove} TreeMove */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {'inaccuracy'|'mistake'|'blunder'} Grade */

/** The mark a review grade puts after a move. @type {Record<Grade, string>} */
export const GRADE_MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export class MoveTree {
  /**
   * @param {HTMLElement} root where the list is drawn
   * @param {(path: string) => void} onPick a move clicked
   */
  constructor(root, onPick) {
    this.root = root;
    /** Variations folded away, by the path of their first move. @type {Set<string>} */
    this.collapsed = new Set();
    /** Review grades by path. @type {Map<string, Grade>} */
    this.grades = new Map();
    /** @type {Translator | null} */
    this.t = null;
    root.addEventListener('click', (event) => {
      const target = /** @type {HTMLElement} */ (event.target).closest('button');
      if (!target) return;
      const path = target.dataset.path;
      const fold = target.dataset.fold;
      if (path !== undefined) onPick(path);
      else if (fold !== undefined) {
        if (this.collapsed.has(fold)) this.collapsed.delete(fold);
        else this.collapsed.add(fold);
        this.draw(this.last, this.current);
      }
    });
    /** @type {TreeMove[]} */
    this.last = [];
    this.current = '';
  }

  /**
   * Draws the list.
   * @param {TreeMove[]} moves the main line
   * @param {string} current the path shown
   */
  draw(moves, current) {
    this.last = moves;
    this.current = current;
    const line = this.#line(moves, true);
    if (!moves.length) {
      const empty = document.createElement('p');
      empty.className = 'empty';
      empty.textContent = this.t?.t('analysis.noMoves') ?? '';
      line.append(empty);
    }
    this.root.replaceChildren(line);
    this.root.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }

  /**
   * @param {TreeMove[]} moves
   * @param {boolean} main
   * @returns {HTMLElement}
   */
  #line(moves, main) {
    const line = document.createElement('div');
    line.className = main ? 'line main' : 'line';
    let interrupted = true; // a line's first move, and a move after a variation, show their number
    moves.forEach((move) => {
      const numbered = move.side === 'white' || interrupted;
      line.append(this.#move(move, numbered));
      for (const variation of move.variations) line.append(this.#variation(variation));
      interrupted = move.variations.length > 0;
    });
    return line;
  }

  /**
   * A move, after its number when `numbered` (the two never parted at a line's end).
   * @param {TreeMove} move
   * @param {boolean} numbered
   * @returns {HTMLElement}
   */
  #move(move, numbered) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'move';
    button.dataset.path = move.path;
    const grade = this.grades.get(move.path);
    const glyphs = move.glyphs.join('');
    button.textContent = move.notation + glyphs;
    if (grade) {
      const mark = document.createElement('span');
      mark.className = `grade ${grade}`;
      mark.textContent = GRADE_MARKS[grade];
      mark.title = this.t?.t(`analysis.grade.${grade}`) ?? '';
      button.append(mark);
      button.setAttribute('aria-label', `${move.notation}${glyphs}, ${mark.title}`);
    }
    if (move.path === this.current) button.setAttribute('aria-current', 'true');
    const played = document.createElement('span');
    played.className = 'played';
    if (numbered) {
      const number = document.createElement('span');
      number.className = 'number';
      number.textContent = move.side === 'white' ? `${move.number}.` : `${move.number}…`;
      played.append(number);
    }
    played.append(button);
    const wrap = document.createElement('span');
    wrap.className = 'node';
    wrap.append(played);
    if (move.comment) {
      const comment = document.createElement('span');
      comment.className = 'comment';
      comment.textContent = move.comment;
      wrap.append(comment);
    }
    return wrap;
  }

  /**
   * @param {TreeMove[]} moves a variation
   * @returns {HTMLElement}
   */
  #variation(moves) {
    const first = moves[0].path;
    const box = document.createElement('div');
    box.className = 'variation';
    const folded = this.collapsed.has(first);
    const fold = document.createElement('button');
    fold.type = 'button';
    fold.className = 'fold';
    fold.dataset.fold = first;
    fold.setAttribute('aria-expanded', String(!folded));
    fold.setAttribute('aria-label', this.t?.t(folded ? 'analysis.expand' : 'analysis.collapse', { move: moves[0].notation }) ?? '');
    fold.textContent = folded ? '+' : '−';
    box.append(fold);
    if (folded) {
      const hidden = document.createElement('span');
      hidden.className = 'folded';
      hidden.textContent = `${moves[0].notation} …`;
      box.append(hidden);
    } else {
      box.append(this.#line(moves, false));
    }
    return box;
  }
}
