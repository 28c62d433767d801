//! The game clock (docs/CLOCKS.md): time controls (sudden death, Fischer increment, simple and
//! Bronstein delay, a different time per side), the clock itself driven by times the caller
//! gives (it never reads a clock, so it is tested with plain numbers), pause, added time, the
//! low-time cue, flag fall, what the page shows, saving and restoring, and the PDN forms of
//! time. Plain Rust: it builds natively and for wasm32.
//!
//! ```
//! use tobit_clock::{ClockEvent, GameClock, TimeControl};
//! use tobit_rules::Color;
//! let control: TimeControl = "3+2".parse().unwrap();
//! let mut clock = GameClock::new(control);
//! clock.start_turn(Color::White, 0).unwrap();
//! let turn = clock.end_turn(5_000).unwrap();
//! assert_eq!(turn.remaining_ms, 180_000 - 5_000 + 2_000);
//! clock.start_turn(Color::Black, 5_300).unwrap(); // after the move's animation
//! assert_eq!(clock.poll(5_300 + 180_000), vec![
//!     ClockEvent::LowTime(Color::Black),
//!     ClockEvent::Flag(Color::Black),
//! ]);
//! ```
#![deny(missing_docs)]

mod control;
mod control_error;
mod display;
mod error;
mod game_clock;
mod record;
mod saved;
mod stamped;
mod text;

pub use control::{
    Mode, Preset, SideControl, TimeControl, LOW_TIME_MAX_MS, LOW_TIME_MIN_MS, MAX_BONUS_MS,
    MAX_INITIAL_MS, MIN_INITIAL_MS, PRESETS,
};
pub use control_error::ControlError;
pub use display::{ClockView, Face, SideView, TENTHS_BELOW_MS};
pub use error::ClockError;
pub use game_clock::{ClockEvent, GameClock, TurnTime};
pub use record::{annotate, TIME_CONTROL_TAG};
pub use saved::{SavedClock, SavedTurn};
pub use stamped::{StampError, StampedClock, FLAG_TOLERANCE_MS};
