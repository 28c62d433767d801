//! The two text forms of a time control (docs/CLOCKS.md):
//!
//! - the short form people write and the CLI's `--tc` takes, minutes first: `3+2` (3 minutes,
//!   2 seconds increment), `0:30+1`, `30+0` or `30` (sudden death), `5d3` (simple delay),
//!   `10b5` (Bronstein delay), `5+3,3+3` (handicap: White's control, then Black's);
//! - the value of the PDN `[TimeControl]` tag, in seconds as in PGN: `180+2`, `30+1`, `1800`,
//!   `300d3`, `600b5`, `300+3,180+3`; `-` (no clock) and `?` (unknown) read as no control.

use super::{ClockError, Mode, SideControl, TimeControl};
use std::fmt;
use std::str::FromStr;

/// How the starting time of one side is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    /// `M` or `M:SS`.
    Minutes,
    /// Whole seconds.
    Seconds,
}

impl TimeControl {
    /// The value of the PDN `[TimeControl]` tag.
    pub fn pdn_tag(&self) -> String {
        write_control(self, Unit::Seconds)
    }

    /// Reads the value of a PDN `[TimeControl]` tag; `-` and `?` give `None`.
    pub fn from_pdn_tag(text: &str) -> Result<Option<TimeControl>, ClockError> {
        match text.trim() {
            "-" | "?" => Ok(None),
            t => read_control(t, Unit::Seconds).map(Some),
        }
    }
}

impl fmt::Display for TimeControl {
    /// The short form, e.g. `3+2`, `0:30+1`, `5d3`, `5+3,3+3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_control(self, Unit::Minutes))
    }
}

impl FromStr for TimeControl {
    type Err = ClockError;

    /// Reads the short form (see the module documentation).
    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        read_control(text.trim(), Unit::Minutes)
    }
}

fn write_control(control: &TimeControl, unit: Unit) -> String {
    let white = write_side(&control.white, unit);
    if control.is_handicap() {
        format!("{white},{}", write_side(&control.black, unit))
    } else {
        white
    }
}

fn write_side(side: &SideControl, unit: Unit) -> String {
    let seconds = side.initial_ms / 1000;
    let base = match unit {
        Unit::Seconds => seconds.to_string(),
        Unit::Minutes if seconds.is_multiple_of(60) => (seconds / 60).to_string(),
        Unit::Minutes => format!("{}:{:02}", seconds / 60, seconds % 60),
    };
    let bonus = side.mode.bonus_ms() / 1000;
    match (side.mode, unit) {
        (Mode::SuddenDeath, Unit::Seconds) => base,
        (Mode::SuddenDeath, Unit::Minutes) => format!("{base}+0"),
        (Mode::Increment { .. }, _) => format!("{base}+{bonus}"),
        (Mode::SimpleDelay { .. }, _) => format!("{base}d{bonus}"),
        (Mode::Bronstein { .. }, _) => format!("{base}b{bonus}"),
    }
}

fn read_control(text: &str, unit: Unit) -> Result<TimeControl, ClockError> {
    let bad = |why: &str| ClockError::BadControl(format!("bad time control '{text}': {why}"));
    let mut sides = text.split(',');
    let white = read_side(sides.next().unwrap_or(""), unit).map_err(|e| bad(&e))?;
    let black = match sides.next() {
        Some(t) => read_side(t, unit).map_err(|e| bad(&e))?,
        None => white,
    };
    if sides.next().is_some() {
        return Err(bad("at most two controls, White's then Black's"));
    }
    Ok(TimeControl { white, black })
}

/// Reads one side; the error says what is wrong with it.
fn read_side(text: &str, unit: Unit) -> Result<SideControl, String> {
    let text = text.trim();
    let (base, mode) = match text.find(['+', 'd', 'b']) {
        Some(at) => {
            let bonus = whole(&text[at + 1..], "the increment or delay")?.saturating_mul(1000);
            let mode = match &text[at..=at] {
                "+" => Mode::Increment { ms: bonus },
                "d" => Mode::SimpleDelay { ms: bonus },
                _ => Mode::Bronstein { ms: bonus },
            };
            (&text[..at], mode)
        }
        None => (text, Mode::SuddenDeath),
    };
    let seconds = match (unit, base.split_once(':')) {
        (Unit::Minutes, Some((m, s))) => {
            let s = if s.len() == 2 {
                whole(s, "the seconds")?
            } else {
                60
            };
            if s >= 60 {
                return Err(format!(
                    "the seconds after ':' must be 00..59, not '{base}'"
                ));
            }
            whole(m, "the minutes")?.saturating_mul(60) + s
        }
        (Unit::Minutes, None) => whole(base, "the minutes")?.saturating_mul(60),
        (Unit::Seconds, _) => whole(base, "the seconds")?,
    };
    SideControl::new(seconds.saturating_mul(1000), mode).map_err(|e| e.to_string())
}

/// A whole number of digits only.
fn whole(text: &str, what: &str) -> Result<u64, String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse() {
        Ok(n) if digits => Ok(n),
        _ => Err(format!("{what} must be a whole number, not '{text}'")),
    }
}
