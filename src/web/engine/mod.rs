//! The engine module (`tobit_engine.js`, cargo feature `engine`): the AI for JS, loaded by the
//! engine worker (www/engine/worker.js) and by the engine pool's main-thread fallback
//! (www/engine/pool.js), never by the first page load. It also holds the endgame tables the
//! worker loads ([`egtb`]).

mod egtb;
mod search;

pub use egtb::{egtb_build, egtb_load, egtb_missing, egtb_needed, egtb_probe};
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
"#;
