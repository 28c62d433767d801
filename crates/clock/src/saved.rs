//! A clock as data (serde), for the game archive: it survives a reload and a closed tab, and a
//! restored clock comes back paused at the times it had. A side is saved as the rules' own
//! [`Color`] (`"white"` or `"black"`).

use super::game_clock::Turn;
use super::{ClockError, GameClock, TimeControl};
use serde::{Deserialize, Serialize};
use tobit_rules::Color;

/// The turn under way when the clock was saved.
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedTurn {
    /// Whose turn it was.
    pub side: Color,
    /// How much time the turn had used.
    pub used_ms: u64,
}

/// Everything a clock needs to come back (see [`GameClock::save`] and [`GameClock::restore`]).
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedClock {
    /// The time control.
    pub control: TimeControl,
    /// White's time at the start of its turn under way, or else its time.
    pub white_ms: u64,
    /// Black's time, in the same way.
    pub black_ms: u64,
    /// The turn under way (none between turns).
    pub turn: Option<SavedTurn>,
    /// The side that lost on time (none while both have time).
    pub flagged: Option<Color>,
    /// Whether White's low-time cue has been given.
    pub white_low_time_told: bool,
    /// Whether Black's low-time cue has been given.
    pub black_low_time_told: bool,
}

impl GameClock {
    /// The clock as data at `now` (the running turn's time up to `now` included).
    pub fn save(&self, now: u64) -> SavedClock {
        let mut frozen = self.clone();
        frozen.pause(now);
        SavedClock {
            control: frozen.control,
            white_ms: frozen.remaining[Color::White.index()],
            black_ms: frozen.remaining[Color::Black.index()],
            turn: frozen.turn.map(|t| SavedTurn {
                side: t.side,
                used_ms: t.used_ms,
            }),
            flagged: frozen.flagged,
            white_low_time_told: frozen.low_time_told[Color::White.index()],
            black_low_time_told: frozen.low_time_told[Color::Black.index()],
        }
    }

    /// A clock from saved data, paused, at the times it had; the time control is checked, and
    /// a flag fall must agree with the times.
    pub fn restore(saved: &SavedClock) -> Result<GameClock, ClockError> {
        let control = saved
            .control
            .checked()
            .map_err(|e| ClockError::BadSave(e.to_string()))?;
        let mut clock = GameClock::new(control);
        clock.remaining = [saved.white_ms, saved.black_ms];
        clock.turn = saved.turn.map(|t| Turn {
            side: t.side,
            used_ms: t.used_ms,
            since: None,
        });
        clock.paused = true;
        clock.low_time_told = [saved.white_low_time_told, saved.black_low_time_told];
        let out_of_time = [Color::White, Color::Black]
            .into_iter()
            .find(|&side| clock.remaining(side, 0) == 0);
        let flagged = saved.flagged;
        if flagged != out_of_time {
            return Err(ClockError::BadSave(match flagged {
                Some(side) => format!("{side} is marked out of time but has time left"),
                None => "a side is out of time but no flag has fallen".into(),
            }));
        }
        clock.flagged = flagged;
        Ok(clock)
    }
}
