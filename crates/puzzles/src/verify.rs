//! The search's verification of a position the endgame tables do not hold: exactly one first
//! move wins (every other first move scores at least a margin less, and none wins the game),
//! and the line that follows it realises a gain (material or the game) with the solver's every
//! move again the only good one. A single quiet move that wins material (a hul stepping onto a
//! promotion point) is too obvious. A verified line is then judged by the material rule
//! ([`super::rivals`]); positions the tables hold are judged by them ([`super::exact`]).

use super::analysis::{best_line, score_moves, Budget, Scored};
use super::gain::{realised, Gain};
use super::solution::{Rejection, Solution};
use tobit_ai::WIN_BOUND;
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
