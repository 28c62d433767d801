//! The time left on a clock, as PDN comments carry it (`[%clock 0:04:59]`).

use std::fmt;

/// Time left on the clock of the side that has just moved, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClockTime(pub u64);

/// The longest time a clock comment may hold: 9999 hours.
const MAX_MILLIS: u64 = 9_999 * 3_600_000;

impl ClockTime {
    /// Reads `H:MM:SS`, `M:SS` or `S` (minutes and seconds after a colon in one or two
    /// digits, below 60), each optionally followed by a fraction of a second of up to three
    /// digits (`0:04:59.5`).
    pub fn parse(text: &str) -> Option<ClockTime> {
        let (whole, fraction) = match text.split_once('.') {
            Some((w, f)) => (w, Some(f)),
            None => (text, None),
        };
        let mut millis: u64 = 0;
        let fields: Vec<&str> = whole.split(':').collect();
        if fields.len() > 3 {
            return None;
        }
        for (i, field) in fields.iter().enumerate() {
            let digits_ok = !field.is_empty() && field.bytes().all(|b| b.is_ascii_digit());
            let limit_ok =
                i == 0 || (field.len() <= 2 && field.parse::<u8>().is_ok_and(|n| n < 60));
            if !digits_ok || !limit_ok || field.len() > 4 {
                return None;
            }
            millis = millis * 60 + field.parse::<u64>().ok()?;
        }
        millis *= 1000;
        if let Some(f) = fraction {
            if f.is_empty() || f.len() > 3 || !f.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            millis += f.parse::<u64>().ok()? * 10u64.pow(3 - f.len() as u32);
        }
        (millis <= MAX_MILLIS).then_some(ClockTime(millis))
    }
}

impl fmt::Display for ClockTime {
    /// `H:MM:SS`, with the fraction of a second (without trailing zeros) when there is one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seconds = self.0 / 1000;
        let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
        write!(f, "{h}:{m:02}:{s:02}")?;
        let fraction = self.0 % 1000;
        if fraction != 0 {
            let digits = format!("{fraction:03}");
            write!(f, ".{}", digits.trim_end_matches('0'))?;
        }
        Ok(())
    }
}
