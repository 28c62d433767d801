// What JSDoc cannot declare about <tobit-board>: its place in the DOM's tag name map and the
// map of its events. Shipped with the element's declarations, which tsconfig.dts.json writes from the JSDoc.
import type { TobitBoard } from './tobit-board.js';
import type { GameEventDetails } from './game-controller.js';

/**
 * Each event of <tobit-board>: a CustomEvent with its detail (`ready` has an empty one). Use it
 * as `board.addEventListener('move', (e) => ...)` with `e` typed as `TobitBoardEventMap['move']`.
 */
export type TobitBoardEventMap = {
  [K in keyof GameEventDetails]: CustomEvent<GameEventDetails[K]>;
} & { ready: CustomEvent<Record<string, never>> };

declare global {
  interface HTMLElementTagNameMap {
    'tobit-board': TobitBoard;
  }
}
