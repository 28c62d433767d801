// @ts-check
// The AI opponent of a game (used by controller.js, which loads it with the first game against
// the computer): on its turn it asks the engine pool's `opponent` lane, a worker of its own, for
// its move and whether the position is a dead draw, in one request (offering a draw first when it
// is), and plays the move, a value, once the board is idle.

/**
 * @typedef {object} AiHooks what the AI needs from its game
 * @property {() => ('white'|'black'|null)} color the colour the AI plays, null when it plays none
 * @property {() => {fen: string, moves: string[], deadDrawWorthChecking: boolean, sideToMove: 'white'|'black', over: boolean, live: boolean}} game
 *   `fen` and `moves`: the game from its start; `deadDrawWorthChecking`: whether the position has few
 *   enough pieces for the dead-draw check (the page module decides: Board.deadDrawWorthChecking)
 * @property {() => number} level
 * @property {() => number | null} seed the game's seed, null for none
 * @property {() => import('../../tobit_engine.js').SearchClock | null} clock the AI's game clock when
 *   the game is timed (its search keeps within a budget of it), else null
 * @property {() => Promise<void>} idle resolves when no animation is running
 * @property {() => Promise<typeof import('../../engine/pool.js')>} engine loads the engine pool (once)
 * @property {(index: number) => void} play plays the AI's move: its index among the position's
 *   legal moves (the engine's answer as a value, for `Board.playLegal`)
 * @property {(active: boolean) => void} thinking
 * @property {(color: 'white'|'black') => void} offerDraw
 * @property {(message: string) => void} error
 */

/** One game's AI opponent. */
export class AiOpponent {
  /** @type {AiHooks} */
  #hooks;
  /** @type {AbortController | null} */
  #search = null;
  #offered = false;
  /** Whether the game was told the AI is thinking. */
  #thinking = false;

  /** @param {AiHooks} hooks */
  constructor(hooks) {
    this.#hooks = hooks;
  }

  /** Starts thinking if it is the AI's turn in the live game and it is not thinking already. */
  start() {
    const color = this.#hooks.color();
    if (color) this.#hooks.engine().then((pool) => pool.warmUp(), () => {}); // a failure is told by the search
    const game = this.#hooks.game();
    if (this.#search || !color || game.over || !game.live || game.sideToMove !== color) return;
    this.#run(color, game);
  }

  /** Stops a running search (its worker is terminated); nothing happens if none runs. */
  stop() {
    if (!this.#search) return;
    this.#search.abort();
    this.#search = null;
    this.#think(false);
  }

  /**
   * Tells the game whether the AI is thinking, once per change (a search stopped while the pool
   * was still loading was never announced).
   * @param {boolean} active
   */
  #think(active) {
    if (active === this.#thinking) return;
    this.#thinking = active;
    this.#hooks.thinking(active);
  }

  /** Forgets the draw offer made in the previous game, for a new game or position. */
  reset() {
    this.stop();
    this.#offered = false;
  }

  /**
   * @param {'white'|'black'} color
   * @param {{fen: string, moves: string[], deadDrawWorthChecking: boolean}} game
   */
  async #run(color, { fen, moves, deadDrawWorthChecking }) {
    const search = new AbortController();
    const { signal } = search;
    // A refused endgame table file is told as the game's error (the AI plays on without it).
    const control = { signal, lane: /** @type {const} */ ('opponent'), onTableRefused: this.#hooks.error };
    this.#search = search;
    try {
      // The pool first (fetched at the first game against the computer), so that "thinking"
      // starts when a worker has the search.
      const { computerMove } = await this.#hooks.engine();
      if (signal.aborted) return;
      this.#think(true);
      const seed = this.#hooks.seed();
      const clock = this.#hooks.clock();
      const options = { level: this.#hooks.level(), ...(seed === null ? {} : { seed }), ...(clock ? { clock } : {}) };
      // One request: the worker replays the game once, checks the dead draw and searches.
      const { move, deadDraw } = await computerMove(fen, moves, options, !this.#offered && deadDrawWorthChecking, control);
      if (signal.aborted) return;
      if (deadDraw) {
        this.#offered = true;
        this.#hooks.offerDraw(color);
      }
      await this.#hooks.idle();
      if (signal.aborted) return;
      this.#search = null;
      this.#think(false);
      this.#hooks.play(move.index);
    } catch (error) {
      if (signal.aborted) return;
      this.#search = null;
      this.#think(false);
      this.#hooks.error(`AI: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
