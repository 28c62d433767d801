//! `EngineGame`, the game a worker replays once per request: the computer's move comes back as
//! a value (its index among the legal moves) that the page's board plays as it is
//! (`Board.playLegal`), a review is reproducible (fixed work, never a time), and the engine
//! defaults the pages use come from Rust (`config().analysisDepth`).
#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use tobit::Board;
use tobit_engine::{review_game, EngineGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

const MOVES: [&str; 6] = ["9-16", "32-25", "16-15", "30-23", "10-9", "28-21"];

fn board(moves: &[&str]) -> Board {
    let doc = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement =
        doc.create_element("canvas").unwrap().dyn_into().unwrap();
    let mut b = Board::new(JsValue::from(canvas)).unwrap();
    b.set_options(json(r#"{"animationMs": 0}"#)).unwrap();
    b.load(JsValue::UNDEFINED, list(moves)).unwrap();
    b
}

#[wasm_bindgen_test]
fn the_engines_move_is_a_value_the_board_plays_as_it_is() {
    let game = EngineGame::new(JsValue::UNDEFINED, list(&MOVES)).unwrap();
    let found = js(game.best_move(json(r#"{"depth": 3}"#)).unwrap());
    let index = get(&found, "index").as_f64().unwrap();
    let mut b = board(&MOVES);
    let legal = Array::from(&array(b.legal_moves()));
    let named = get(&legal.get(index as u32), "notation").as_string();
    assert_eq!(named, get(&found, "move").as_string());
    let played = js(b.play_legal(JsValue::from(index)).unwrap());
    assert_eq!(get(&played, "notation").as_string(), named);
    assert_eq!(b.history().len(), MOVES.len() + 1);
}

#[wasm_bindgen_test]
fn play_legal_refuses_what_is_not_a_legal_moves_index_and_changes_nothing() {
    let mut b = board(&MOVES);
    let count = b.legal_moves().len();
    for bad in [
        JsValue::from(count as f64),
        JsValue::from(-1),
        JsValue::from(0.5),
        JsValue::from("0"),
        JsValue::NULL,
    ] {
        let e = error(b.play_legal(bad));
        assert!(e.contains("index"), "{e}");
    }
    assert_eq!(b.history().len(), MOVES.len());
}

#[wasm_bindgen_test]
fn a_review_takes_fixed_work_never_a_time() {
    let e = error(review_game(
        JsValue::NULL,
        list(&MOVES),
        json(r#"{"movetimeMs": 100}"#),
        JsValue::NULL,
    ));
    assert!(e.contains("movetimeMs"), "{e}");
}

#[wasm_bindgen_test]
fn the_same_game_reviewed_twice_gets_the_same_grades() {
    let game = EngineGame::new(JsValue::UNDEFINED, list(&MOVES)).unwrap();
    let review = || {
        let r = js(game
            .review(json(r#"{"nodes": 5000}"#), JsValue::NULL)
            .unwrap());
        js_sys::JSON::stringify(&get(&r, "moves"))
            .unwrap()
            .as_string()
    };
    let first = review();
    // Other work in between (a search of another position) changes nothing.
    EngineGame::new(JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap()
        .best_move(json(r#"{"depth": 6}"#))
        .unwrap();
    assert_eq!(review(), first);
}

#[wasm_bindgen_test]
fn the_analysis_boards_depth_is_the_engines_given_by_config() {
    let c = js(tobit::config());
    let depth = get(&c, "analysisDepth").as_f64();
    assert_eq!(depth, Some(f64::from(tobit_ai::ANALYSIS_DEPTH)));
}
