//! Time controls: how much time each side starts with and what its clock gives back per move
//! (docs/CLOCKS.md), the presets and the low-time threshold.

use super::{ClockError, ControlError};
use serde::{Deserialize, Serialize};
use tobit_rules::Color;

/// What a side's clock gives back per move.
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Mode {
    /// Nothing is given back: the starting time is all the side has.
    SuddenDeath,
    /// Fischer increment: `ms` is added after every completed move.
    Increment {
        /// Milliseconds added per move.
        ms: u64,
    },
    /// Simple (US) delay: each turn the clock waits `ms` before it starts to count down.
    SimpleDelay {
        /// Milliseconds of each turn that cost nothing.
        ms: u64,
    },
    /// Bronstein delay: after a move the time it used is given back, at most `ms`.
    Bronstein {
        /// The most given back per move, in milliseconds.
        ms: u64,
    },
}

impl Mode {
    /// The milliseconds of the increment or delay (0 for sudden death).
    pub const fn bonus_ms(self) -> u64 {
        match self {
            Mode::SuddenDeath => 0,
            Mode::Increment { ms } | Mode::SimpleDelay { ms } | Mode::Bronstein { ms } => ms,
        }
    }

    /// The same kind of mode with `ms` as its increment or delay (sudden death stays sudden
    /// death).
    pub const fn with_bonus(self, ms: u64) -> Mode {
        match self {
            Mode::SuddenDeath => Mode::SuddenDeath,
            Mode::Increment { .. } => Mode::Increment { ms },
            Mode::SimpleDelay { .. } => Mode::SimpleDelay { ms },
            Mode::Bronstein { .. } => Mode::Bronstein { ms },
        }
    }
}

/// One side's time control: its starting time and its mode.
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SideControl {
    /// The time on the clock when the game starts, in milliseconds.
    pub initial_ms: u64,
    /// What the clock gives back per move.
    pub mode: Mode,
}

/// The least starting time: one second.
pub const MIN_INITIAL_MS: u64 = 1_000;
/// The most starting time: ten hours.
pub const MAX_INITIAL_MS: u64 = 10 * 3_600_000;
/// The largest increment or delay: five minutes.
pub const MAX_BONUS_MS: u64 = 300_000;

/// The errors of the limits above, which they name.
impl ControlError {
    /// A starting time out of range.
    pub const fn starting_time(initial_ms: u64) -> ControlError {
        ControlError::StartingTime {
            initial_ms,
            min_seconds: MIN_INITIAL_MS / 1000,
            max_hours: MAX_INITIAL_MS / 3_600_000,
        }
    }

    /// An increment or delay too large.
    pub const fn bonus(bonus_ms: u64) -> ControlError {
        ControlError::Bonus {
            bonus_ms,
            max_seconds: MAX_BONUS_MS / 1000,
        }
    }
}

/// The low-time cue comes at about an eighth of the starting time...
const LOW_TIME_FRACTION: u64 = 8;
/// ...but never below 10 seconds...
pub const LOW_TIME_MIN_MS: u64 = 10_000;
/// ...nor above 60 seconds (and never above half the starting time).
pub const LOW_TIME_MAX_MS: u64 = 60_000;

impl SideControl {
    /// A side control, checked: the starting time in `MIN_INITIAL_MS..=MAX_INITIAL_MS`, the
    /// increment or delay at most `MAX_BONUS_MS`, both whole seconds (as the text forms of
    /// [`super::text`] write them). A zero increment or delay is sudden death.
    pub fn new(initial_ms: u64, mode: Mode) -> Result<SideControl, ClockError> {
        if !initial_ms.is_multiple_of(1000) || !mode.bonus_ms().is_multiple_of(1000) {
            return Err(ClockError::OutOfRange(ControlError::NotWholeSeconds {
                initial_ms,
                bonus_ms: mode.bonus_ms(),
            }));
        }
        if !(MIN_INITIAL_MS..=MAX_INITIAL_MS).contains(&initial_ms) {
            let e = ControlError::starting_time(initial_ms);
            return Err(ClockError::OutOfRange(e));
        }
        if mode.bonus_ms() > MAX_BONUS_MS {
            let e = ControlError::bonus(mode.bonus_ms());
            return Err(ClockError::OutOfRange(e));
        }
        let mode = if mode.bonus_ms() == 0 {
            Mode::SuddenDeath
        } else {
            mode
        };
        Ok(SideControl { initial_ms, mode })
    }

    /// Checks a control that did not come through [`SideControl::new`] (read from saved data).
    pub fn checked(self) -> Result<SideControl, ClockError> {
        let valid = SideControl::new(self.initial_ms, self.mode)?;
        if valid != self {
            return Err(ClockError::OutOfRange(ControlError::ZeroBonus));
        }
        Ok(valid)
    }

    /// The remaining time under which the low-time cue comes: an eighth of the starting time,
    /// at least [`LOW_TIME_MIN_MS`], at most [`LOW_TIME_MAX_MS`], and at most half the
    /// starting time (so a very short game does not cue at its first move).
    pub const fn low_time_ms(&self) -> u64 {
        let eighth = self.initial_ms / LOW_TIME_FRACTION;
        let clamped = if eighth < LOW_TIME_MIN_MS {
            LOW_TIME_MIN_MS
        } else if eighth > LOW_TIME_MAX_MS {
            LOW_TIME_MAX_MS
        } else {
            eighth
        };
        let half = self.initial_ms / 2;
        if clamped < half {
            clamped
        } else {
            half
        }
    }
}

/// The time controls of a game: one per side, the same for both unless it is a handicap game.
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    /// White's control.
    pub white: SideControl,
    /// Black's control.
    pub black: SideControl,
}

/// A preset: `minutes` of starting time and `increment_s` seconds of Fischer increment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Starting minutes.
    pub minutes: u64,
    /// Increment in seconds (0: sudden death).
    pub increment_s: u64,
}

/// The presets the new-game dialog offers, fastest first; written `3+2` and so on.
pub const PRESETS: [Preset; 5] = [
    Preset {
        minutes: 3,
        increment_s: 2,
    },
    Preset {
        minutes: 5,
        increment_s: 3,
    },
    Preset {
        minutes: 10,
        increment_s: 5,
    },
    Preset {
        minutes: 15,
        increment_s: 10,
    },
    Preset {
        minutes: 30,
        increment_s: 0,
    },
];

impl Preset {
    /// The preset's short form, `3+2` (minutes, then increment seconds): how the new-game
    /// dialog lists it (the page module's `config().timePresets`) and what `TimeControl`'s
    /// `FromStr` reads back as [`Preset::control`].
    ///
    /// ```
    /// use tobit_clock::{TimeControl, PRESETS};
    /// assert_eq!(PRESETS[0].text(), "3+2");
    /// for preset in PRESETS {
    ///     assert_eq!(preset.text().parse::<TimeControl>(), Ok(preset.control()));
    ///     assert_eq!(preset.control().to_string(), preset.text());
    /// }
    /// ```
    pub fn text(self) -> String {
        format!("{}+{}", self.minutes, self.increment_s)
    }

    /// The preset's time control (the same for both sides).
    pub fn control(self) -> TimeControl {
        TimeControl::custom(self.minutes, 0, self.increment_s, Mode::Increment { ms: 0 })
            .expect("every preset is a valid control")
    }
}

impl TimeControl {
    /// The same control for both sides.
    pub const fn uniform(side: SideControl) -> TimeControl {
        TimeControl {
            white: side,
            black: side,
        }
    }

    /// A custom control for both sides: `minutes` and `seconds` of starting time, and
    /// `bonus_s` seconds of the increment or delay of `mode`'s kind (the `ms` in `mode` is
    /// ignored; 0 seconds is sudden death).
    pub fn custom(
        minutes: u64,
        seconds: u64,
        bonus_s: u64,
        mode: Mode,
    ) -> Result<TimeControl, ClockError> {
        if seconds >= 60 {
            let e = ControlError::Seconds { seconds };
            return Err(ClockError::OutOfRange(e));
        }
        let initial = minutes
            .saturating_mul(60)
            .saturating_add(seconds)
            .saturating_mul(1000);
        let side = SideControl::new(initial, mode.with_bonus(bonus_s.saturating_mul(1000)))?;
        Ok(TimeControl::uniform(side))
    }

    /// The control of one side.
    pub const fn side(&self, color: Color) -> &SideControl {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// Whether the sides have different controls.
    pub fn is_handicap(&self) -> bool {
        self.white != self.black
    }

    /// Checks both sides (see [`SideControl::checked`]).
    pub fn checked(self) -> Result<TimeControl, ClockError> {
        Ok(TimeControl {
            white: self.white.checked()?,
            black: self.black.checked()?,
        })
    }
}
