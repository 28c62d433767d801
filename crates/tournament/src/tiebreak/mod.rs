//! Tie-breaks: values per player, exact (rationals), shown to one decimal.

mod buchholz;
mod counts;

pub use buchholz::{adjusted_scores, opponent_contributions};
pub use counts::direct_encounter;

use crate::history::History;
use crate::player::PlayerId;
use crate::settings::TieBreak;
use crate::state::State;
use serde::{Serialize, Serializer};
use std::cmp::Ordering;

/// An exact tie-break value `num / den`, in the organiser's points (a Buchholz of 12.5
/// under 2-1-0 is `25 / 2`).
#[derive(Clone, Copy, Debug)]
pub struct Value {
    /// Numerator.
    pub num: i64,
    /// Denominator, positive.
    pub den: i64,
}

impl Value {
    /// A whole number.
    pub fn int(n: i64) -> Value {
        Value { num: n, den: 1 }
    }

    /// Half points as points.
    pub fn half_points(h: i64) -> Value {
        Value { num: h, den: 2 }
    }

    /// As a float.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// To one decimal ("12.5", "7.0"), or a whole number when it is one ("7").
    pub fn display(self) -> String {
        if self.num % self.den == 0 {
            format!("{}", self.num / self.den)
        } else {
            format!("{:.1}", self.to_f64())
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Value {}
impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        (self.num as i128 * other.den as i128).cmp(&(other.num as i128 * self.den as i128))
    }
}
impl Serialize for Value {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.to_f64())
    }
}

/// The value of a tie-break that does not depend on the tie (all but direct encounter,
/// which [`direct_encounter`] computes for a group; here it is 0).
pub fn value(
    state: &State,
    history: &History,
    adjusted: &[u32],
    tb: TieBreak,
    p: PlayerId,
) -> Value {
    let scoring = &state.settings.scoring;
    match tb {
        TieBreak::Buchholz | TieBreak::BuchholzCut1 | TieBreak::MedianBuchholz => {
            let mut c = opponent_contributions(state, history, adjusted, p);
            c.sort();
            let cut = match tb {
                TieBreak::Buchholz => 0..c.len(),
                TieBreak::BuchholzCut1 => c.len().min(1)..c.len(),
                _ if c.len() >= 2 => 1..c.len() - 1,
                _ => 0..0,
            };
            Value::half_points(c[cut].iter().map(|x| x.0 as i64).sum())
        }
        TieBreak::SonnebornBerger => {
            // Each opponent's (adjusted or virtual) score times the share of a win scored.
            let c = opponent_contributions(state, history, adjusted, p);
            let num: i64 = c.iter().map(|&(opp, mine)| opp as i64 * mine as i64).sum();
            Value {
                num,
                den: 2 * scoring.win as i64,
            }
        }
        TieBreak::DirectEncounter => Value::int(0),
        TieBreak::Wins => Value::int(counts::wins(history, p)),
        TieBreak::GamesWithBlack => Value::int(counts::games_with_black(history, p)),
        TieBreak::Koya => Value::half_points(counts::koya(state, history, p)),
        TieBreak::ProgressiveScore => Value::half_points(counts::progressive(history, p)),
        TieBreak::Lots => {
            Value::int((crate::knockout::lot(state.settings.lots_seed, p as u64) >> 12) as i64)
        }
    }
}
