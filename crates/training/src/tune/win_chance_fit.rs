//! The fit of the win-chance curve ([`tobit_ai::win_chance`]): self-play games, every position
//! where a player chose a move scored by a separate search (White's view, in hundredths of a
//! hul), labelled with the game's result for White; the scale of the logistic curve is the one
//! that predicts those results with the least mean squared error. Found wins and losses are
//! left out (the curve gives them 1 and 0).

use super::fit::fit_logistic_scale;
use super::samples::{labelled_positions, SelfPlay};
use tobit_ai::win_chance::logistic;
use tobit_ai::{Engine, Limits, DEFAULT_TT_BYTES};
use tobit_rules::Color;

/// A scored position: the search score for White and White's result in its game (1, 0.5, 0).
pub type ScoredPosition = (i32, f64);

/// Plays the games of `plan` and scores every position a player chose a move in with a search
/// within `scoring` (its own engine); `progress` is told the number of games played.
pub fn scored_positions(
    plan: &SelfPlay,
    scoring: &Limits,
    progress: &mut dyn FnMut(usize),
) -> Vec<ScoredPosition> {
    let mut engine = Engine::with_weights(DEFAULT_TT_BYTES, plan.weights);
    let mut score = |pos: &tobit_rules::Position| {
        let result = engine.search(pos, &[], scoring)?;
        let cp = match pos.side() {
            Color::White => result.score.0,
            Color::Black => -result.score.0,
        };
        (!result.score.is_decisive()).then_some(cp)
    };
    labelled_positions(plan, &mut score, progress)
}

/// The mean squared error of the curve of scale `k` on `samples`.
pub fn error(samples: &[ScoredPosition], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|&(cp, result)| (result - logistic(k, f64::from(cp))).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale that fits `samples` best.
pub fn fit(samples: &[ScoredPosition]) -> f64 {
    fit_logistic_scale(|k| error(samples, k))
}

/// One bucket of the calibration table: the samples whose score lies in `from..to`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    /// The lowest score of the bucket.
    pub from: i32,
    /// The score just above the bucket.
    pub to: i32,
    /// How many samples it holds.
    pub count: usize,
    /// White's mean result in those games.
    pub observed: f64,
    /// The curve's mean prediction for them.
    pub predicted: f64,
}

/// The samples in buckets `width` wide (the outermost buckets take everything beyond
/// `±limit`), with the observed and predicted results: how well the curve fits.
pub fn calibration(samples: &[ScoredPosition], k: f64, width: i32, limit: i32) -> Vec<Bucket> {
    let mut buckets: Vec<Bucket> = (-limit / width..limit / width)
        .map(|i| Bucket {
            from: i * width,
            to: (i + 1) * width,
            count: 0,
            observed: 0.0,
            predicted: 0.0,
        })
        .collect();
    let last = buckets.len() - 1;
    for &(cp, result) in samples {
        let i = ((cp.clamp(-limit, limit - 1) + limit) / width) as usize;
        let b = &mut buckets[i.min(last)];
        b.count += 1;
        b.observed += result;
        b.predicted += logistic(k, f64::from(cp));
    }
    for b in &mut buckets {
        let n = b.count.max(1) as f64;
        b.observed /= n;
        b.predicted /= n;
    }
    buckets.retain(|b| b.count > 0);
    buckets
}
