//! White's chance in a position from an analysis score: the curve of the evaluation bar and of
//! the review's grades.
//!
//! The chance is White's expected result (a win 1, a draw 1/2, a loss 0), a logistic function
//! of the score, `1 / (1 + e^(-k * cp))`, whose scale `k` ([`SCALE`]) was fitted to the
//! project's own self-play games (docs/ANALYSIS.md tells how, and how to fit it again with
//! `tobit winchance`). An exact result is certain: a win 1, a loss 0, a table draw 1/2.

use super::line_score::LineScore;
use tobit_rules::Color;

/// The fitted scale of the logistic curve, per hundredth of a hul (docs/ANALYSIS.md).
pub const SCALE: f64 = 0.0019;

/// The logistic curve of scale `k`: the expected result of the side with evaluation `cp`.
pub fn logistic(k: f64, cp: f64) -> f64 {
    1.0 / (1.0 + (-k * cp).exp())
}

/// The expected result (0..=1) for the side to move of a position with this score.
pub fn chance(score: LineScore) -> f64 {
    match score {
        LineScore::Cp(cp) => logistic(SCALE, f64::from(cp)),
        LineScore::Win(_) => 1.0,
        LineScore::Loss(_) => 0.0,
        LineScore::Draw => 0.5,
    }
}

/// White's expected result (0..=1) in a position where `side` is to move and has `score`.
pub fn white_chance(score: LineScore, side: Color) -> f64 {
    match side {
        Color::White => chance(score),
        Color::Black => chance(score.negated()),
    }
}
