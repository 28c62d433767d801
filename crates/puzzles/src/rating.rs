//! A puzzle's difficulty rating, on a chess-like scale (about 600 easy, 2000 hard), from the
//! length of its solution and how many plausible first moves fail.
//!
//! A first move is *plausible* when a glance (a depth-2 search with captures resolved) scores
//! it within [`PLAUSIBLE_WINDOW`] of the move the glance likes best: a player would consider
//! it. Every plausible move other than the solution fails (the solution is the only one that
//! wins), and each makes the puzzle harder; so does a solution the glance does not pick, a
//! quiet first move (no capture to point the way) and every further move of the solver.

use super::analysis::{score_moves, Budget};
use tobit_rules::{Move, Position};

/// The glance that decides which first moves are plausible.
pub const GLANCE: Budget = Budget {
    depth: 2,
    nodes: 4_000,
};

/// A first move within this many hundredths of a hul of the glance's best is plausible.
pub const PLAUSIBLE_WINDOW: i32 = 100;

/// The rating of a puzzle at `pos` whose solution is `line` (solver's moves at even indices).
pub fn rating(pos: &Position, line: &[Move]) -> u32 {
    let glance = score_moves(pos, GLANCE);
    let solution = line[0];
    let top = glance.first().map_or(0, |s| s.score);
    let plausible_failures = glance
        .iter()
        .filter(|s| s.first != solution && s.score >= top - PLAUSIBLE_WINDOW)
        .count()
        .min(6) as i32;
    let solver_moves = line.len().div_ceil(2) as i32;
    let overlooked = glance.first().is_some_and(|s| s.first != solution);
    let rating = 600
        + 200 * (solver_moves - 1)
        + 110 * plausible_failures
        + if overlooked { 250 } else { 0 }
        + if solution.is_capture() { 0 } else { 150 };
    (rating.clamp(400, 2800) / 10 * 10) as u32
}
