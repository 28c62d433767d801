//! The JS boundary is typed and bounded: every bad call of an export of the page and engine
//! modules is a `JsError` naming the argument (no trap, no silent coercion), and `config()`
//! reports the Rust constants.
#![cfg(target_arch = "wasm32")]

use tobit::web::engine::{best_move, is_dead_draw};
use tobit::web::page::{config, Board, JsGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

const START: &str = "W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38";

/// Asserts that `result` is an error whose message contains each of `words`.
fn refused<T>(result: Result<T, JsError>, words: &[&str]) {
    let Err(e) = result else {
        panic!("accepted a bad call (expected an error naming {words:?})")
    };
    let text = message(e);
    for w in words {
        assert!(text.contains(w), "{text:?} does not name {w:?}");
    }
}

fn board() -> Board {
    let canvas = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .create_element("canvas")
        .unwrap();
    Board::new(canvas.into()).unwrap()
}

#[wasm_bindgen_test]
fn game_arguments_of_the_wrong_type_are_refused_by_name() {
    refused(JsGame::new(JsValue::from(123)), &["fen", "string", "123"]);
    refused(JsGame::new(json("{}")), &["fen", "string"]);
    refused(JsGame::from_pdn(JsValue::from(1234)), &["text", "string"]);
    refused(JsGame::from_pdn(JsValue::NULL), &["text", "string"]);
    let mut g = JsGame::new(JsValue::NULL).unwrap();
    assert_eq!(g.fen(), START, "null means the start position");
    refused(g.play(json("{}")), &["notation", "string"]);
    refused(g.play(JsValue::from(916)), &["notation", "string"]);
    refused(
        g.play(JsValue::from("9-16".repeat(1000))),
        &["notation", "longer"],
    );
    refused(g.resign(JsValue::from("red")), &["color", "white", "red"]);
    refused(g.resign(JsValue::UNDEFINED), &["color", "white"]);
    assert_eq!(g.fen(), START);
    assert!(!g.undo(), "a refused resignation changes nothing");
}

#[wasm_bindgen_test]
fn engine_arguments_of_the_wrong_type_are_refused_by_name() {
    refused(
        best_move(json("{}"), JsValue::UNDEFINED, JsValue::UNDEFINED),
        &["fen", "string"],
    );
    refused(
        is_dead_draw(json("{}"), JsValue::UNDEFINED),
        &["fen", "string"],
    );
    refused(
        best_move(
            JsValue::UNDEFINED,
            JsValue::from("9-16"),
            JsValue::UNDEFINED,
        ),
        &["moves", "array"],
    );
    refused(
        best_move(
            JsValue::UNDEFINED,
            json("[\"9-16\", 3]"),
            JsValue::UNDEFINED,
        ),
        &["moves[1]", "string"],
    );
    refused(
        is_dead_draw(JsValue::UNDEFINED, json("{\"length\": 1e9}")),
        &["moves", "array"],
    );
    refused(
        best_move(
            JsValue::UNDEFINED,
            JsValue::UNDEFINED,
            JsValue::from("fast"),
        ),
        &["options", "object"],
    );
    refused(
        best_move(
            JsValue::UNDEFINED,
            JsValue::UNDEFINED,
            json(r#"{"depth": "3"}"#),
        ),
        &["options.depth", "whole number"],
    );
    refused(
        best_move(
            JsValue::UNDEFINED,
            JsValue::UNDEFINED,
            json(r#"{"level": 2.5}"#),
        ),
        &["options.level", "1..8"],
    );
}

#[wasm_bindgen_test]
fn search_limits_above_their_bounds_are_refused() {
    let limits = get(&config(), "searchLimits");
    for (key, max) in [
        ("depth", "maxDepth"),
        ("nodes", "maxNodes"),
        ("movetimeMs", "maxMovetimeMs"),
    ] {
        let max = get(&limits, max).as_f64().unwrap();
        assert!(max >= 1.0);
        let over = json(&format!("{{\"{key}\": {}}}", max + 1.0));
        refused(
            best_move(JsValue::UNDEFINED, JsValue::UNDEFINED, over),
            &[&format!("options.{key}")],
        );
    }
    refused(
        best_move(
            JsValue::UNDEFINED,
            JsValue::UNDEFINED,
            json(r#"{"movetimeMs": 1e9}"#),
        ),
        &["options.movetimeMs", "60000"],
    );
    // At the bound, a search is accepted (a depth bound with a small node limit stays fast).
    let ok = best_move(
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        json(r#"{"depth": 64, "nodes": 2000}"#),
    );
    assert!(ok.is_ok());
}

#[wasm_bindgen_test]
fn board_arguments_of_the_wrong_type_are_refused_by_name() {
    let canvas_error = Board::new(JsValue::from("canvas"));
    refused(canvas_error, &["canvas", "<canvas>"]);
    let mut b = board();
    refused(b.play(json("{}")), &["notation", "string"]);
    refused(
        b.load(JsValue::from(123), JsValue::UNDEFINED),
        &["fen", "string"],
    );
    refused(
        b.load(JsValue::UNDEFINED, JsValue::from(5)),
        &["moves", "array"],
    );
    b.load(JsValue::NULL, JsValue::NULL).unwrap();
    assert_eq!(
        b.fen(),
        START,
        "load(null) is the start position, not the FEN \"null\""
    );
    refused(b.show_ply(JsValue::from("abc")), &["ply", "-1"]);
    refused(b.show_ply(JsValue::from(0.5)), &["ply"]);
    b.show_ply(JsValue::from(0)).unwrap();
    b.show_ply(JsValue::from(-1)).unwrap();
    refused(b.point_center(JsValue::from(257)), &["point", "1..38"]);
    refused(b.point_center(JsValue::from("1")), &["point"]);
    refused(b.resign(JsValue::from(1)), &["color", "white"]);
    refused(b.set_orientation(JsValue::NULL), &["color"]);
    refused(
        b.resize(JsValue::from("100"), JsValue::from(100), JsValue::from(1)),
        &["cssWidth", "number"],
    );
    refused(
        b.resize(JsValue::from(100), JsValue::from(100), JsValue::from(-1)),
        &["dpr"],
    );
    refused(
        b.pointer_down(JsValue::NULL, JsValue::from(1)),
        &["x", "number"],
    );
    refused(b.frame(JsValue::from("now")), &["nowMs", "number"]);
    refused(b.set_options(json("[]")), &["options", "object"]);
    for (options, words) in [
        (
            r#"{"numbers": "yes"}"#,
            ["options.numbers", "true or false"],
        ),
        (
            r#"{"animationMs": "fast"}"#,
            ["options.animationMs", "number"],
        ),
        (
            r#"{"colors": {"board": 3}}"#,
            ["options.colors.board", "string"],
        ),
        (r#"{"colors": ["red"]}"#, ["options.colors", "object"]),
    ] {
        refused(b.set_options(json(options)), &words);
    }
}

#[wasm_bindgen_test]
fn config_reports_the_rust_constants() {
    let c = config();
    let levels = get(&c, "levels");
    assert_eq!(get(&levels, "min").as_f64(), Some(1.0));
    assert_eq!(get(&levels, "max").as_f64(), Some(8.0));
    assert_eq!(get(&levels, "default").as_f64(), Some(3.0));
    let anim = get(&c, "animationMs");
    let (min, max, default) = (
        get(&anim, "min").as_f64().unwrap(),
        get(&anim, "max").as_f64().unwrap(),
        get(&anim, "default").as_f64().unwrap(),
    );
    assert!(min <= default && default <= max);
    let ratio = get(&c, "aspectRatio").as_f64().unwrap();
    assert!(ratio > 1.0 && ratio < 1.3, "{ratio}");
    let names = strings(&get(&c, "colorNames"));
    assert_eq!(names.len(), 12);
    let options = get(&c, "boardOptions");
    assert_eq!(get(&options, "animationMs").as_f64(), Some(default));
    assert_eq!(get(&options, "interactive").as_string().unwrap(), "both");
    // The defaults are accepted by setOptions as they are, and every colour name too.
    let mut b = board();
    b.set_options(options.clone()).unwrap();
    let colors = js_sys::Object::new();
    for n in &names {
        js_sys::Reflect::set(&colors, &JsValue::from_str(n), &"red".into()).unwrap();
    }
    b.set_options(json("{}")).unwrap();
    let with = js_sys::Object::new();
    js_sys::Reflect::set(&with, &"colors".into(), &colors).unwrap();
    b.set_options(with.into()).unwrap();
    // Above the animation limit is refused.
    refused(
        b.set_options(json(&format!("{{\"animationMs\": {}}}", max + 1.0))),
        &["options.animationMs"],
    );
}
