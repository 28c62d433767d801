// What JSDoc cannot declare about <tobit-board>: its place in the DOM's tag name map and the
// map of its events. Shipped with the element's declarations, which tsconfig.dts.json writes from the JSDoc.
import type { TobitBoard } from './element/tobit-board.js';
import type { GameEventDetails } from './lib/game/controller.js';
import type { Arrow, Circle } from './tobit.js';

/**
 * Each event of <tobit-board>: a CustomEvent with its detail (`ready` has an empty one). Use it
 * as `board.addEventListener('move', (e) => ...)` with `e` typed as `TobitBoardEventMap['move']`.
 */
export type TobitBoardEventMap = {
  [K in keyof GameEventDetails]: CustomEvent<GameEventDetails[K]>;
} & {
  ready: CustomEvent<Record<string, never>>;
  /** A press on a piece that may not move: why, the piece, and the pieces that must capture. */
  refused: CustomEvent<{
    reason: 'must-capture' | 'not-your-turn' | 'illegal' | 'not-your-piece' | 'capture-first' | 'game-over';
    from?: number;
    capturers: number[];
  }>;
  /**
   * A move tried that the rules refuse: a piece of the side to move pressed (or chosen from the
   * keyboard), then a point it cannot go to (`16-9`, a hul sent backwards).
   */
  attempt: CustomEvent<{ from: number; to: number }>;
  /**
   * The player drew or cleared arrows and circles (right-drag, right-click, long press, the A
   * key; a left click clears them): all those shown now, as `setShapes` takes them
   * (`{from: 9, to: 16, brush: 'G'}`, `{at: 16, brush: 'B'}`; either list may be empty).
   */
  shapes: CustomEvent<{ arrows: Arrow[]; circles: Circle[] }>;
  /** The board's language changed: `board.translator` now speaks `lang`. */
  languagechange: CustomEvent<{ lang: string }>;
  /**
   * In `mode="puzzle"`: the puzzle was solved (`hinted`: a hint was used; `alternative`: the
   * winning move the endgame tables accepted instead of the solution's, else null).
   */
  solved: CustomEvent<{ id: string; rating: number; theme: string; hinted: boolean; alternative: string | null }>;
  /** In `mode="puzzle"`: a wrong move; `refutation` is the engine's reply shown on the board. */
  failed: CustomEvent<{ id: string; move: string; expected: string; refutation: string | null; taken: { hullar: number; tobits: number } }>;
};

declare global {
  interface HTMLElementTagNameMap {
    'tobit-board': TobitBoard;
  }
}
