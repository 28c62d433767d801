//! The JS boundary is typed and bounded: every bad call of an export of the page and engine
//! modules is a `JsError` naming the argument (no trap, no silent coercion), and `config()`
//! reports the Rust constants. Arguments that run code when read (a throwing getter, a revoked
//! Proxy) or go deep leave every object usable, however often they come.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Function};
use tobit::{config, Board, JsGame};
use tobit_engine::{best_move, egtb_load, egtb_probe, is_dead_draw};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
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
    let mut g = JsGame::new(JsValue::NULL).unwrap();
    assert_eq!(g.fen(), START, "null means the start position");
    refused(g.play(json("{}")), &["notation", "string"]);
    refused(g.play(JsValue::from(916)), &["notation", "string"]);
    refused(
        g.play(JsValue::from("9-16".repeat(1000))),
        &["notation", "longer"],
    );
    refused(g.resign(JsValue::from("red")), &["color", "white", "red"]);
    refused(g.resign(JsValue::UNDEFINED), &["color", "string"]);
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
    let limits = get(&js(config()), "searchMaxima");
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
    refused(b.resign(JsValue::from(1)), &["color", "string"]);
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
    let c = js(config());
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
    assert_eq!(
        get(&c, "pdnMaxBytes").as_f64(),
        Some(tobit_rules::pdn::MAX_TEXT_BYTES as f64)
    );
    let clock = get(&c, "clockMaxima");
    assert_eq!(get(&clock, "minutes").as_f64(), Some(600.0));
    assert_eq!(get(&clock, "bonusSeconds").as_f64(), Some(300.0));
    // The largest control the form lets a player type is one the clock accepts.
    assert!(tobit_clock::SideControl::new(
        600 * 60_000,
        tobit_clock::Mode::Increment { ms: 300_000 }
    )
    .is_ok());
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

/// Values whose reading runs code or goes deep: an array with a throwing getter, a revoked
/// Proxy, a 10 000-deep array, a Proxy whose every trap throws, options with a throwing getter,
/// objects that are not plain (`Date`, `Number`), a symbol, a bigint, a move list holding the
/// throwing array.
const HOSTILE: &str = r#"
  const getter = [];
  Object.defineProperty(getter, 0, { get() { throw new Error('getter'); } });
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  let deep = [];
  for (let i = 0; i < 10000; i++) deep = [deep];
  const traps = new Proxy([], {
    get() { throw 1; }, ownKeys() { throw 1; }, getPrototypeOf() { throw 1; },
  });
  const options = { get numbers() { throw 1; } };
  return [getter, proxy, deep, traps, options, new Date(), new Number(1), Symbol('s'), 10n,
    ['9-16', getter]];
"#;

/// Calls each method of `target` (its name and valid arguments) `rounds` times with each
/// hostile value in each argument's place, through wasm-bindgen's JS glue; lists every call
/// that did not fail with an error naming its argument, then checks that the object still
/// answers (its legal moves, its PDN, a change of options).
const CALL_ALL: &str = r#"
  const problems = [];
  for (let round = 0; round < rounds; round++) {
    for (const [name, valid] of calls) {
      for (let place = 0; place < valid.length; place++) {
        bad.forEach((value, i) => {
          const args = [...valid];
          args[place] = value;
          try {
            target[name](...args);
            problems.push(`${name} took hostile value ${i} in place ${place}`);
          } catch (e) {
            if (!(e instanceof Error) || e instanceof WebAssembly.RuntimeError || !/^\w[\w.\[\]]*: /.test(e.message)) {
              problems.push(`${name} with hostile value ${i} in place ${place} threw ${String(e)}`);
            }
          }
        });
      }
    }
  }
  try {
    if (target.legalMoves().length === 0) problems.push('no legal moves afterwards');
    if (!target.fen().includes(':')) problems.push('no FEN afterwards');
    if (target.setOptions) target.setOptions({});
  } catch (e) {
    problems.push(`the object is unusable afterwards: ${String(e)}`);
  }
  return problems.slice(0, 5);
"#;

fn hostile() -> JsValue {
    Function::new_no_args(HOSTILE)
        .call0(&JsValue::NULL)
        .unwrap()
}

/// The problems [`CALL_ALL`] finds on `target`.
fn call_all(target: JsValue, calls: &str, rounds: u32) -> Vec<String> {
    let run = Function::new_with_args("target, calls, bad, rounds", CALL_ALL);
    let args = Array::of4(&target, &json(calls), &hostile(), &rounds.into());
    strings(&run.apply(&JsValue::NULL, &args).unwrap())
}

#[wasm_bindgen_test]
fn hostile_arguments_leave_a_board_usable_thousands_of_times() {
    let calls = r#"[
        ["load", [null, null]], ["play", ["9-16"]], ["showPly", [0]], ["setOptions", [{}]],
        ["resize", [100, 100, 1]], ["resign", ["white"]], ["setOrientation", ["white"]],
        ["pointCenter", [1]], ["choosePoint", [9]], ["pointerDown", [1, 1]],
        ["pointerMove", [1, 1]], ["pointerUp", [1, 1]], ["pointerCancel", []], ["frame", [0]],
        ["pointAt", [1, 1]],
        ["neighbours", [1]]
    ]"#;
    // 16 methods, 10 hostile values, 20 rounds: over 6 000 refused calls.
    let problems = call_all(board().into(), calls, 20);
    assert!(problems.is_empty(), "{problems:?}");
}

#[wasm_bindgen_test]
fn hostile_arguments_leave_a_game_usable() {
    let game = JsGame::new(JsValue::NULL).unwrap();
    let calls = r#"[["play", ["9-16"]], ["resign", ["white"]]]"#;
    let problems = call_all(game.into(), calls, 20);
    assert!(problems.is_empty(), "{problems:?}");
}

#[wasm_bindgen_test]
fn hostile_arguments_are_refused_by_the_engine_and_the_constructors() {
    let bad = Array::from(&hostile());
    for _ in 0..10 {
        for v in bad.iter() {
            let none = || JsValue::UNDEFINED;
            assert!(best_move(v.clone(), none(), none()).is_err());
            assert!(best_move(none(), v.clone(), none()).is_err());
            assert!(best_move(none(), none(), v.clone()).is_err());
            assert!(is_dead_draw(none(), v.clone()).is_err());
            assert!(egtb_probe(v.clone()).is_err());
            assert!(egtb_load(JsValue::from("KvK"), v.clone()).is_err());
            assert!(JsGame::new(v.clone()).is_err());
            assert!(Board::new(v.clone()).is_err());
        }
    }
    let v = best_move(
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        json(r#"{"depth": 1}"#),
    );
    assert!(v.is_ok(), "the engine still searches");
}

#[wasm_bindgen_test]
fn objects_that_are_not_plain_and_absurd_ratios_are_refused_not_coerced() {
    let mut b = board();
    let date = Function::new_no_args("return new Date()")
        .call0(&JsValue::NULL)
        .unwrap();
    refused(b.set_options(date.clone()), &["options", "plain object"]);
    let number = Function::new_no_args("return new Number(3)")
        .call0(&JsValue::NULL)
        .unwrap();
    refused(b.set_options(number.clone()), &["options", "plain object"]);
    refused(
        best_move(JsValue::UNDEFINED, JsValue::UNDEFINED, date),
        &["options", "plain object"],
    );
    refused(b.show_ply(number.clone()), &["ply"]);
    refused(
        b.resize(100.into(), 100.into(), JsValue::from(1e308)),
        &["dpr"],
    );
    refused(b.resize(100.into(), 100.into(), number), &["dpr"]);
    b.resize(100.into(), 100.into(), JsValue::from(2.5))
        .unwrap();
    // A plain object without prototype is options like any other.
    let bare = Function::new_no_args("const o = Object.create(null); o.numbers = false; return o")
        .call0(&JsValue::NULL)
        .unwrap();
    b.set_options(bare).unwrap();
}

#[wasm_bindgen_test]
fn every_result_has_the_keys_of_its_generated_declaration() {
    use tobit::shapes::NumberedMove;
    use tobit::shapes::{BoardAttempt, BoardInput, BoardRefusal, BoardXy};
    use tobit::shapes::{GameOutcome, GameStatus, MoveDetail, MoveInfo};
    use tobit::{BoardOptions, Range, SearchMaxima, TobitConfig};
    use tobit_engine::{EgtbValue, SearchResult};
    let c = js(config());
    shaped::<TobitConfig>(&c);
    shaped::<Range>(&get(&c, "levels"));
    shaped::<SearchMaxima>(&get(&c, "searchMaxima"));
    shaped::<BoardOptions>(&get(&c, "boardOptions"));
    let mut g = JsGame::new(JsValue::from("W:W9:B16,30")).unwrap();
    shaped::<MoveInfo>(&array(g.legal_moves()).unchecked_into::<Array>().get(0));
    shaped::<GameStatus>(&js(g.status()));
    g.play(JsValue::from("9x23x36")).unwrap();
    shaped::<GameOutcome>(&get(&js(g.status()), "outcome"));
    shaped::<NumberedMove>(&array(g.numbered_moves()).unchecked_into::<Array>().get(0));
    let mut b = board();
    let detail = js(b.play(JsValue::from("9-16")).unwrap());
    shaped::<MoveDetail>(&detail);
    shaped::<GameStatus>(&get(&detail, "status"));
    shaped::<BoardXy>(&js(b.point_center(JsValue::from(1)).unwrap()));
    shaped::<BoardXy>(&js(b.point_centers().swap_remove(0)));
    b.load(JsValue::from("W:W9,1:B16"), JsValue::NULL).unwrap();
    let at = js(b.point_center(JsValue::from(1)).unwrap());
    let input = js(b.pointer_down(get(&at, "x"), get(&at, "y")).unwrap());
    shaped::<BoardInput>(&input);
    shaped::<BoardRefusal>(&get(&input, "refused"));
    // A piece pressed, then a point it cannot go to: an attempt.
    let to = js(b.point_center(JsValue::from(10)).unwrap());
    b.choose_point(JsValue::from(9)).unwrap();
    let tried = js(b.pointer_down(get(&to, "x"), get(&to, "y")).unwrap());
    shaped::<BoardAttempt>(&get(&tried, "attempt"));
    let r = best_move(
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
        json(r#"{"depth": 1}"#),
    );
    shaped::<SearchResult>(&js(r.unwrap()));
    tobit_engine::egtb_build(JsValue::from("KvK")).unwrap();
    let v = egtb_probe(JsValue::from("W:WK7:BK14")).unwrap().unwrap();
    shaped::<EgtbValue>(&js(v));
}

#[wasm_bindgen_test]
fn the_page_module_says_when_the_ai_checks_for_a_dead_draw() {
    let mut b = board();
    assert!(!b.dead_draw_worth_checking(), "24 pieces: no check");
    b.load(JsValue::from("W:W1,2,3,4:B30,31,32,33"), JsValue::NULL)
        .unwrap();
    assert!(b.dead_draw_worth_checking(), "8 pieces: the check runs");
    b.load(JsValue::from("W:W1,2,3,4,5:B30,31,32,33"), JsValue::NULL)
        .unwrap();
    assert!(!b.dead_draw_worth_checking(), "9 pieces: no check");
}
