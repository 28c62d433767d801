//! The sequential probability ratio test of a match, as fishtest runs it: a generalised SPRT
//! (GSPRT) on the pentanomial counts of the colour-swapped pairs, between two logistic Elo
//! hypotheses `elo0` (H0) and `elo1` (H1).
//!
//! The log-likelihood ratio is that of the multinomial of the pair scores (0 to 1 in quarters)
//! whose mean is the expected score of `elo1` against the one whose mean is that of
//! `elo0`, each the distribution closest to the observed frequencies with that mean (the
//! maximum-likelihood estimate under the constraint, as fishtest's `LLRcalc.LLR_logistic`).
//! The test accepts H1 when the LLR reaches `ln((1 - beta) / alpha)` and H0 when it falls to
//! `ln(beta / (1 - alpha))`.

use super::elo::{score_of_elo, Pentanomial};

/// The parameters of a test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0 (the change is no gain).
    pub elo0: f64,
    /// The Elo difference of H1 (the change gains this much).
    pub elo1: f64,
    /// The probability of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The probability of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1 accepted: the gain is at least about `elo1`.
    H1,
    /// H0 accepted: the gain is at most about `elo0`.
    H0,
    /// Not decided yet: play on.
    Continue,
}

/// Counts below this are raised to it before the likelihoods are computed (fishtest's
/// `regularize`), so an empty class does not make the maximum-likelihood estimate degenerate.
const REGULARIZE: f64 = 1e-3;

impl Sprt {
    /// A test, checked: `elo0 < elo1`, `alpha` and `beta` in `(0, 0.5)`.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, String> {
        if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
            return Err(format!("elo0 ({elo0}) must be below elo1 ({elo1})"));
        }
        for (name, p) in [("alpha", alpha), ("beta", beta)] {
            if !(p > 0.0 && p < 0.5) {
                return Err(format!("{name} must be between 0 and 0.5, not {p}"));
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The lower bound of the LLR: `ln(beta / (1 - alpha))` (H0 accepted at or below it).
    pub fn lower_bound(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The upper bound of the LLR: `ln((1 - beta) / alpha)` (H1 accepted at or above it).
    pub fn upper_bound(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The log-likelihood ratio of H1 against H0 after the pairs of `counts` (0 without pairs).
    pub fn llr(&self, counts: &Pentanomial) -> f64 {
        let n = counts.pairs() as f64;
        if n == 0.0 {
            return 0.0;
        }
        let regular: Vec<f64> = counts
            .0
            .iter()
            .map(|&c| (c as f64).max(REGULARIZE))
            .collect();
        let total: f64 = regular.iter().sum();
        let pdf: Vec<(f64, f64)> = (0..5)
            .map(|i| (i as f64 / 4.0, regular[i] / total))
            .collect();
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        let (l0, l1) = (lagrange(&pdf, s0), lagrange(&pdf, s1));
        // p_i(s) = phat_i / (1 + lambda (a_i - s)), so ln(p_i(s1) / p_i(s0)) is the difference
        // of the two logarithms of the denominators.
        let per_pair: f64 = pdf
            .iter()
            .map(|&(a, p)| p * ((1.0 + l0 * (a - s0)).ln() - (1.0 + l1 * (a - s1)).ln()))
            .sum();
        n * per_pair
    }

    /// The verdict after the pairs of `counts`.
    pub fn verdict(&self, counts: &Pentanomial) -> Verdict {
        let llr = self.llr(counts);
        if llr >= self.upper_bound() {
            Verdict::H1
        } else if llr <= self.lower_bound() {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

/// The Lagrange multiplier `lambda` of the distribution closest (in likelihood) to `pdf` whose
/// mean is `s`: the root of `sum p_i (a_i - s) / (1 + lambda (a_i - s)) = 0`, found by
/// bisection over the interval where every `1 + lambda (a_i - s)` is positive (the function
/// decreases there). `s` must lie strictly between the smallest and largest `a_i`.
fn lagrange(pdf: &[(f64, f64)], s: f64) -> f64 {
    let max_a = pdf.iter().map(|&(a, _)| a).fold(f64::MIN, f64::max);
    let min_a = pdf.iter().map(|&(a, _)| a).fold(f64::MAX, f64::min);
    let f = |lambda: f64| -> f64 {
        pdf.iter()
            .map(|&(a, p)| p * (a - s) / (1.0 + lambda * (a - s)))
            .sum()
    };
    let eps = 1e-9;
    let (mut lo, mut hi) = (-1.0 / (max_a - s) + eps, 1.0 / (s - min_a) - eps);
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() <= eps
    }

    #[test]
    fn bounds_are_walds() {
        // alpha = beta = 0.05: ln(0.05 / 0.95) = -2.944439, ln(0.95 / 0.05) = +2.944439.
        let t = Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap();
        assert!(close(t.lower_bound(), -2.944439, 1e-6));
        assert!(close(t.upper_bound(), 2.944439, 1e-6));
    }

    #[test]
    fn llr_matches_the_normal_approximation_by_hand() {
        // fishtest's approximation (Van den Bergh, "GSPRT"): LLR ~ N (s1 - s0) (2 m - s0 - s1)
        // / (2 var), m the mean pair score and var its variance. Counts [10, 40, 100, 60, 20]:
        // N = 230, sum of points = 40 + 200 + 180 + 80 = 500 quarters, m = 125 / 230 = 0.543478;
        // E[a^2] = (40 / 16 + 100 / 4 + 60 * 9 / 16 + 20) / 230 = (2.5 + 25 + 33.75 + 20) / 230
        // = 0.353261, var = 0.353261 - 0.295369 = 0.057892.
        // elo0 = 0, elo1 = 10: s0 = 0.5, s1 = 1 / (1 + 10^(-1/40)) = 0.514387.
        // LLR ~ 230 * 0.014387 * (1.086957 - 1.014387) / (2 * 0.057892) = 2.0740.
        // The exact constrained-likelihood ratio is a little lower: 2.0165 (the same bisection
        // written in Python, as fishtest's LLR_logistic does it).
        let t = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        let counts = Pentanomial([10, 40, 100, 60, 20]);
        let llr = t.llr(&counts);
        assert!(close(llr, 2.0740, 0.1), "{llr}");
        assert!(close(llr, 2.0165, 1e-3), "{llr}");
        assert_eq!(t.verdict(&counts), Verdict::Continue);
    }

    #[test]
    fn llr_is_zero_without_pairs_and_odd_under_mirroring() {
        let t = Sprt::new(-5.0, 5.0, 0.05, 0.05).unwrap();
        assert_eq!(t.llr(&Pentanomial::default()), 0.0);
        // With symmetric hypotheses, mirroring the counts mirrors the LLR.
        let a = t.llr(&Pentanomial([3, 20, 50, 30, 7]));
        let b = t.llr(&Pentanomial([7, 30, 50, 20, 3]));
        assert!(close(a, -b, 1e-6), "{a} {b}");
    }

    #[test]
    fn decides_both_ways() {
        let t = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        // A clear gain: 60% of the pair points over 400 pairs.
        assert_eq!(t.verdict(&Pentanomial([10, 60, 150, 120, 60])), Verdict::H1);
        // Dead equal over 2000 pairs, mostly double draws: H0.
        assert_eq!(
            t.verdict(&Pentanomial([20, 180, 1600, 180, 20])),
            Verdict::H0
        );
    }

    #[test]
    fn rejects_bad_parameters() {
        assert!(Sprt::new(5.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.0, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.05, 0.7).is_err());
        assert!(Sprt::new(f64::NAN, 5.0, 0.05, 0.05).is_err());
    }
}
