//! Tie-breaks: values per player, exact (rationals), shown exactly (`Value::display`).

mod buchholz;
mod counts;

pub use buchholz::{adjusted_scores, opponent_contributions, voluntarily_unplayed, Contribution};
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

    /// Exactly, as a decimal: "7", "12.5", "7.25" (quarters as quarters, never rounded to
    /// "7.2"); a value with no finite decimal (a third) to two decimals.
    pub fn display(self) -> String {
        let sign = if (self.num < 0) != (self.den < 0) && self.num != 0 {
            "-"
        } else {
            ""
        };
        let (num, den) = (
            u128::from(self.num.unsigned_abs()),
            u128::from(self.den.unsigned_abs()),
        );
        let whole = num / den;
        let mut rest = num % den;
        let mut digits = String::new();
        // A fraction whose denominator has only the factors 2 and 5 ends within 63 digits.
        while rest != 0 && digits.len() < 63 {
            rest *= 10;
            digits.push(char::from(b'0' + (rest / den) as u8));
            rest %= den;
        }
        if rest != 0 {
            return format!("{:.2}", self.to_f64());
        }
        if digits.is_empty() {
            format!("{sign}{whole}")
        } else {
            format!("{sign}{whole}.{digits}")
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
            // Least significant first: a VUR under the 2023 rules (cut first, C.07 art.
            // 16.5), then the lowest value (art. 14.1 Cut-1, 14.3 Median1).
            let mut c = opponent_contributions(state, history, adjusted, p);
            c.sort_by_key(|c| (!c.cut_first, c.opponent));
            let cut = match tb {
                TieBreak::Buchholz => 0..c.len(),
                TieBreak::BuchholzCut1 => c.len().min(1)..c.len(),
                _ if c.len() >= 2 => {
                    // Median1: the least significant, and the highest value of the rest.
                    let rest = &mut c[1..];
                    rest.sort_by_key(|c| c.opponent);
                    1..c.len() - 1
                }
                _ => 0..0,
            };
            Value::half_points(c[cut].iter().map(|x| x.opponent as i64).sum())
        }
        TieBreak::SonnebornBerger => {
            // Each opponent's (adjusted, dummy or virtual) score times the share of a win
            // scored.
            let c = opponent_contributions(state, history, adjusted, p);
            let num: i64 = c.iter().map(|c| c.opponent as i64 * c.mine as i64).sum();
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

#[cfg(test)]
mod tests {
    use super::Value;

    #[test]
    fn values_are_printed_exactly() {
        let v = |num, den| Value { num, den }.display();
        assert_eq!(v(29, 4), "7.25");
        assert_eq!(v(31, 4), "7.75");
        assert_eq!(v(25, 2), "12.5");
        assert_eq!(v(14, 2), "7");
        assert_eq!(v(-3, 8), "-0.375");
        assert_eq!(v(0, 4), "0");
        assert_eq!(v(1, 3), "0.33");
    }
}
