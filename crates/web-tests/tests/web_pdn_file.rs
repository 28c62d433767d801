//! The PDN file exports in a worker: every game of a file summarised with its error (a bad game
//! kept up to its error, never stopping the others, a game for another game refused), progress
//! reported, and games written back with all of each or parts, reading back the same.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Function};
use tobit_study::{read_pdn_file, write_pdn_file};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

const FILE: &str = "\u{feff}[Event \"Club\"]\n[White \"Aigul\"]\n[Black \"Pyotr\"]\n\
[Date \"2026.11.24\"]\n[Result \"*\"]\n1. 9-16 {a comment} 30-23 (1... 29-22) 2. 16x30! *\n\n\
[White \"Ilya\"]\n[Result \"*\"]\n1. 9-16 30-23 2. 1-2 *\n\n\
[GameType \"25\"]\n1. c3-d4 *\n";

/// Whether a field is absent (null or undefined).
fn none(v: &JsValue) -> bool {
    v.is_null() || v.is_undefined()
}

fn games(file: &JsValue) -> Vec<JsValue> {
    Array::from(&get(file, "games")).iter().collect()
}

#[wasm_bindgen_test]
fn every_game_is_summarised_and_a_bad_one_never_stops_the_others() {
    let file: JsValue = read_pdn_file(s(FILE), JsValue::UNDEFINED).unwrap().into();
    let games = games(&file);
    assert_eq!(games.len(), 3);
    let first = &games[0];
    assert_eq!(get(first, "white").as_string().unwrap(), "Aigul");
    assert_eq!(get(first, "date").as_string().unwrap(), "2026.11.24");
    assert_eq!(get(first, "plies").as_f64(), Some(3.0));
    assert_eq!(
        get(first, "lastMove").as_f64(),
        Some(2.0),
        "9-16 30-23 16x30: two moves"
    );
    assert_eq!(get(first, "variations").as_f64(), Some(1.0));
    assert_eq!(strings(&get(first, "moves")), ["9-16", "30-23", "16x30"]);
    assert!(none(&get(first, "error")));
    assert!(get(first, "black").as_string().is_some());
    // An illegal move: the game is kept up to it, the error names its line and column, the
    // move's number and the rules' reason, as codes the page words.
    let second = &games[1];
    assert_eq!(get(second, "plies").as_f64(), Some(2.0));
    let e = get(second, "error");
    assert_eq!(get(&e, "line").as_f64(), Some(10.0));
    assert_eq!(get(&e, "column").as_f64(), Some(18.0));
    let kind = get(&e, "kind");
    assert_eq!(get(&kind, "code").as_string().unwrap(), "illegal-move");
    assert_eq!(get(&kind, "number").as_f64(), Some(2.0));
    assert_eq!(get(&kind, "side").as_string().unwrap(), "white");
    let reason = get(&kind, "reason");
    assert_eq!(
        get(&reason, "code").as_string().unwrap(),
        "capture-compulsory"
    );
    assert_eq!(get(&reason, "text").as_string().unwrap(), "1-2");
    assert_eq!(get(second, "importable").as_bool(), Some(true));
    assert!(none(&get(second, "black")));
    // A file for Russian draughts is refused with that reason, nothing of it kept.
    let third = &games[2];
    let kind = get(&get(third, "error"), "kind");
    assert_eq!(get(&kind, "code").as_string().unwrap(), "other-game-type");
    assert_eq!(get(&kind, "number").as_f64(), Some(25.0));
    assert_eq!(get(third, "importable").as_bool(), Some(false));
}

#[wasm_bindgen_test]
fn progress_is_reported_and_a_throwing_callback_is_an_error() {
    let many = "1. 9-16 *\n".repeat(600);
    let f = Function::new_with_args(
        "games, line",
        "(globalThis.seen ||= []).push([games, line]);",
    );
    read_pdn_file(s(&many), f.into()).unwrap();
    let seen = Array::from(&get(&js_sys::global(), "seen"));
    assert_eq!(seen.length(), 3); // at 0, 250 and 500 games
    let last = Array::from(&seen.get(2));
    assert_eq!(last.get(0).as_f64(), Some(500.0));
    assert_eq!(last.get(1).as_f64(), Some(501.0));
    let throws = Function::new_no_args("throw new Error('stop')");
    assert!(error(read_pdn_file(s(&many), throws.into())).contains("onProgress threw"));
    assert!(error(read_pdn_file(s(&many), s("no"))).starts_with("onProgress:"));
}

#[wasm_bindgen_test]
fn games_written_back_read_back_the_same() {
    let file: JsValue = read_pdn_file(s(FILE), JsValue::NULL).unwrap().into();
    let first = get(&games(&file)[0], "pdn").as_string().unwrap();
    let all = write_pdn_file(s(&first), JsValue::UNDEFINED).unwrap();
    assert_eq!(all, first);
    let again: JsValue = read_pdn_file(s(&all), JsValue::NULL).unwrap().into();
    assert_eq!(get(&games(&again)[0], "pdn").as_string().unwrap(), first);
    let bare = write_pdn_file(
        s(&first),
        json(r#"{"variations": false, "comments": false}"#),
    );
    let bare = bare.unwrap();
    assert!(bare.contains("1. 9-16 30-23 2. 16x30 *"), "{bare}");
    assert!(bare.contains("[White \"Aigul\"]"));
    let two = format!("{first}\n{first}");
    let again: JsValue = read_pdn_file(
        s(&write_pdn_file(s(&two), JsValue::NULL).unwrap()),
        JsValue::NULL,
    )
    .unwrap()
    .into();
    assert_eq!(games(&again).len(), 2);
}

#[wasm_bindgen_test]
fn bad_arguments_are_named() {
    assert!(error(read_pdn_file(js(1), JsValue::NULL)).starts_with("text:"));
    let bad = write_pdn_file(s(FILE), JsValue::NULL);
    assert!(error(bad).contains("game 2"));
    let options = json(r#"{"variations": 1}"#);
    assert!(error(write_pdn_file(s(""), options)).starts_with("options.variations:"));
    assert!(error(write_pdn_file(s(""), json(r#"{"x": 1}"#))).starts_with("options:"));
}
