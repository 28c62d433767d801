//! The analysis exports in a worker: `analyse` streams an info per completed depth through its
//! callback and stops when the callback says so; the tables make every move exact;
//! `reviewGame` grades a game and reports it (accuracy, mistakes, turning points);
//! `EngineGame.judgeTry` judges a try at a better move; bad arguments are errors naming them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Function};
use tobit_engine::{analyse, egtb_build, review_game, EngineGame};
use tobit_study::review_thresholds;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// A callback that records each info's depth in `globalThis[name]` and answers `answer`
/// (a JS expression of `info`).
fn recorder(name: &str, answer: &str) -> JsValue {
    let body =
        format!("(globalThis.{name} = globalThis.{name} || []).push(info.depth); return {answer};");
    Function::new_with_args("info", &body).into()
}

fn recorded(name: &str) -> Vec<f64> {
    let v = get(&js_sys::global(), name);
    Array::from(&v)
        .iter()
        .map(|d| d.as_f64().unwrap())
        .collect()
}

fn num(v: &JsValue, key: &str) -> f64 {
    get(v, key).as_f64().unwrap()
}

#[wasm_bindgen_test]
fn analyse_streams_one_info_per_depth_with_distinct_lines() {
    let options = json(r#"{"lines": 3, "depth": 5}"#);
    let last = analyse(
        JsValue::NULL,
        list(&["9-16"]),
        options,
        recorder("depths5", "true"),
    );
    let last: JsValue = last.unwrap_or_else(|e| panic!("{}", message(e))).into();
    assert_eq!(recorded("depths5"), vec![1.0, 2.0, 3.0, 4.0, 5.0]);
    assert_eq!(num(&last, "depth"), 5.0);
    assert_eq!(get(&last, "side").as_string().as_deref(), Some("black"));
    let lines = Array::from(&get(&last, "lines"));
    assert_eq!(lines.length(), 3);
    let firsts: Vec<String> = lines
        .iter()
        .map(|l| strings(&get(&l, "moves"))[0].clone())
        .collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    for l in lines.iter() {
        assert_eq!(
            get(&get(&l, "score"), "kind").as_string().as_deref(),
            Some("cp")
        );
        let chance = num(&l, "whiteChance");
        assert!((0.0..=1.0).contains(&chance));
    }
}

#[wasm_bindgen_test]
fn returning_false_stops_the_analysis_after_that_depth() {
    let options = json(r#"{"lines": 2}"#);
    let last = analyse(
        JsValue::NULL,
        JsValue::NULL,
        options,
        recorder("depths2", "info.depth < 2"),
    );
    let last: JsValue = last.unwrap_or_else(|e| panic!("{}", message(e))).into();
    assert_eq!(recorded("depths2"), vec![1.0, 2.0]);
    assert_eq!(num(&last, "depth"), 2.0);
}

#[wasm_bindgen_test]
fn with_tables_every_move_is_exact() {
    egtb_build(s("KKvK")).unwrap();
    let options = json(r#"{"lines": 5, "depth": 10}"#);
    let last: JsValue = analyse(s("W:WK8,K22:BK15"), JsValue::NULL, options, JsValue::NULL)
        .unwrap()
        .into();
    assert_eq!(num(&last, "depth"), 0.0);
    let best = Array::from(&get(&last, "lines")).get(0);
    let score = get(&best, "score");
    assert_eq!(get(&score, "kind").as_string().as_deref(), Some("win"));
    assert_eq!(num(&score, "value"), 5.0);
    assert_eq!(num(&best, "whiteChance"), 1.0);
    assert_eq!(Array::from(&get(&last, "exact")).length(), 15);
}

#[wasm_bindgen_test]
fn the_threat_is_the_other_side_to_move() {
    let options = json(r#"{"threat": true, "depth": 3}"#);
    let last: JsValue = analyse(s("W:W9:B16,23"), JsValue::NULL, options, JsValue::NULL)
        .unwrap()
        .into();
    assert_eq!(get(&last, "side").as_string().as_deref(), Some("black"));
    assert_eq!(
        get(&last, "fen").as_string().as_deref(),
        Some("B:W9:B16,23")
    );
}

#[wasm_bindgen_test]
fn review_game_grades_the_hung_piece_and_reports_progress() {
    let moves = list(&["9-16", "32-25", "16-15", "30-23", "10-9", "28-21"]);
    let progress = Function::new_with_args(
        "done, total",
        "globalThis.progress = [done, total]; return true;",
    );
    let r = review_game(
        JsValue::NULL,
        moves,
        json(r#"{"nodes": 20000}"#),
        progress.into(),
    );
    let r: JsValue = r.unwrap_or_else(|e| panic!("{}", message(e))).into();
    let moves = Array::from(&get(&r, "moves"));
    assert_eq!(moves.length(), 6);
    let last = moves.get(5);
    assert_eq!(get(&last, "grade").as_string().as_deref(), Some("blunder"));
    assert_eq!(num(&get(&r, "black"), "blunder"), 1.0);
    assert_eq!(num(&get(&r, "white"), "blunder"), 0.0);
    // The study module states the thresholds the review grades by (the analysis page's panel).
    let stated: JsValue = review_thresholds().unwrap().into();
    for grade in ["inaccuracy", "mistake", "blunder"] {
        let by = num(&get(&r, "thresholds"), grade);
        assert!(by > 0.0 && by < 1.0, "{grade}: {by}");
        assert_eq!(num(&stated, grade), by, "{grade}");
    }
    let progress = Array::from(&get(&js_sys::global(), "progress"));
    assert_eq!(
        (progress.get(0).as_f64(), progress.get(1).as_f64()),
        (Some(7.0), Some(7.0))
    );
}

#[wasm_bindgen_test]
fn the_review_reports_each_sides_accuracy_mistakes_and_turning_points() {
    let moves = list(&["9-16", "32-25", "16-15", "30-23", "10-9", "28-21"]);
    let r = review_game(
        JsValue::NULL,
        moves,
        json(r#"{"nodes": 20000}"#),
        JsValue::NULL,
    );
    let r: JsValue = r.unwrap_or_else(|e| panic!("{}", message(e))).into();
    let report = get(&r, "report");
    let (white, black) = (get(&report, "white"), get(&report, "black"));
    let (wa, ba) = (num(&white, "accuracy"), num(&black, "accuracy"));
    assert!(
        ba < wa && (0.0..=100.0).contains(&ba) && wa <= 100.0,
        "{wa} {ba}"
    );
    assert_eq!((ba * 10.0).round() / 10.0, ba, "to a tenth");
    let indexes =
        |v: JsValue| -> Vec<f64> { Array::from(&v).iter().filter_map(|i| i.as_f64()).collect() };
    assert_eq!(
        indexes(get(&black, "mistakes")),
        vec![5.0],
        "Black's blunder 3... 28-21"
    );
    assert!(indexes(get(&report, "turningPoints")).contains(&5.0));
}

#[wasm_bindgen_test]
fn judge_try_accepts_the_better_move_and_answers_a_wrong_one() {
    // Before Black's blunder 3... 28-21 (the review's better move: 25-24).
    let game = EngineGame::new(
        JsValue::NULL,
        list(&["9-16", "32-25", "16-15", "30-23", "10-9"]),
    )
    .unwrap();
    let options = json(r#"{"nodes": 20000}"#);
    let judged: JsValue = game
        .judge_try(s("25-24"), s("25-24"), options.clone())
        .unwrap_or_else(|e| panic!("{}", message(e)))
        .into();
    assert_eq!(get(&judged, "right").as_bool(), Some(true));
    assert_eq!(
        get(&judged, "reply").as_string(),
        None,
        "no reply to the better move"
    );
    let judged: JsValue = game
        .judge_try(s("28-21"), s("25-24"), options.clone())
        .unwrap_or_else(|e| panic!("{}", message(e)))
        .into();
    assert_eq!(
        get(&judged, "right").as_bool(),
        Some(false),
        "the blunder again"
    );
    assert!(num(&judged, "loss") >= 0.12);
    assert!(get(&judged, "reply")
        .as_string()
        .is_some_and(|m| !m.is_empty()));
    for (tried, better, expected) in [
        (s("1-2"), s("25-24"), "tried"),
        (s("25-24"), JsValue::from_f64(3.0), "better"),
        (JsValue::NULL, s("25-24"), "tried"),
    ] {
        let e = game.judge_try(tried, better, options.clone()).unwrap_err();
        assert!(message(e).contains(expected), "{expected}");
    }
    let e = game
        .judge_try(s("25-24"), s("25-24"), json(r#"{"movetimeMs": 5}"#))
        .unwrap_err();
    assert!(message(e).contains("unknown key"));
}

#[wasm_bindgen_test]
fn bad_arguments_are_errors_naming_them() {
    let cases = [
        (
            JsValue::NULL,
            json(r#"{"lines": 6}"#),
            JsValue::NULL,
            "options.lines",
        ),
        (
            JsValue::NULL,
            json(r#"{"line": 2}"#),
            JsValue::NULL,
            "unknown key",
        ),
        (
            JsValue::NULL,
            json(r#"{"threat": 1}"#),
            JsValue::NULL,
            "options.threat",
        ),
        (
            s("nonsense"),
            json(r#"{"depth": 1}"#),
            JsValue::NULL,
            "bad FEN",
        ),
        (
            JsValue::NULL,
            json(r#"{"depth": 1}"#),
            s("not a function"),
            "onInfo",
        ),
        (
            s("W:W6:B7,8"),
            json(r#"{"depth": 1}"#),
            JsValue::NULL,
            "no legal move",
        ),
        (JsValue::NULL, JsValue::NULL, JsValue::NULL, "never end"),
    ];
    for (fen, options, callback, expected) in cases {
        let e = analyse(fen, JsValue::NULL, options, callback).unwrap_err();
        let text = message(e);
        assert!(text.contains(expected), "{expected}: {text}");
    }
    let thrower = Function::new_with_args("info", "throw new Error('boom')");
    let e = analyse(
        JsValue::NULL,
        JsValue::NULL,
        json(r#"{"depth": 3}"#),
        thrower.into(),
    );
    assert!(message(e.unwrap_err()).contains("onInfo threw"));
}
