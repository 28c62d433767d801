//! Why the clock refused an operation or a text.

use super::ControlError;
use std::fmt;
use tobit_rules::Color;

/// Why a clock operation, a time control or a clock text was refused. A refused operation
/// leaves the clock unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// A time control out of range (the kind says how).
    OutOfRange(ControlError),
    /// A time control badly written (the message says what).
    BadControl(String),
    /// Saved clock data that does not make a clock (the message says what).
    BadSave(String),
    /// This side's time ran out: the clock has stopped for good.
    Flagged(Color),
    /// A turn is already under way (end it first).
    TurnUnderWay(Color),
    /// No turn is under way.
    NoTurn,
    /// Time can only be added while the clock is paused.
    NotPaused,
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::OutOfRange(e) => e.fmt(f),
            ClockError::BadControl(why) => f.write_str(why),
            ClockError::BadSave(why) => write!(f, "bad saved clock: {why}"),
            ClockError::Flagged(c) => write!(f, "{c}'s time has run out"),
            ClockError::TurnUnderWay(c) => write!(f, "{c}'s turn is under way"),
            ClockError::NoTurn => f.write_str("no turn is under way"),
            ClockError::NotPaused => {
                f.write_str("time can only be added while the clock is paused")
            }
        }
    }
}

impl std::error::Error for ClockError {}
