// @ts-check
// The game controller shared by <tobit-board>, the app and the embed page:
// whose turn it is, the AI opponent, undo and redo by whole turns, draw offers, the end of the
// game, and the events that tell the page about each. It holds no DOM: it drives the wasm
// `Board` it is given (which knows the rules) and reports through its own events, which the
// element forwards. It owns the game's record and status as the page reads them: kept from the
// move values the Board answers (each move says how the game stands after it), asked again only
// after a change of another kind. The element keeps attributes, input, size and drawing.
import { aiColor, humanColor } from './mode.js';
import { stepTarget } from './steps.js';
import { config } from '../../wasm/config.js';

/** @typedef {import('../../tobit.js').Color} Color */
/** @typedef {import('./mode.js').Mode} Mode */
/** @typedef {'user'|'ai'|'api'} MoveSource */
/** @typedef {import('../../tobit.js').MoveDetail} PlayedMove a move as the wasm Board reports it */
/** @typedef {PlayedMove & {source: MoveSource}} MoveDetail the `move` event's detail */
/** @typedef {import('../../tobit.js').GameStatus} GameStatus what Board.status() returns */
/** @typedef {import('../../tobit.js').MoveInfo} LegalMove a legal move */
/** @typedef {import('../../tobit.js').NumberedMove} NumberedMove a move of the record with its number */
/** @typedef {import('../../tobit.js').OutcomeReason} OutcomeReason why a game ended */
/** @typedef {import('../../engine/pool.js').SearchOptions} SearchOptions */
/** @typedef {import('../../engine/pool.js').SearchResult} SearchResult */
/** @typedef {import('../../tobit_engine.js').SearchClock} SearchClock a side's clock for its search (declared by Rust) */
/** @typedef {'undo'|'redo'|'newgame'|'position'} ChangeAction */
/** @typedef {import('./ai-opponent.js').AiOpponent} AiOpponent */
/**
 * The detail of each controller (and element) event.
 * @typedef {object} GameEventDetails
 * @property {MoveDetail} move a move was played (by the user, the AI or a `play()` call)
 * @property {{action: ChangeAction, fen: string, history: string[]}} change the game changed otherwise
 * @property {{winner: Color | null, reason: OutcomeReason | null, score: string}} gameover the game ended
 * @property {{active: boolean}} thinking the AI started or stopped thinking
 * @property {{by: Color}} drawoffer the AI offers a draw
 * @property {{message: string, text?: string}} error something went wrong (a bad attribute, an AI
 *   failure): `message` in English; `text`, for a bad attribute, in the board's language
 */

/**
 * The part of the wasm `Board` the controller drives (the element's canvas board).
 * @typedef {Pick<import('../../tobit.js').Board, 'load' | 'play' | 'playLegal' | 'undo' | 'redo' | 'canRedo' | 'resign'
 *   | 'loseOnTime' | 'agreeDraw' | 'showPly' | 'fen' | 'history' | 'numberedMoves' | 'status'
 *   | 'isAnimating' | 'deadDrawWorthChecking'>} WasmBoard
 */

/**
 * The engine pool, loaded when a game first needs the engine: a board where nobody plays the
 * computer (a first visit between two players, a diagram) never fetches it.
 */
const enginePool = () => import('../../engine/pool.js');

/** The events a GameController dispatches (their details: GameEventDetails). */
export const GAME_EVENTS = /** @type {const} */ (['move', 'change', 'gameover', 'thinking', 'drawoffer', 'error']);

/** One game on one wasm Board: turns, the AI opponent, undo by turns, draws and the end. */
export class GameController extends EventTarget {
  /** @type {WasmBoard} */
  #board;
  /** @type {Mode} */
  #mode = 'play';
  /** @type {number} */
  #level;
  /** @type {number | null} the game's seed for the AI's choices */
  #seed = null;
  #startFen = '';
  /** The FEN of the standard start, for `startFen` when the game starts there. */
  #standardStart;
  #announcedOver = false;
  /** The ply shown by showPly, -1 for the live game. */
  #shownPly = -1;
  #live = false;
  /** The AI opponent, loaded with the first game against the computer. @type {AiOpponent | null} */
  #ai = null;
  /** The AI opponent's code while it loads. @type {Promise<void> | null} */
  #aiLoading = null;
  /** The view's idle wait and AI clock, for the AI opponent. @type {{idle: () => Promise<void>, clock?: () => SearchClock | null}} */
  #view;
  /** How the game stands, as the Board last said. @type {GameStatus} */
  #status;
  /** The moves played, once asked of the Board since its last change other than a move. @type {string[] | null} */
  #history = null;
  /** The moves with their numbers, the same way. @type {NumberedMove[] | null} */
  #numbered = null;

  /**
   * @param {WasmBoard} board the wasm Board, loaded with the standard start
   * @param {{idle: () => Promise<void>, clock?: () => SearchClock | null}} view `idle` resolves
   *   when no animation is running; `clock` gives the AI's game clock, null (or no `clock`) when
   *   the game is untimed
   */
  constructor(board, view) {
    super();
    this.#board = board;
    this.#standardStart = board.fen();
    this.#status = board.status();
    this.#level = config()?.levels.default ?? 1;
    this.#view = view;
  }

  // ---- settings ----

  /** @returns {Mode} */
  get mode() { return this.#mode; }
  /** @param {Mode} mode */
  set mode(mode) {
    if (mode === this.#mode) return;
    this.#mode = mode;
    this.#restartAi();
  }

  /** The AI's level. */
  get level() { return this.#level; }
  set level(level) {
    if (level === this.#level) return;
    this.#level = level;
    this.#restartAi();
  }

  /** The game's seed (uint32), which varies the AI's replies at levels 1..4; null: none. */
  get seed() { return this.#seed; }
  set seed(seed) {
    if (seed === this.#seed) return;
    this.#seed = seed;
    this.#restartAi();
  }

  /**
   * Whether the game is on the page (the AI thinks only then).
   * @param {boolean} live
   */
  set live(live) {
    this.#live = live;
    if (live) this.#startAi();
    else this.#ai?.stop();
  }

  /** @returns {Color | null} the colour the AI plays, null when it plays none */
  get aiColor() { return aiColor(this.#mode); }
  /** @returns {Color | null} the person's colour against the AI, null otherwise */
  get humanColor() { return humanColor(this.#mode); }
  /** The position the game started from (FEN). */
  get startFen() { return this.#startFen || this.#standardStart; }
  /** The ply shown by showPly, -1 for the live game. */
  get shownPly() { return this.#shownPly; }
  /** @returns {GameStatus} how the game stands (a copy) */
  get status() { return structuredClone(this.#status); }
  /** @returns {string[]} the moves played, in notation (a copy) */
  get history() {
    this.#history ??= this.#board.history();
    return [...this.#history];
  }
  /** @returns {NumberedMove[]} the moves played with their numbers, sides and captures (a copy) */
  get numberedMoves() {
    this.#numbered ??= this.#board.numberedMoves();
    return structuredClone(this.#numbered);
  }

  // ---- the game ----

  /**
   * Loads a game: the position `fen` (empty for the start) and `moves` played from it.
   * Throws, leaving the game unchanged, on a bad FEN or move. Announces nothing (see `changed`).
   * @param {string} fen
   * @param {string[]} moves
   */
  load(fen, moves) {
    this.#board.load(fen || undefined, moves);
    this.#changedOnBoard();
    this.#ai?.reset();
    this.#startFen = fen;
    this.#shownPly = -1;
  }

  /**
   * Plays a move given in notation. Throws, leaving the game unchanged, when it is illegal.
   * @param {string} notation
   * @returns {MoveDetail}
   */
  play(notation) {
    this.#ai?.stop();
    try {
      return this.#play(notation, 'api');
    } finally {
      this.#startAi(); // after an illegal move too: the AI goes on with its turn
    }
  }

  /**
   * Announces a move the user made on the board (the board has played it already).
   * @param {PlayedMove} played
   */
  moved(played) {
    this.#record(played);
    this.#emit('move', { ...played, source: 'user' });
    this.update();
  }

  /**
   * Takes back the last turn: against the AI, back to the person's previous move. A game lost
   * on time is over and stays over: nothing is taken back (docs/CLOCKS.md).
   * @returns {boolean} whether anything was taken back
   */
  undo() {
    if (this.lostOnTime) return false;
    return this.#step('undo');
  }

  /** Whether the game was lost on time (it cannot be taken back). */
  get lostOnTime() {
    return this.#status.outcome?.reason === 'time-forfeit';
  }

  /**
   * Replays the next taken-back turn (against the AI, its reply too).
   * @returns {boolean} whether anything was replayed
   */
  redo() { return this.#step('redo'); }

  /**
   * Resigns the game.
   * @param {Color} [color] by default the person against the AI, else the side to move
   */
  resign(color) {
    this.#ai?.stop();
    this.#board.resign(color ?? this.humanColor ?? this.#status.sideToMove);
    this.#changedOnBoard();
    this.update();
  }

  /**
   * Offers the AI a draw: accepted (and the game ends) when the position is a dead draw.
   * Between two players the controller cannot decide and resolves false: the page asks the other
   * player and calls `agreeDraw()` if they accept.
   * @returns {Promise<boolean>} whether the draw was agreed
   */
  async offerDraw() {
    if (!this.aiColor || this.#status.over) return false;
    const fen = this.startFen;
    const moves = this.history;
    const { isDeadDraw } = await enginePool();
    if (!(await isDeadDraw(fen, moves, { lane: 'opponent' }))) return false;
    if (this.startFen !== fen || this.history.join(' ') !== moves.join(' ')) return false;
    this.agreeDraw();
    return true;
  }

  /**
   * Ends the game as lost on time by `color` (its flag fell on the page's game clock).
   * @param {Color} color
   */
  loseOnTime(color) {
    this.#ai?.stop();
    this.#board.loseOnTime(color);
    this.#changedOnBoard();
    this.update();
  }

  /** Ends the game as a draw by agreement. */
  agreeDraw() {
    this.#ai?.stop();
    this.#board.agreeDraw();
    this.#changedOnBoard();
    this.update();
  }

  /**
   * Shows the position after `ply` moves, read-only; -1 returns to the live game.
   * @param {number} ply
   */
  showPly(ply) {
    this.#board.showPly(ply);
    this.#shownPly = ply;
    this.#startAi();
  }

  /**
   * Steps through the game's positions (the element's keys in view mode; lib/game/steps.js).
   * @param {import('./steps.js').Step} step
   * @returns {boolean} whether the shown position changed
   */
  navigate(step) {
    const target = stepTarget(step, this.#shownPly, this.history.length);
    if (target === null) return false;
    this.showPly(target);
    return true;
  }

  /**
   * The engine's best move in the current position, for the embedder (the game is not changed).
   * It runs in the shared engine slots, never in the AI opponent's own, so it cannot delay the AI.
   * @param {SearchOptions} [options] at most config().searchMaxima
   * @param {{signal?: AbortSignal}} [control] aborting rejects with an `AbortError`
   * @returns {Promise<SearchResult>}
   */
  bestMove(options = {}, control = {}) {
    const onTableRefused = (/** @type {string} */ message) => this.#emit('error', { message });
    const [fen, moves] = [this.startFen, this.history];
    return import('./embedder-search.js')
      .then(({ embedderBestMove }) => embedderBestMove(fen, moves, options, { signal: control.signal, onTableRefused }));
  }

  /**
   * Announces a change of the game other than a move, and lets the AI go on.
   * @param {ChangeAction} action
   */
  changed(action) {
    this.#announcedOver = false;
    this.#emit('change', { action, fen: this.#board.fen(), history: this.history });
    this.update();
  }

  // ---- internals ----

  #restartAi() {
    this.#ai?.stop();
    this.#startAi();
  }

  /**
   * Lets the AI play if it is its turn; its code is loaded with the first game against the
   * computer (the engine pool in parallel, which its first move needs too), and a failure to
   * load is the game's error, tried again at the next turn.
   */
  #startAi() {
    if (this.#ai) {
      this.#ai.start();
      return;
    }
    if (!this.aiColor || this.#aiLoading) return;
    enginePool().catch(() => {}); // a failure is told by the AI's search
    this.#aiLoading = import('./ai-opponent.js').then(({ AiOpponent }) => {
      const view = this.#view;
      this.#ai = new AiOpponent({
        color: () => this.aiColor,
        game: () => this.#gameState(),
        level: () => this.#level,
        seed: () => this.#seed,
        clock: () => view.clock?.() ?? null,
        idle: view.idle,
        engine: enginePool,
        play: (index) => this.#moved(this.#board.playLegal(index), 'ai'),
        thinking: (active) => this.#emit('thinking', { active }),
        offerDraw: (by) => this.#emit('drawoffer', { by }),
        error: (message) => this.#emit('error', { message }),
      });
      this.#ai.start();
    }, (error) => {
      this.#aiLoading = null;
      this.#emit('error', { message: `AI: ${error instanceof Error ? error.message : String(error)}` });
    });
  }

  /**
   * @param {string} notation
   * @param {MoveSource} source
   * @returns {MoveDetail}
   */
  #play(notation, source) {
    return this.#moved(this.#board.play(notation), source);
  }

  /**
   * Tells of a move the board has played, and lets the game go on.
   * @param {PlayedMove} played
   * @param {MoveSource} source
   * @returns {MoveDetail}
   */
  #moved(played, source) {
    this.#record(played);
    const detail = { ...played, source };
    this.#emit('move', detail);
    this.update();
    return detail;
  }

  /** @param {'undo'|'redo'} action */
  #step(action) {
    const board = this.#board;
    this.#ai?.stop();
    const aiToMove = () => !this.#status.over && this.#status.sideToMove === this.aiColor;
    // Board.undo()/redo() say whether they changed anything (a move, or a resignation or draw).
    let changed = false;
    while (board[action]()) {
      changed = true;
      this.#changedOnBoard();
      if (!aiToMove()) break;
    }
    if (changed) this.changed(action);
    else this.#startAi();
    return changed;
  }

  /** Announces the end of the game once, and lets the AI play if it is its turn. */
  update() {
    const status = this.#status;
    if (status.outcome && !this.#announcedOver) {
      this.#announcedOver = true;
      this.#emit('gameover', status.outcome);
    } else if (!status.over) {
      this.#announcedOver = false;
    }
    this.#startAi();
  }

  #gameState() {
    const [status, board, controller] = [this.#status, this.#board, this];
    return {
      fen: this.startFen,
      // Asked only by a search about to start, not by every check whose turn it is.
      get moves() { return controller.history; },
      get deadDrawWorthChecking() { return board.deadDrawWorthChecking(); },
      sideToMove: status.sideToMove,
      over: status.over,
      live: this.#live,
    };
  }

  /**
   * Keeps a move the Board played: its record grows by it, its status is the one after it.
   * @param {PlayedMove} played
   */
  #record(played) {
    this.#status = structuredClone(played.status);
    this.#history?.push(played.notation);
    this.#numbered?.push({ number: played.number, side: played.by, notation: played.notation, captured: played.captured });
  }

  /** After a change of the Board other than a move: its status asked again, its record when next read. */
  #changedOnBoard() {
    this.#status = this.#board.status();
    this.#history = null;
    this.#numbered = null;
  }

  /**
   * @template {keyof GameEventDetails} K
   * @param {K} type
   * @param {GameEventDetails[K]} detail
   */
  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
