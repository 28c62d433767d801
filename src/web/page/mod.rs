//! The page module (`tobit.js`, cargo feature `page`): the rules and the board for JS, no AI.
//! This is the wasm the first page load fetches.

mod board;
mod config;
mod game;
mod render;
mod session;
mod shapes;

pub use board::Board;
pub use config::config;
pub use game::JsGame;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A side: the colour of a player's pieces. */
export type Side = "white" | "black";

/** A legal move. */
export interface MoveInfo {
  /** The move in notation ("9-16", "9x23x36"). */
  notation: string;
  /** The point it starts from, 1..38. */
  from: number;
  /** The point it ends on. */
  to: number;
  /** Every point it passes through, start first. */
  path: number[];
  /** The points of the pieces it captures. */
  captured: number[];
}

/** A move of the game record with its number. */
export interface NumberedMove {
  /** The move number (docs/RULES.md section 8). */
  number: number;
  /** The side that played it. */
  side: Side;
  /** The move in notation. */
  notation: string;
  /** The points of the pieces it captured. */
  captured: number[];
}

/** A move just played on a board. */
export interface MoveDetail {
  /** The move in notation. */
  notation: string;
  /** Every point it passes through, start first. */
  path: number[];
  /** The points of the pieces it captured. */
  captured: number[];
  /** The FEN after the move. */
  fen: string;
  /** The side that played it. */
  by: Side;
  /** Whether the piece became a tobit. */
  promoted: boolean;
}

/** What stands on a point (`Board.contents()`). */
export type PointContent = "empty" | "whiteHul" | "blackHul" | "whiteTobit" | "blackTobit";

/** How a game stands. */
export interface GameStatus {
  /** Whether the game is over. */
  over: boolean;
  /** "*" while the game goes on, else "2-0", "0-2" or "1-1". */
  result: "*" | "2-0" | "0-2" | "1-1";
  /** The winner, null while the game goes on or after a draw. */
  winner: Side | null;
  /** Why the game ended, null while it goes on. */
  reason: "no-pieces" | "blocked" | "repetition" | "resignation" | "agreement" | null;
  /** The side to move. */
  sideToMove: Side;
}

/** Why a press on a piece did not take (the element's `refused` event). */
export interface BoardRefusal {
  /** Why: another piece must capture, not the player's turn, the player's piece with no move,
   * the opponent's piece, the opponent's piece a capture takes (the capturer is tapped first),
   * game over. */
  reason: "must-capture" | "not-your-turn" | "illegal" | "not-your-piece" | "capture-first" | "game-over";
  /** The pressed point, 1..38. */
  from: number;
  /** The pieces that must capture (they pulse); empty unless the reason is must-capture or
   * capture-first. */
  capturers: number[];
}

/** A point on the board in CSS pixels relative to the canvas. */
export interface BoardXy {
  x: number;
  y: number;
}

/** A theme colour name (`config().colorNames`). */
export type ColorName = "board" | "kol" | "line" | "number" | "white" | "whiteEdge" | "black"
  | "blackEdge" | "crown" | "highlight" | "mustCapture" | "lastMove";

/** The options of `Board.setOptions`; absent ones keep their value. */
export interface BoardOptions {
  /** Whether the point numbers are written. */
  numbers?: boolean;
  /** The duration of one hop in milliseconds, `config().animationMs.min..max` (0: none). */
  animationMs?: number;
  /** Who may move pieces with the pointer. */
  interactive?: "white" | "black" | "both" | "none";
  /** Whether the dark theme is used. */
  dark?: boolean;
  /** Whether the high-contrast theme (of the light or dark scheme) is used. */
  highContrast?: boolean;
  /** Theme colour overrides (CSS colours); replaces the overrides given before. */
  colors?: Partial<Record<ColorName, string>>;
}

/** A range of whole numbers with its default. */
export interface Range {
  min: number;
  max: number;
  default: number;
}

/** What `config()` returns: the defaults and limits, defined once in Rust. */
export interface TobitConfig {
  /** The playing levels and the default level. */
  levels: Range;
  /** The hop duration of move animations, in milliseconds. */
  animationMs: Range;
  /** The board's width over its height. */
  aspectRatio: number;
  /** The defaults of `Board.setOptions`. */
  boardOptions: Required<BoardOptions>;
  /** The theme colour names accepted by `setOptions({colors})`. */
  colorNames: ColorName[];
  /** The largest search limits `bestMove` accepts. */
  searchLimits: { maxDepth: number; maxNodes: number; maxMovetimeMs: number };
}
"#;
