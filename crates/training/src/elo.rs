//! Match statistics over colour-swapped pairs of games: the pentanomial counts, the score, the
//! Elo difference and the normalised Elo with their 95% intervals (as fishtest and fast-chess
//! compute them).
//!
//! A pair is two games from the same opening with the colours swapped. Its result for the
//! player under test is the sum of its points over both games in Tobit's points (2 a win, 1 a
//! draw, 0 a loss): 0, 1, 2, 3 or 4, so a pair score of 0, 1/4, 1/2, 3/4 or 1. The pairs are
//! independent samples (the two games of a pair are not: they share an opening), so the
//! variance is the variance of the pair score, which is what makes the intervals honest when
//! the openings are unbalanced.

/// The 97.5% quantile of the standard normal distribution (a two-sided 95% interval).
pub const Z975: f64 = 1.959_963_984_540_054;

/// Normalised Elo per unit of `t` (the score's distance from 1/2 in standard deviations of
/// a game): 800 / ln 10.
pub const NELO_PER_T: f64 = 800.0 / std::f64::consts::LN_10;

/// The counts of pairs by the points the player under test took over the pair: index 0 is a
/// pair lost twice (0 of 4 points), index 4 a pair won twice (4 of 4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u64; 5]);

/// An estimate with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// The estimate.
    pub value: f64,
    /// The low end of the 95% interval.
    pub low: f64,
    /// The high end of the 95% interval.
    pub high: f64,
}

impl Pentanomial {
    /// Adds one pair in which the player under test took `points` of 4 (more count as 4).
    pub fn add(&mut self, points: u8) {
        self.0[usize::from(points.min(4))] += 1;
    }

    /// The number of pairs.
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    /// The mean pair score (0..=1) and its variance per pair; `None` without pairs.
    pub fn mean_and_variance(&self) -> Option<(f64, f64)> {
        let n = self.pairs();
        if n == 0 {
            return None;
        }
        let n = n as f64;
        let mean = (0..5)
            .map(|i| self.0[i] as f64 * i as f64 / 4.0)
            .sum::<f64>()
            / n;
        let var = (0..5)
            .map(|i| self.0[i] as f64 * (i as f64 / 4.0 - mean).powi(2))
            .sum::<f64>()
            / n;
        Some((mean, var))
    }

    /// The score (0..=1) with its 95% interval (clamped to 0..=1).
    pub fn score(&self) -> Option<Interval> {
        let (mean, var) = self.mean_and_variance()?;
        let half = Z975 * (var / self.pairs() as f64).sqrt();
        Some(Interval {
            value: mean,
            low: (mean - half).max(0.0),
            high: (mean + half).min(1.0),
        })
    }

    /// The logistic Elo difference with its 95% interval (infinite at a score of 0 or 1).
    pub fn elo(&self) -> Option<Interval> {
        let s = self.score()?;
        Some(Interval {
            value: elo_of_score(s.value),
            low: elo_of_score(s.low),
            high: elo_of_score(s.high),
        })
    }

    /// The normalised Elo with its 95% interval: `(score - 1/2) / sqrt(2 var)` times
    /// [`NELO_PER_T`], where `var` is the pair variance (so `sqrt(2 var)` is the standard
    /// deviation of a game). `None` without pairs or without variance (every pair alike).
    pub fn normalized_elo(&self) -> Option<Interval> {
        let (mean, var) = self.mean_and_variance()?;
        if var <= 0.0 {
            return None;
        }
        let sd_game = (2.0 * var).sqrt();
        let value = NELO_PER_T * (mean - 0.5) / sd_game;
        let half = NELO_PER_T * Z975 * (var / self.pairs() as f64).sqrt() / sd_game;
        Some(Interval {
            value,
            low: value - half,
            high: value + half,
        })
    }
}

/// The logistic Elo difference of a score (0..=1): `-400 log10(1/s - 1)`.
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        // + 0.0 turns a negative zero (a score of exactly 1/2) into zero.
        -400.0 * (1.0 / score - 1.0).log10() + 0.0
    }
}

/// The expected score (0..=1) of a logistic Elo difference: `1 / (1 + 10^(-elo/400))`.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// An Elo value as text: `+12.3`, `-4.0`, `+inf`, `-inf`.
pub fn elo_text(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{elo:+.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() <= eps
    }

    #[test]
    fn elo_and_score_are_inverse() {
        // 10^(-100/400) = 0.562341, 1 / 1.562341 = 0.640065.
        assert!(close(score_of_elo(100.0), 0.640065, 1e-6));
        assert!(close(elo_of_score(0.640065), 100.0, 1e-3));
        // A 75% score: -400 log10(1/3) = 190.848.
        assert!(close(elo_of_score(0.75), 190.848, 1e-3));
        assert_eq!(elo_text(elo_of_score(0.5)), "+0.0");
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
        assert_eq!(elo_text(f64::NEG_INFINITY), "-inf");
        assert_eq!(elo_text(12.34), "+12.3");
    }

    #[test]
    fn pentanomial_mean_variance_and_elo_by_hand() {
        // 10 pairs: 1 x 0/4, 2 x 1/4, 4 x 2/4, 2 x 3/4, 1 x 4/4: symmetric, mean 1/2.
        // var = (2 * 0.25 + 2 * 2 * 0.0625) / 10 = (0.5 + 0.25) / 10 = 0.075.
        let p = Pentanomial([1, 2, 4, 2, 1]);
        let (mean, var) = p.mean_and_variance().unwrap();
        assert!(close(mean, 0.5, 1e-12) && close(var, 0.075, 1e-12));
        // The score interval: 0.5 +/- 1.959964 * sqrt(0.075 / 10) = 0.5 +/- 0.169738.
        let s = p.score().unwrap();
        assert!(close(s.high, 0.669738, 1e-6) && close(s.low, 0.330262, 1e-6));
        let e = p.elo().unwrap();
        assert_eq!(e.value, 0.0);
        // -400 log10(1 / 0.669738 - 1) = 122.82.
        assert!(close(e.high, 122.82, 0.01) && close(e.low, -122.82, 0.01));
    }

    #[test]
    fn normalized_elo_by_hand() {
        // 4 pairs: 2 x 2/4, 2 x 3/4: mean 0.625, var = (2 * 0.015625 * 2) / 4 = 0.015625,
        // sd per game sqrt(0.03125) = 0.176777; t = 0.125 / 0.176777 = 0.707107;
        // nElo = 347.4356 * 0.707107 = 245.674 (fishtest's nelo5_coeff: 800 / ln 10 / sqrt 2).
        let p = Pentanomial([0, 0, 2, 2, 0]);
        let n = p.normalized_elo().unwrap();
        assert!(close(n.value, 245.674, 1e-3), "{n:?}");
        // Half width: 347.4356 * 1.959964 * sqrt(0.015625 / 4) / 0.176777
        // = 347.4356 * 1.959964 * 0.353553 = 240.756.
        assert!(close(n.high - n.value, 240.756, 1e-2), "{n:?}");
        // All pairs alike: no variance, no normalised Elo.
        assert_eq!(Pentanomial([0, 0, 7, 0, 0]).normalized_elo(), None);
        assert_eq!(Pentanomial::default().score(), None);
    }

    #[test]
    fn add_counts_pairs_by_points() {
        let mut p = Pentanomial::default();
        for points in [0, 2, 2, 4, 9] {
            p.add(points);
        }
        assert_eq!(p, Pentanomial([1, 0, 2, 0, 2]));
        assert_eq!(p.pairs(), 5);
    }
}
