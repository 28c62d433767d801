//! The JS API of the `Game` class, run in a browser (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use tobit::JsGame;
use tobit_rules::{pdn, Reason};
use tobit_study::game_pdn;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

const START: &str = "W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38";

fn notations(moves: &JsValue) -> Vec<String> {
    Array::from(moves)
        .iter()
        .map(|m| get(&m, "notation").as_string().unwrap())
        .collect()
}

#[wasm_bindgen_test]
fn a_new_game_starts_from_the_start_position_with_five_moves() {
    let g = JsGame::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(g.fen(), START);
    let moves = array(g.legal_moves());
    let mut names = notations(&moves);
    names.sort();
    assert_eq!(names, ["10-17", "11-18", "7-14", "8-15", "9-16"]);
    let first = Array::from(&moves).get(0);
    let path = Array::from(&get(&first, "path"));
    assert_eq!(path.length(), 2);
    assert_eq!(get(&first, "from").as_f64(), path.get(0).as_f64());
    assert_eq!(Array::from(&get(&first, "captured")).length(), 0);
}

#[wasm_bindgen_test]
fn capture_moves_list_their_path_and_captured_points() {
    let g = JsGame::new(JsValue::from("W:W9:B16,24,30")).unwrap();
    let moves = array(g.legal_moves());
    let mut names = notations(&moves);
    names.sort();
    assert_eq!(names, ["9x23x25", "9x23x36"]);
    let m = Array::from(&moves)
        .iter()
        .find(|m| get(m, "notation").as_string().unwrap() == "9x23x36")
        .unwrap();
    let path: Vec<f64> = Array::from(&get(&m, "path"))
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert_eq!(path, [9.0, 23.0, 36.0]);
    let captured: Vec<f64> = Array::from(&get(&m, "captured"))
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert_eq!(captured, [16.0, 30.0]);
    assert_eq!(get(&m, "to").as_f64(), Some(36.0));
}

#[wasm_bindgen_test]
fn a_bad_fen_is_an_error_naming_the_problem() {
    let e = JsGame::new(JsValue::from("W:W1,1:B30")).err().unwrap();
    assert!(message(e).contains("FEN"));
    let e = JsGame::new(JsValue::from("X:W1:B30")).err().unwrap();
    assert!(!message(e).is_empty());
}

#[wasm_bindgen_test]
fn an_illegal_move_throws_and_leaves_the_game_unchanged() {
    let mut g = JsGame::new(JsValue::UNDEFINED).unwrap();
    g.play(JsValue::from("9-16")).unwrap();
    let fen = g.fen();
    for bad in ["9-16", "1-7", "30-23x", "", "zz", "28-21-14"] {
        let e = g
            .play(JsValue::from(bad))
            .err()
            .unwrap_or_else(|| panic!("{bad:?} was accepted"));
        assert!(!message(e).is_empty());
        assert_eq!(g.fen(), fen, "{bad:?}");
        assert_eq!(g.history(), ["9-16"]);
    }
}

#[wasm_bindgen_test]
fn play_undo_redo_and_history() {
    let mut g = JsGame::new(JsValue::UNDEFINED).unwrap();
    let m = js(g.play(JsValue::from("9-16")).unwrap());
    assert_eq!(get(&m, "notation").as_string().unwrap(), "9-16");
    g.play(JsValue::from("30-23")).unwrap();
    assert_eq!(g.history(), ["9-16", "30-23"]);
    assert_eq!(notations(&array(g.legal_moves())), ["16x30"]);
    assert!(g.undo());
    assert_eq!(g.history(), ["9-16"]);
    assert!(g.redo());
    assert_eq!(g.history(), ["9-16", "30-23"]);
    assert!(g.undo() && g.undo());
    assert_eq!(g.fen(), START);
    assert!(!g.undo());
}

#[wasm_bindgen_test]
fn status_reports_the_side_to_move_and_the_end_of_the_game() {
    let mut g = JsGame::new(JsValue::UNDEFINED).unwrap();
    let s = js(g.status());
    assert_eq!(get(&s, "over").as_bool(), Some(false));
    assert!(get(&s, "outcome").is_null());
    assert_eq!(get(&s, "mustCapture").as_bool(), Some(false));
    assert_eq!(get(&s, "sideToMove").as_string().unwrap(), "white");
    g.play(JsValue::from("9-16")).unwrap();
    assert_eq!(
        get(&js(g.status()), "sideToMove").as_string().unwrap(),
        "black"
    );

    let mut end = JsGame::new(JsValue::from("W:W16:B23")).unwrap();
    assert_eq!(get(&js(end.status()), "mustCapture").as_bool(), Some(true));
    end.play(JsValue::from("16x30")).unwrap();
    let s = js(end.status());
    assert_eq!(get(&s, "over").as_bool(), Some(true));
    assert_eq!(get(&s, "mustCapture").as_bool(), Some(false));
    let outcome = get(&s, "outcome");
    assert_eq!(get(&outcome, "score").as_string().unwrap(), "2-0");
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "white");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "no-pieces");
    assert_eq!(Array::from(&array(end.legal_moves())).length(), 0);
    assert!(end.play(JsValue::from("30-29")).is_err());
}

#[wasm_bindgen_test]
fn repetition_ends_the_game_in_a_draw() {
    let mut g = JsGame::new(JsValue::from("W:WK1:BK38")).unwrap();
    for m in [
        "1-7", "38-32", "7-1", "32-38", "1-7", "38-32", "7-1", "32-38",
    ] {
        g.play(JsValue::from(m)).unwrap();
    }
    let outcome = get(&js(g.status()), "outcome");
    assert_eq!(get(&outcome, "score").as_string().unwrap(), "1-1");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "repetition");
    assert!(get(&outcome, "winner").is_null());
}

#[wasm_bindgen_test]
fn pdn_reads_back_as_the_same_game() {
    let mut g = JsGame::new(JsValue::UNDEFINED).unwrap();
    for m in ["9-16", "30-23", "16x30"] {
        g.play(JsValue::from(m)).unwrap();
    }
    let text = game_pdn(
        JsValue::NULL,
        list(&["9-16", "30-23", "16x30"]),
        JsValue::NULL,
    )
    .unwrap();
    assert!(text.contains("9-16") && text.contains("16x30"), "{text}");
    let back = pdn::import(&text).unwrap().game;
    let moves: Vec<String> = back.moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, g.history());
    assert_eq!(back.position().to_string(), g.fen());

    let set_up = JsGame::new(JsValue::from("B:W16:B23,30")).unwrap();
    let set_up_pdn = game_pdn(js("B:W16:B23,30"), list(&[]), JsValue::NULL).unwrap();
    let back = pdn::import(&set_up_pdn).unwrap().game;
    assert_eq!(back.position().to_string(), set_up.fen());
}

#[wasm_bindgen_test]
fn numbered_moves_give_each_move_its_number_side_and_captures() {
    let mut g = JsGame::new(JsValue::UNDEFINED).unwrap();
    for m in ["9-16", "30-23", "16x30"] {
        g.play(JsValue::from(m)).unwrap();
    }
    let rows: Vec<(f64, String, String, usize)> = Array::from(&array(g.numbered_moves()))
        .iter()
        .map(|m| {
            (
                get(&m, "number").as_f64().unwrap(),
                get(&m, "side").as_string().unwrap(),
                get(&m, "notation").as_string().unwrap(),
                Array::from(&get(&m, "captured")).length() as usize,
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (1.0, "white".into(), "9-16".into(), 0),
            (1.0, "black".into(), "30-23".into(), 0),
            (2.0, "white".into(), "16x30".into(), 1),
        ]
    );
    // A game that starts with Black to move: Black's move is number 1, White's reply number 2.
    let mut b = JsGame::new(JsValue::from("B:W16:B23,30")).unwrap();
    let reply = notations(&array(b.legal_moves())).remove(0);
    b.play(JsValue::from(reply)).unwrap();
    let first = Array::from(&array(b.numbered_moves())).get(0);
    assert_eq!(get(&first, "number").as_f64(), Some(1.0));
    assert_eq!(get(&first, "side").as_string().unwrap(), "black");
}

#[wasm_bindgen_test]
fn resignation_and_agreed_draw_end_the_game_and_reach_the_pdn() {
    let mut g = JsGame::new(JsValue::UNDEFINED).unwrap();
    g.play(JsValue::from("9-16")).unwrap();
    g.resign(JsValue::from("white")).unwrap();
    let s = js(g.status());
    assert_eq!(get(&s, "over").as_bool(), Some(true));
    let outcome = get(&s, "outcome");
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "black");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "resignation");
    let resigned = json(r#"{"winner": "black", "reason": "resignation"}"#);
    let text = game_pdn(JsValue::NULL, list(&["9-16"]), resigned).unwrap();
    assert!(text.contains("[Result \"0-2\"]"), "{text}");
    assert!(text.trim_end().ends_with("9-16 0-2"), "{text}");
    // The PDN reads back as the same resignation.
    let back = pdn::import(&text).unwrap().game;
    assert_eq!(
        back.status().outcome().map(|o| o.reason),
        Some(Reason::Resignation)
    );
    // A finished game refuses a second ending, and undo takes the resignation back.
    assert!(g.agree_draw().is_err());
    assert!(g.resign(JsValue::from("black")).is_err());
    assert!(g.undo());
    assert_eq!(get(&js(g.status()), "over").as_bool(), Some(false));

    g.agree_draw().unwrap();
    let s = js(g.status());
    let outcome = get(&s, "outcome");
    assert!(get(&outcome, "winner").is_null());
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "agreement");
    let agreed = json(r#"{"winner": null, "reason": "agreement"}"#);
    let text = game_pdn(JsValue::NULL, list(&["9-16"]), agreed).unwrap();
    assert!(text.contains("[Result \"1-1\"]"), "{text}");
}
