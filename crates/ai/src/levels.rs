//! Playing levels 1..=8.
//!
//! | level | search | deliberate choice |
//! |---|---|---|
//! | 1 | depth 2 | any move within 0.80 hul of the best (a beginner's slips, never a blunder of a whole piece at depth 2) |
//! | 2 | depth 3 | within 0.50 hul |
//! | 3 | depth 4 | within 0.30 hul |
//! | 4 | depth 5 | within 0.12 hul |
//! | 5 | 10 000 nodes | the best move |
//! | 6 | 60 000 nodes | the best move |
//! | 7 | 400 000 nodes | the best move |
//! | 8 | 1 second per move | the best move |
//!
//! Levels 1..4 score every root move with a full window at their depth and pick at random
//! (seeded, see [`super::Limits::seed`]) among the moves whose score is within the margin of the
//! best; a found win is always taken and a found loss always avoided when possible. Levels 5..7
//! are node-limited, hence deterministic and the same speed-independent strength on every
//! machine; level 8 is time-limited.

/// The lowest level.
pub const MIN_LEVEL: u8 = 1;
/// The highest level.
pub const MAX_LEVEL: u8 = 8;
/// The level the AI plays when none is chosen.
pub const DEFAULT_LEVEL: u8 = 3;

/// How one level searches and chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    /// Fixed depth, if the level is depth-limited.
    pub depth: Option<u32>,
    /// Node limit, if any.
    pub nodes: Option<u64>,
    /// Move time in milliseconds, if the level is time-limited.
    pub movetime_ms: Option<u64>,
    /// Margin in hundredths of a hul for the deliberate choice; 0 plays the best move.
    pub margin: i32,
}

/// The settings of a level; `None` for a number outside 1..=8.
pub fn settings(level: u8) -> Option<LevelSettings> {
    let (depth, nodes, movetime_ms, margin) = match level {
        1 => (Some(2), None, None, 80),
        2 => (Some(3), None, None, 50),
        3 => (Some(4), None, None, 30),
        4 => (Some(5), None, None, 12),
        5 => (None, Some(10_000), None, 0),
        6 => (None, Some(60_000), None, 0),
        7 => (None, Some(400_000), None, 0),
        8 => (None, None, Some(1_000), 0),
        _ => return None,
    };
    Some(LevelSettings {
        depth,
        nodes,
        movetime_ms,
        margin,
    })
}
