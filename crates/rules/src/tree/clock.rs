//! The clock times a PDN comment carries, `[%clock ...]` (docs/CLOCKS.md): one type that reads
//! both forms found in the wild and writes one.
//!
//! - The time of the side that has just moved, alone: `[%clock 0:04:59]` (also `4:59`, `59`).
//! - Both clocks, as the PDN extension of the command gives them and as the app writes them:
//!   `[%clock w0:04:58 B0:05:00]`, each time after `w` or `b` for White's or Black's clock, a
//!   capital letter marking the clock that is running.
//!
//! A time is `h:mm:ss`, `m:ss` or `s` (minutes and seconds in one or two digits, below 60), with
//! an optional fraction of a second of one to three digits, at most 9999 hours. The writer
//! writes the times given, White's first, then a time without a letter, each as `h:mm:ss` with
//! the fraction (trailing zeros dropped) when there is one, so what it reads it writes back
//! unchanged in value.

use crate::Color;
use std::fmt;
use std::str::FromStr;

/// The longest time a clock comment may hold: 9999 hours.
const MAX_MS: u64 = 9_999 * 3_600_000;

/// The times of one `[%clock ...]` command.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
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

impl ClockStamp {
    /// The time left to `mover`, the side that has just moved: its own clock's time, else the
    /// time given without a letter.
    pub fn left_to(&self, mover: Color) -> Option<u64> {
        let own = match mover {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        };
        own.or(self.mover_ms)
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
    type Err = String;

    /// Reads the value between `[%clock` and `]`; the error says why not.
    fn from_str(text: &str) -> Result<ClockStamp, String> {
        let bad = |why: String| format!("bad clock '{text}': {why}");
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

/// `h:mm:ss`, with the fraction of a second (trailing zeros dropped) when there is one.
pub fn write_time(ms: u64) -> String {
    let s = ms / 1000;
    let whole = format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    match ms % 1000 {
        0 => whole,
        part => format!("{whole}.{}", format!("{part:03}").trim_end_matches('0')),
    }
}

/// Reads `h:mm:ss`, `m:ss` or `s` with an optional fraction of one to three digits, at most
/// 9999 hours; the error says why not.
pub fn read_time(text: &str) -> Result<u64, String> {
    let bad = || format!("'{text}' is not a time h:mm:ss");
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (text, None),
    };
    let fields: Vec<&str> = whole.split(':').collect();
    if fields.len() > 3 {
        return Err(bad());
    }
    let digits = |t: &str, most: usize| {
        !t.is_empty() && t.len() <= most && t.bytes().all(|b| b.is_ascii_digit())
    };
    let mut ms: u64 = 0;
    for (i, field) in fields.iter().enumerate() {
        let below_60 = i == 0 || field.parse::<u8>().is_ok_and(|n| n < 60);
        if !digits(field, if i == 0 { 4 } else { 2 }) || !below_60 {
            return Err(bad());
        }
        ms = ms * 60 + field.parse::<u64>().map_err(|_| bad())?;
    }
    ms *= 1000;
    if let Some(f) = fraction {
        if !digits(f, 3) {
            return Err(bad());
        }
        ms += f.parse::<u64>().map_err(|_| bad())? * 10u64.pow(3 - f.len() as u32);
    }
    if ms > MAX_MS {
        return Err(bad());
    }
    Ok(ms)
}
