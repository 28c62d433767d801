//! The engine module (`tobit_engine.js`, cargo feature `engine`): the AI for JS, loaded by the
//! engine worker (www/engine/worker.js) and by the engine pool's main-thread fallback
//! (www/engine/pool.js), never by the first page load. It also holds the endgame tables the
//! worker loads ([`egtb`]) and the analysis board's engine ([`analysis`]).

mod analysis;
mod egtb;
mod search;

pub use analysis::{analyse, review_game};
pub use egtb::{egtb_build, egtb_load, egtb_missing, egtb_needed, egtb_probe, egtb_version};
pub use search::{best_move, is_dead_draw};

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** The options of `bestMove`; none at all means the default level (`config().levels.default`). */
export interface SearchOptions {
  /** A playing level 1..8; takes precedence over the other limits. */
  level?: number;
  /** The deepest iteration, 1..`config().searchLimits.maxDepth`. */
  depth?: number;
  /** The time to spend in milliseconds, 1..`config().searchLimits.maxMovetimeMs`. */
  movetimeMs?: number;
  /** The most nodes to visit, 1..`config().searchLimits.maxNodes`. */
  nodes?: number;
  /** A game's seed, a uint32: levels 1..4 vary their choices with it (the same seed replays the same game). */
  seed?: number;
}

/** The result of `bestMove`. */
export interface SearchResult {
  /** The move, in notation. */
  move: string;
  /** The score in hundredths of a hul, for the side to move. */
  score: number;
  /** The score as text ("+0.35", "win in 7"...). */
  scoreText: string;
  /** The depth reached. */
  depth: number;
  /** The nodes visited. */
  nodes: number;
  /** The time spent, in milliseconds. */
  timeMs: number;
  /** The principal variation, the move first. */
  pv: string[];
}

/** The exact value of a position from the endgame tables (`egtbProbe`), for the side to move. */
export interface EgtbValue {
  /** Whether the side to move wins, loses or draws with best play. */
  result: "win" | "loss" | "draw";
  /** The plies to the end of the game with best play; `null` for a draw. */
  plies: number | null;
}

/** The options of `analyse`; no limit at all searches until `onInfo` returns `false`. */
export interface AnalysisOptions {
  /** How many lines, 1..5 (default 1), each starting with a different move. */
  lines?: number;
  /** The deepest iteration, 1..`config().searchLimits.maxDepth`. */
  depth?: number;
  /** The most nodes to visit, 1..`config().searchLimits.maxNodes`. */
  nodes?: number;
  /** The time to spend in milliseconds, 1..`config().searchLimits.maxMovetimeMs`. */
  movetimeMs?: number;
  /** Analyse the threat: what the opponent would play if the side to move could pass. */
  threat?: boolean;
}

/** A score for the side to move: hundredths of a hul ("cp"), a win or loss in `value` plies (exact), or an exact draw (`value` null). */
export interface AnalysisScore {
  kind: "cp" | "win" | "loss" | "draw";
  value: number | null;
}

/** One line of an analysis. */
export interface AnalysisLine {
  /** The moves, in notation, the first move first. */
  moves: string[];
  /** Its score for the side to move of the analysed position. */
  score: AnalysisScore;
  /** White's expected result 0..1 (a draw counts half) from the score: the evaluation bar. */
  whiteChance: number;
}

/** What `analyse` knows after a completed depth. */
export interface AnalysisInfo {
  /** The analysed position (the threat's position when `threat` was asked). */
  fen: string;
  /** Its side to move, for whom the scores are given. */
  side: "white" | "black";
  /** The completed depth in plies (0: exact from the endgame tables, or stopped before depth 1). */
  depth: number;
  nodes: number;
  /** Nodes per second. */
  nps: number;
  timeMs: number;
  /** The lines, best first, their first moves all different. */
  lines: AnalysisLine[];
  /** Every legal move with its exact value, best first, when the endgame tables hold them all; else empty. */
  exact: { move: string; score: AnalysisScore }[];
}

/** The options of `reviewGame` (default 200 000 nodes per position). */
export interface ReviewOptions {
  depth?: number;
  nodes?: number;
  movetimeMs?: number;
}

/** One reviewed move. */
export interface MoveReview {
  move: string;
  side: "white" | "black";
  /** The best move in the position before it. */
  best: string;
  /** The mover's score before and after the move. */
  before: AnalysisScore;
  after: AnalysisScore;
  /** White's expected result after the move (the evaluation graph). */
  whiteChance: number;
  /** The mover's expected result the move lost, 0..1. */
  loss: number;
  grade: "inaccuracy" | "mistake" | "blunder" | null;
}

/** The counts of one side's graded moves. */
export interface GradeCounts {
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

/** The result of `reviewGame`. */
export interface GameReview {
  moves: MoveReview[];
  white: GradeCounts;
  black: GradeCounts;
  /** The smallest loss of each grade. */
  thresholds: GradeCounts;
}
"#;
