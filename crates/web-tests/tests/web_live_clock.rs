//! A live game's clock through the link module (docs/LIVE.md, "The clock"): a move stamped, a
//! timed message merged with its clock, one whose times do not hold refused as `bad-clock`, and
//! bad arguments named.
#![cfg(target_arch = "wasm32")]

use tobit_links::{
    link_write, live_clock_new, live_clock_presets, live_clock_stamp, live_timed_merge,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The link of Anna (White) and Boris's game after `moves`.
fn link(moves: &str) -> JsValue {
    let game: JsValue = link_write(json(&format!(
        r#"{{"id":"5a1700fe3102","white":"Anna","black":"Boris","moves":[{moves}],"state":"playing","days":null}}"#
    )))
    .unwrap()
    .into();
    get(&game, "link")
}

/// The arguments of `liveTimedMerge`: the stored and incoming clocks, Black's turn since 0.
fn clocks(stored: &str, incoming: &str, now: u32) -> JsValue {
    json(&format!(
        r#"{{"stored":{stored},"incoming":{incoming},"since":0,"now":{now}}}"#
    ))
}

/// What a thrown `LinkRefusedError` names: its `link.code`.
fn code(thrown: JsValue) -> String {
    get(&get(&thrown, "link"), "code")
        .as_string()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
fn a_move_is_stamped_and_the_other_side_takes_it_with_its_time() {
    assert_eq!(live_clock_presets()[1], "5+3");
    let fresh: JsValue = live_clock_new("5+3".into()).unwrap().into();
    let stamped: JsValue = live_clock_stamp(fresh, JsValue::NULL, 10.0.into())
        .unwrap()
        .into();
    assert_eq!(get(&stamped, "late"), JsValue::FALSE);
    let white = r#"{"control":"5+3","times":[303000]}"#;
    let black = r#"{"control":"5+3","times":[303000,290000]}"#;
    let merged: JsValue = live_timed_merge(
        link(r#""9-16""#),
        link(r#""9-16","30-23""#),
        "black".into(),
        clocks(white, black, 20_000),
    )
    .unwrap()
    .into();
    assert_eq!(text(&get(&merged, "merge"), "kind"), "extends");
    let times = get(&get(&merged, "clock"), "times");
    assert_eq!(js_sys::Array::from(&times).length(), 2);
}

#[wasm_bindgen_test]
fn times_that_do_not_hold_refuse_the_message() {
    let white = r#"{"control":"5+3","times":[303000]}"#;
    let merge = |incoming: &str| {
        live_timed_merge(
            link(r#""9-16""#),
            link(r#""9-16","30-23""#),
            "black".into(),
            clocks(white, incoming, 20_000),
        )
    };
    // Time gained, a known time changed, another control, one time missing, not of the form.
    for forged in [
        r#"{"control":"5+3","times":[303000,304000]}"#,
        r#"{"control":"5+3","times":[302000,290000]}"#,
        r#"{"control":"3+2","times":[183000,170000]}"#,
        r#"{"control":"5+3","times":[303000]}"#,
        r#"{"control":"5+3","times":"fast"}"#,
    ] {
        assert_eq!(code(merge(forged).unwrap_err()), "bad-clock", "{forged}");
    }
}

#[wasm_bindgen_test]
fn bad_arguments_are_named() {
    let message = |v: JsValue| text(&v, "message");
    assert!(message(live_clock_new("4+1".into()).unwrap_err().into())
        .contains("not one of liveClockPresets()"));
    let unknown = json(r#"{"control":"5+3","times":[],"since":0}"#);
    assert!(message(
        live_clock_stamp(unknown, JsValue::NULL, 0.0.into())
            .unwrap_err()
            .into()
    )
    .contains("since"));
    let fresh: JsValue = live_clock_new("5+3".into()).unwrap().into();
    assert!(message(
        live_clock_stamp(fresh, JsValue::NULL, (-1.0).into())
            .unwrap_err()
            .into()
    )
    .starts_with("now"));
}

fn text(v: &JsValue, key: &str) -> String {
    get(v, key).as_string().unwrap_or_default()
}
