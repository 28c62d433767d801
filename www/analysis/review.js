// @ts-check
// The review of the game's main line: every move analysed in the background (a worker of the
// engine pool), with a progress bar and a cancel button; each move graded by the winning chance
// it lost (the thresholds shown in the panel are the study module's reviewThresholds), positions of four
// pieces or fewer graded by the endgame tables; the counts per side, the marks in the move
// list, the evaluation graph, and keys to the next and previous mistake; under them the game
// report (report.js) and, when asked, "learn from your mistakes" (practice.js), both loaded when
// first needed. A finished review is kept on the device (saved.js) and shown again with its main
// line.
import { reviewGame } from '../engine/pool.js';
import { drawGraph, moveAt } from './eval-graph.js';
import { keepReview, keptReview } from './saved.js';

/** @typedef {import('../tobit_engine.js').GameReview} GameReview */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./study.js').Study} Study */
/** @typedef {import('./move-tree.js').MoveTree} MoveTree */
/** @typedef {import('./move-tree.js').Grade} Grade */
/** @typedef {import('./report.js').Side} Side */

/** The grades, mildest first. @type {Grade[]} */
const GRADES = ['inaccuracy', 'mistake', 'blunder'];

/**
 * @typedef {object} ReviewParts
 * @property {HTMLButtonElement} start
 * @property {HTMLButtonElement} cancel
 * @property {HTMLButtonElement} next
 * @property {HTMLProgressElement} progress
 * @property {HTMLTableElement} counts
 * @property {SVGSVGElement} graph
 * @property {(text: string) => void} announce
 * @property {(words: (t: Translator) => string) => void} fail shows a problem in the page's words
 * @property {() => void} clear takes the problem shown away
 * @property {HTMLElement} report where the game report is drawn
 * @property {HTMLElement} practice where "learn from your mistakes" is drawn
 * @property {Side[]} practising the sides whose mistakes the player may practise (the game's own)
 * @property {(line: string) => Promise<number[]>} solved the exercises solved of the main line `line`
 * @property {(line: string, index: number) => Promise<number[] | null>} keepSolved keeps one solved
 */

/** The report's module, loaded with the first review shown. @type {Promise<typeof import('./report.js')> | null} */
let reportModule = null;

export class Review {
  /**
   * @param {Study} study
   * @param {MoveTree} moveTree
   * @param {ReviewParts} parts
   */
  constructor(study, moveTree, parts) {
    this.study = study;
    this.moveTree = moveTree;
    this.parts = parts;
    /** @type {Translator | null} */
    this.t = null;
    /** @type {GameReview | null} */
    this.result = null;
    /** The main line the review is of. */
    this.line = '';
    /** @type {AbortController | null} */
    this.running = null;
    /** The review and the words the report was last drawn with. @type {{result: GameReview, t: Translator} | null} */
    this.reported = null;
    /** @type {import('./practice.js').Practice | null} */
    this.practice = null;
    parts.start.addEventListener('click', () => this.run());
    parts.cancel.addEventListener('click', () => this.cancel());
    parts.next.addEventListener('click', () => this.jump(1));
    parts.graph.addEventListener('click', (event) => {
      if (!this.result) return;
      const i = moveAt(parts.graph, event, this.result.moves.length);
      study.goTo(study.tree.mainLinePath(i + 1));
    });
  }

  /** Reviews the main line (a review running is cancelled first). */
  run() {
    this.cancel();
    this.parts.clear(); // a review that failed before is run again from a clean page
    const moves = this.study.tree.mainLine();
    const run = new AbortController();
    this.running = run;
    const { progress, start, cancel } = this.parts;
    progress.hidden = false;
    progress.value = 0;
    start.disabled = true;
    cancel.hidden = false;
    const line = moves.join(' ');
    const fen = this.study.tree.startFen();
    // The engine's own fixed work per position (tobit_ai::review::REVIEW_NODES): the same
    // game gets the same grades on every run.
    reviewGame(fen, moves, {}, {
      signal: run.signal,
      onProgress: ([done, total]) => {
        progress.max = total;
        progress.value = done;
        progress.setAttribute('aria-valuetext', this.t?.t('analysis.review.progress', { done, total }) ?? '');
      },
    }).then((result) => {
      if (this.running !== run) return;
      this.running = null;
      this.result = result;
      this.line = line;
      keepReview(fen, line, result);
      this.#finish();
      this.parts.announce(this.#summary());
    }).catch((error) => {
      if (this.running !== run) return;
      this.running = null;
      this.#finish();
      // The engine's own words ("unreachable" from a trap, a developer's message) never reach
      // the page: the review says in the page's language that it stopped and can run again.
      if (error?.name !== 'AbortError') this.parts.fail((t) => t.t('analysis.review.failed'));
    });
  }

  /** Cancels the review running. */
  cancel() {
    this.running?.abort();
    this.running = null;
    this.#finish();
  }

  /**
   * Goes to the next (1) or previous (-1) mistake or blunder of the main line.
   * @param {1 | -1} direction
   */
  jump(direction) {
    if (!this.result) return;
    const here = this.study.inVariation() ? 0 : this.study.node.moves.length - 1;
    const n = this.result.moves.length;
    for (let k = 1; k <= n; k += 1) {
      const i = (((here + direction * k) % n) + n) % n;
      const grade = this.result.moves[i].grade;
      if (grade === 'mistake' || grade === 'blunder') {
        this.study.goTo(this.study.tree.mainLinePath(i + 1));
        return;
      }
    }
    this.parts.announce(this.t?.t('analysis.review.noMistakes') ?? '');
  }

  /** Redraws the marks, the counts and the graph (after a change of node, tree or language). */
  draw() {
    const line = this.study.tree.mainLine().join(' ');
    if (this.result && line !== this.line) this.result = null;
    if (!this.result && !this.running) {
      // The review kept of this main line (after a reload, or the game reopened).
      this.result = keptReview(this.study.tree.startFen(), line);
      this.line = line;
    }
    const result = this.result;
    const { counts, graph, next } = this.parts;
    this.moveTree.grades.clear();
    counts.hidden = next.hidden = !result;
    graph.toggleAttribute('hidden', !result);
    if (!result || !this.t) {
      this.#drawReport(null, this.t);
      return;
    }
    const t = this.t;
    result.moves.forEach((m, i) => {
      if (m.grade) this.moveTree.grades.set(this.study.tree.mainLinePath(i + 1), m.grade);
    });
    const head = document.createElement('tr');
    head.append(document.createElement('td'));
    for (const side of ['side.white', 'side.black']) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = t.t(side);
      head.append(th);
    }
    const rows = GRADES.map((grade) => {
      const row = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.className = `grade ${grade}`;
      th.textContent = t.t(`analysis.grade.${grade}`);
      row.append(th);
      for (const side of [result.white, result.black]) {
        const td = document.createElement('td');
        td.textContent = t.number(side[grade]);
        row.append(td);
      }
      return row;
    });
    counts.replaceChildren(head, ...rows);
    const current = this.study.inVariation() ? -1 : this.study.node.moves.length - 1;
    drawGraph(graph, result.moves.map((m) => m.whiteChance), result.moves.map((m) => m.grade ?? null), current, result.report?.turningPoints);
    graph.setAttribute('role', 'img');
    graph.setAttribute('aria-label', t.t('analysis.review.graphLabel'));
    this.#drawReport(result, t);
    this.practice?.words(t);
  }

  /**
   * Draws the game report of `result` (once per review and language: a button pressed in it
   * stays where it is while the board moves).
   * @param {GameReview | null} result
   * @param {Translator | null} t
   */
  #drawReport(result, t) {
    const box = this.parts.report;
    box.hidden = !result?.report;
    if (!result?.report || !t) {
      this.reported = null;
      box.replaceChildren();
      return;
    }
    if (this.reported?.result === result && this.reported.t === t) return;
    this.reported = { result, t };
    reportModule ??= import('./report.js');
    reportModule.then(({ drawReport }) => {
      if (this.reported?.result !== result || this.reported.t !== t) return; // drawn again meanwhile
      drawReport(box, result, this.study.tree.moveList().moves, t, {
        goTo: (i) => this.study.goTo(this.study.tree.mainLinePath(i + 1)),
        practising: this.parts.practising,
        practise: (side) => this.#practise(side, result),
      });
    }, () => this.parts.fail((words) => words.t('analysis.report.failed')));
  }

  /**
   * Opens "learn from your mistakes" for `side`'s mistakes in `result`.
   * @param {Side} side
   * @param {GameReview} result
   */
  async #practise(side, result) {
    const t = this.t;
    if (!t) return;
    const tree = this.study.tree;
    const line = tree.mainLine();
    const joined = line.join(' ');
    const game = {
      startFen: tree.startFen(),
      line,
      moves: tree.moveList().moves,
      fenBefore: (/** @type {number} */ i) => tree.node(tree.mainLinePath(i)).fen,
      solved: /** @type {number[]} */ ([]),
      keepSolved: (/** @type {number} */ i) => this.parts.keepSolved(joined, i),
    };
    try {
      const [{ Practice }, solved] = await Promise.all([import('./practice.js'), this.parts.solved(joined).catch(() => [])]);
      game.solved = solved;
      const box = this.parts.practice;
      this.practice = new Practice(box, result, side, game, t, () => {
        this.practice = null;
        box.replaceChildren();
        /** @type {HTMLElement | null} */ (this.parts.report.querySelector(`button.practise[data-side="${side}"]`))?.focus();
      });
      this.practice.words(this.t ?? t);
    } catch {
      this.parts.fail((words) => words.t('analysis.report.failed'));
    }
  }

  #finish() {
    const { progress, start, cancel } = this.parts;
    progress.hidden = true;
    start.disabled = false;
    cancel.hidden = true;
    this.draw();
    this.study.dispatchEvent(new CustomEvent('graded'));
  }

  /** The counts in words, for the screen reader. */
  #summary() {
    const t = this.t;
    const r = this.result;
    if (!t || !r) return '';
    const side = (/** @type {GameReview['white']} */ c) => t.t('analysis.review.sideCounts', {
      inaccuracy: c.inaccuracy, mistake: c.mistake, blunder: c.blunder,
    });
    return t.t('analysis.review.done', { white: side(r.white), black: side(r.black) });
  }
}
