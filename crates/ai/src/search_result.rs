//! The result of a search: the move, its score and line, and what the search cost. The engine
//! and the endgame tables' perfect play both answer with it.

use super::score::Score;
use tobit_rules::Move;

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play (always legal in the searched position).
    pub best: Move,
    /// Its score for the side to move.
    pub score: Score,
    /// The depth of the last completed iteration (0 when the move was forced or no iteration
    /// completed).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time spent in milliseconds (0 without a clock).
    pub time_ms: u64,
    /// The principal variation, starting with `best`.
    pub pv: Vec<Move>,
}
