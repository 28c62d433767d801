//! The position editor's exports: placing and removing pieces, the refusals naming the point
//! and the side, a FEN read or refused, the side to move, the check of a position, the chols
//! the cursor follows, and bad arguments named.
#![cfg(target_arch = "wasm32")]

use tobit_study::{
    setup_empty, setup_neighbours, setup_place, setup_read, setup_report, setup_side,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn text(v: &JsValue, key: &str) -> Option<String> {
    get(v, key).as_string()
}

#[wasm_bindgen_test]
fn a_tap_places_a_piece_and_another_removes_it() {
    let empty = setup_empty();
    let placed: JsValue = setup_place(s(&empty), js(20), s("whiteHul"))
        .unwrap()
        .into();
    let fen = text(&placed, "fen").unwrap();
    assert_eq!(fen, "W:W20:B");
    assert!(get(&placed, "refusal").is_null());
    let removed: JsValue = setup_place(s(&fen), js(20), JsValue::NULL).unwrap().into();
    assert_eq!(text(&removed, "fen").unwrap(), "W:W:B");
}

#[wasm_bindgen_test]
fn refusals_name_the_point_and_the_side() {
    let empty = setup_empty();
    let hul: JsValue = setup_place(s(&empty), js(36), s("whiteHul"))
        .unwrap()
        .into();
    assert!(get(&hul, "fen").is_null());
    let refusal = get(&hul, "refusal");
    assert_eq!(text(&refusal, "reason").unwrap(), "promotion-point");
    assert_eq!(get(&refusal, "point").as_f64(), Some(36.0));
    assert_eq!(text(&refusal, "side").unwrap(), "white");
    let tobit: JsValue = setup_place(s(&empty), js(36), s("whiteTobit"))
        .unwrap()
        .into();
    assert!(text(&tobit, "fen").is_some());
    let start: JsValue = setup_place(s(""), js(20), s("blackHul")).unwrap().into();
    let refusal = get(&start, "refusal");
    assert_eq!(text(&refusal, "reason").unwrap(), "too-many-pieces");
    assert_eq!(get(&refusal, "point").as_f64(), Some(20.0));
    assert_eq!(text(&refusal, "side").unwrap(), "black");
}

#[wasm_bindgen_test]
fn a_pasted_fen_is_read_or_refused_with_its_reason() {
    let read: JsValue = setup_read(s(" w:w1,2:b38 ")).unwrap().into();
    assert_eq!(text(&read, "fen").unwrap(), "W:W1,2:B38");
    let stuck: JsValue = setup_read(s("W:W34:B1")).unwrap().into();
    let refusal = get(&stuck, "refusal");
    assert_eq!(text(&refusal, "reason").unwrap(), "promotion-point");
    assert_eq!(get(&refusal, "point").as_f64(), Some(34.0));
    let bad: JsValue = setup_read(s("W:W99:B1")).unwrap().into();
    let refusal = get(&bad, "refusal");
    assert_eq!(text(&refusal, "reason").unwrap(), "bad-fen");
    let detail = get(&refusal, "detail");
    assert_eq!(text(&detail, "code").unwrap(), "out-of-range");
    assert_eq!(text(&detail, "number").unwrap(), "99");
    let long: JsValue = setup_read(s(&format!("W:W1:B38{}", ",".repeat(2000))))
        .unwrap()
        .into();
    let refusal = get(&long, "refusal");
    assert_eq!(text(&refusal, "reason").unwrap(), "too-long");
}

#[wasm_bindgen_test]
fn the_report_blocks_a_side_without_pieces_and_notes_a_lost_position() {
    let start: JsValue = setup_report(s("")).unwrap().into();
    assert_eq!(get(&start, "playable").as_bool(), Some(true));
    let points = js_sys::Array::from(&get(&start, "points"));
    assert_eq!(points.length(), 38);
    assert_eq!(points.get(0).as_string().unwrap(), "whiteHul");
    assert!(points.get(19).is_null() || points.get(19).is_undefined());
    let lonely: JsValue = setup_report(s("W:W20:B")).unwrap().into();
    assert_eq!(get(&lonely, "playable").as_bool(), Some(false));
    let finding = js_sys::Array::from(&get(&lonely, "findings")).get(0);
    assert_eq!(text(&finding, "reason").unwrap(), "no-pieces");
    assert_eq!(text(&finding, "side").unwrap(), "black");
    let lost: JsValue = setup_report(s("W:W1:B7,14")).unwrap().into();
    assert_eq!(get(&lost, "playable").as_bool(), Some(true));
    let finding = js_sys::Array::from(&get(&lost, "findings")).get(0);
    assert_eq!(text(&finding, "reason").unwrap(), "no-moves");
    assert_eq!(get(&finding, "blocks").as_bool(), Some(false));
}

#[wasm_bindgen_test]
fn the_side_to_move_changes_and_the_cursor_follows_the_chols() {
    assert_eq!(setup_side(s("W:W20:B30"), s("black")).unwrap(), "B:W20:B30");
    let near = setup_neighbours();
    assert_eq!(near.len(), 38);
    assert_eq!(near[0].to_vec(), vec![7]); // point 1 has the single neighbour 7
}

#[wasm_bindgen_test]
fn bad_arguments_are_named() {
    assert!(error(setup_place(s(""), js(39), s("whiteHul"))).starts_with("point:"));
    assert!(error(setup_place(s(""), js(20), s("queen"))).starts_with("piece:"));
    assert!(error(setup_side(s(""), s("red"))).starts_with("side:"));
    assert!(error(setup_report(s("nonsense"))).starts_with("fen:"));
    assert!(error(setup_read(js(5))).starts_with("text:"));
}
