//! Review of a game: every position analysed, every move graded by the chance it lost.
//!
//! A move's loss is the mover's expected result ([`super::win_chance`]) in the position before
//! it (its best line) minus the same after it (the next position's best line, seen from the
//! mover); a loss of at least [`INACCURACY`], [`MISTAKE`] or [`BLUNDER`] grades it. Where the
//! endgame tables hold the position before the move and every successor, the tables grade it
//! instead: a move that turns a win into a draw or a loss, or a draw into a loss, is a blunder
//! (whatever the score says), and any move that keeps the value is not graded.

use super::analysis::AnalysisInfo;
use super::engine::Engine;
use super::limits::Limits;
use super::line_score::LineScore;
use super::win_chance::chance;
use std::fmt;
use tobit_egtb::Value;
use tobit_rules::{Color, Game, Move, Outcome, Reason, Status};

/// The smallest loss of expected result (0..1) graded an inaccuracy: about 0.8 hul lost near
/// equality on the fitted curve.
pub const INACCURACY: f64 = 0.03;
/// The smallest loss graded a mistake: about 1.6 huls near equality.
pub const MISTAKE: f64 = 0.06;
/// The smallest loss graded a blunder: about 3.3 huls (a tobit) near equality.
pub const BLUNDER: f64 = 0.12;

/// The nodes each position of a review gets unless asked otherwise: fixed work, not time, so
/// that a game reviewed twice (in the app, by a teacher, by a test) gets the same grades.
pub const REVIEW_NODES: u64 = 150_000;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    /// It lost at least [`INACCURACY`].
    Inaccuracy,
    /// It lost at least [`MISTAKE`].
    Mistake,
    /// It lost at least [`BLUNDER`], or threw away a table win or draw.
    Blunder,
}

impl Grade {
    /// Every grade, mildest first.
    pub const ALL: [Grade; 3] = [Grade::Inaccuracy, Grade::Mistake, Grade::Blunder];

    /// The grade's name (`inaccuracy`, `mistake`, `blunder`).
    pub fn name(self) -> &'static str {
        match self {
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }

    /// The grade of a loss of expected result, if it is one.
    pub fn of_loss(loss: f64) -> Option<Grade> {
        Grade::ALL.into_iter().rev().find(|g| loss >= g.threshold())
    }

    /// The smallest loss of this grade.
    pub fn threshold(self) -> f64 {
        match self {
            Grade::Inaccuracy => INACCURACY,
            Grade::Mistake => MISTAKE,
            Grade::Blunder => BLUNDER,
        }
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the analysis says of one position of the reviewed game, for the side to move there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The best line's score (an exact result when the game is over there).
    pub score: LineScore,
    /// The best move (`None` when the game is over).
    pub best: Option<Move>,
    /// Every legal move with its exact value, when the tables hold them all; empty otherwise.
    pub exact: Vec<(Move, Value)>,
}

impl Verdict {
    /// The verdict of an analysis.
    pub fn of_analysis(info: &AnalysisInfo) -> Verdict {
        Verdict {
            score: info.best().score,
            best: Some(info.best().moves[0]),
            exact: info.exact.clone(),
        }
    }

    /// The verdict of a position where the game is over, for the side to move there.
    pub fn of_outcome(outcome: Outcome, side: Color) -> Verdict {
        let score = match outcome.winner {
            None => LineScore::Draw,
            Some(winner) if winner == side => LineScore::Win(0),
            Some(_) => LineScore::Loss(0),
        };
        Verdict {
            score,
            best: None,
            exact: Vec::new(),
        }
    }
}

/// One reviewed move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move played.
    pub played: Move,
    /// The side that played it.
    pub side: Color,
    /// The best move in the position before it.
    pub best: Move,
    /// The mover's score before the move (its best line).
    pub before: LineScore,
    /// The mover's score after the move.
    pub after: LineScore,
    /// White's expected result after the move (the evaluation graph).
    pub white_chance: f64,
    /// The mover's expected result lost by the move (0 when it lost nothing).
    pub loss: f64,
    /// The grade, if the move was inaccurate or worse.
    pub grade: Option<Grade>,
}

/// Grades the move `played` between two positions' verdicts: `before` for the mover, `after`
/// for the opponent (the side to move after it).
pub fn grade_move(played: Move, side: Color, before: &Verdict, after: &Verdict) -> MoveReview {
    let mover_after = after.score.negated();
    let loss = (chance(before.score) - chance(mover_after)).max(0.0);
    let table_value = |m: Move| before.exact.iter().find(|(e, _)| *e == m).map(|&(_, v)| v);
    let grade = match (before.exact.first(), table_value(played)) {
        (Some(&(_, best)), Some(value)) => threw_away(best, value).then_some(Grade::Blunder),
        _ => Grade::of_loss(loss),
    };
    let white_chance = match side {
        Color::White => chance(mover_after),
        Color::Black => 1.0 - chance(mover_after),
    };
    MoveReview {
        played,
        side,
        best: before.best.unwrap_or(played),
        before: before.score,
        after: mover_after,
        white_chance,
        loss,
        grade,
    }
}

/// Whether playing a move of value `played` where the best move has value `best` gives away a
/// result: a win for a draw or a loss, or a draw for a loss.
fn threw_away(best: Value, played: Value) -> bool {
    let result = |v: Value| match v {
        Value::Win(_) => 1,
        Value::Draw => 0,
        Value::Loss(_) => -1,
    };
    result(played) < result(best)
}

/// The review of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Every move, in order.
    pub moves: Vec<MoveReview>,
}

impl Review {
    /// How many moves of `side` got `grade`.
    pub fn count(&self, side: Color, grade: Grade) -> usize {
        self.moves
            .iter()
            .filter(|m| m.side == side && m.grade == Some(grade))
            .count()
    }
}

/// Reviews every move of `game`: each position is analysed within `limits` (one line) and each
/// move graded by [`grade_move`]. The game is walked once, its positions as it holds them (no
/// move is played again). `progress` is told after each position how many of the game's
/// positions are done and how many there are; it returns `false` to cancel, and the review
/// then holds the moves graded so far.
pub fn review(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Review {
    let plies = game.moves().len();
    let positions: Vec<_> = (0..=plies)
        .filter_map(|ply| game.position_at(ply))
        .collect();
    let hashes: Vec<u64> = positions.iter().map(|p| p.hash()).collect();
    let mut verdicts = Vec::with_capacity(plies + 1);
    for (ply, pos) in positions.iter().enumerate() {
        // Only the last position can end the game by the rules (no move is played after); a
        // game the players ended there (a resignation, an agreed draw, the clock) is analysed.
        let ended = match game.status() {
            Status::Over(outcome) if ply == plies && ended_by_rules(outcome.reason) => {
                Some(outcome)
            }
            _ => None,
        };
        let verdict = match ended {
            Some(outcome) => Verdict::of_outcome(outcome, pos.side()),
            None => {
                let info = engine
                    .analyse(pos, &hashes[..ply], limits, 1, &mut |_| {})
                    .expect("a game that goes on has a legal move");
                Verdict::of_analysis(&info)
            }
        };
        verdicts.push(verdict);
        if !progress(ply + 1, plies + 1) {
            break;
        }
    }
    let moves = verdicts
        .windows(2)
        .zip(game.moves())
        .zip(&positions)
        .map(|((pair, &played), before)| grade_move(played, before.side(), &pair[0], &pair[1]))
        .collect();
    Review { moves }
}

/// Whether a game over for `reason` ended by the rules in its position (no piece, no move, a
/// third repetition), rather than by the players or the clock.
fn ended_by_rules(reason: Reason) -> bool {
    matches!(
        reason,
        Reason::NoPieces | Reason::Blocked | Reason::Repetition
    )
}
