//! The regression: White's predicted score is `1 / (1 + e^(-k * (linear + patterns)))`, the
//! linear score held, the pattern weights fitted by full-batch Adam to minimise the mean squared
//! difference from a target, with an L2 penalty that keeps the weights of rare configurations
//! near 0. The target blends the game's result with the search's score seen through the same
//! logistic curve: `lambda * result + (1 - lambda) * 1 / (1 + e^(-k * search))` (a drawn game
//! says little of who stood better; the search says it of every position). The scale `k` is
//! fitted to the linear score and the results alone first and then held, so the pattern
//! weights come out in hundredths of a hul. Every step is a plain sum in sample order: the same
//! samples give the same weights.

use super::positions::PatternSample;
use crate::tune::fit::fit_logistic_scale;
use tobit_ai::patterns::{slot, CONFIGS, SLOTS, WINDOWS};

/// The settings of a fit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Regression {
    /// Full-batch steps.
    pub iterations: usize,
    /// Adam's step size, in hundredths of a hul.
    pub rate: f64,
    /// The L2 penalty per weight (times the weight in hundredths of a hul, squared).
    pub l2: f64,
    /// The share of the game's result in the target (the rest is the search's score): 1 learns
    /// from results alone, 0 from the searches alone.
    pub lambda: f64,
}

/// The result of a fit.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternFit {
    /// The stored weights ([`tobit_ai::patterns::slot`]'s slots), rounded.
    pub weights: Vec<i16>,
    /// The scale of the logistic function.
    pub k: f64,
    /// Mean squared error from the target of the linear score alone on the training and
    /// held-out samples.
    pub loss_before: [f64; 2],
    /// Mean squared error from the target with the fitted patterns on the training and
    /// held-out samples.
    pub loss_after: [f64; 2],
}

/// The largest weight magnitude kept.
const LIMIT: f64 = 3000.0;

/// Every window's `(slot, sign)`, as one signed number per window (0 for none).
fn slots(s: &PatternSample) -> [i32; WINDOWS] {
    let mut out = [0; WINDOWS];
    for (w, (o, &config)) in out.iter_mut().zip(&s.configs).enumerate() {
        if let Some((slot, sign)) = slot(w, config as usize) {
            *o = (slot as i32 + 1) * sign;
        }
    }
    out
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn score(w: &[f64], linear: i32, slots: &[i32; WINDOWS]) -> f64 {
    let patterns: f64 = slots
        .iter()
        .filter(|&&s| s != 0)
        .map(|&s| w[s.unsigned_abs() as usize - 1] * f64::from(s.signum()))
        .sum();
    f64::from(linear) + patterns
}

/// A sample with its windows' slots and its target.
type Row<'a> = (&'a PatternSample, [i32; WINDOWS], f64);

fn mean_error(w: &[f64], set: &[Row], k: f64) -> f64 {
    let sum: f64 = set
        .iter()
        .map(|(s, sl, target)| (target - sigmoid(k * score(w, s.linear, sl))).powi(2))
        .sum();
    sum / set.len().max(1) as f64
}

/// Fits the pattern weights to `samples`; those whose game number is a multiple of `hold_out`
/// (0: none) are left out of the fit and only measured.
pub fn fit(samples: &[PatternSample], hold_out: usize, plan: &Regression) -> PatternFit {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for s in samples {
        let set = if hold_out > 0 && s.game.is_multiple_of(hold_out) {
            &mut held
        } else {
            &mut train
        };
        set.push((s, slots(s), f64::from(s.result)));
    }
    let zero = vec![0.0; SLOTS];
    let k = fit_logistic_scale(|k| mean_error(&zero, &train, k));
    for (s, _, target) in train.iter_mut().chain(held.iter_mut()) {
        *target = plan.lambda * *target + (1.0 - plan.lambda) * sigmoid(k * f64::from(s.search));
    }
    let mut w = zero.clone();
    let (mut m, mut v) = (vec![0.0; SLOTS], vec![0.0; SLOTS]);
    let (beta1, beta2): (f64, f64) = (0.9, 0.999);
    let n = train.len().max(1) as f64;
    for step in 1..=plan.iterations {
        let mut grad: Vec<f64> = w.iter().map(|x| 2.0 * plan.l2 * x).collect();
        for (s, sl, target) in &train {
            let p = sigmoid(k * score(&w, s.linear, sl));
            let common = -2.0 * (target - p) * p * (1.0 - p) * k / n;
            for &slot in sl.iter().filter(|&&s| s != 0) {
                grad[slot.unsigned_abs() as usize - 1] += common * f64::from(slot.signum());
            }
        }
        let (c1, c2) = (1.0 - beta1.powi(step as i32), 1.0 - beta2.powi(step as i32));
        for i in 0..SLOTS {
            m[i] = beta1 * m[i] + (1.0 - beta1) * grad[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * grad[i] * grad[i];
            let step = plan.rate * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-12);
            w[i] = (w[i] - step).clamp(-LIMIT, LIMIT);
        }
    }
    let rounded: Vec<f64> = w.iter().map(|x| x.round()).collect();
    PatternFit {
        weights: rounded.iter().map(|&x| x as i16).collect(),
        k,
        loss_before: [mean_error(&zero, &train, k), mean_error(&zero, &held, k)],
        loss_after: [
            mean_error(&rounded, &train, k),
            mean_error(&rounded, &held, k),
        ],
    }
}

/// How many configurations of each stored window the samples show (the coverage of the data).
pub fn coverage(samples: &[PatternSample]) -> usize {
    let mut seen = vec![false; SLOTS];
    for s in samples {
        for (w, &config) in s.configs.iter().enumerate() {
            if let Some((slot, _)) = slot(w, config as usize) {
                seen[slot] = true;
            }
        }
    }
    debug_assert_eq!(seen.len() % CONFIGS, 0);
    seen.iter().filter(|&&s| s).count()
}
