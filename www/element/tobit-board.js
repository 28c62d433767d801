// @ts-check
// <tobit-board>: a Tobit board as a custom element: its public API (the attributes' properties,
// parsed by attributes.js, and the methods), reacting to its attributes, events, pointer and
// keyboard input, size and preference tracking, and drawing through the wasm `Board`; it holds
// its parts (game-loader.js, modes.js, access/, annotations.js, words.js, frames.js, ...). The game itself (turns,
// the AI opponent, undo by turns, draws, the end) is the GameController's (lib/game/controller.js),
// whose events the element forwards. Load it with <script type="module" src="tobit-board.js">.
import { loadStudy, loadTobit } from '../wasm/loader.js';
import { loadConfig, config } from '../wasm/config.js';
import {
  OBSERVED_ATTRIBUTES, adoptEarlyProperties, isReflecting, optionProblems, optionValue, reflect, writeAttribute,
} from './attributes.js';
import { GAME_EVENTS, GameController } from '../lib/game/controller.js';
import { setAspectRatio, styleSheet } from './style.js';
import { forwardPointer } from './pointer.js';
import { bindKeys } from './history-keys.js';
import { watchEnvironment } from './environment.js';
import { boardOptions } from './board-options.js';
import { BoardWords } from './words.js';
import { BoardAccess } from './access/board-access.js';
import { parseOrientation } from './options.js';
import { Annotations } from './annotations.js';
import { BoardFrames } from './frames.js';
import { attachedMode, isModeAttribute } from './modes.js';
import { gameLoader } from './game-loader.js';

/** @typedef {import('../lib/game/controller.js').Color} Color */
/** @typedef {import('../lib/game/controller.js').GameEventDetails} GameEventDetails */
/** @typedef {import('../lib/game/controller.js').GameStatus} GameStatus */
/** @typedef {import('../lib/game/controller.js').LegalMove} LegalMove */
/** @typedef {import('../lib/game/controller.js').Mode} Mode */
/** @typedef {import('../lib/game/controller.js').MoveDetail} MoveDetail */
/** @typedef {import('../lib/game/controller.js').PlayedMove} PlayedMove */
/** @typedef {import('../lib/game/controller.js').SearchOptions} SearchOptions */
/** @typedef {import('../lib/game/controller.js').SearchResult} SearchResult */
/** @typedef {import('../tobit.js').PointContent} PointContent */
/** @typedef {import('../wasm/config.js').TobitConfig} TobitConfig */
/** @typedef {import('../tobit.js').NumberedMove} NumberedMove a move of the game record, numbered by the rules */
/** @typedef {import('../tobit-board-events.js').TobitBoardEventMap} TobitBoardEventMap each event and its detail */

/**
 * The Tobit board element; see docs/EMBEDDING.md for the whole API. It holds its parts (the
 * game loaded from its attributes, the page's mode, the accessible points, the annotations, the
 * words, the frames) rather than inheriting them.
 */
export class TobitBoard extends HTMLElement {
  static observedAttributes = OBSERVED_ATTRIBUTES;

  /** @type {HTMLCanvasElement} */
  #canvas;
  /** The wasm Board, once loaded. @type {import('../tobit.js').Board | undefined} */
  #board;
  /** The game on the board, once loaded. @type {GameController | null} */
  #game = null;
  /** @type {(() => void)[]} */
  #unbind = [];
  /** The frames drawn while the board animates. */
  #frames = new BoardFrames((now) => this.#require().frame(now));
  /** @type {(board: TobitBoard) => void} */
  #resolveReady = () => {};
  /** The game of the `fen` and `moves` attributes. */
  #loader = gameLoader(this, () => this.#requireGame(), (message) => this.#emit('error', { message }));
  /** The page's mode attached (modes.js, e.g. the puzzle mode). */
  #syncMode = attachedMode(this, (message) => this.#emit('error', { message }));
  #words = new BoardWords(this, {
    apply: (translator, changed) => {
      this.#canvas.setAttribute('aria-label', translator.t('board.label'));
      if (changed) this.#emit('languagechange', { lang: translator.lang });
    },
    fail: (message) => this.#emit('error', { message }),
  });
  /** Follows `<html lang>` (the page's language picker) for a board without its own `lang`. */
  #pageLanguage = new MutationObserver(() => this.#words.update());
  /** The accessible points, keys, spoken moves and sounds. @type {BoardAccess} */
  #access;
  /** @type {(() => import('../tobit_engine.js').SearchClock | null) | null} */
  #aiClock = null;
  /** The arrows and circles shown and drawn by the player. @type {Annotations} */
  #annotations;
  /** The board's size in CSS pixels, as last given to the wasm Board. */
  #size = { width: 0, height: 0 };
  /**
   * The points' centres in CSS pixels relative to the canvas, point 1 first, asked of the wasm
   * Board once after each resize or turn of the board; null until asked.
   * @type {import('../tobit.js').BoardXy[] | null}
   */
  #centres = null;

  /**
   * Resolves (with the element) when the wasm module is loaded, the board drawn and its words
   * (`translator`) loaded.
   * @type {Promise<TobitBoard>}
   */
  ready;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styleSheet()];
    this.#canvas = document.createElement('canvas');
    this.#canvas.setAttribute('role', 'img');
    root.append(this.#canvas);
    this.#access = new BoardAccess(this, root, {
      board: () => this.#board,
      game: () => this.#game,
      moved: (played) => this.#game?.moved(played),
      mayMove: () => this.mode !== 'view' && this.interactive,
      size: () => this.#size,
      centres: () => this.#pointCentres(),
      redraw: () => this.#redraw(),
    });
    this.#annotations = new Annotations(this, this.#canvas, {
      board: () => this.#board,
      cursor: () => this.#access.cursor,
      redraw: () => this.#redraw(),
      say: (words) => this.#access.say(words),
    });
    /** @type {(error: Error) => void} */
    let rejectReady = () => {};
    this.ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      rejectReady = reject;
    });
    this.ready.catch(() => {}); // reported through the `error` event as well
    // The board is drawn as soon as the wasm module is there; it is ready once its words are.
    const words = this.#words.update();
    Promise.all([loadTobit(), loadConfig()])
      .then(([tobit]) => this.#start(tobit))
      .then(() => words)
      .then(() => this.#ready())
      .catch((error) => {
        const message = `could not start the Tobit board: ${error?.message ?? error}`;
        this.#emit('error', { message });
        rejectReady(new Error(message, { cause: error }));
      });
  }

  // ---- the option attributes' properties (attributes.js parses them) ----

  /** The position the game starts from (FEN); empty for the standard start. */
  get fen() { return this.getAttribute('fen') ?? ''; }
  set fen(value) { writeAttribute(this, 'fen', value); }
  /** The moves replayed from `fen`, separated by spaces. */
  get moves() { return this.getAttribute('moves') ?? ''; }
  set moves(value) { writeAttribute(this, 'moves', Array.isArray(value) ? value.join(' ') : value); }
  /**
   * `play` (two players), `ai-white`, `ai-black` (the AI plays that colour), `view`, or
   * `puzzle` (the puzzle named by the `puzzle` attribute).
   * @returns {Mode}
   */
  get mode() { return optionValue(this, 'mode') ?? 'play'; }
  set mode(value) { writeAttribute(this, 'mode', value); }
  /** The AI level, config().levels.min..max (its default before the attribute is set). */
  get level() { return optionValue(this, 'level') ?? config()?.levels.default; }
  set level(value) { writeAttribute(this, 'level', value); }
  /** Whether the point numbers are shown. */
  get numbers() { return optionValue(this, 'numbers') ?? Boolean(config()?.boardOptions.numbers ?? true); }
  set numbers(value) { writeAttribute(this, 'numbers', value); }
  /** The move animation in ms (0 = none); null for the board's default. */
  get animation() { return optionValue(this, 'animation') ?? null; }
  set animation(value) { writeAttribute(this, 'animation', value); }
  /** Whether the user may move pieces (false makes any mode read-only). */
  get interactive() { return optionValue(this, 'interactive') ?? true; }
  set interactive(value) { writeAttribute(this, 'interactive', value); }
  /** The game's seed (uint32): the AI's levels 1..4 vary their replies with it; null: none. */
  get seed() { return optionValue(this, 'seed') ?? null; }
  set seed(value) { writeAttribute(this, 'seed', value); }
  /**
   * `auto` (high contrast when the user prefers more contrast), `high-contrast` or `standard`.
   * @returns {import('./options.js').ThemeChoice}
   */
  get theme() { return optionValue(this, 'theme') ?? 'auto'; }
  set theme(value) { writeAttribute(this, 'theme', value); }
  /** Whether moves make sounds, unless the player switched them off or on (S on the board). */
  get sound() { return optionValue(this, 'sound') ?? false; }
  set sound(value) { writeAttribute(this, 'sound', value); }

  // ---- the game methods (the GameController's and the wasm Board's) ----

  /**
   * Plays a move given in notation (animated). Throws, leaving the game unchanged, when it is illegal.
   * @param {string} notation e.g. "7-14" or "9:23:21"
   * @returns {MoveDetail}
   */
  play(notation) { return this.#requireGame().play(notation); }
  /**
   * Takes back the last move; against the AI, back to the player's previous turn.
   * @returns {boolean} whether anything was taken back
   */
  undo() { return this.#requireGame().undo(); }
  /**
   * Replays the next taken-back move (against the AI, the AI's reply too).
   * @returns {boolean} whether anything was replayed
   */
  redo() { return this.#requireGame().redo(); }
  /**
   * Shows the game of `moves` from the position `fen`, as the page that owns the game has it
   * (the analysis board: its study's current node): a line one move longer than the game shown
   * is played on (animated), one move shorter is taken back, any other is set at once. The moves
   * it plays are the page's own: their `move` events say `source: 'api'`, not 'user'.
   * @param {string} fen the start position
   * @param {string[]} moves
   */
  showLine(fen, moves) {
    const game = this.#requireGame();
    const shown = game.history;
    // The first line shown is set whole (its game loads and is announced), as is a new start.
    const sameStart = this.getAttribute('fen') === fen && game.startFen === fen;
    /** Whether `line` begins with every move of `start`. */
    const startsWith = (/** @type {string[]} */ line, /** @type {string[]} */ start) => start.every((m, i) => m === line[i]);
    if (sameStart && shown.length === moves.length && startsWith(moves, shown)) return;
    if (sameStart && !this.isAnimating()) {
      try {
        if (moves.length === shown.length + 1 && startsWith(moves, shown)) {
          game.play(moves[moves.length - 1]);
          return;
        }
        if (shown.length === moves.length + 1 && startsWith(shown, moves) && game.undo()) return;
      } catch {
        // the step was refused (the game shown ended otherwise): the line is set whole
      }
    }
    this.fen = fen;
    this.moves = moves.join(' ');
  }
  /** @returns {LegalMove[]} */
  legalMoves() { return this.#require().legalMoves(); }
  /** @returns {string[]} the moves of the game, in notation */
  history() { return this.#requireGame().history; }
  /** @returns {NumberedMove[]} the moves of the game with their numbers, sides and captures */
  numberedMoves() { return this.#requireGame().numberedMoves; }
  /** @returns {GameStatus} */
  status() { return this.#requireGame().status; }
  /**
   * The game in PDN as it stands when called, written by the study module (loaded on the first
   * call: writing PDN is not part of the first load).
   * @returns {Promise<string>}
   */
  async pdn() {
    const game = this.#requireGame();
    const [fen, moves, { outcome }] = [game.startFen, game.history, game.status];
    const study = await loadStudy();
    return study.gamePdn(fen, moves, outcome);
  }
  /** @returns {string} the FEN of the current position */
  currentFen() { return this.#require().fen(); }
  /** @returns {PointContent[]} what stands on each point of the position shown, in point order */
  contents() { return this.#require().contents(); }
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
   * search never delays the AI opponent's reply; limits above config().searchMaxima are refused.
   * @param {SearchOptions} [options]
   * @param {{signal?: AbortSignal}} [control] aborting stops the search and rejects with an `AbortError`
   * @returns {Promise<SearchResult>}
   */
  async bestMove(options = {}, control = {}) {
    await this.ready;
    return this.#requireGame().bestMove(options, control);
  }
  /**
   * Resigns the game.
   * @param {Color} [color] who resigns: by default the human against the AI, else the side to move
   */
  resign(color) { this.#requireGame().resign(color); }
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
  agreeDraw() { this.#requireGame().agreeDraw(); }
  /**
   * Ends the game as lost on time by `color` (a game clock kept by the page ran out).
   * @param {Color} color
   */
  loseOnTime(color) { this.#requireGame().loseOnTime(color); }

  // ---- other properties ----

  /**
   * The colour at the bottom: `white` or `black`.
   * @returns {Color}
   */
  get orientation() { return this.#board?.orientation() ?? (this.getAttribute('orientation') === 'black' ? 'black' : 'white'); }
  /** @param {Color} value */
  set orientation(value) { writeAttribute(this, 'orientation', value); }
  /**
   * The words of the board's language (`lang`, else the page's, else the browser's): its
   * `t(key, params)` gives every word the board shows or reads out. Replaced when the language
   * changes, after which the board dispatches `languagechange`; null until the first catalog
   * has loaded (before `ready`).
   * @returns {import('../i18n/i18n.js').Translator | null}
   */
  get translator() { return this.#words.translator; }
  /**
   * The arrows and circles shown (given by `setShapes` or drawn by the player), as `setShapes`
   * takes them: `{arrows: [{from: 9, to: 16, brush: 'G'}], circles: [{at: 16, brush: 'B'}]}`
   * (copies: changing them changes nothing on the board).
   * @returns {{arrows: import('../tobit.js').Arrow[], circles: import('../tobit.js').Circle[]}}
   */
  get shapes() { return this.#annotations.shapes; }

  /**
   * Focuses the board's one tab stop, the list of its points, where the keys play moves.
   * @param {FocusOptions} [options]
   */
  focus(options) {
    this.#access.focusTarget.focus(options);
  }

  // ---- lifecycle ----

  connectedCallback() {
    adoptEarlyProperties(this);
    this.#unbind.push(
      forwardPointer(this.#canvas, {
        board: () => this.#board,
        game: () => this.#game,
        redraw: () => this.#redraw(),
        paint: () => this.#paint(),
        emit: (type, detail) => this.#emit(type, detail),
      }),
      bindKeys(this.#access.focusTarget, (key) => this.#navigate(key)),
      this.#annotations.bind(this.#access.focusTarget),
      this.#access.bind(),
      () => this.#pageLanguage.disconnect(),
      watchEnvironment(this.#canvas, {
        resize: (width, height, ratio) => this.#resize(width, height, ratio),
        preferences: () => this.#applyOptions(),
      }),
    );
    this.#pageLanguage.observe(document.documentElement, { attributeFilter: ['lang'] });
    this.#words.update();
    if (this.#game) {
      this.#applyOptions();
      this.#redraw();
      this.#game.live = true;
    }
  }

  disconnectedCallback() {
    for (const unbind of this.#unbind.splice(0)) unbind();
    this.#frames.stop();
    if (this.#game) this.#game.live = false;
  }

  /**
   * @param {string} name
   * @param {string | null} _old
   * @param {string | null} value
   */
  attributeChangedCallback(name, _old, value) {
    if (name === 'lang') this.#words.update();
    if (isReflecting(this) || !this.#board || name === 'lang') return;
    if (isModeAttribute(name)) {
      this.#syncMode();
    } else if (name === 'fen' || name === 'moves') {
      this.#loader.queueReload();
    } else if (name === 'orientation') {
      this.#report(() => this.#require().setOrientation(parseOrientation(value ?? 'white')));
      this.#centres = null;
      this.#redraw();
    } else {
      for (const detail of optionProblems(this, this.translator, [name])) this.#emit('error', detail);
      this.#applyOptions();
      if (name === 'mode') this.#syncMode();
    }
  }

  // ---- methods ----

  /**
   * Starts a new game from a position; throws on a bad FEN, leaving the game unchanged.
   * @param {string} fen
   */
  setPosition(fen) { this.#loader.replace(fen); }

  /** Starts a new game from the `fen` attribute's position (the standard start if none). */
  newGame() { this.#loader.restart(); }

  /** Turns the board round. */
  flip() {
    this.#require().flip();
    this.#centres = null;
    reflect(this, () => this.setAttribute('orientation', this.#require().orientation()));
    this.#redraw();
  }

  /**
   * Draws arrows and circles over the board, replacing the ones drawn (empty lists clear them):
   * arrows such as `{from: 9, to: 16, brush: 'G'}` and circles such as `{at: 16, brush: 'B'}`,
   * the brush the colour's letter: G green, R red, B blue, Y yellow, P pale grey (drawn thinner,
   * for what matters less). Throws, drawing nothing new, when an item is not one. The player
   * draws more (right-drag, long press, the A key: annotations.js); each change they make is a
   * `shapes` event with `{arrows, circles}` in this form.
   * @param {import('../tobit.js').Arrow[]} arrows
   * @param {import('../tobit.js').Circle[]} circles
   */
  setShapes(arrows, circles) {
    this.#annotations.set(arrows, circles);
  }

  /**
   * Where a point's centre is on the screen.
   * @param {number} point 1..38
   * @returns {{x: number, y: number}} client pixels
   */
  pointCenter(point) {
    // A point that is none is refused by the wasm Board, in its words.
    const centre = this.#pointCentres()[point - 1] ?? this.#require().pointCenter(point);
    const box = this.#canvas.getBoundingClientRect();
    return { x: box.left + centre.x, y: box.top + centre.y };
  }

  /**
   * The points joined to a point by a chol, one step away (the rules' board, from the wasm).
   * @param {number} point 1..38
   * @returns {Uint8Array}
   */
  neighbours(point) { return Uint8Array.from(this.#require().neighbours(point)); }

  /**
   * The AI opponent's game clock in a timed game: a function the AI calls when its search
   * starts, returning its remaining time and time control (its search then keeps within a
   * budget of them and it never loses on time), or null; null (the default) for an untimed game.
   * @returns {(() => import('../tobit_engine.js').SearchClock | null) | null}
   */
  get aiClock() { return this.#aiClock; }
  set aiClock(clock) { this.#aiClock = clock; }

  // ---- internals ----

  /** @param {import('../wasm/loader.js').PageModule} tobit the page module */
  #start(tobit) {
    setAspectRatio(/** @type {import('../wasm/config.js').TobitConfig} */ (config()).aspectRatio);
    this.#board = new tobit.Board(this.#canvas);
    const game = new GameController(this.#board, { idle: () => this.#frames.idle(this.#require().isAnimating()), clock: () => this.#aiClock?.() ?? null });
    for (const type of GAME_EVENTS) {
      game.addEventListener(type, (event) => {
        this.#emit(type, /** @type {CustomEvent} */ (event).detail);
        this.#redraw();
      });
    }
    this.#game = game;
    this.#applyOptions();
    this.#report(() => this.#require().setOrientation(parseOrientation(this.getAttribute('orientation') ?? 'white')));
    this.#loader.loadFromAttributes();
    game.update();
    const box = this.#canvas.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) this.#resize(box.width, box.height, window.devicePixelRatio || 1);
    else this.#redraw();
  }

  /**
   * Sizes the board to `width` x `height` CSS pixels at `ratio` device pixels per CSS pixel.
   * @param {number} width
   * @param {number} height
   * @param {number} ratio
   */
  #resize(width, height, ratio) {
    if (this.#board) {
      this.#report(() => this.#require().resize(width, height, ratio));
      this.#size = { width, height };
      this.#centres = null;
      // Sizing cleared the canvas: drawn at once, not blank until the next frame.
      if (this.isConnected) this.#frames.drawNow();
    }
    this.#redraw();
  }

  /** Once the board is drawn and its words are there: says what is wrong with its attributes, resolves `ready` and starts the game. */
  #ready() {
    for (const detail of optionProblems(this, this.translator)) this.#emit('error', detail);
    this.#resolveReady(this);
    this.#emit('ready', {});
    this.#requireGame().live = this.isConnected;
    this.#syncMode();
  }

  /** @returns {import('../tobit.js').BoardXy[]} the points' centres, asked of the wasm Board once per layout */
  #pointCentres() {
    this.#centres ??= this.#require().pointCenters();
    return this.#centres;
  }

  #require() {
    if (!this.#board) throw new Error('tobit-board is not ready yet: await element.ready first');
    return this.#board;
  }

  #requireGame() { this.#require(); return /** @type {GameController} */ (this.#game); }

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

  #applyOptions() {
    const game = this.#game;
    if (!this.#board || !game) return;
    game.mode = this.mode;
    game.level = this.level ?? game.level;
    game.seed = this.seed;
    const options = boardOptions(this, game.humanColor);
    this.#report(() => this.#require().setOptions(options));
    this.#redraw();
  }

  /**
   * Steps through the game's positions with the keyboard, in view mode only.
   * @param {import('../lib/game/steps.js').Step} key
   */
  #navigate(key) {
    if (!this.#game || this.mode !== 'view') return false;
    const moved = this.#game.navigate(key);
    if (moved) this.#redraw();
    return moved;
  }

  /** Brings the accessible points in step and has the next frames paint the board. */
  #redraw() {
    this.#access.refresh();
    this.#paint();
  }

  /** Schedules frames (the one place the board is painted) until its animation is over. */
  #paint() {
    if (this.#board && this.isConnected) this.#frames.request();
  }
}

customElements.get('tobit-board') ?? customElements.define('tobit-board', TobitBoard);
