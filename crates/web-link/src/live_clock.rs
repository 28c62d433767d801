//! A live game's clock for the live page (docs/LIVE.md, "The clock"): the time controls offered,
//! both faces at a moment, a move's stamp, the flag, a message merged with its clock, and the PDN
//! of a live game with its clock times. The page keeps the clock as `{control, times, flag}` (as
//! the messages carry it) and when the turn under way began here (`since`, ms of `Date.now()`);
//! every rule of time is the clock crate's ([`StampedClock`]).

use crate::link::{page_merge, read, read_pair, refused, LinkMerge, LinkProblem};
use serde::Serialize;
use tobit_clock::{annotate, StampError, StampedClock, TimeControl, PRESETS};
use tobit_link::{merge_from, GameLink, Merged};
use tobit_rules::pdn;
use tobit_rules::tree::GameTree;
use tobit_rules::Color;
use tobit_web::clock_faces::{read_now, ClockFaces};
use tobit_web::js::{self, MAX_TEXT};
use tobit_web::names;
use tobit_web::to_js::{thrown_as, to_js};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A live game's clock as the page keeps it and the messages carry it.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LiveClock {
    /// The time control's short form, one of `liveClockPresets()` (e.g. `5+3`).
    control: String,
    /// After each move (ply), its side's remaining time in ms, increment included.
    times: Vec<u64>,
    /// The side that lost on time, once its flag has fallen.
    flag: Option<Color>,
}

impl From<&StampedClock> for LiveClock {
    fn from(clock: &StampedClock) -> LiveClock {
        LiveClock {
            control: clock.control.to_string(),
            times: clock.times.clone(),
            flag: clock.flag,
        }
    }
}

/// Both faces of a live clock at a moment (`liveClockView`).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LiveClockView {
    /// The faces, which one runs, when to refresh.
    faces: ClockFaces,
    /// The side that lost on time, if a flag has fallen.
    flag: Option<Color>,
}

/// A move's stamp (`liveClockStamp`): the clock with it, or with the flag when the time ran out
/// first (`late`: the move is not to be made).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LiveStamp {
    /// The clock after the move (or the flag).
    clock: LiveClock,
    /// Whether the time ran out before the move.
    late: bool,
}

/// A live message merged with its clock (`liveTimedMerge`).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LiveTimedMerge {
    /// What the link does to the stored game.
    merge: LinkMerge,
    /// The clock to keep.
    clock: LiveClock,
}

/// The longest game, in clock times.
const MAX_TIMES: u32 = tobit_link::MAX_PLIES as u32;

/// The argument `clock` (`{control, times, flag}`), its control one of the presets.
fn read_clock(v: &JsValue, what: &str) -> Result<StampedClock, JsError> {
    let options = js::Options::read(v, what, &["control", "times", "flag"])?;
    let field = |key: &str| options.get(key).cloned().unwrap_or(JsValue::UNDEFINED);
    let control = read_control(&field("control"), &format!("{what}.control"))?;
    let times = field("times");
    if !js_sys::Array::is_array(&times) || js_sys::Array::from(&times).length() > MAX_TIMES {
        return Err(js::fail(
            &format!("{what}.times"),
            &format!("expected an array of at most {MAX_TIMES} times"),
        ));
    }
    let times = js_sys::Array::from(&times)
        .iter()
        .enumerate()
        .map(|(i, t)| js::integer(&t, &format!("{what}.times[{i}]"), 0, u64::from(u32::MAX)))
        .collect::<Result<Vec<_>, _>>()?;
    let flag = field("flag");
    let flag = if js::absent(&flag) {
        None
    } else {
        Some(names::color(&flag, &format!("{what}.flag"))?)
    };
    let clock = StampedClock {
        control,
        times,
        flag,
    };
    clock.replay().map_err(|e| js::fail(what, &e.to_string()))?;
    Ok(clock)
}

/// A time control's short form, one of the presets.
fn read_control(v: &JsValue, what: &str) -> Result<TimeControl, JsError> {
    let text = js::string(v, what, MAX_TEXT)?;
    let control: TimeControl = text
        .parse()
        .map_err(|e: tobit_clock::ClockError| js::fail(what, &e.to_string()))?;
    if !PRESETS.iter().any(|p| p.control() == control) {
        return Err(js::fail(
            what,
            &format!("{text} is not one of liveClockPresets()"),
        ));
    }
    Ok(control)
}

/// The argument `since`: when the turn under way began here (null: no turn runs yet).
fn read_since(v: &JsValue) -> Result<Option<u64>, JsError> {
    if js::absent(v) {
        return Ok(None);
    }
    read_now(v).map(Some)
}

/// A live message's clock that does not hold (`why`) as the `LinkRefusedError` to throw.
fn bad_clock(why: &str) -> JsValue {
    thrown_as(why, &LinkProblem::BadClock, "link")
}

/// The time controls a live game offers, fastest first, in their short form (`3+2`, `5+3`, ...).
#[wasm_bindgen(js_name = liveClockPresets)]
pub fn live_clock_presets() -> Vec<String> {
    PRESETS.iter().map(|p| p.text()).collect()
}

/// A live clock not begun under `control` (one of `liveClockPresets()`).
#[wasm_bindgen(js_name = liveClockNew)]
pub fn live_clock_new(
    #[wasm_bindgen(unchecked_param_type = "string")] control: JsValue,
) -> Result<Ts<LiveClock>, JsError> {
    let clock = StampedClock::new(read_control(&control, "control")?);
    to_js(&LiveClock::from(&clock))
}

/// Both faces of `clock` at `now`, the side to move's time running since `since` (null: not yet,
/// as before the first move).
#[wasm_bindgen(js_name = liveClockView)]
pub fn live_clock_view(
    #[wasm_bindgen(unchecked_param_type = "LiveClock")] clock: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | null")] since: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
) -> Result<Ts<LiveClockView>, JsError> {
    let clock = read_clock(&clock, "clock")?;
    let running = clock
        .running(read_since(&since)?)
        .map_err(|e| js::fail("clock", &e.to_string()))?;
    to_js(&LiveClockView {
        faces: running.view(read_now(&now)?).into(),
        flag: clock.flag,
    })
}

/// The side to move has moved at `now`: `clock` with the move's stamp, or with the flag when its
/// time ran out first (`late`).
#[wasm_bindgen(js_name = liveClockStamp)]
pub fn live_clock_stamp(
    #[wasm_bindgen(unchecked_param_type = "LiveClock")] clock: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | null")] since: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
) -> Result<Ts<LiveStamp>, JsError> {
    let mut clock = read_clock(&clock, "clock")?;
    let late = match clock.stamp(read_since(&since)?, read_now(&now)?) {
        Ok(()) => false,
        Err(StampError::Late { .. }) => true,
        Err(e) => return Err(js::fail("clock", &e.to_string())),
    };
    to_js(&LiveStamp {
        clock: LiveClock::from(&clock),
        late,
    })
}

/// `clock` with the flag of the side to move when its time has run out by `now`.
#[wasm_bindgen(js_name = liveClockFlag)]
pub fn live_clock_flag(
    #[wasm_bindgen(unchecked_param_type = "LiveClock")] clock: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | null")] since: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
) -> Result<Ts<LiveClock>, JsError> {
    let mut clock = read_clock(&clock, "clock")?;
    clock
        .poll_flag(read_since(&since)?, read_now(&now)?)
        .map_err(|e| js::fail("clock", &e.to_string()))?;
    to_js(&LiveClock::from(&clock))
}

/// What a timed live message does: `liveMerge` of its link `incoming` (sent by the player of
/// `sender`) into `stored`, and its clock merged into the stored clock (docs/LIVE.md, "The
/// clock": known times never change, every new one is replayed, the flag decided from the
/// stamps), this device's turn running since `since`. Throws a `LinkRefusedError` for a link
/// refused, or `bad-clock` for a clock that does not hold.
#[wasm_bindgen(js_name = liveTimedMerge)]
pub fn live_timed_merge(
    #[wasm_bindgen(unchecked_param_type = "string")] stored: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] incoming: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Color")] sender: JsValue,
    #[wasm_bindgen(
        unchecked_param_type = "{stored: LiveClock, incoming: LiveClock, since: number | null, now: number}"
    )]
    clocks: JsValue,
) -> Result<Ts<LiveTimedMerge>, JsValue> {
    let sender = names::color(&sender, "sender")?;
    let options = js::Options::read(&clocks, "clocks", &["stored", "incoming", "since", "now"])?;
    let field = |key: &str| options.get(key).cloned().unwrap_or(JsValue::UNDEFINED);
    let (stored, incoming) = read_pair(&stored, &incoming)?;
    let Some(stored) = stored else {
        return Err(js::fail("stored", "a live game is stored before its messages").into());
    };
    let stored_clock = read_clock(&field("stored"), "clocks.stored")?;
    stored_clock
        .checked(stored.moves.len())
        .map_err(|e| js::fail("clocks.stored", &e.to_string()))?;
    let incoming_clock = read_clock(&field("incoming"), "clocks.incoming")
        .map_err(|_| bad_clock("the message's clock is not of the format"))?;
    incoming_clock
        .checked(incoming.moves.len())
        .map_err(|e| bad_clock(&e.to_string()))?;
    let since = read_since(&field("since"))?;
    let now = read_now(&field("now"))?;
    let merged = merge_from(Some(&stored), &incoming, sender).map_err(|e| refused(&e))?;
    let kept = match &merged {
        Merged::Extends { game, .. } => game,
        _ => &stored,
    };
    let over = kept.game().map_err(|e| refused(&e))?.status().is_over();
    let clock = StampedClock::merge_from(&stored_clock, &incoming_clock, sender, since, now, over)
        .map_err(|e| bad_clock(&e.to_string()))?;
    let page = page_merge(merged, Some(&stored), &incoming)?;
    Ok(to_js(&LiveTimedMerge {
        merge: page,
        clock: LiveClock::from(&clock),
    })?)
}

/// The PDN of the live game `link` with its clock: the `[TimeControl]` tag, each move's
/// `[%clock]` times, and the result (on the board, by resignation or agreement, or on time).
#[wasm_bindgen(js_name = liveTimedPdn)]
pub fn live_timed_pdn(
    #[wasm_bindgen(unchecked_param_type = "string")] link: JsValue,
    #[wasm_bindgen(unchecked_param_type = "LiveClock")] clock: JsValue,
) -> Result<String, JsValue> {
    let link: GameLink = read(&link, "link")?;
    let clock = read_clock(&clock, "clock")?;
    clock
        .checked(link.moves.len())
        .map_err(|e| js::fail("clock", &e.to_string()))?;
    let mut game = link.game().map_err(|e| refused(&e))?;
    if let Some(side) = clock.flag.filter(|_| !game.status().is_over()) {
        game.lose_on_time(side)
            .map_err(|e| js::fail("clock", &e.to_string()))?;
    }
    let mut tree = GameTree::from_game(&game, &[]);
    for (tag, name) in [("White", &link.white), ("Black", &link.black)] {
        if !name.is_empty() {
            tree.tags_mut().push((tag.to_string(), name.clone()));
        }
    }
    let mut replay = StampedClock::new(clock.control);
    let mut stamps = Vec::with_capacity(clock.times.len());
    for &time in &clock.times {
        replay.times.push(time);
        let after = replay
            .replay()
            .map_err(|e| js::fail("clock", &e.to_string()))?;
        stamps.push(Some(after.stamp(0)));
    }
    annotate(&mut tree, &clock.control, &stamps).map_err(|e| js::fail("clock", &e))?;
    Ok(pdn::write(&tree))
}
