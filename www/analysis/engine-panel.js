// @ts-check
// The engine panel of the analysis board (lichess's "ceval"): one controller owns the search of
// the position shown, in a worker of the engine pool's shared lane (a game's opponent lane is
// never delayed). Every result carries the search it belongs to: a result of an earlier
// position is dropped, so the lines, the bar and the arrows never show a stale value. Results
// stream after every completed depth; the screen reader hears the evaluation when a search
// settles, and on request.
import { analyse } from '../engine/pool.js';
import { forWhite, scoreWords, shortScore } from './score.js';

/** @typedef {import('../tobit_engine.js').AnalysisInfo} AnalysisInfo */
/** @typedef {import('../tobit_engine.js').AnalysisLine} AnalysisLine */
/** @typedef {import('../tobit_study.js').GameTree} GameTree */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./study.js').Study} Study */

/** How much deeper "go deeper" searches. */
export const DEEPER_BY = 4;
/** The most moves of a line shown (the search may know more). */
const SHOWN_PLIES = 10;
/** The longest a bounded search runs (ms), whatever its depth. */
const BOUNDED_MS = 8000;

/**
 * @typedef {object} PanelParts
 * @property {HTMLOListElement} list the lines
 * @property {HTMLUListElement} exact every move with its exact value
 * @property {HTMLElement} status depth and speed
 * @property {(info: AnalysisInfo | null, threat: boolean) => void} onInfo told of each result shown (null: none)
 * @property {(text: string) => void} announce says a text to the screen reader
 * @property {(fen: string | null) => void} preview shows a line's end position (null hides it)
 * @property {(moves: string[]) => void} playLine plays moves from the position shown
 * @property {(text: string) => void} fail shows an error
 * @property {(fen: string, moves: string[]) => GameTree} treeOf a tree of a game (the engine module's)
 */

export class EnginePanel {
  /**
   * @param {Study} study
   * @param {PanelParts} parts
   * @param {number} defaultDepth the depth a search stops at unless asked to go deeper or on
   *   without end (the page module's `config().analysisDepth`)
   */
  constructor(study, parts, defaultDepth) {
    this.study = study;
    this.parts = parts;
    this.defaultDepth = defaultDepth;
    this.enabled = false;
    this.lines = 3;
    this.infinite = false;
    this.threat = false;
    this.depth = defaultDepth;
    /** @type {Translator | null} */
    this.t = null;
    /** The latest result for the position shown. @type {AnalysisInfo | null} */
    this.info = null;
    /** @type {AbortController | null} */
    this.search = null;
    /** Whether the position shown is a finished game's (the engine has no move to search). */
    this.over = false;
    this.generation = 0;
    study.addEventListener('change', () => {
      this.depth = this.defaultDepth;
      this.restart();
    });
    parts.list.addEventListener('click', (event) => this.#pick(event));
    parts.exact.addEventListener('click', (event) => this.#pick(event));
    for (const list of [parts.list, parts.exact]) {
      list.addEventListener('pointerover', (event) => this.#hover(event));
      list.addEventListener('focusin', (event) => this.#hover(event));
      list.addEventListener('pointerleave', () => parts.preview(null));
      list.addEventListener('focusout', () => parts.preview(null));
    }
  }

  /** @param {boolean} on */
  setEnabled(on) {
    this.enabled = on;
    this.restart();
  }

  /** Searches deeper than the search shown. */
  deeper() {
    this.depth = Math.max(this.depth, this.info?.depth ?? 0) + DEEPER_BY;
    if (this.enabled) this.restart();
    else this.setEnabled(true);
  }

  /** Stops the search and starts the one the settings ask for, if the engine is on. */
  restart() {
    this.search?.abort();
    this.search = null;
    this.generation += 1;
    this.info = null;
    this.over = false;
    this.render();
    if (!this.enabled) return;
    const generation = this.generation;
    const search = new AbortController();
    this.search = search;
    const { fen, moves } = { fen: this.study.tree.startFen(), moves: this.study.node.moves };
    /** @type {import('../tobit_engine.js').AnalysisOptions} */
    const options = { lines: this.lines, threat: this.threat };
    if (!this.infinite) Object.assign(options, { depth: this.depth, movetimeMs: BOUNDED_MS });
    const take = (/** @type {AnalysisInfo} */ info) => {
      if (generation !== this.generation) return;
      this.info = info;
      this.render();
    };
    analyse(fen, moves, options, { signal: search.signal, onProgress: take })
      .then((info) => {
        if (generation !== this.generation) return;
        take(info);
        this.search = null;
        this.render();
        this.announce();
      })
      .catch((error) => {
        if (generation !== this.generation || error?.name === 'AbortError') return;
        this.search = null;
        this.info = null;
        // A finished game has no move to search: the panel says so instead of an error.
        this.over = /no legal move|game is over/.test(String(error?.message));
        this.render();
        if (!this.over) this.parts.fail(String(error?.message ?? error));
      });
  }

  /** Says the evaluation and the best line (on request, and when a search settles). */
  announce() {
    const t = this.t;
    const info = this.info;
    if (!t) return;
    if (!info || !info.lines.length) {
      this.parts.announce(t.t(this.enabled ? 'analysis.engine.thinking' : 'analysis.engine.offSpoken'));
      return;
    }
    const best = info.lines[0];
    const key = this.threat ? 'analysis.engine.spokenThreat' : 'analysis.engine.spoken';
    this.parts.announce(t.t(key, {
      score: scoreWords(t, forWhite(best.score, info.side)),
      line: best.moves.slice(0, 6).join(', '),
      depth: info.depth,
    }));
  }

  /** Draws the status, the lines and the exact values (again after a change of language), and tells `onInfo`. */
  render() {
    const { list, exact, status } = this.parts;
    const t = this.t;
    const info = this.info;
    list.replaceChildren();
    exact.replaceChildren();
    exact.hidden = true;
    this.parts.onInfo(info, this.threat);
    if (!t) return;
    if (!this.enabled) {
      status.textContent = t.t('analysis.engine.off');
      return;
    }
    if (!info) {
      status.textContent = t.t(this.over ? 'analysis.engine.noMoves' : 'analysis.engine.thinking');
      return;
    }
    const exactKnown = info.exact.length > 0;
    status.textContent = exactKnown
      ? t.t('analysis.engine.tables')
      : t.t(this.search ? 'analysis.engine.running' : 'analysis.engine.done', {
        depth: info.depth,
        nps: t.number(Math.round(info.nps / 1000)),
      });
    if (this.threat) status.textContent = `${t.t('analysis.engine.threatOn')} · ${status.textContent}`;
    const numbers = this.threat ? null : this.#numbers(info);
    info.lines.forEach((line, index) => list.append(this.#line(t, info, line, index, numbers)));
    if (exactKnown && !this.threat) {
      exact.hidden = false;
      for (const { move, score } of info.exact) {
        const item = document.createElement('li');
        const button = this.#moveButton(move, [move], info.fen);
        const value = document.createElement('span');
        value.className = 'score';
        value.textContent = scoreWords(t, forWhite(score, info.side));
        item.append(button, ' ', value);
        exact.append(item);
      }
    }
  }

  /**
   * The rules' move numbers of the plies after the position shown (the lines' numbering).
   * @param {AnalysisInfo} info
   * @returns {{number: number, side: string}[]}
   */
  #numbers(info) {
    const longest = Math.max(0, ...info.lines.map((l) => l.moves.length));
    const best = info.lines.find((l) => l.moves.length === longest);
    if (!best) return [];
    let tree;
    try {
      tree = this.parts.treeOf(this.study.tree.startFen(), [...this.study.node.moves, ...best.moves]);
    } catch {
      return [];
    }
    const all = tree.moveList().moves;
    tree.free();
    return all.slice(this.study.node.moves.length).map((m) => ({ number: m.number, side: m.side }));
  }

  /**
   * @param {Translator} t
   * @param {AnalysisInfo} info
   * @param {AnalysisLine} line
   * @param {number} index
   * @param {{number: number, side: string}[] | null} numbers
   */
  #line(t, info, line, index, numbers) {
    const item = document.createElement('li');
    // The score stands for the whole line: hovering or focusing it shows the line's end, a
    // click plays the line.
    const shown = line.moves.slice(0, SHOWN_PLIES);
    const white = forWhite(line.score, info.side);
    const score = this.#moveButton(shortScore(t, white), shown, info.fen);
    score.className = 'score';
    score.setAttribute('aria-label', `${score.textContent} (${scoreWords(t, white)}): ${shown.join(', ')}`);
    item.append(score);
    shown.forEach((move, i) => {
      const n = numbers?.[i];
      if (n && (n.side === 'white' || i === 0)) {
        const number = document.createElement('span');
        number.className = 'number';
        number.textContent = n.side === 'white' ? `${n.number}.` : `${n.number}…`;
        item.append(' ', number);
      }
      item.append(' ', this.#moveButton(move, line.moves.slice(0, i + 1), info.fen));
    });
    item.dataset.index = String(index);
    return item;
  }

  /**
   * @param {string} move what the button shows
   * @param {string[]} upTo the line to this move
   * @param {string} fen the position the line starts from
   */
  #moveButton(move, upTo, fen) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'line-move';
    button.textContent = move;
    button.dataset.line = upTo.join(' ');
    button.dataset.fen = fen;
    return button;
  }

  /** @param {Event} event */
  #pick(event) {
    const button = /** @type {HTMLElement} */ (event.target).closest('button');
    if (!button?.dataset.line || this.threat) return;
    this.parts.preview(null);
    this.parts.playLine(button.dataset.line.split(' '));
  }

  /** @param {Event} event */
  #hover(event) {
    const button = /** @type {HTMLElement} */ (event.target).closest('button');
    if (!button?.dataset.line || !button.dataset.fen) return;
    try {
      const moves = button.dataset.line.split(' ');
      const tree = this.parts.treeOf(button.dataset.fen, moves);
      const end = tree.node(tree.mainLinePath(moves.length)).fen;
      tree.free();
      this.parts.preview(end);
    } catch {
      this.parts.preview(null);
    }
  }
}
