//! The endgame-table exports in a worker: which classes a game needs, building and loading
//! them, probing, the AI using them, and the errors of bad arguments.
#![cfg(target_arch = "wasm32")]

use js_sys::Uint8Array;
use tobit_egtb::{digest, file, Material, Tables};
use tobit_engine::{
    best_move, egtb_build, egtb_load, egtb_missing, egtb_needed, egtb_probe, egtb_version,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

#[wasm_bindgen_test]
fn a_game_far_from_its_end_needs_no_table() {
    let missing = egtb_missing(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap();
    assert!(missing.is_empty());
    assert!(egtb_needed(JsValue::UNDEFINED, JsValue::NULL)
        .unwrap()
        .is_empty());
}

#[wasm_bindgen_test]
fn built_tables_answer_probes_and_play_perfectly() {
    let fen = "W:WK7:BK14";
    let needed = egtb_needed(s(fen), JsValue::UNDEFINED).unwrap();
    assert!(needed.contains(&"KvK".to_string()), "{needed:?}");
    let missing = egtb_missing(s(fen), JsValue::UNDEFINED).unwrap();
    assert!(missing.contains(&"KvK".to_string()), "{missing:?}");
    egtb_build(s("KvK")).unwrap();
    assert!(egtb_missing(s(fen), JsValue::UNDEFINED).unwrap().is_empty());
    assert!(egtb_needed(s(fen), JsValue::UNDEFINED).unwrap().is_empty());
    let v = js(egtb_probe(s(fen)).unwrap().unwrap());
    assert_eq!(get(&v, "result").as_string().as_deref(), Some("win"));
    let plies = get(&v, "plies").as_f64().unwrap();
    let r = js(best_move(s(fen), JsValue::UNDEFINED, json(r#"{"level": 5}"#)).unwrap());
    let text = get(&r, "scoreText").as_string().unwrap();
    assert_eq!(text, format!("win in {}", (plies as u32).div_ceil(2)));
}

#[wasm_bindgen_test]
fn bad_arguments_are_errors_naming_them() {
    assert!(error(egtb_probe(s("nonsense"))).starts_with("fen:"));
    assert!(error(egtb_probe(JsValue::from(3))).starts_with("fen:"));
    assert!(error(egtb_build(s("KKKKKvK"))).starts_with("name:"));
    assert!(error(egtb_build(s("XvK"))).starts_with("name:"));
    assert!(error(egtb_build(JsValue::NULL)).starts_with("name:"));
    let junk: JsValue = Uint8Array::from(&[1u8, 2, 3][..]).into();
    assert!(error(egtb_load(s("KvK"), junk)).starts_with("bytes:"));
    assert!(error(egtb_load(s("KvK"), list(&["1"]))).starts_with("bytes:"));
    assert!(error(egtb_missing(s("nonsense"), JsValue::UNDEFINED)).contains("FEN"));
    assert!(egtb_probe(s("W:W1,2,3,4,5:B30")).unwrap().is_none());
}

#[wasm_bindgen_test]
fn the_classes_come_soonest_needed_first_and_a_move_waits_for_its_own_only() {
    // Three hullar against two: the classes one capture away come before those further off.
    let five = "W:W7,8,9:B30,31";
    let missing = egtb_missing(s(five), JsValue::UNDEFINED).unwrap();
    let at = |name: &str| missing.iter().position(|c| c == name).unwrap();
    assert!(at("HHvHH") < at("KHvHH"), "{missing:?}");
    assert!(at("HHHvH") < at("HHv"), "{missing:?}");
    assert!(egtb_needed(s(five), JsValue::UNDEFINED).unwrap().is_empty());
    // Two tobits against a tobit and a hul, White to move: the class itself and where its
    // moves lead, never a class one move cannot reach (White loses no piece on its move).
    let four = "W:WK4,K14:BK20,22";
    let needed = egtb_needed(s(four), JsValue::UNDEFINED).unwrap();
    assert!(needed.contains(&"KKvKH".to_string()), "{needed:?}");
    assert!(!needed.contains(&"Kv".to_string()), "{needed:?}");
}

#[wasm_bindgen_test]
fn a_table_file_loads_and_answers_probes() {
    let mut tables = Tables::new();
    let m: Material = "KvH".parse().unwrap();
    tables.build(m);
    let file = file::encode(tables.class(m).unwrap());
    egtb_load(s("KvH"), Uint8Array::from(&file[..]).into()).unwrap();
    let v = egtb_probe(s("W:WK1:B30")).unwrap();
    assert!(v.is_some());
}

#[wasm_bindgen_test]
fn a_bad_table_file_is_refused_and_not_loaded() {
    let m: Material = "KvKH".parse().unwrap();
    let mut tables = Tables::new();
    tables.build(m);
    let table = tables.class(m).unwrap();
    let good = file::encode(table);
    let mut same_size = good.clone();
    same_size[file::HEADER_LEN..].fill(218);
    let mut other = table.to_vec();
    other[7] ^= 1;
    let mut html = b"<!doctype html><p>Not found".to_vec();
    html.resize(good.len(), b' ');
    let cases: [(&[u8], &str); 5] = [
        (&same_size, "damaged"),
        (&file::encode(&other), "another version"),
        (&good[..good.len() - 1], "cut short"),
        (&[], "cut short"),
        (&html, "not a table file"),
    ];
    for (bytes, what) in cases {
        let e = message(egtb_load(s("KvKH"), Uint8Array::from(bytes).into()).unwrap_err());
        assert!(e.starts_with("bytes: ") && e.contains(what), "{what}: {e}");
        assert!(
            egtb_probe(s("W:WK1:BK30,31")).unwrap().is_none(),
            "{what} loaded"
        );
    }
    egtb_load(s("KvKH"), Uint8Array::from(&good[..]).into()).unwrap();
    assert!(egtb_probe(s("W:WK1:BK30,31")).unwrap().is_some());
}

#[wasm_bindgen_test]
fn the_tables_version_is_the_pinned_digests_version() {
    assert_eq!(egtb_version(), digest::version());
}
