// What JSDoc cannot declare about <tobit-board>: its place in the DOM's tag name map and the
// map of its events. Shipped with the element's declarations, which tsconfig.dts.json writes from the JSDoc.
import type { TobitBoard } from './element/tobit-board.js';
import type { GameEventDetails } from './game/controller.js';

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
  /** The board's language changed: `board.translator` now speaks `lang`. */
  languagechange: CustomEvent<{ lang: string }>;
  /** In `mode="puzzle"`: the puzzle was solved (`hinted`: a hint was used). */
  solved: CustomEvent<{ id: string; rating: number; theme: string; hinted: boolean }>;
  /** In `mode="puzzle"`: a wrong move; `refutation` is the engine's reply shown on the board. */
  failed: CustomEvent<{ id: string; move: string; expected: string; refutation: string | null }>;
};

declare global {
  interface HTMLElementTagNameMap {
    'tobit-board': TobitBoard;
  }
}
