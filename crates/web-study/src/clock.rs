//! The `Clock` class: the game clock of `src/clock` for the page, which only displays it. The
//! page passes every time (`now`, from `performance.now()`; a fake in tests): the clock never
//! reads one. Also the time-control helpers of the new-game dialog and the PDN of a timed game.
//! In the study module, loaded on the main thread when a timed game starts (docs/CLOCKS.md).

use super::clock_types::{ClockNews, TurnCost};
use super::game_pdn::ended_game;
use super::thrown::thrown;
use tobit_clock::{
    annotate, ClockError, ControlError, GameClock, Mode, SavedClock, TimeControl, MAX_BONUS_MS,
};
use tobit_rules::pdn;
use tobit_rules::tree::{ClockStamp, GameTree};
use tobit_web::clock_faces::{read_now, ClockFaces};
use tobit_web::clock_read::{saved_clock, time_control};
use tobit_web::js::{self, ToJs, MAX_MOVES, MAX_TEXT};
use tobit_web::names;
use tobit_web::to_js::to_js;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// A game clock (docs/CLOCKS.md, "The game clock").
#[wasm_bindgen]
pub struct Clock {
    clock: GameClock,
}

/// `error` (a clock's refusal) as a JS error.
fn refused(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

#[wasm_bindgen]
impl Clock {
    /// A clock at the starting times of `control`, nothing running. Throws on a control out of
    /// range (`config` of docs/CLOCKS.md: 1 s..10 h, whole seconds, bonus at most 5 min).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "TimeControl")] control: JsValue,
    ) -> Result<Clock, JsError> {
        let control = time_control(&control, "control")?;
        Ok(Clock {
            clock: GameClock::new(control),
        })
    }

    /// A clock from `Clock.save`'s data, paused at the times it had. Throws on data that does
    /// not make a clock.
    pub fn restore(
        #[wasm_bindgen(unchecked_param_type = "SavedClock")] saved: JsValue,
    ) -> Result<Clock, JsError> {
        let saved = saved_clock(&saved, "saved")?;
        let clock = GameClock::restore(&saved).map_err(refused)?;
        Ok(Clock { clock })
    }

    /// The clock as data at `now` (for the game archive).
    pub fn save(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<Ts<SavedClock>, JsError> {
        to_js(&self.clock.save(read_now(&now)?))
    }

    /// The time control.
    pub fn control(&self) -> Result<Ts<TimeControl>, JsError> {
        to_js(self.clock.control())
    }

    /// Starts `side`'s turn at `now` (when the opponent's move is complete, after its
    /// animation). Throws after a flag fall and while a turn is under way.
    #[wasm_bindgen(js_name = startTurn)]
    pub fn start_turn(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] side: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<(), JsError> {
        let color = names::color(&side, "side")?;
        let now = read_now(&now)?;
        self.clock.start_turn(color, now).map_err(refused)
    }

    /// Ends the turn under way at `now` (its side has moved): the increment or Bronstein delay
    /// is added. Throws when no turn is under way, or when the time had run out (the flag falls).
    #[wasm_bindgen(js_name = endTurn)]
    pub fn end_turn(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<Ts<TurnCost>, JsError> {
        let now = read_now(&now)?;
        let turn = self.clock.end_turn(now).map_err(refused)?;
        to_js(&TurnCost::from(turn))
    }

    /// The side whose turn is under way (running or paused), or undefined between turns.
    #[wasm_bindgen(unchecked_return_type = "Color | undefined")]
    pub fn turn(&self) -> JsValue {
        self.clock
            .turn()
            .map_or(JsValue::UNDEFINED, |side| side.to_js())
    }

    /// Pauses at `now`: both clocks stop.
    pub fn pause(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<(), JsError> {
        self.clock.pause(read_now(&now)?);
        Ok(())
    }

    /// Resumes at `now`: the turn under way runs again.
    pub fn resume(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<(), JsError> {
        self.clock.resume(read_now(&now)?);
        Ok(())
    }

    /// Adds `ms` (a whole number, at most 5 minutes at a time) to `side`'s time; only while
    /// paused and before a flag fall.
    #[wasm_bindgen(js_name = addTime)]
    pub fn add_time(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] side: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] ms: JsValue,
    ) -> Result<(), JsError> {
        let color = names::color(&side, "side")?;
        let ms = js::integer(&ms, "ms", 1, MAX_BONUS_MS)?;
        self.clock.add_time(color, ms).map_err(refused)
    }

    /// What happened by `now`: each side's low-time cue once, then a flag fall once.
    pub fn poll(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<Vec<Ts<ClockNews>>, JsError> {
        let events = self.clock.poll(read_now(&now)?);
        events
            .into_iter()
            .map(|e| to_js(&ClockNews::from(e)))
            .collect()
    }

    /// What to show at `now`.
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<Ts<ClockFaces>, JsError> {
        to_js(&ClockFaces::from(self.clock.view(read_now(&now)?)))
    }

    /// Both times at `now` as the value of a PDN `[%clock ...]` command (`w0:02:59 B0:03:00`,
    /// the side whose turn is under way in capitals).
    pub fn stamp(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<String, JsError> {
        Ok(self.clock.stamp(read_now(&now)?).to_string())
    }
}

/// The time control written in its short form (`3+2`, `0:30+1`, `5d3`, `5+3,3+3`), or the
/// value of a PDN `[TimeControl]` tag when `pdn` is true (`180+2`). Throws on a control out of
/// range.
#[wasm_bindgen(js_name = timeControlText)]
pub fn time_control_text(
    #[wasm_bindgen(unchecked_param_type = "TimeControl")] control: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "boolean")] pdn_tag: JsValue,
) -> Result<String, JsError> {
    let control = time_control(&control, "control")?;
    let tag = !js::absent(&pdn_tag) && js::boolean(&pdn_tag, "pdn")?;
    Ok(if tag {
        control.pdn_tag()
    } else {
        control.to_string()
    })
}

/// Reads a time control in its short form (`3+2`, `5d3`, `5+3,3+3`; docs/CLOCKS.md); throws,
/// saying why, on a bad one.
#[wasm_bindgen(js_name = parseTimeControl)]
pub fn parse_time_control(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Ts<TimeControl>, JsError> {
    let text = js::string(&text, "text", MAX_TEXT)?;
    let control: TimeControl = text.parse().map_err(refused)?;
    to_js(&control)
}

/// A count a player typed in a custom control's field `what`: a number (else an `Error` naming
/// the argument, a fault of the page); one that is not a whole number from 0 up is a
/// `TimeControlError` (fractional: not whole seconds; negative, infinite or NaN: `range`), which
/// the dialog words in the player's language. The range itself is the control's to check.
fn typed_count(v: &JsValue, what: &str, range: ControlError) -> Result<u64, JsValue> {
    let x = v
        .as_f64()
        .ok_or_else(|| js::fail(what, &format!("expected a number, got {}", js::shown(v))))?;
    if x.is_finite() && x >= 0.0 && x.fract() != 0.0 {
        let whole = ControlError::NotWholeSeconds {
            initial_ms: (x * 1000.0) as u64,
            bonus_ms: 0,
        };
        return Err(thrown(&whole, "control"));
    }
    if !x.is_finite() || x < 0.0 {
        return Err(thrown(&range, "control"));
    }
    // Beyond every limit, held at a million: the control refuses it as out of range, with
    // numbers JS reads exactly.
    Ok(x.min(1e6) as u64)
}

/// A control for both sides: `minutes` and `seconds` (0..59) of starting time, and `bonus`
/// seconds of increment (`kind` "increment"), simple delay ("simple-delay") or Bronstein delay
/// ("bronstein"); 0 seconds of bonus is sudden death. Throws a `TimeControlError` (its
/// `control`: why, as a code) on a control out of range (whatever number a player typed: a
/// negative, fractional or huge one included), an `Error` on arguments of the wrong type.
#[wasm_bindgen(js_name = customTimeControl)]
pub fn custom_time_control(
    #[wasm_bindgen(unchecked_param_type = "number")] minutes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seconds: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] bonus: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"increment\" | \"simple-delay\" | \"bronstein\"")]
    kind: JsValue,
) -> Result<Ts<TimeControl>, JsValue> {
    let minutes = typed_count(&minutes, "minutes", ControlError::starting_time(0))?;
    let seconds = typed_count(&seconds, "seconds", ControlError::starting_time(0))?;
    let bonus = typed_count(&bonus, "bonus", ControlError::bonus(MAX_BONUS_MS + 1000))?;
    let mode = match js::one_of(&kind, "kind", &["increment", "simple-delay", "bronstein"])? {
        "increment" => Mode::Increment { ms: 0 },
        "simple-delay" => Mode::SimpleDelay { ms: 0 },
        _ => Mode::Bronstein { ms: 0 },
    };
    let control = TimeControl::custom(minutes, seconds, bonus, mode).map_err(|e| match e {
        ClockError::OutOfRange(why) => thrown(&why, "control"),
        other => refused(other).into(),
    })?;
    Ok(to_js(&control)?)
}

/// The PDN of a timed game: the game after `moves` from `fen` (the start position when absent),
/// ended as `ending` says when its moves alone do not (`{winner, reason}`: `"resignation"`,
/// `"time-forfeit"` or `"agreement"`; other reasons follow from the moves; null while it goes
/// on), with the `[TimeControl]` tag of `control` and, after move `i`, the comment
/// `[%clock stamps[i]]` (`Clock.stamp`'s value; null when that move's times are not known).
/// Throws on a bad FEN, move, ending or stamp, or more stamps than moves.
#[wasm_bindgen(js_name = timedPdn)]
pub fn timed_pdn(
    #[wasm_bindgen(unchecked_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
    #[wasm_bindgen(unchecked_param_type = "{winner: Color | null, reason: string} | null")]
    ending: JsValue,
    #[wasm_bindgen(unchecked_param_type = "TimeControl")] control: JsValue,
    #[wasm_bindgen(unchecked_param_type = "(string | null)[]")] stamps: JsValue,
) -> Result<String, JsError> {
    let game = ended_game(&fen, &moves, &ending)?;
    let control = time_control(&control, "control")?;
    let stamps = read_stamps(&stamps)?;
    let mut tree = GameTree::from_game(&game, &[]);
    annotate(&mut tree, &control, &stamps).map_err(|e| js::fail("stamps", &e))?;
    Ok(pdn::write(&tree))
}

/// The argument `stamps`: an array of `[%clock]` values or nulls.
fn read_stamps(v: &JsValue) -> Result<Vec<Option<ClockStamp>>, JsError> {
    if !js_sys::Array::is_array(v) {
        return Err(js::fail(
            "stamps",
            &format!("expected an array, got {}", js::shown(v)),
        ));
    }
    let stamps = js_sys::Array::from(v);
    if stamps.length() > MAX_MOVES {
        return Err(js::fail(
            "stamps",
            &format!("more than {MAX_MOVES} times ({})", stamps.length()),
        ));
    }
    stamps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let what = format!("stamps[{i}]");
            if s.is_null() {
                return Ok(None);
            }
            let text = js::string(&s, &what, MAX_TEXT)?;
            text.parse()
                .map(Some)
                .map_err(|e: String| js::fail(&what, &e))
        })
        .collect()
}
