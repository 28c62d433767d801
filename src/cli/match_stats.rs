//! The running count of `tobit match`: wins, draws and losses, the pentanomial counts of the
//! finished pairs, the SPRT, the clocks; and the summary lines.

use super::match_run::GameRecord;
use std::collections::HashMap;
use tobit_training::elo::{elo_of_score, elo_text, Interval, Pentanomial};
use tobit_training::selfplay::MoveTimes;
use tobit_training::sprt::{Sprt, Verdict};

/// What the games so far add up to, for player A.
pub struct Tally {
    wins: u64,
    draws: u64,
    losses: u64,
    /// The sum of the squares of A's game scores (0, 1/2, 1), for the per-game variance.
    sq_sum: f64,
    /// The pairs with one game reported: A's points in it.
    half_pairs: HashMap<u64, u8>,
    penta: Pentanomial,
    sprt: Option<Sprt>,
    /// The SPRT's verdict, once it decided, and the pairs it took.
    decided: Option<(Verdict, u64)>,
    /// Losses on time of A and B.
    pub losses_on_time: [u64; 2],
    /// Move times of A and B.
    pub times: [MoveTimes; 2],
}

impl Tally {
    /// An empty tally, with the test `sprt` if any.
    pub fn new(sprt: Option<Sprt>) -> Tally {
        Tally {
            wins: 0,
            draws: 0,
            losses: 0,
            sq_sum: 0.0,
            half_pairs: HashMap::new(),
            penta: Pentanomial::default(),
            sprt,
            decided: None,
            losses_on_time: [0; 2],
            times: [MoveTimes::default(); 2],
        }
    }

    /// Counts a game; returns whether the SPRT has decided (the match should stop).
    pub fn add(&mut self, r: &GameRecord) -> bool {
        match r.a_points {
            2 => self.wins += 1,
            1 => self.draws += 1,
            _ => self.losses += 1,
        }
        let x = f64::from(r.a_points) / 2.0;
        self.sq_sum += x * x;
        if let Some((_, flagged_a, times)) = &r.clock {
            if let Some(a) = flagged_a {
                self.losses_on_time[usize::from(!a)] += 1;
            }
            for (mine, theirs) in self.times.iter_mut().zip(times) {
                mine.merge(*theirs);
            }
        }
        let pair = r.index / 2;
        if let Some(first) = self.half_pairs.remove(&pair) {
            self.penta.add(first + r.a_points);
        } else {
            self.half_pairs.insert(pair, r.a_points);
        }
        if let (Some(sprt), None) = (self.sprt, self.decided) {
            let verdict = sprt.verdict(&self.penta);
            if verdict != Verdict::Continue {
                self.decided = Some((verdict, self.penta.pairs()));
            }
        }
        self.decided.is_some()
    }

    /// The summary lines: the pairs, the SPRT (when run), then the games' line (W/D/L, score,
    /// Elo from the games).
    pub fn report(&self) -> Vec<String> {
        let mut lines = vec![self.pairs_line()];
        if let Some(sprt) = self.sprt {
            lines.push(self.sprt_line(&sprt));
        }
        lines.push(self.games_line());
        lines
    }

    fn pairs_line(&self) -> String {
        let [p0, p1, p2, p3, p4] = self.penta.0;
        let mut line = format!(
            "pairs {}: pentanomial [{p0}, {p1}, {p2}, {p3}, {p4}] (A scored 0..4 of 4)",
            self.penta.pairs()
        );
        if let Some(elo) = self.penta.elo() {
            line.push_str(&format!(", Elo {}", interval(elo)));
        }
        match self.penta.normalized_elo() {
            Some(n) => line.push_str(&format!(", nElo {}", interval(n))),
            None if self.penta.pairs() > 0 => line.push_str(", nElo undefined (no variance)"),
            None => {}
        }
        line
    }

    fn sprt_line(&self, sprt: &Sprt) -> String {
        let llr = sprt.llr(&self.penta);
        let state = match self.decided {
            Some((Verdict::H1, n)) => format!("H1 accepted after {n} pairs"),
            Some((Verdict::H0, n)) => format!("H0 accepted after {n} pairs"),
            _ => "not decided".to_string(),
        };
        format!(
            "sprt elo0 {} elo1 {} alpha {} beta {}: LLR {llr:.2} in [{:.2}, {:.2}]: {state}",
            sprt.elo0,
            sprt.elo1,
            sprt.alpha,
            sprt.beta,
            sprt.lower_bound(),
            sprt.upper_bound()
        )
    }

    /// The summary line of the games (as `tobit match` always printed it).
    fn games_line(&self) -> String {
        let games = self.wins + self.draws + self.losses;
        let n = games.max(1) as f64;
        let p = (self.wins as f64 + self.draws as f64 / 2.0) / n;
        let sd = ((self.sq_sum / n - p * p).max(0.0) / n).sqrt();
        let elo_text = if p <= 0.0 || p >= 1.0 {
            format!("Elo {}inf", if p >= 1.0 { "+" } else { "-" })
        } else {
            let lo = elo_of_score((p - 1.96 * sd).max(1e-4));
            let hi = elo_of_score((p + 1.96 * sd).min(1.0 - 1e-4));
            format!("Elo {:+.0} +/- {:.0}", elo_of_score(p), (hi - lo) / 2.0)
        };
        format!(
            "A (--white) vs B (--black): +{} ={} -{} of {games}, score {:.1}%, {elo_text}",
            self.wins,
            self.draws,
            self.losses,
            p * 100.0
        )
    }
}

/// An estimate and its interval: `+12.3 [-1.0, +25.6]`.
fn interval(i: Interval) -> String {
    format!(
        "{} [{}, {}]",
        elo_text(i.value),
        elo_text(i.low),
        elo_text(i.high)
    )
}
