//! Search scores: centi-hul evaluations and "win in N" / "loss in N" for found wins.

use std::fmt;

/// The score of a win on the spot; a win found `p` plies from the root scores `WIN - p`.
pub const WIN: i32 = 30_000;
/// Scores at or beyond this magnitude are found wins or losses.
pub const WIN_BOUND: i32 = WIN - 1_000;
/// Larger than any score: the initial search window.
pub const INFINITE: i32 = WIN + 1;

/// A score from the point of view of the side to move: positive is good for it.
///
/// Ordinary scores are in hundredths of a hul; `Display` writes them as `+1.25`, and found wins
/// or losses as `win in N` / `loss in N`, where N counts the winner's moves.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub struct Score(pub i32);

impl Score {
    /// Whether this is a found win or loss.
    pub fn is_decisive(self) -> bool {
        self.0.abs() >= WIN_BOUND
    }

    /// For a found win or loss, the number of plies until the game ends.
    pub fn plies_to_end(self) -> Option<i32> {
        self.is_decisive().then(|| WIN - self.0.abs())
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.plies_to_end() {
            Some(plies) if self.0 > 0 => write!(f, "win in {}", (plies + 1) / 2),
            Some(plies) => write!(f, "loss in {}", (plies + 1) / 2),
            None => write!(f, "{:+.2}", self.0 as f64 / 100.0),
        }
    }
}

/// A win found `ply` plies from the root, for the side that wins.
pub fn win_in(ply: usize) -> i32 {
    WIN - ply as i32
}

/// Converts a score to the form stored in the transposition table (distance from this node).
pub fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// Converts a stored score back to a distance from the root.
pub fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
