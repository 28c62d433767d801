//! The clock's times as a `[%clock ...]` value (docs/CLOCKS.md): the one clock comment type is
//! the rules' [`ClockStamp`], which reads both forms found in PDN and writes
//! `w0:04:58 B0:05:00`.

use super::GameClock;
use tobit_rules::tree::ClockStamp;
use tobit_rules::Color;

impl GameClock {
    /// The clock's times at `now` as a `[%clock ...]` value, rounded down to tenths of a
    /// second (as the faces show them), the side whose turn is under way marked as running.
    pub fn stamp(&self, now: u64) -> ClockStamp {
        let tenths = |ms: u64| ms - ms % 100;
        ClockStamp {
            white_ms: Some(tenths(self.remaining(Color::White, now))),
            black_ms: Some(tenths(self.remaining(Color::Black, now))),
            mover_ms: None,
            running: self.turn(),
        }
    }
}
