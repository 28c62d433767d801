// @ts-check
// <tobit-board>, at the URL embedders load (`<script type="module" src=".../tobit-board.js">`):
// the element itself and the modules it uses are in element/.
export * from './element/tobit-board.js';
