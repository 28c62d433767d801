//! The score of an analysis line as a player reads it: an evaluation in hundredths of a hul, or
//! an exact result (win or loss in N plies, or a draw).

use super::score::Score;
use std::fmt;
use tobit_egtb::Value;

/// The score of a line for the side to move.
///
/// `Display` writes the form `tobit analyse` prints: `cp 135`, `win 7`, `loss 8` or `draw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineScore {
    /// An evaluation in hundredths of a hul (positive is good for the side to move).
    Cp(i32),
    /// The side to move wins in this many plies (a table value or a win the search proved).
    Win(u32),
    /// The side to move loses in this many plies (a table value or a loss the search proved).
    Loss(u32),
    /// An exact draw (from the endgame tables).
    Draw,
}

impl LineScore {
    /// The score of a search result: a found win or loss becomes `Win`/`Loss` in plies, any
    /// other score `Cp` (a search score of 0 is not a proven draw).
    pub fn of_search(score: Score) -> LineScore {
        match score.plies_to_end() {
            Some(plies) if score.0 > 0 => LineScore::Win(plies.max(0) as u32),
            Some(plies) => LineScore::Loss(plies.max(0) as u32),
            None => LineScore::Cp(score.0),
        }
    }

    /// The score of an exact table value.
    pub fn of_value(value: Value) -> LineScore {
        match value {
            Value::Win(d) => LineScore::Win(d),
            Value::Loss(d) => LineScore::Loss(d),
            Value::Draw => LineScore::Draw,
        }
    }

    /// The same score for the other side (one ply earlier or later the distance differs by
    /// one; this keeps it, as the opposite view of the same position).
    pub fn negated(self) -> LineScore {
        match self {
            LineScore::Cp(cp) => LineScore::Cp(-cp),
            LineScore::Win(d) => LineScore::Loss(d),
            LineScore::Loss(d) => LineScore::Win(d),
            LineScore::Draw => LineScore::Draw,
        }
    }

    /// Whether the result is known (a win, a loss or a table draw), not an evaluation.
    pub fn is_exact(self) -> bool {
        !matches!(self, LineScore::Cp(_))
    }

    /// How good the score is for the side to move, for ordering lines: sooner wins first, then
    /// evaluations and draws by value (a draw as 0), then later losses.
    pub fn rank(self) -> i64 {
        match self {
            LineScore::Win(d) => 1_000_000 - i64::from(d),
            LineScore::Cp(cp) => i64::from(cp),
            LineScore::Draw => 0,
            LineScore::Loss(d) => -1_000_000 + i64::from(d),
        }
    }
}

impl fmt::Display for LineScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineScore::Cp(cp) => write!(f, "cp {cp}"),
            LineScore::Win(d) => write!(f, "win {d}"),
            LineScore::Loss(d) => write!(f, "loss {d}"),
            LineScore::Draw => f.write_str("draw"),
        }
    }
}
