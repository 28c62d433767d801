//! The search's verification of a position the endgame tables do not hold: exactly one first
//! move wins (every other first move scores at least a margin less, and none wins the game),
//! and the line that follows it realises a gain (material or the game) with the solver's every
//! move again the only good one. A single quiet move that wins material (a hul stepping onto a
//! promotion point) is too obvious. A verified line is then judged by the material rule
//! ([`super::rivals`]); positions the tables hold are judged by them ([`super::exact`]).

use super::analysis::{best_line, score_moves, Budget, Scored};
use super::exact::Alternative;
use super::gain::{realised, Gain};
use std::fmt;
use tobit_ai::WIN_BOUND;
use tobit_egtb::Value;
use tobit_rules::{Move, Position};

/// How deeply a position is checked, and what "clearly worse" means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Criteria {
    /// The search after each first move.
    pub budget: Budget,
    /// Every other move must score at least this much less, in hundredths of a hul.
    pub margin: i32,
    /// The longest solution line, in plies (both sides' moves).
    pub max_plies: usize,
}

/// The quick look that picks candidates out of self-play games.
pub const SCREEN: Criteria = Criteria {
    budget: Budget {
        depth: 6,
        nodes: 12_000,
    },
    margin: 150,
    max_plies: 11,
};

/// The deep search that makes a candidate a puzzle; the shipped puzzles are re-verified with it.
pub const VERIFY: Criteria = Criteria {
    budget: Budget {
        depth: 14,
        nodes: 150_000,
    },
    margin: 150,
    max_plies: 11,
};

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

/// The first moves of `pos` scored, if exactly one is clearly the best: every other one scores
/// at least `criteria.margin` less and none wins the game.
pub fn unique_first_move(pos: &Position, criteria: &Criteria) -> Result<Vec<Scored>, Rejection> {
    let scored = score_moves(pos, criteria.budget);
    check_unique(scored, 0, criteria)
}

fn check_unique(
    scored: Vec<Scored>,
    ply: usize,
    criteria: &Criteria,
) -> Result<Vec<Scored>, Rejection> {
    let (Some(best), Some(second)) = (scored.first(), scored.get(1)) else {
        return Err(Rejection::NoChoice);
    };
    if best.score - second.score < criteria.margin || second.score >= WIN_BOUND {
        return Err(Rejection::NotUnique {
            ply,
            best: best.first,
            other: second.first,
        });
    }
    Ok(scored)
}

/// Verifies `pos` as a puzzle and builds its solution line: the unique first move, the
/// expected reply, the solver's next move (forced, or again clearly the only good one), and so
/// on until the gain is realised.
pub fn solve(pos: &Position, criteria: &Criteria) -> Result<Solution, Rejection> {
    let first_moves = unique_first_move(pos, criteria)?;
    let solver = pos.side();
    let mut line = Vec::new();
    let mut here = *pos;
    let mut expected = first_moves[0].line.clone();
    loop {
        here = here.play(&expected[0]);
        line.push(expected[0]);
        if let Some(gain) = realised(pos, &here, solver) {
            if line.len() == 1 && !line[0].is_capture() && matches!(gain, Gain::Material(_)) {
                return Err(Rejection::Obvious);
            }
            return Ok(Solution {
                line,
                gain,
                alternatives: Vec::new(),
            });
        }
        if line.len() + 2 > criteria.max_plies {
            return Err(Rejection::NoGain);
        }
        let reply = match expected.get(1) {
            Some(m) => *m,
            None => best_line(&here, criteria.budget).1[0],
        };
        here = here.play(&reply);
        line.push(reply);
        expected = next_solver_line(&here, line.len(), criteria)?;
    }
}

/// The solver's line from `here`: its only move, or its clearly best one.
fn next_solver_line(
    here: &Position,
    ply: usize,
    criteria: &Criteria,
) -> Result<Vec<Move>, Rejection> {
    match here.count_moves() {
        0 => Err(Rejection::NoGain),
        1 => Ok(best_line(here, criteria.budget).1),
        _ => {
            let scored = check_unique(score_moves(here, criteria.budget), ply, criteria)?;
            Ok(scored
                .into_iter()
                .next()
                .map(|s| s.line)
                .unwrap_or_default())
        }
    }
}
