//! The AI exports running inside a dedicated worker, as the page's engine worker runs them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect, JSON};
use tobit::web::{best_move, is_dead_draw, JsGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

#[wasm_bindgen_test]
fn there_is_no_window_in_a_worker() {
    assert!(web_sys::window().is_none());
}

#[wasm_bindgen_test]
fn a_search_in_the_worker_returns_a_legal_move_with_its_line() {
    let options = JSON::parse(r#"{"depth": 6}"#).unwrap();
    let r = best_move(None, Some(vec!["9-16".into()]), options).unwrap();
    let best = get(&r, "move").as_string().unwrap();
    let mut g = JsGame::new(None).unwrap();
    g.play("9-16").unwrap();
    let legal: Vec<String> = Array::from(&g.legal_moves().unwrap())
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
    let r = best_move(Some("W:W9:B16,24,30".into()), None, JsValue::UNDEFINED).unwrap();
    let best = get(&r, "move").as_string().unwrap();
    assert!(best == "9x23x36" || best == "9x23x25", "{best}");
    let depth = JSON::parse(r#"{"depth": 3}"#).unwrap();
    let r = best_move(Some("W:W1,9:B16".into()), None, depth).unwrap();
    assert_eq!(get(&r, "move").as_string().unwrap(), "9x23");
}

#[wasm_bindgen_test]
fn a_move_time_limit_works_with_the_js_clock() {
    let options = JSON::parse(r#"{"movetimeMs": 150}"#).unwrap();
    let r = best_move(None, None, options).unwrap();
    assert!(get(&r, "depth").as_f64().unwrap() >= 1.0);
}

#[wasm_bindgen_test]
fn bad_search_input_is_an_error() {
    let opts = |s: &str| JSON::parse(s).unwrap();
    assert!(best_move(None, None, opts(r#"{"level": 9}"#)).is_err());
    assert!(best_move(None, None, opts(r#"{"depth": 0}"#)).is_err());
    assert!(best_move(None, None, opts(r#"{"nodes": -5}"#)).is_err());
    assert!(best_move(None, None, opts(r#"{"levle": 2}"#)).is_err());
    assert!(best_move(None, Some(vec!["9-17".into()]), JsValue::UNDEFINED).is_err());
    assert!(best_move(Some("W:W:B38".into()), None, JsValue::UNDEFINED).is_err());
    assert!(is_dead_draw(Some("nonsense".into()), None).is_err());
}

#[wasm_bindgen_test]
fn dead_draws_are_recognised() {
    assert!(is_dead_draw(Some("W:WK1:BK38".into()), None).unwrap());
    assert!(!is_dead_draw(None, None).unwrap());
}
