// @ts-check
// A timed game on the app's screen: the wasm Clock (src/clock, in the study module, loaded on
// the main thread when a timed game starts) driven by the board's events. A person's time runs
// from when the opponent's move is complete (after its animation), the computer's from when the
// person's move is made (it starts thinking then); each move's times
// are kept for the PDN (`[%clock]`); the low-time cue comes once per side (a sound when sounds
// are on, a visible change, and the live region); a flag fall ends the game on time; pause and
// resume (the board hidden between two players), added time while paused; the computer is told
// its clock. The state is saved with the game and comes back paused after a reload.
import { loadStudy } from '../../wasm/loader.js';
import { ClockView, ADDED_MS } from './clock-view.js';
import { playSound } from '../../element/access/sound.js';
import { rememberedSound } from '../../element/access/sound-choice.js';
import { codeText, thrownData } from '../../lib/coded-errors.js';

/** @typedef {import('../../tobit_study.js').TimeControl} TimeControl */
/** @typedef {import('../../tobit_study.js').SavedClock} SavedClock */
/** @typedef {import('../../tobit_study.js').Clock} Clock */
/** @typedef {import('../../tobit_engine.js').SearchClock} SearchClock */
/** @typedef {import('../../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../tobit_study.js').Color} Color */
/** @typedef {import('../../lib/archive/save.js').ClockRecord} ClockRecord */
/**
 * What the timed game needs from the screen.
 * @typedef {object} TimedParts
 * @property {TobitBoard} board
 * @property {HTMLElement} boardArea the element holding the board (the clocks go around it)
 * @property {() => Color | null} human the person's colour against the computer, null for two players
 * @property {() => void} changed the clock changed in a way worth saving (a pause, added time)
 * @property {() => number} [now] the time source in milliseconds (default `performance.now()`)
 */
/**
 * Which clocks to put on the screen: `start` a new game's time control, `restore` a stored
 * clock (paused), null for none.
 * @typedef {{start: TimeControl} | {restore: ClockRecord} | null} ClockPlacement
 */

const SIDES = /** @type {const} */ (['white', 'black']);

/** A timed game (see the module comment). */
export class TimedGame {
  /** @type {Clock} */
  #clock;
  /** @type {(string | null)[]} */
  #stamps;
  /** @type {TimedParts} */
  #parts;
  /** @type {ClockView} */
  #view;
  /** @type {Translator | null} */
  #t = null;
  #timer = 0;
  #frame = 0;
  /** Time added by `skip` (tests make time pass faster through it). */
  #skipped = 0;
  /** @type {(() => void)[]} */
  #unbind = [];

  /**
   * @param {Clock} clock
   * @param {(string | null)[]} stamps
   * @param {TimedParts} parts
   */
  constructor(clock, stamps, parts) {
    this.#clock = clock;
    this.#stamps = stamps;
    this.#parts = parts;
    this.#view = new ClockView(parts.boardArea, {
      pause: () => this.pause(),
      resume: () => this.resume(),
      addTime: (side) => this.#addTime(side),
    });
    const { board } = parts;
    /**
     * @param {string} type
     * @param {(event: CustomEvent) => void} handler
     */
    const on = (type, handler) => {
      const listener = (/** @type {Event} */ e) => handler(/** @type {CustomEvent} */ (e));
      board.addEventListener(type, listener);
      this.#unbind.push(() => board.removeEventListener(type, listener));
    };
    on('move', (e) => this.#moved(/** @type {CustomEvent<import('../../tobit.js').MoveDetail>} */ (e).detail.by));
    on('change', () => this.#rewound());
    on('gameover', () => this.#tick());
    const onKey = (/** @type {KeyboardEvent} */ e) => this.#onKey(e);
    document.addEventListener('keydown', onKey);
    this.#unbind.push(() => document.removeEventListener('keydown', onKey));
    board.aiClock = () => this.#aiClock();
    this.#unbind.push(() => { board.aiClock = null; });
  }

  /**
   * A new timed game at the board's start: the side to move's time runs at once.
   * @param {TimeControl} control
   * @param {TimedParts} parts
   * @returns {Promise<TimedGame>}
   */
  static async start(control, parts) {
    const study = await loadStudy();
    const game = new TimedGame(new study.Clock(control), [], parts);
    game.#startTurn();
    return game;
  }

  /**
   * A timed game back from its record, paused at the times it had. Throws on a record the
   * wasm refuses.
   * @param {ClockRecord} record
   * @param {TimedParts} parts
   * @returns {Promise<TimedGame>}
   */
  static async restore(record, parts) {
    const study = await loadStudy();
    const game = new TimedGame(study.Clock.restore(record.saved), [...record.stamps], parts);
    if (game.#clock.turn() === undefined) game.#startTurn();
    game.#tick();
    return game;
  }

  /** The time now, on the clock's time line. */
  #now() {
    return (this.#parts.now ?? (() => performance.now()))() + this.#skipped;
  }

  /**
   * Makes `ms` pass at once (the end-to-end tests play a fast game through it).
   * @param {number} ms
   */
  skip(ms) {
    this.#skipped += ms;
    this.#tick();
  }

  /** @returns {TimeControl} */
  get control() { return this.#clock.control(); }

  /** @returns {ClockRecord} the state to store with the game */
  record() {
    return { saved: this.#clock.save(this.#now()), stamps: [...this.#stamps] };
  }

  /**
   * The game's PDN with its `[TimeControl]` and `[%clock]` times.
   * @returns {Promise<string>}
   */
  async pdn() {
    const study = await loadStudy();
    const board = this.#parts.board;
    const moves = board.history();
    return study.timedPdn(board.fen || null, moves, board.status().outcome, this.control, this.#stamps.slice(0, moves.length));
  }

  /**
   * Writes the clocks' words in the language of `t`.
   * @param {Translator} t
   */
  translate(t) {
    this.#t = t;
    this.#view.translate(t);
    this.#tick();
  }

  /** Stops both clocks. */
  pause() {
    this.#clock.pause(this.#now());
    this.#tick();
    this.#parts.changed();
  }

  /** Starts the turn under way again. */
  resume() {
    if (this.#parts.board.status().over) return;
    this.#clock.resume(this.#now());
    this.#tick();
    this.#parts.changed();
  }

  /** Takes the clocks off the screen and stops listening. */
  destroy() {
    clearTimeout(this.#timer);
    cancelAnimationFrame(this.#frame);
    for (const unbind of this.#unbind.splice(0)) unbind();
    this.#parts.board.inert = false;
    this.#view.remove();
  }

  /** @param {Color} side */
  #addTime(side) {
    this.#clock.addTime(side, ADDED_MS);
    this.#tick();
    this.#parts.changed();
  }

  /** The side to move's turn starts now (unless the game is over or a turn is under way). */
  #startTurn() {
    const status = this.#parts.board.status();
    const now = this.#now();
    const faces = this.#clock.view(now);
    const flagged = faces.white.flagged || faces.black.flagged;
    if (!status.over && !flagged && this.#clock.turn() === undefined) this.#clock.startTurn(status.sideToMove, now);
    this.#tick();
  }

  /**
   * A move was played by `side`: its time stops (increment or delay added), its times are kept
   * for the PDN, and the other side's time runs: the computer's at once, a person's once the
   * move's animation is over.
   * @param {Color} side
   */
  #moved(side) {
    const now = this.#now();
    if (this.#clock.turn() === side) {
      try {
        this.#clock.endTurn(now);
      } catch {
        this.#tick(); // the time had run out before the move: the flag falls
        return;
      }
    }
    const ply = this.#parts.board.history().length;
    this.#stamps.length = Math.min(this.#stamps.length, ply - 1);
    while (this.#stamps.length < ply - 1) this.#stamps.push(null);
    this.#stamps.push(this.#clock.stamp(now));
    // The computer starts thinking as soon as the person's move is made, so its time runs at
    // once (its reply may come before the animation is over); a person's time runs once they
    // have seen the move, after its animation.
    if (this.#computerToMove()) this.#startTurn();
    else this.#afterAnimation(() => this.#startTurn());
  }

  /** Whether the side to move is the computer (in a live game against it). */
  #computerToMove() {
    const human = this.#parts.human();
    const status = this.#parts.board.status();
    return human !== null && !status.over && status.sideToMove !== human;
  }

  /** Undo, redo: the turn goes to the side to move, the times of moves taken back are dropped. */
  #rewound() {
    const board = this.#parts.board;
    const status = board.status();
    this.#stamps.length = Math.min(this.#stamps.length, board.history().length);
    const turn = this.#clock.turn();
    if (turn !== undefined && (status.over || turn !== status.sideToMove)) {
      try {
        this.#clock.endTurn(this.#now());
      } catch { /* the flag fell meanwhile */ }
    }
    this.#startTurn();
  }

  /** @param {() => void} then runs once the board's move animation is over */
  #afterAnimation(then) {
    cancelAnimationFrame(this.#frame);
    const wait = () => {
      if (this.#parts.board.isAnimating()) this.#frame = requestAnimationFrame(wait);
      else then();
    };
    wait();
  }

  /** What the computer's search needs of its clock, null when it is not its turn's clock. */
  /** @returns {SearchClock | null} */
  #aiClock() {
    const human = this.#parts.human();
    if (!human) return null;
    const side = human === 'white' ? 'black' : 'white';
    const faces = this.#clock.view(this.#now());
    return { remainingMs: faces[side].remainingMs, control: this.control[side] };
  }

  /** Reports what happened (low time, a flag), draws the clocks and plans the next refresh. */
  #tick() {
    clearTimeout(this.#timer);
    const now = this.#now();
    const board = this.#parts.board;
    for (const news of this.#clock.poll(now)) {
      if (news.kind === 'lowTime') this.#lowTime(news.side);
      else if (!board.status().over) board.loseOnTime(news.side);
    }
    const faces = this.#clock.view(now);
    const over = board.status().over;
    if (over && !faces.paused) this.#clock.pause(now);
    // Paused, no move is played (none gets an increment); between two players the board is hidden too.
    const paused = faces.paused && !over;
    const hideBoard = paused && this.#parts.human() === null;
    board.inert = paused;
    this.#view.render(faces, { near: board.orientation, hideBoard, paused, over });
    if (faces.refreshMs > 0 && !over) this.#timer = window.setTimeout(() => this.#tick(), faces.refreshMs);
  }

  /** @param {Color} side */
  #lowTime(side) {
    if (rememberedSound()) playSound('low-time');
    const t = this.#t;
    if (t) this.#view.say(t.t('clock.lowTime', { side: t.t(`player.${side}`) }));
  }

  /**
   * T reads both times aloud (unless a text field has the focus).
   * @param {KeyboardEvent} e
   */
  #onKey(e) {
    const target = /** @type {Element} */ (e.target);
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.key.toLowerCase() !== 't') return;
    if (target.closest?.('input, textarea, select, dialog')) return;
    const t = this.#t;
    if (!t) return;
    const faces = this.#clock.view(this.#now());
    const times = SIDES.map((side) => t.t('clock.readOne', { side: t.t(`player.${side}`), time: faces[side].text }));
    this.#view.say(times.join(', '));
  }
}

/**
 * Puts the clocks `how` says on the app's screen (`panel.timed`), taking off those it had,
 * unless the panel has asked for others meanwhile (`panel.clockWanted`: a slow load never puts
 * old clocks on a newer game); a failure is told in a toast.
 * @param {import('../panel.js').AppPanel} panel
 * @param {ClockPlacement} how
 * @returns {Promise<void>}
 */
export async function placeClock(panel, how) {
  panel.timed?.destroy();
  panel.timed = null;
  if (!how) return;
  /** @type {TimedParts} */
  const parts = {
    board: panel.board,
    boardArea: panel.ui.boardArea,
    human: () => panel.human,
    changed: () => panel.save(),
  };
  try {
    const timed = 'start' in how ? await TimedGame.start(how.start, parts) : await TimedGame.restore(how.restore, parts);
    if (panel.clockWanted !== how) {
      timed.destroy();
      return;
    }
    panel.timed = timed;
    panel.settings.clock = timed.control;
    if (panel.t) timed.translate(panel.t);
    panel.save();
  } catch (error) {
    // A refused time control is said in the player's words; anything else (a saved clock that
    // cannot be read, a module that did not load) in general words, its detail for developers.
    const control = /** @type {import('../../tobit_study.js').ControlError | null} */ (thrownData(error, 'control'));
    const t = panel.t;
    if (!control) console.warn('the clocks could not start:', error);
    const words = !t ? String(error)
      : control ? t.t('clock.failed', { reason: codeText(t, 'clock.error', control) }) : t.t('clock.failedUnread');
    panel.notify(words, { kind: 'error' });
  }
}
