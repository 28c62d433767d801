//! The value of a `[%clock ...]` command in a PDN comment (docs/CLOCKS.md): the clock times
//! after the move the comment follows, e.g. `{[%clock w0:04:58 B0:05:00]}`.
//!
//! As in the PDN extension of the command, each time is `h:mm:ss`, preceded by `w` or `b` for
//! White's or Black's clock; a capital letter marks the clock that is running; a time without a
//! letter is the clock of the side that just moved. This reader also takes a fraction of a
//! second (`0:00:09.8`, one to three digits) and any number of hour digits; the writer writes
//! both sides, and tenths (rounded down) when a time is not a whole second.

use super::{ClockError, GameClock};
use std::fmt;
use std::str::FromStr;
use tobit_rules::Color;

/// The times of one `[%clock ...]` command.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockStamp {
    /// White's remaining time in milliseconds, if given.
    pub white_ms: Option<u64>,
    /// Black's remaining time, if given.
    pub black_ms: Option<u64>,
    /// A time given without a side letter: the clock of the side that just moved.
    pub mover_ms: Option<u64>,
    /// The clock marked as running (a capital letter), if any.
    pub running: Option<Color>,
}

impl GameClock {
    /// The clock's times at `now` as a `[%clock ...]` value, the side whose turn is under way
    /// marked as running.
    pub fn stamp(&self, now: u64) -> ClockStamp {
        ClockStamp {
            white_ms: Some(self.remaining(Color::White, now)),
            black_ms: Some(self.remaining(Color::Black, now)),
            mover_ms: None,
            running: self.turn(),
        }
    }
}

impl fmt::Display for ClockStamp {
    /// `w0:04:58 B0:05:00` (the times given, White's first, then a time without a letter).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words = Vec::new();
        for (color, ms) in [(Color::White, self.white_ms), (Color::Black, self.black_ms)] {
            if let Some(ms) = ms {
                let letter = color.letter();
                let letter = if self.running == Some(color) {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                };
                words.push(format!("{letter}{}", write_time(ms)));
            }
        }
        words.extend(self.mover_ms.map(write_time));
        f.write_str(&words.join(" "))
    }
}

impl FromStr for ClockStamp {
    type Err = ClockError;

    /// Reads the value between `[%clock` and `]`.
    fn from_str(text: &str) -> Result<ClockStamp, ClockError> {
        let bad = |why: String| ClockError::BadClockText(format!("bad clock '{text}': {why}"));
        let mut stamp = ClockStamp::default();
        for word in text.split_whitespace() {
            let first = word.chars().next().unwrap_or(' ');
            let (color, time) = match first.to_ascii_lowercase() {
                'w' => (Some(Color::White), &word[1..]),
                'b' => (Some(Color::Black), &word[1..]),
                _ => (None, word),
            };
            let ms = read_time(time).map_err(bad)?;
            let slot = match color {
                Some(Color::White) => &mut stamp.white_ms,
                Some(Color::Black) => &mut stamp.black_ms,
                None => &mut stamp.mover_ms,
            };
            if slot.replace(ms).is_some() {
                return Err(bad(format!("the time '{word}' is given twice")));
            }
            if first.is_ascii_uppercase() {
                if stamp.running.is_some() {
                    return Err(bad("two clocks are marked as running".into()));
                }
                stamp.running = color;
            }
        }
        if stamp == ClockStamp::default() {
            return Err(bad("no time".into()));
        }
        Ok(stamp)
    }
}

/// `h:mm:ss`, with tenths (rounded down) when `ms` is not a whole second.
pub fn write_time(ms: u64) -> String {
    let s = ms / 1000;
    let whole = format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    match ms % 1000 {
        0 => whole,
        part => format!("{whole}.{}", part / 100),
    }
}

/// Reads `h:mm:ss` with an optional fraction of one to three digits; the error says why not.
pub fn read_time(text: &str) -> Result<u64, String> {
    let bad = || format!("'{text}' is not a time h:mm:ss");
    let (clock, fraction) = text.split_once('.').unwrap_or((text, ""));
    let parts: Vec<&str> = clock.split(':').collect();
    let [h, m, s] = parts[..] else {
        return Err(bad());
    };
    let number = |t: &str| {
        let digits = !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        t.parse::<u64>().ok().filter(|_| digits)
    };
    let (Some(h), Some(m), Some(s)) = (number(h), number(m), number(s)) else {
        return Err(bad());
    };
    if m >= 60 || s >= 60 || parts[1].len() != 2 || parts[2].len() != 2 {
        return Err(bad());
    }
    let fraction_ms = match fraction.len() {
        0 if !text.contains('.') => 0,
        1..=3 => number(fraction).ok_or_else(bad)? * 10u64.pow(3 - fraction.len() as u32),
        _ => return Err(bad()),
    };
    h.checked_mul(3_600_000)
        .and_then(|h| h.checked_add((m * 60 + s) * 1000 + fraction_ms))
        .ok_or_else(bad)
}
