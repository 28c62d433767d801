//! What judging a position gives, under either rule ([`super::verify`] with
//! [`super::rivals`], or [`super::exact`]): a puzzle's solution, or why the position is not one.

use super::gain::Gain;
use std::fmt;
use tobit_egtb::Value;
use tobit_rules::Move;

/// A verified puzzle's solution.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The whole line, the solver's moves at even indices, ending with the solver's move that
    /// realises the gain.
    pub line: Vec<Move>,
    /// What the line wins.
    pub gain: Gain,
    /// The other winning solver moves after the first (table puzzles only, see
    /// [`super::exact`]).
    pub alternatives: Vec<Alternative>,
}

/// Why a position is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The side to move has fewer than two legal moves.
    NoChoice,
    /// At ply `ply` of the line another solver move is not clearly worse than `best`.
    NotUnique {
        /// The ply (0 = the first move).
        ply: usize,
        /// The best move there.
        best: Move,
        /// A move that scores within the margin of it (or also wins the game).
        other: Move,
    },
    /// The line reaches no gain within the longest allowed line.
    NoGain,
    /// The solution is one quiet move: a hul stepping onto a promotion point, too obvious.
    Obvious,
    /// The endgame tables value the position so, not as a win for the side to move.
    NotWon(Value),
    /// The endgame tables this position needs are not loaded.
    NoTables,
    /// The material rule's search at ply `ply` ran out of nodes before its depth.
    TooDeep {
        /// The ply of the solver move being judged.
        ply: usize,
    },
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::NoChoice => write!(f, "fewer than two legal moves"),
            Rejection::NotUnique { ply, best, other } => {
                write!(f, "at ply {ply}, {other} is not clearly worse than {best}")
            }
            Rejection::NoGain => write!(f, "the line wins neither material nor the game"),
            Rejection::Obvious => write!(f, "the solution is a single quiet move"),
            Rejection::NotWon(value) => write!(f, "the tables say {value}, not a win"),
            Rejection::NoTables => write!(f, "the endgame tables are missing"),
            Rejection::TooDeep { ply } => {
                write!(
                    f,
                    "at ply {ply}, the search ran out of nodes before its depth"
                )
            }
        }
    }
}

/// Another solver move that keeps the win at a later step of a table puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternative {
    /// The ply of the line it replaces (even: a solver move after the first).
    pub ply: usize,
    /// The move.
    pub first: Move,
    /// The tables' best defence to it; `None` when it ends the game.
    pub reply: Option<Move>,
}
