//! The fit: the predicted score of a position for White is `1 / (1 + e^(-k * eval))`, where
//! `eval` is the linear evaluation from White's side; the tuner minimises the mean squared
//! difference between prediction and game result. The hul weight stays at 100, the unit of
//! every other weight (and any weight the caller fixes keeps its value), so the overall scale
//! lives in `k`: it is fitted for the starting
//! weights, then fitted again every [`REFIT_EVERY`] steps while the weights move (Adam on the
//! full batch).

use super::samples::Sample;
use tobit_ai::weights::{Term, Weights, TERMS};

/// How many weight steps go between two fits of the scale `k`.
pub const REFIT_EVERY: usize = 100;

/// The result of a tuning run.
#[derive(Clone, Debug)]
pub struct Fit {
    /// The tuned weights (rounded to whole hundredths of a hul).
    pub weights: Weights,
    /// The scale of the logistic function for the tuned weights.
    pub k: f64,
    /// Mean squared error with the starting weights (and their own best scale).
    pub loss_before: f64,
    /// Mean squared error with the tuned weights.
    pub loss_after: f64,
}

fn linear_eval(weights: &[f64; TERMS], s: &Sample) -> f64 {
    weights
        .iter()
        .zip(s.features)
        .map(|(w, f)| w * f64::from(f))
        .sum()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn as_f64(weights: &Weights) -> [f64; TERMS] {
    weights.linear.map(f64::from)
}

fn mean_error(weights: &[f64; TERMS], samples: &[Sample], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - sigmoid(k * linear_eval(weights, s));
            d * d
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The mean squared error of `weights` on `samples` with scale `k`.
pub fn loss(weights: &Weights, samples: &[Sample], k: f64) -> f64 {
    mean_error(&as_f64(weights), samples, k)
}

/// The scale `k` that makes `weights` predict the results best (a golden-section search).
pub fn fit_scale(weights: &Weights, samples: &[Sample]) -> f64 {
    scale_for(&as_f64(weights), samples)
}

fn scale_for(w: &[f64; TERMS], samples: &[Sample]) -> f64 {
    fit_logistic_scale(|k| mean_error(w, samples, k))
}

/// The scale `k` in `1e-4..0.1` that minimises `error(k)` (a golden-section search; `error` must
/// have one minimum there): the scale of a logistic curve of centi-hul scores.
pub fn fit_logistic_scale(error: impl Fn(f64) -> f64) -> f64 {
    let (mut lo, mut hi) = (1e-4, 0.1);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if error(a) < error(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Tunes every weight from `start` but the hul's (the unit) and those of `fixed`, for
/// `iterations` full-batch steps.
pub fn tune(start: &Weights, samples: &[Sample], iterations: usize, fixed: &[Term]) -> Fit {
    let k_start = fit_scale(start, samples);
    let mut k = k_start;
    let mut w = as_f64(start);
    let (mut m, mut v) = ([0.0; TERMS], [0.0; TERMS]);
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let n = samples.len().max(1) as f64;
    for step in 1..=iterations {
        if step % REFIT_EVERY == 0 {
            k = scale_for(&w, samples);
        }
        let mut grad = [0.0; TERMS];
        for s in samples {
            let p = sigmoid(k * linear_eval(&w, s));
            let common = -2.0 * (s.result - p) * p * (1.0 - p) * k / n;
            for (g, f) in grad.iter_mut().zip(s.features) {
                *g += common * f64::from(f);
            }
        }
        for term in fixed.iter().chain(&[Term::Hul]) {
            grad[*term as usize] = 0.0;
        }
        for i in 0..TERMS {
            m[i] = beta1 * m[i] + (1.0 - beta1) * grad[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * grad[i] * grad[i];
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
    }
    let weights = Weights::linear(w.map(|x| x.round() as i32));
    let k = fit_scale(&weights, samples);
    Fit {
        loss_before: loss(start, samples, k_start),
        loss_after: loss(&weights, samples, k),
        weights,
        k,
    }
}
