//! The clock's arguments read from JS key by key, as the TypeScript types tsify declares from
//! the serde types say (`TimeControl`, `SideControl`, `Mode`, `SavedClock`): a smaller reader
//! in the engine and study modules than serde's deserializer. Every error names the argument's path; the
//! ranges are checked by the clock itself (`TimeControl::checked`, `GameClock::restore`).

use crate::js::{self, Options};
use crate::names;
use tobit_clock::{Mode, SavedClock, SavedTurn, SideControl, TimeControl};
use wasm_bindgen::prelude::*;

/// The largest whole number of milliseconds JS holds exactly (2^53 - 1).
const MAX_MS: u64 = (1 << 53) - 1;

/// A plain object argument with known keys, named `what` in errors.
struct Fields {
    options: Options,
    what: String,
}

impl Fields {
    fn read(v: &JsValue, what: &str, keys: &[&str]) -> Result<Fields, JsError> {
        if js::absent(v) {
            return Err(js::fail(what, "expected an object, got nothing"));
        }
        Ok(Fields {
            options: Options::read(v, what, keys)?,
            what: what.to_string(),
        })
    }

    /// The path of `key` in errors.
    fn path(&self, key: &str) -> String {
        format!("{}.{key}", self.what)
    }

    /// The value of `key`, which must be given.
    fn value(&self, key: &str) -> Result<&JsValue, JsError> {
        self.options
            .get(key)
            .ok_or_else(|| js::fail(&self.path(key), "missing"))
    }

    /// The value of `key` when given (not `undefined` or `null`).
    fn optional(&self, key: &str) -> Option<&JsValue> {
        self.options.get(key)
    }

    /// A whole number of milliseconds at `key`.
    fn ms(&self, key: &str) -> Result<u64, JsError> {
        js::integer(self.value(key)?, &self.path(key), 0, MAX_MS)
    }

    /// A boolean at `key`.
    fn flag(&self, key: &str) -> Result<bool, JsError> {
        js::boolean(self.value(key)?, &self.path(key))
    }
}

/// A `Mode`: `{kind: "sudden-death"}`, or `{kind, ms}` for the others.
fn mode(v: &JsValue, what: &str) -> Result<Mode, JsError> {
    let f = Fields::read(v, what, &["kind", "ms"])?;
    let kinds = ["sudden-death", "increment", "simple-delay", "bronstein"];
    let kind = js::one_of(f.value("kind")?, &f.path("kind"), &kinds)?;
    if kind == "sudden-death" {
        return match f.optional("ms") {
            Some(_) => Err(js::fail(&f.path("ms"), "sudden death has no ms")),
            None => Ok(Mode::SuddenDeath),
        };
    }
    let ms = f.ms("ms")?;
    Ok(match kind {
        "increment" => Mode::Increment { ms },
        "simple-delay" => Mode::SimpleDelay { ms },
        _ => Mode::Bronstein { ms },
    })
}

/// A `SideControl`: `{initialMs, mode}` (its ranges not yet checked).
pub fn side_control(v: &JsValue, what: &str) -> Result<SideControl, JsError> {
    let f = Fields::read(v, what, &["initialMs", "mode"])?;
    Ok(SideControl {
        initial_ms: f.ms("initialMs")?,
        mode: mode(f.value("mode")?, &f.path("mode"))?,
    })
}

/// A `TimeControl`: `{white, black}`, checked (ranges, whole seconds).
pub fn time_control(v: &JsValue, what: &str) -> Result<TimeControl, JsError> {
    let f = Fields::read(v, what, &["white", "black"])?;
    let control = TimeControl {
        white: side_control(f.value("white")?, &f.path("white"))?,
        black: side_control(f.value("black")?, &f.path("black"))?,
    };
    control
        .checked()
        .map_err(|e| js::fail(what, &e.to_string()))
}

/// A `SavedClock` (`Clock.save`'s data; `GameClock::restore` checks that it makes a clock).
pub fn saved_clock(v: &JsValue, what: &str) -> Result<SavedClock, JsError> {
    let keys = [
        "control",
        "whiteMs",
        "blackMs",
        "turn",
        "flagged",
        "whiteLowTimeTold",
        "blackLowTimeTold",
    ];
    let f = Fields::read(v, what, &keys)?;
    let turn = match f.optional("turn") {
        Some(t) => {
            let path = f.path("turn");
            let t = Fields::read(t, &path, &["side", "usedMs"])?;
            Some(SavedTurn {
                side: names::color(t.value("side")?, &t.path("side"))?,
                used_ms: t.ms("usedMs")?,
            })
        }
        None => None,
    };
    let flagged = f
        .optional("flagged")
        .map(|s| names::color(s, &f.path("flagged")))
        .transpose()?;
    Ok(SavedClock {
        control: time_control(f.value("control")?, &f.path("control"))?,
        white_ms: f.ms("whiteMs")?,
        black_ms: f.ms("blackMs")?,
        turn,
        flagged,
        white_low_time_told: f.flag("whiteLowTimeTold")?,
        black_low_time_told: f.flag("blackLowTimeTold")?,
    })
}

/// `bestMove`'s `clock` option, `{remainingMs, control}`: the side's control (checked) and its
/// remaining time.
pub fn search_clock(v: &JsValue, what: &str) -> Result<(SideControl, u64), JsError> {
    let f = Fields::read(v, what, &["remainingMs", "control"])?;
    let path = f.path("control");
    let control = side_control(f.value("control")?, &path)?
        .checked()
        .map_err(|e| js::fail(&path, &e.to_string()))?;
    Ok((control, f.ms("remainingMs")?))
}
