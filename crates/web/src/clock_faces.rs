//! What a clock shows, for JS (the study module's `Clock`, the link module's live clock): both
//! faces as serde types whose TypeScript declarations tsify writes, made from the clock's own
//! [`ClockView`], and the time argument `now` every clock export takes.

use crate::js;
use serde::Serialize;
use tobit_clock::{ClockView, SideView};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// One side's clock as the page shows it.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ClockFace {
    /// The remaining time in milliseconds.
    remaining_ms: u64,
    /// The time as shown: `1:02:03`, `4:05`, or `0:09.8` (tenths under 10 seconds).
    text: String,
    /// Whether its time is running.
    running: bool,
    /// Whether it is under its low-time threshold (shown; the cue itself is a `lowTime` event).
    low_time: bool,
    /// Whether its flag has fallen (this side lost on time).
    flagged: bool,
}

impl From<SideView> for ClockFace {
    fn from(v: SideView) -> ClockFace {
        ClockFace {
            remaining_ms: v.remaining_ms,
            text: v.face.to_string(),
            running: v.running,
            low_time: v.low_time,
            flagged: v.flagged,
        }
    }
}

/// Both clocks at one moment (`Clock.view`).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ClockFaces {
    /// White's clock.
    white: ClockFace,
    /// Black's clock.
    black: ClockFace,
    /// Whether the clock is paused.
    paused: bool,
    /// Milliseconds until what is shown changes (0 when nothing runs: no refresh needed).
    refresh_ms: u64,
}

impl From<ClockView> for ClockFaces {
    fn from(v: ClockView) -> ClockFaces {
        ClockFaces {
            white: v.white.into(),
            black: v.black.into(),
            paused: v.paused,
            refresh_ms: v.refresh_ms,
        }
    }
}

/// The latest time a clock takes, in milliseconds: far beyond any `performance.now()` or
/// `Date.now()` (about 300 years), and far below where a time would stop counting (a clock
/// given a later one would stand still for good).
pub const MAX_NOW_MS: f64 = 1e13;

/// A time on the caller's clock (`performance.now()`): a finite number of milliseconds from 0
/// to [`MAX_NOW_MS`], rounded down to a whole millisecond.
pub fn read_now(v: &JsValue) -> Result<u64, JsError> {
    let ms = js::finite(v, "now")?;
    if !(0.0..=MAX_NOW_MS).contains(&ms) {
        return Err(js::fail(
            "now",
            &format!("expected a time from 0 to {MAX_NOW_MS} ms, got {ms}"),
        ));
    }
    Ok(ms as u64)
}
