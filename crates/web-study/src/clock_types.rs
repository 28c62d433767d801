//! What the `Clock` class hands to JS besides its faces (`tobit_web::clock_faces`): serde types
//! whose TypeScript declarations tsify writes into `tobit_study.d.ts`, each made from the
//! clock's own type.

use serde::Serialize;
use tobit_clock::{ClockEvent, TurnTime};
use tobit_rules::Color;
use tsify::Tsify;

/// Something the clock reports once (`Clock.poll`).
#[derive(Serialize, Tsify)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ClockNews {
    /// The side's time went under its low-time threshold (once per side per game).
    LowTime {
        /// Whose time.
        side: Color,
    },
    /// The side's time ran out: it lost on time.
    Flag {
        /// Whose time.
        side: Color,
    },
}

impl From<ClockEvent> for ClockNews {
    fn from(e: ClockEvent) -> ClockNews {
        match e {
            ClockEvent::LowTime(c) => ClockNews::LowTime { side: c },
            ClockEvent::Flag(c) => ClockNews::Flag { side: c },
        }
    }
}

/// What one turn cost (`Clock.endTurn`).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct TurnCost {
    /// The side that moved.
    side: Color,
    /// How long the turn lasted (pauses excluded), in milliseconds.
    used_ms: u64,
    /// The side's remaining time after the move, increment or delay applied.
    remaining_ms: u64,
}

impl From<TurnTime> for TurnCost {
    fn from(t: TurnTime) -> TurnCost {
        TurnCost {
            side: t.side,
            used_ms: t.used_ms,
            remaining_ms: t.remaining_ms,
        }
    }
}
