// @ts-check
// <tobit-board>, at the URL embedders load (`<script type="module" src=".../tobit-board.js">`):
// the element itself and the modules it uses are in element/; this entry gives it the puzzle
// mode (`mode="puzzle" puzzle="ID"`, learn/puzzle-mode.js, loaded when a board shows a puzzle),
// which the element registers instead of importing (element/modes.js).
import { registerMode } from './element/modes.js';

export * from './element/tobit-board.js';

registerMode('puzzle', {
  attribute: 'puzzle',
  attach: (board) => import('./learn/puzzle-mode.js').then((m) => m.attachPuzzle(board)),
});
