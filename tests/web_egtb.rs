//! The endgame-table exports in a worker: which classes a game needs, building and loading
//! them, probing, and the AI using them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Reflect, JSON};
use tobit::web::{best_move, egtb_build, egtb_covers, egtb_load, egtb_missing, egtb_probe};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

#[wasm_bindgen_test]
fn a_game_far_from_its_end_needs_no_table() {
    assert!(egtb_missing(None, None).unwrap().is_empty());
    assert!(!egtb_covers(None, None).unwrap());
}

#[wasm_bindgen_test]
fn built_tables_answer_probes_and_play_perfectly() {
    let fen = "W:WK7:BK14";
    assert!(egtb_covers(Some(fen.into()), None).unwrap());
    let missing = egtb_missing(Some(fen.into()), None).unwrap();
    assert!(missing.contains(&"KvK".to_string()), "{missing:?}");
    egtb_build("KvK").unwrap();
    assert!(egtb_missing(Some(fen.into()), None).unwrap().is_empty());
    let v = egtb_probe(fen).unwrap();
    assert_eq!(get(&v, "result").as_string().as_deref(), Some("win"));
    let plies = get(&v, "plies").as_f64().unwrap();
    let options = JSON::parse(r#"{"level": 5}"#).unwrap();
    let r = best_move(Some(fen.into()), None, options).unwrap();
    let text = get(&r, "scoreText").as_string().unwrap();
    assert_eq!(text, format!("win in {}", (plies as u32 + 1) / 2));
}

#[wasm_bindgen_test]
fn bad_input_is_an_error() {
    assert!(egtb_probe("nonsense").is_err());
    assert!(egtb_build("KKKKKvK").is_err());
    assert!(egtb_build("XvK").is_err());
    assert!(egtb_load("KvK", &[1, 2, 3]).is_err());
    assert!(egtb_missing(Some("nonsense".into()), None).is_err());
    assert!(egtb_probe("W:W1,2,3,4,5:B30").unwrap().is_null());
}
