//! The AI: iterative deepening principal variation search with a transposition table, move
//! ordering, a capture search at the horizon, repetition draws, an evaluation with endgame
//! knowledge, and playing levels 1..=8. Pure Rust: it builds natively and for wasm32. The tools
//! only the CLI runs (self-play, tuning, the `material4` sparring player, weights files) are in
//! [`tobit_training`], native-only.
//!
//! ```
//! use tobit_ai::{Engine, Limits};
//! use tobit_rules::Position;
//! let mut engine = Engine::new(1 << 20);
//! let result = engine.search(&Position::start(), &[], &Limits::depth(4)).unwrap();
//! assert!(Position::start().legal_moves().contains(&result.best));
//! ```
#![deny(missing_docs)]

pub mod accuracy;
mod analysis;
mod bench;
mod draw;
mod endgame;
mod engine;
mod eval;
pub mod exercise;
mod features;
pub mod levels;
mod limits;
mod line_score;
mod ordering;
pub mod patterns;
mod quiescence;
pub mod report;
pub mod review;
mod rng;
mod score;
mod search;
mod search_result;
mod smp;
pub mod tablebase;
mod time_budget;
mod tt;
pub mod weights;
pub mod win_chance;

pub use analysis::{threat_position, AnalysisInfo, Line, ANALYSIS_DEPTH, MAX_LINES};
pub use bench::{bench_positions, BENCH_DEPTH, BENCH_FENS, BENCH_NODES};
pub use draw::{
    dead_draw_worth_checking, is_dead_draw, is_dead_draw_with, DEAD_DRAW_CHECK_MAX_PIECES,
};
pub use endgame::{classify, Ending};
pub use engine::Engine;
pub use eval::{evaluate, evaluate_with};
pub use features::features;
pub use limits::{
    default_clock, Clock, Limits, MAX_DEPTH, MAX_MOVETIME_MS, MAX_NODES, NODES_PER_MS_WITHOUT_CLOCK,
};
pub use line_score::LineScore;
pub use rng::Rng;
pub use score::{Score, WIN, WIN_BOUND};
pub use search_result::SearchResult;
pub use smp::MAX_THREADS;
pub use time_budget::{time_budget, TimeBudget, MOVES_TO_GO, MOVE_OVERHEAD_MS, RESERVE_MS};
pub use tt::DEFAULT_TT_BYTES;
