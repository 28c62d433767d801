// <tobit-board>: a Tobit board as a custom element. It drives the wasm `Board` (drawing, input,
// animation, rules) and adds the page-facing parts: attributes, events, the AI opponent, size
// and preference tracking. Load it with <script type="module" src="tobit-board.js">.
import { loadTobit } from './tobit-wasm.js';
import { bestMove, isDeadDraw } from './engine.js';
import { AiPlayer } from './board-ai.js';
import { bindPointer } from './board-pointer.js';
import { bindKeys } from './board-keys.js';
import { preferences, watchEnvironment } from './board-environment.js';
import { themeColors } from './board-theme.js';
import {
  parseAnimation, parseBoolean, parseLevel, parseMode, parseMoves, parseOrientation,
} from './board-options.js';

const DEFAULT_LEVEL = 4;

const STYLE = `
:host { display: block; position: relative; aspect-ratio: 181 / 156; min-width: 0; }
/* The board's own proportions: 6 x 5 gaps between points plus a margin of 0.62 gap. */
:host([hidden]) { display: none; }
canvas {
  display: block; width: 100%; height: 100%;
  touch-action: none; user-select: none; -webkit-user-select: none;
  -webkit-tap-highlight-color: transparent;
}
canvas:focus { outline: none; }
canvas:focus-visible { outline: 2px solid var(--tobit-highlight, Highlight); outline-offset: 2px; }
`;

/** Parsers of the attributes that carry options (fen, moves and orientation are handled apart). */
const OPTION_PARSERS = {
  mode: parseMode,
  level: parseLevel,
  numbers: (value) => parseBoolean('numbers', value),
  animation: parseAnimation,
  interactive: (value) => parseBoolean('interactive', value),
};

let sheet;
function styleSheet() {
  // A constructed sheet, because a strict CSP (style-src 'self') blocks <style> elements.
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
  }
  return sheet;
}

/** The Tobit board element; see docs/EMBEDDING.md for the whole API. */
export class TobitBoard extends HTMLElement {
  static observedAttributes = ['fen', 'moves', 'orientation', 'mode', 'level', 'numbers', 'animation', 'interactive'];

  #canvas;
  /** The wasm Board, once loaded. */
  #board = null;
  #startFen = '';
  #standardStart = '';
  #announcedOver = false;
  #unbind = [];
  #frame = 0;
  #idleWaiters = [];
  #reloadQueued = false;
  #reflecting = false;
  #resolveReady;
  #ai;
  /** The ply shown by showPly, -1 for the live game. */
  #shownPly = -1;

  /** Resolves (with the element) when the wasm module is loaded and the board drawn. */
  ready;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styleSheet()];
    this.#canvas = document.createElement('canvas');
    this.#canvas.setAttribute('role', 'img');
    this.#canvas.setAttribute('aria-label', 'Tobit board');
    root.append(this.#canvas);
    let rejectReady;
    this.ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      rejectReady = reject;
    });
    this.ready.catch(() => {}); // reported through the `error` event as well
    this.#ai = new AiPlayer({
      color: () => this.#aiColor(),
      game: () => this.#gameState(),
      level: () => this.#option('level') ?? DEFAULT_LEVEL,
      idle: () => this.#idle(),
      play: (notation) => this.#playMove(notation, 'ai'),
      thinking: (active) => this.#emit('thinking', { active }),
      offerDraw: (by) => this.#emit('drawoffer', { by }),
      error: (message) => this.#emit('error', { message }),
    });
    loadTobit()
      .then((tobit) => this.#start(tobit))
      .catch((error) => {
        const message = `could not start the Tobit board: ${error?.message ?? error}`;
        this.#emit('error', { message });
        rejectReady(new Error(message));
      });
  }

  // ---- attributes mirrored by properties ----

  /** The position the game starts from (FEN); empty for the standard start. */
  get fen() { return this.getAttribute('fen') ?? ''; }
  set fen(value) { this.#setAttr('fen', value); }
  /** The moves replayed from `fen`, separated by spaces. */
  get moves() { return this.getAttribute('moves') ?? ''; }
  set moves(value) { this.#setAttr('moves', Array.isArray(value) ? value.join(' ') : value); }
  /** The colour at the bottom: `white` or `black`. */
  get orientation() { return this.#board?.orientation() ?? this.getAttribute('orientation') ?? 'white'; }
  set orientation(value) { this.#setAttr('orientation', value); }
  /** `play` (two players), `ai-white`, `ai-black` (the AI plays that colour) or `view`. */
  get mode() { return this.#option('mode') ?? 'play'; }
  set mode(value) { this.#setAttr('mode', value); }
  /** The AI level, 1..8. */
  get level() { return this.#option('level') ?? DEFAULT_LEVEL; }
  set level(value) { this.#setAttr('level', value); }
  /** Whether the point numbers are shown. */
  get numbers() { return this.#option('numbers') ?? true; }
  set numbers(value) { this.#setAttr('numbers', value); }
  /** The move animation in ms (0 = none); null for the board's default. */
  get animation() { return this.#option('animation') ?? null; }
  set animation(value) { this.#setAttr('animation', value); }
  /** Whether the user may move pieces (false makes any mode read-only). */
  get interactive() { return this.#option('interactive') ?? true; }
  set interactive(value) { this.#setAttr('interactive', value); }

  // ---- lifecycle ----

  connectedCallback() {
    // A property set before this element was defined hides the accessor: pass it on.
    for (const name of TobitBoard.observedAttributes) {
      if (Object.hasOwn(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    this.#unbind.push(
      bindPointer(this.#canvas, {
        down: (x, y) => this.#input(() => this.#board.pointerDown(x, y)),
        move: (x, y) => this.#input(() => this.#board.pointerMove(x, y)),
        up: (x, y) => this.#input(() => this.#board.pointerUp(x, y)),
        cancel: () => this.#input(() => this.#board.pointerCancel()),
      }),
      bindKeys(this.#canvas, (key) => this.#navigate(key)),
      watchEnvironment(this.#canvas, {
        resize: (width, height, ratio) => {
          if (this.#board) this.#report(() => this.#board.resize(width, height, ratio));
          this.#redraw();
        },
        preferences: () => this.#applyOptions(),
      }),
    );
    if (this.#board) {
      this.#applyOptions();
      this.#redraw();
      this.#ai.start();
    }
  }

  disconnectedCallback() {
    for (const unbind of this.#unbind.splice(0)) unbind();
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#ai.stop();
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  attributeChangedCallback(name, _old, value) {
    if (this.#reflecting || !this.#board) return;
    if (name === 'fen' || name === 'moves') {
      this.#queueReload();
    } else if (name === 'orientation') {
      this.#report(() => this.#board.setOrientation(parseOrientation(value ?? 'white')));
      this.#redraw();
    } else {
      if (value !== null) this.#report(() => OPTION_PARSERS[name](value));
      this.#applyOptions();
      if (name === 'mode' || name === 'level') {
        this.#ai.stop();
        this.#ai.start();
      }
    }
  }

  // ---- methods ----

  /**
   * Plays a move given in notation (animated). Throws, leaving the game unchanged, when it is illegal.
   * @param {string} notation e.g. "7-14" or "9:23:21"
   * @returns {{notation: string, path: number[], captured: number[], fen: string, by: string}}
   */
  play(notation) {
    this.#require();
    this.#ai.stop();
    try {
      return this.#playMove(notation, 'api');
    } finally {
      this.#ai.start(); // after an illegal move too: the AI goes on with its turn
    }
  }

  /**
   * Takes back the last move; against the AI, back to the player's previous turn.
   * @returns {boolean} whether anything was taken back
   */
  undo() {
    return this.#step('undo');
  }

  /**
   * Replays the next taken-back move (against the AI, the AI's reply too).
   * @returns {boolean} whether anything was replayed
   */
  redo() {
    return this.#step('redo');
  }

  /**
   * Starts a new game from a position; throws on a bad FEN, leaving the game unchanged.
   * @param {string} fen
   */
  setPosition(fen) {
    this.#load(fen, []);
    this.#reflect(() => {
      this.setAttribute('fen', fen);
      this.removeAttribute('moves');
    });
    this.#changed('position');
  }

  /** Starts a new game from the `fen` attribute's position (the standard start if none). */
  newGame() {
    this.#load(this.fen, []);
    this.#reflect(() => this.removeAttribute('moves'));
    this.#changed('newgame');
  }

  /** Turns the board round. */
  flip() {
    this.#require().flip();
    this.#reflect(() => this.setAttribute('orientation', this.#board.orientation()));
    this.#redraw();
  }

  /** @returns {{notation: string, from: number, to: number, path: number[], captured: number[]}[]} */
  legalMoves() { return this.#require().legalMoves(); }
  /** @returns {string[]} the moves of the game, in notation */
  history() { return this.#require().history(); }
  /** @returns {{over: boolean, result: string, winner: string|null, reason: string|null, sideToMove: string}} */
  status() { return this.#require().status(); }
  /** @returns {string} the game in PDN */
  pdn() { return this.#require().pdn(); }
  /** @returns {string} the FEN of the current position */
  currentFen() { return this.#require().fen(); }
  /** @returns {boolean} whether a move animation is running */
  isAnimating() { return this.#board?.isAnimating() ?? false; }
  /** @returns {boolean} whether `redo()` has a move taken back to play again */
  canRedo() { return this.#board?.canRedo() ?? false; }

  /**
   * Shows the position after `ply` moves, read-only; -1 returns to the live game.
   * @param {number} ply
   */
  showPly(ply) {
    this.#require().showPly(ply);
    this.#shownPly = ply;
    this.#redraw();
    this.#ai.start();
  }

  /**
   * Asks the engine for the best move in the current position (the game is not changed).
   * @param {{level?: number, depth?: number, movetimeMs?: number, nodes?: number}} [options]
   * @returns {Promise<{move: string, score: number, scoreText: string, depth: number, nodes: number, timeMs: number, pv: string[]}>}
   */
  async bestMove(options = {}) {
    await this.ready;
    return bestMove(this.#startFen, this.history(), options);
  }

  /**
   * Where a point's centre is on the screen.
   * @param {number} point 1..38
   * @returns {{x: number, y: number}} client pixels
   */
  pointCenter(point) {
    const centre = this.#require().pointCenter(point);
    const box = this.#canvas.getBoundingClientRect();
    return { x: box.left + centre.x, y: box.top + centre.y };
  }

  /**
   * Resigns the game.
   * @param {'white'|'black'} [color] who resigns: by default the human against the AI, else the side to move
   */
  resign(color) {
    const board = this.#require();
    this.#ai.stop();
    board.resign(color ?? this.#humanColor() ?? board.status().sideToMove);
    this.#afterChange();
  }

  /**
   * Offers a draw. Against the AI it is accepted (and the game ends) when the position is a dead
   * draw. Between two players the element cannot decide: it resolves false, and the page asks the
   * other player and calls `agreeDraw()` if they accept.
   * @returns {Promise<boolean>} whether the draw was agreed
   */
  async offerDraw() {
    await this.ready;
    if (!this.#aiColor() || this.status().over) return false;
    const fen = this.#startFen;
    const moves = this.history();
    if (!(await isDeadDraw(fen, moves))) return false;
    if (this.#startFen !== fen || this.history().join(' ') !== moves.join(' ')) return false;
    this.agreeDraw();
    return true;
  }

  /** Ends the game as a draw by agreement. */
  agreeDraw() {
    const board = this.#require();
    this.#ai.stop();
    board.agreeDraw();
    this.#afterChange();
  }

  // ---- internals ----

  #start(tobit) {
    const game = new tobit.Game();
    this.#standardStart = game.fen();
    game.free();
    this.#board = new tobit.Board(this.#canvas);
    this.#applyOptions(true);
    this.#report(() => this.#board.setOrientation(parseOrientation(this.getAttribute('orientation') ?? 'white')));
    this.#loadFromAttributes();
    this.#afterChange();
    const box = this.#canvas.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) {
      this.#report(() => this.#board.resize(box.width, box.height, window.devicePixelRatio || 1));
    }
    this.#redraw();
    this.#resolveReady(this);
    this.#emit('ready', {});
    this.#ai.start();
  }

  #require() {
    if (!this.#board) throw new Error('tobit-board is not ready yet: await element.ready first');
    return this.#board;
  }

  /** The parsed value of an option attribute, or undefined when absent or invalid. */
  #option(name) {
    const value = this.getAttribute(name);
    if (value === null) return undefined;
    try {
      return OPTION_PARSERS[name](value);
    } catch {
      return undefined;
    }
  }

  #setAttr(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  /** Runs `change` without reacting to the attribute changes it makes. */
  #reflect(change) {
    this.#reflecting = true;
    try {
      change();
    } finally {
      this.#reflecting = false;
    }
  }

  /** Runs `action`; an exception becomes an `error` event. */
  #report(action) {
    try {
      action();
    } catch (error) {
      this.#emit('error', { message: error instanceof Error ? error.message : String(error) });
    }
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #humanColor() {
    return { 'ai-white': 'black', 'ai-black': 'white' }[this.mode] ?? null;
  }

  #aiColor() {
    return { 'ai-white': 'white', 'ai-black': 'black' }[this.mode] ?? null;
  }

  #gameState() {
    const status = this.#board.status();
    return {
      fen: this.#startFen,
      moves: this.#board.history(),
      position: this.#board.fen(),
      sideToMove: status.sideToMove,
      over: status.over,
      live: this.isConnected,
    };
  }

  #applyOptions(reportErrors = false) {
    if (!this.#board) return;
    if (reportErrors) {
      for (const [name, parse] of Object.entries(OPTION_PARSERS)) {
        const value = this.getAttribute(name);
        if (value !== null) this.#report(() => parse(value));
      }
    }
    const { dark, reducedMotion } = preferences();
    const mode = this.mode;
    this.#canvas.tabIndex = mode === 'view' ? 0 : -1; // the keys navigate in view mode only
    const options = {
      numbers: this.numbers,
      interactive: mode === 'view' || !this.interactive ? 'none' : this.#humanColor() ?? 'both',
      dark,
      colors: themeColors(this),
    };
    const animation = reducedMotion ? 0 : this.animation;
    if (animation !== null) options.animationMs = animation;
    this.#report(() => this.#board.setOptions(options));
    this.#redraw();
  }

  /**
   * Loads a game: the position `fen` (empty for the start) and `moves` played from it.
   * Throws, leaving the game unchanged, on a bad FEN or move.
   */
  #load(fen, moves) {
    const board = this.#require();
    board.load(fen || undefined, moves);
    this.#reloadQueued = false;
    this.#ai.reset();
    this.#startFen = fen || this.#standardStart;
    this.#shownPly = -1;
  }

  /** Loads the game the `fen` and `moves` attributes describe; a bad one is reported and replaced. */
  #loadFromAttributes() {
    const fen = this.fen;
    const moves = parseMoves(this.moves);
    const attempts = [[fen, moves]];
    if (moves.length > 0) attempts.push([fen, []]); // the position without the bad move list
    if (fen) attempts.push(['', []]); // the standard start instead of a bad position
    let failure;
    for (const [start, played] of attempts) {
      try {
        this.#load(start, played);
        break;
      } catch (error) {
        failure ??= error instanceof Error ? error.message : String(error);
      }
    }
    if (failure) this.#emit('error', { message: failure });
  }

  #queueReload() {
    if (this.#reloadQueued) return;
    this.#reloadQueued = true;
    queueMicrotask(() => {
      if (!this.#reloadQueued) return; // newGame() or setPosition() came first
      this.#reloadQueued = false;
      this.#loadFromAttributes();
      this.#changed('position');
    });
  }

  /** Plays a move and announces it; `source` is "user", "ai" or "api". */
  #playMove(notation, source) {
    const board = this.#require();
    const played = board.play(notation) ?? this.#lastMove();
    const detail = { ...played, source };
    this.#emit('move', detail);
    this.#afterChange();
    this.#ai.start();
    return detail;
  }

  /** The detail of the last move, for a Board.play that returns none. */
  #lastMove() {
    const history = this.#board.history();
    return { notation: history[history.length - 1], fen: this.#board.fen() };
  }

  /** Forwards pointer input; a completed move is announced and answered. */
  #input(action) {
    if (!this.#board) return;
    const played = action();
    this.#redraw();
    if (played) {
      this.#emit('move', { ...played, source: 'user' });
      this.#afterChange();
      this.#ai.start();
    }
  }

  /** Undo or redo one turn: against the AI, the player's move and the AI's reply together. */
  #step(action) {
    const board = this.#require();
    this.#ai.stop();
    const aiToMove = () => {
      const status = board.status();
      return !status.over && status.sideToMove === this.#aiColor();
    };
    // Board.undo()/redo() say whether they changed anything (a move, or a resignation or draw).
    let changed = false;
    while (board[action]()) {
      changed = true;
      if (!aiToMove()) break;
    }
    if (changed) this.#changed(action);
    else this.#ai.start();
    return changed;
  }

  /** Announces a change of the game other than a move (undo, redo, new game, position). */
  #changed(action) {
    this.#announcedOver = false;
    this.#emit('change', { action, fen: this.#board.fen(), history: this.#board.history() });
    this.#afterChange();
    this.#ai.start();
  }

  /** Announces the end of the game once, and redraws. */
  #afterChange() {
    const status = this.#board.status();
    if (status.over && !this.#announcedOver) {
      this.#announcedOver = true;
      this.#emit('gameover', { winner: status.winner, reason: status.reason, score: status.result });
    } else if (!status.over) {
      this.#announcedOver = false;
    }
    this.#redraw();
  }

  /** Steps through the game's positions with the keyboard, in view mode only. */
  #navigate(key) {
    if (!this.#board || this.mode !== 'view') return false;
    const last = this.#board.history().length;
    const current = this.#shownPly < 0 ? last : this.#shownPly;
    const target = { previous: current - 1, next: current + 1, first: 0, last }[key];
    if (target < 0 || target > last) return false;
    this.showPly(target === last ? -1 : target);
    return true;
  }

  /** Schedules frames until the board says its animation is over. */
  #redraw() {
    if (this.#frame || !this.#board || !this.isConnected) return;
    this.#frame = requestAnimationFrame((now) => {
      this.#frame = 0;
      if (this.#board.frame(now)) this.#redraw();
      else for (const resolve of this.#idleWaiters.splice(0)) resolve();
    });
  }

  /** Resolves when no animation is running. */
  #idle() {
    if (!this.#board.isAnimating()) return Promise.resolve();
    return new Promise((resolve) => {
      this.#idleWaiters.push(resolve);
      this.#redraw();
    });
  }
}

customElements.get('tobit-board') ?? customElements.define('tobit-board', TobitBoard);
