// @ts-check
// rules.html: the rules of docs/RULES.md for players, in the page's language, with diagrams
// drawn by read-only boards (their positions are the page's fen/moves attributes).
import './tobit-board.js';
import { startPage } from './learn-shell.js';

startPage();
