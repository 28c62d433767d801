//! Why a time control is out of range: a kind with what it names and the limits it breaks, so
//! that the new-game dialog can say it in the player's words. `Display` gives the English of
//! the CLI and of the errors of the wasm exports; the study module gives the kind to JS as
//! `{code, ...}`, its variant's kebab-case name and camel-case fields (the wasm build derives
//! serde and tsify).

use std::fmt;

/// Why a time control is out of range.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "tsify",
    derive(serde::Serialize, tsify::Tsify),
    serde(
        tag = "code",
        rename_all = "kebab-case",
        rename_all_fields = "camelCase"
    )
)]
pub enum ControlError {
    /// A time that is not whole seconds.
    NotWholeSeconds {
        /// The starting time, in milliseconds.
        initial_ms: u64,
        /// The increment or delay, in milliseconds.
        bonus_ms: u64,
    },
    /// A starting time outside [`MIN_INITIAL_MS`](super::MIN_INITIAL_MS)..=[`MAX_INITIAL_MS`](super::MAX_INITIAL_MS).
    StartingTime {
        /// The starting time asked for, in milliseconds.
        initial_ms: u64,
        /// The least starting time, in seconds.
        min_seconds: u64,
        /// The most starting time, in hours.
        max_hours: u64,
    },
    /// An increment or delay above [`MAX_BONUS_MS`](super::MAX_BONUS_MS).
    Bonus {
        /// The increment or delay asked for, in milliseconds.
        bonus_ms: u64,
        /// The most, in seconds.
        max_seconds: u64,
    },
    /// A zero increment or delay not written as sudden death.
    ZeroBonus,
    /// Seconds of a starting time outside 0..59.
    Seconds {
        /// The seconds asked for.
        seconds: u64,
    },
}

impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ControlError::NotWholeSeconds {
                initial_ms,
                bonus_ms,
            } => write!(
                f,
                "times must be whole seconds, not {initial_ms} ms and {bonus_ms} ms"
            ),
            ControlError::StartingTime {
                initial_ms,
                min_seconds,
                max_hours,
            } => write!(
                f,
                "the starting time must be from {min_seconds} s to {max_hours} h, not {initial_ms} ms"
            ),
            ControlError::Bonus {
                bonus_ms,
                max_seconds,
            } => write!(
                f,
                "the increment or delay must be at most {max_seconds} s, not {bonus_ms} ms"
            ),
            ControlError::ZeroBonus => {
                f.write_str("a zero increment or delay must be written as sudden death")
            }
            ControlError::Seconds { seconds } => {
                write!(f, "seconds must be 0..59, not {seconds}")
            }
        }
    }
}

impl std::error::Error for ControlError {}
