// @ts-check
// rules.html: the rules of docs/RULES.md for players, in the page's language, with diagrams
// drawn by read-only boards (their positions are the page's fen/moves attributes).
import '../element/tobit-board.js';
import { startPage } from './page-shell.js';

startPage();
