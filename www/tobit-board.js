// @ts-check
// <tobit-board>: a Tobit board as a custom element: attributes and properties, events, pointer
// and keyboard input, size and preference tracking, and drawing through the wasm `Board`. The
// game itself (turns, the AI opponent, undo by turns, draws, the end) is the GameController's
// (game-controller.js), whose events the element forwards. Load it with
// <script type="module" src="tobit-board.js">.
import { loadTobit } from './tobit-wasm.js';
import { loadConfig, config } from './config.js';
import { GameController } from './game-controller.js';
import { setAspectRatio, styleSheet } from './board-style.js';
import { bindPointer } from './board-pointer.js';
import { bindKeys } from './board-keys.js';
import { preferences, watchEnvironment } from './board-environment.js';
import { themeColors } from './board-theme.js';
import {
  parseAnimation, parseBoolean, parseLevel, parseMode, parseMoves, parseOrientation,
} from './board-options.js';

/** @typedef {import('./game-controller.js').ChangeAction} ChangeAction */
/** @typedef {import('./game-controller.js').Color} Color */
/** @typedef {import('./game-controller.js').GameEventDetails} GameEventDetails */
/** @typedef {import('./game-controller.js').GameStatus} GameStatus */
/** @typedef {import('./game-controller.js').LegalMove} LegalMove */
/** @typedef {import('./game-controller.js').Mode} Mode */
/** @typedef {import('./game-controller.js').MoveDetail} MoveDetail */
/** @typedef {import('./game-controller.js').PlayedMove} PlayedMove */
/** @typedef {import('./game-controller.js').SearchOptions} SearchOptions */
/** @typedef {import('./game-controller.js').SearchResult} SearchResult */
/** @typedef {import('./config.js').TobitConfig} TobitConfig */
/** @typedef {import('./tobit-board-events.js').TobitBoardEventMap} TobitBoardEventMap each event and its detail */

/** The events the element forwards from its GameController. */
const GAME_EVENTS = /** @type {const} */ (['move', 'change', 'gameover', 'thinking', 'drawoffer', 'error']);

/**
 * The configuration, or an error for an attribute read before the wasm module gave it.
 * @returns {import('./config.js').TobitConfig}
 */
function limits() {
  const loaded = config();
  if (!loaded) throw new Error('the Tobit module is not loaded yet');
  return loaded;
}

/** Parsers of the attributes that carry options (fen, moves and orientation are handled apart). */
const OPTION_PARSERS = {
  mode: parseMode,
  /** @param {string} value */
  level: (value) => parseLevel(value, limits().levels),
  /** @param {string} value */
  numbers: (value) => parseBoolean('numbers', value),
  /** @param {string} value */
  animation: (value) => parseAnimation(value, limits().animationMs),
  /** @param {string} value */
  interactive: (value) => parseBoolean('interactive', value),
};
/** @typedef {keyof typeof OPTION_PARSERS} OptionName */

/** The Tobit board element; see docs/EMBEDDING.md for the whole API. */
export class TobitBoard extends HTMLElement {
  static observedAttributes = ['fen', 'moves', 'orientation', 'mode', 'level', 'numbers', 'animation', 'interactive'];

  /** @type {HTMLCanvasElement} */
  #canvas;
  /** The wasm Board, once loaded. @type {any} */
  #board = null;
  /** The game on the board, once loaded. @type {GameController | null} */
  #game = null;
  /** @type {(() => void)[]} */
  #unbind = [];
  #frame = 0;
  /** @type {(() => void)[]} */
  #idleWaiters = [];
  #reloadQueued = false;
  #reflecting = false;
  /** @type {(board: TobitBoard) => void} */
  #resolveReady = () => {};

  /**
   * Resolves (with the element) when the wasm module is loaded and the board drawn.
   * @type {Promise<TobitBoard>}
   */
  ready;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styleSheet()];
    this.#canvas = document.createElement('canvas');
    this.#canvas.setAttribute('role', 'img');
    this.#canvas.setAttribute('aria-label', 'Tobit board');
    root.append(this.#canvas);
    /** @type {(error: Error) => void} */
    let rejectReady = () => {};
    this.ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      rejectReady = reject;
    });
    this.ready.catch(() => {}); // reported through the `error` event as well
    Promise.all([loadTobit(), loadConfig()])
      .then(([tobit]) => this.#start(tobit))
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
  /**
   * The colour at the bottom: `white` or `black`.
   * @returns {Color}
   */
  get orientation() { return this.#board?.orientation() ?? this.getAttribute('orientation') ?? 'white'; }
  /** @param {Color} value */
  set orientation(value) { this.#setAttr('orientation', value); }
  /**
   * `play` (two players), `ai-white`, `ai-black` (the AI plays that colour) or `view`.
   * @returns {Mode}
   */
  get mode() { return this.#option('mode') ?? 'play'; }
  set mode(value) { this.#setAttr('mode', value); }
  /** The AI level, config().levels.min..max (its default before the attribute is set). */
  get level() { return this.#option('level') ?? config()?.levels.default; }
  set level(value) { this.#setAttr('level', value); }
  /** Whether the point numbers are shown. */
  get numbers() { return this.#option('numbers') ?? Boolean(config()?.boardOptions.numbers ?? true); }
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
    const self = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this));
    for (const name of TobitBoard.observedAttributes) {
      if (Object.hasOwn(this, name)) {
        const value = self[name];
        delete self[name];
        self[name] = value;
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
    if (this.#game) {
      this.#applyOptions();
      this.#redraw();
      this.#game.live = true;
    }
  }

  disconnectedCallback() {
    for (const unbind of this.#unbind.splice(0)) unbind();
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    if (this.#game) this.#game.live = false;
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  /**
   * @param {string} name
   * @param {string | null} _old
   * @param {string | null} value
   */
  attributeChangedCallback(name, _old, value) {
    if (this.#reflecting || !this.#board) return;
    if (name === 'fen' || name === 'moves') {
      this.#queueReload();
    } else if (name === 'orientation') {
      this.#report(() => this.#board.setOrientation(parseOrientation(value ?? 'white')));
      this.#redraw();
    } else {
      if (value !== null) this.#report(() => OPTION_PARSERS[/** @type {OptionName} */ (name)](value));
      this.#applyOptions();
    }
  }

  // ---- methods ----

  /**
   * Plays a move given in notation (animated). Throws, leaving the game unchanged, when it is illegal.
   * @param {string} notation e.g. "7-14" or "9:23:21"
   * @returns {MoveDetail}
   */
  play(notation) {
    return this.#requireGame().play(notation);
  }

  /**
   * Takes back the last move; against the AI, back to the player's previous turn.
   * @returns {boolean} whether anything was taken back
   */
  undo() {
    return this.#requireGame().undo();
  }

  /**
   * Replays the next taken-back move (against the AI, the AI's reply too).
   * @returns {boolean} whether anything was replayed
   */
  redo() {
    return this.#requireGame().redo();
  }

  /**
   * Starts a new game from a position; throws on a bad FEN, leaving the game unchanged.
   * @param {string} fen
   */
  setPosition(fen) {
    if (typeof fen !== 'string') throw new TypeError(`setPosition: the position must be a FEN string (got ${typeof fen})`);
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

  /** @returns {LegalMove[]} */
  legalMoves() { return this.#require().legalMoves(); }
  /** @returns {string[]} the moves of the game, in notation */
  history() { return this.#require().history(); }
  /** @returns {GameStatus} */
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
    this.#requireGame().showPly(ply);
    this.#redraw();
  }

  /**
   * Asks the engine for the best move in the current position (the game is not changed). The
   * search never delays the AI opponent's reply; limits above config().searchLimits are refused.
   * @param {SearchOptions} [options]
   * @param {{signal?: AbortSignal}} [control] aborting stops the search and rejects with an `AbortError`
   * @returns {Promise<SearchResult>}
   */
  async bestMove(options = {}, control = {}) {
    await this.ready;
    return this.#requireGame().bestMove(options, control);
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
    this.#requireGame().resign(color);
  }

  /**
   * Offers a draw. Against the AI it is accepted (and the game ends) when the position is a dead
   * draw. Between two players the element cannot decide: it resolves false, and the page asks the
   * other player and calls `agreeDraw()` if they accept.
   * @returns {Promise<boolean>} whether the draw was agreed
   */
  async offerDraw() {
    await this.ready;
    return this.#requireGame().offerDraw();
  }

  /** Ends the game as a draw by agreement. */
  agreeDraw() {
    this.#requireGame().agreeDraw();
  }

  // ---- internals ----

  /** @param {any} tobit the page module */
  #start(tobit) {
    setAspectRatio(/** @type {import('./config.js').TobitConfig} */ (config()).aspectRatio);
    this.#board = new tobit.Board(this.#canvas);
    const game = new GameController(this.#board, { idle: () => this.#idle() });
    for (const type of GAME_EVENTS) {
      game.addEventListener(type, (event) => {
        this.#emit(type, /** @type {CustomEvent} */ (event).detail);
        this.#redraw();
      });
    }
    this.#game = game;
    this.#applyOptions(true);
    this.#report(() => this.#board.setOrientation(parseOrientation(this.getAttribute('orientation') ?? 'white')));
    this.#loadFromAttributes();
    game.update();
    const box = this.#canvas.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) {
      this.#report(() => this.#board.resize(box.width, box.height, window.devicePixelRatio || 1));
    }
    this.#redraw();
    this.#resolveReady(this);
    this.#emit('ready', {});
    game.live = this.isConnected;
  }

  #require() {
    if (!this.#board) throw new Error('tobit-board is not ready yet: await element.ready first');
    return this.#board;
  }

  #requireGame() {
    this.#require();
    return /** @type {GameController} */ (this.#game);
  }

  /**
   * The parsed value of an option attribute, or undefined when absent, invalid or not checkable
   * yet (before the wasm module has given the limits).
   * @template {OptionName} N
   * @param {N} name
   * @returns {ReturnType<typeof OPTION_PARSERS[N]> | undefined}
   */
  #option(name) {
    const value = this.getAttribute(name);
    if (value === null) return undefined;
    try {
      return /** @type {any} */ (OPTION_PARSERS[name](value));
    } catch {
      return undefined;
    }
  }

  /**
   * @param {string} name
   * @param {unknown} value
   */
  #setAttr(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  /**
   * Runs `change` without reacting to the attribute changes it makes.
   * @param {() => void} change
   */
  #reflect(change) {
    this.#reflecting = true;
    try {
      change();
    } finally {
      this.#reflecting = false;
    }
  }

  /**
   * Runs `action`; an exception becomes an `error` event.
   * @param {() => unknown} action
   */
  #report(action) {
    try {
      action();
    } catch (error) {
      this.#emit('error', { message: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * @param {string} type
   * @param {unknown} detail
   */
  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #applyOptions(reportErrors = false) {
    const game = this.#game;
    if (!this.#board || !game) return;
    if (reportErrors) {
      for (const [name, parse] of Object.entries(OPTION_PARSERS)) {
        const value = this.getAttribute(name);
        if (value !== null) this.#report(() => parse(value));
      }
    }
    const { dark, reducedMotion } = preferences();
    const mode = this.mode;
    game.mode = mode;
    game.level = this.level ?? game.level;
    this.#canvas.tabIndex = mode === 'view' ? 0 : -1; // the keys navigate in view mode only
    /** @type {Record<string, unknown>} */
    const options = {
      numbers: this.numbers,
      interactive: mode === 'view' || !this.interactive ? 'none' : game.humanColor ?? 'both',
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
   * @param {string} fen
   * @param {string[]} moves
   */
  #load(fen, moves) {
    this.#requireGame().load(fen, moves);
    this.#reloadQueued = false;
  }

  /** Loads the game the `fen` and `moves` attributes describe; a bad one is reported and replaced. */
  #loadFromAttributes() {
    const fen = this.fen;
    const moves = parseMoves(this.moves);
    /** @type {[string, string[]][]} */
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

  /** @param {ChangeAction} action */
  #changed(action) {
    this.#requireGame().changed(action);
  }

  /**
   * Forwards pointer input; a completed move is announced and answered.
   * @param {() => PlayedMove | undefined} action
   */
  #input(action) {
    if (!this.#game) return;
    const played = action();
    this.#redraw();
    if (played) this.#game.moved(played);
  }

  /**
   * Steps through the game's positions with the keyboard, in view mode only.
   * @param {'previous'|'next'|'first'|'last'} key
   */
  #navigate(key) {
    if (!this.#game || this.mode !== 'view') return false;
    const moved = this.#game.navigate(key);
    if (moved) this.#redraw();
    return moved;
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

  /**
   * Resolves when no animation is running.
   * @returns {Promise<void>}
   */
  #idle() {
    if (!this.#board.isAnimating()) return Promise.resolve();
    return new Promise((resolve) => {
      this.#idleWaiters.push(resolve);
      this.#redraw();
    });
  }
}

customElements.get('tobit-board') ?? customElements.define('tobit-board', TobitBoard);
