//! What the page shows of a clock, as data: both times, which one runs, and how a time is
//! written (whole seconds, tenths under [`TENTHS_BELOW_MS`]). The page only displays it.

use super::GameClock;
use tobit_rules::Color;

/// Under this remaining time a clock shows tenths of a second.
pub const TENTHS_BELOW_MS: u64 = 10_000;

/// How a time is shown: hours (0 under an hour), minutes, seconds, and tenths under
/// [`TENTHS_BELOW_MS`]. Every part is rounded down, so a clock shows 0:00.0 only in its last
/// tenth; `Display` writes `1:02:03`, `4:05`, `0:09.8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Face {
    /// Whole hours.
    pub hours: u64,
    /// Minutes past the hour, 0..59.
    pub minutes: u64,
    /// Seconds past the minute, 0..59.
    pub seconds: u64,
    /// Tenths of a second, shown only under [`TENTHS_BELOW_MS`].
    pub tenths: Option<u64>,
}

impl Face {
    /// The face of `ms` remaining.
    pub const fn of(ms: u64) -> Face {
        let total_s = ms / 1000;
        Face {
            hours: total_s / 3600,
            minutes: total_s / 60 % 60,
            seconds: total_s % 60,
            tenths: if ms < TENTHS_BELOW_MS {
                Some(ms / 100 % 10)
            } else {
                None
            },
        }
    }

    /// How many milliseconds after showing `ms` the face changes as the time runs down, or
    /// the time reaches 0 (the flag) if that comes first: when to refresh the display next.
    pub const fn next_change_ms(ms: u64) -> u64 {
        let step = if ms < TENTHS_BELOW_MS { 100 } else { 1000 };
        let change = ms % step + 1;
        if change < ms {
            change
        } else {
            ms
        }
    }
}

impl std::fmt::Display for Face {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.hours > 0 {
            write!(f, "{}:{:02}:{:02}", self.hours, self.minutes, self.seconds)?;
        } else {
            write!(f, "{}:{:02}", self.minutes, self.seconds)?;
        }
        match self.tenths {
            Some(t) => write!(f, ".{t}"),
            None => Ok(()),
        }
    }
}

/// One side's clock as the page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideView {
    /// The remaining time in milliseconds.
    pub remaining_ms: u64,
    /// How to show it.
    pub face: Face,
    /// Whether its time is running.
    pub running: bool,
    /// Whether it is under its low-time threshold (the visible low-time change; the cue
    /// itself is the [`super::ClockEvent::LowTime`] event, once).
    pub low_time: bool,
    /// Whether its flag has fallen.
    pub flagged: bool,
}

/// Both clocks as the page shows them at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockView {
    /// White's clock.
    pub white: SideView,
    /// Black's clock.
    pub black: SideView,
    /// Whether the clock is paused.
    pub paused: bool,
    /// Milliseconds until what is shown changes (0 when nothing runs: no refresh needed).
    pub refresh_ms: u64,
}

impl GameClock {
    /// What to show at `now`.
    pub fn view(&self, now: u64) -> ClockView {
        let side = |color: Color| {
            let remaining_ms = self.remaining(color, now);
            SideView {
                remaining_ms,
                face: Face::of(remaining_ms),
                running: self.running() == Some(color),
                low_time: remaining_ms < self.control().side(color).low_time_ms(),
                flagged: self.flagged() == Some(color),
            }
        };
        let refresh_ms = match (self.running(), self.time_to_flag(now)) {
            (Some(color), Some(to_flag)) => {
                let shown = self.remaining(color, now);
                let delay_left = to_flag - shown;
                delay_left + Face::next_change_ms(shown)
            }
            _ => 0,
        };
        ClockView {
            white: side(Color::White),
            black: side(Color::Black),
            paused: self.is_paused(),
            refresh_ms,
        }
    }
}
