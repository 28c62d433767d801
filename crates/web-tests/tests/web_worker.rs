//! The AI exports running inside a dedicated worker, as the page's engine worker runs them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, JSON};
use tobit::JsGame;
use tobit_engine::{best_move, is_dead_draw};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[wasm_bindgen_test]
fn there_is_no_window_in_a_worker() {
    assert!(web_sys::window().is_none());
}

#[wasm_bindgen_test]
fn a_search_in_the_worker_returns_a_legal_move_with_its_line() {
    let options = JSON::parse(r#"{"depth": 6}"#).unwrap();
    let r = js(best_move(JsValue::UNDEFINED, list(&["9-16"]), options).unwrap());
    let best = get(&r, "move").as_string().unwrap();
    let mut g = JsGame::new(JsValue::UNDEFINED).unwrap();
    g.play(JsValue::from("9-16")).unwrap();
    let legal: Vec<String> = Array::from(&array(g.legal_moves()))
        .iter()
        .map(|m| get(&m, "notation").as_string().unwrap())
        .collect();
    assert!(legal.contains(&best), "{best} not in {legal:?}");
    assert_eq!(get(&r, "depth").as_f64(), Some(6.0));
    assert!(get(&r, "nodes").as_f64().unwrap() > 0.0);
    assert!(get(&r, "timeMs").as_f64().unwrap() >= 0.0);
    assert!(get(&r, "score").as_f64().is_some());
    assert!(!get(&r, "scoreText").as_string().unwrap().is_empty());
    let pv = Array::from(&get(&r, "pv"));
    assert_eq!(pv.get(0).as_string().unwrap(), best);
}

#[wasm_bindgen_test]
fn the_search_plays_only_legal_captures_when_a_capture_is_compulsory() {
    let r = js(best_move(
        JsValue::from("W:W9:B16,24,30"),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    )
    .unwrap());
    let best = get(&r, "move").as_string().unwrap();
    assert!(best == "9x23x36" || best == "9x23x25", "{best}");
    let depth = JSON::parse(r#"{"depth": 3}"#).unwrap();
    let r = js(best_move(JsValue::from("W:W1,9:B16"), JsValue::UNDEFINED, depth).unwrap());
    assert_eq!(get(&r, "move").as_string().unwrap(), "9x23");
}

#[wasm_bindgen_test]
fn a_move_time_limit_works_with_the_js_clock() {
    let options = JSON::parse(r#"{"movetimeMs": 150}"#).unwrap();
    let r = js(best_move(JsValue::UNDEFINED, JsValue::UNDEFINED, options).unwrap());
    assert!(get(&r, "depth").as_f64().unwrap() >= 1.0);
}

#[wasm_bindgen_test]
fn bad_search_input_is_an_error() {
    let opts = |s: &str| JSON::parse(s).unwrap();
    assert!(best_move(
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        opts(r#"{"level": 9}"#)
    )
    .is_err());
    assert!(best_move(
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        opts(r#"{"depth": 0}"#)
    )
    .is_err());
    assert!(best_move(
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        opts(r#"{"nodes": -5}"#)
    )
    .is_err());
    assert!(best_move(
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        opts(r#"{"levle": 2}"#)
    )
    .is_err());
    assert!(best_move(JsValue::UNDEFINED, list(&["9-17"]), JsValue::UNDEFINED).is_err());
    assert!(best_move(
        JsValue::from("W:W:B38"),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED
    )
    .is_err());
    assert!(is_dead_draw(JsValue::from("nonsense"), JsValue::UNDEFINED).is_err());
}

#[wasm_bindgen_test]
fn dead_draws_are_recognised() {
    assert!(is_dead_draw(JsValue::from("W:WK1:BK38"), JsValue::UNDEFINED).unwrap());
    assert!(!is_dead_draw(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap());
}
