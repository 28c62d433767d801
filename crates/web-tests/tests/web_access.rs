//! The board's keyboard and screen-reader exports in a browser: a point chosen as a click
//! would (pick, hop by hop, by the last point), the selection cleared, the neighbours along the
//! chols, what stands on each point, `promoted` in the move detail, the high-contrast option,
//! and why a chosen point or a typed move is refused.
#![cfg(target_arch = "wasm32")]

use js_sys::Reflect;
use tobit::Board;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn board(fen: &str) -> Board {
    let doc = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement =
        doc.create_element("canvas").unwrap().dyn_into().unwrap();
    let mut b = Board::new(JsValue::from(canvas)).unwrap();
    b.set_options(json(r#"{"animationMs": 0}"#)).unwrap();
    b.load(JsValue::from(fen), JsValue::UNDEFINED).unwrap();
    b
}

/// The move choosing point `n` completed, `undefined` for none.
fn choose(b: &mut Board, n: u8) -> JsValue {
    let played = get(&b.choose_point(JsValue::from(n)).unwrap().into(), "played");
    if played.is_null() {
        JsValue::UNDEFINED
    } else {
        played
    }
}

#[wasm_bindgen_test]
fn neighbours_follow_the_chols_only() {
    let b = board("");
    let mut of_8 = b.neighbours(JsValue::from(8)).unwrap();
    of_8.sort_unstable();
    assert_eq!(of_8, [2, 7, 9, 15]);
    assert_eq!(b.neighbours(JsValue::from(1)).unwrap(), [7]);
    assert_eq!(b.neighbours(JsValue::from(27)).unwrap(), [28]);
    for bad in [JsValue::from(0), JsValue::from(39), JsValue::from("8")] {
        assert!(message(b.neighbours(bad).unwrap_err()).contains("point"));
    }
}

#[wasm_bindgen_test]
fn contents_name_what_stands_on_each_shown_point() {
    let mut b = board("W:W9,K30:B25");
    let contents = strings(&array(b.contents()));
    assert_eq!(contents.len(), 38);
    assert_eq!(contents[8], "whiteHul");
    assert_eq!(contents[29], "whiteTobit");
    assert_eq!(contents[24], "blackHul");
    assert_eq!(contents[0], "empty");
    b.play(JsValue::from("9-16")).unwrap();
    assert_eq!(strings(&array(b.contents()))[15], "whiteHul");
    b.show_ply(JsValue::from(0)).unwrap();
    assert_eq!(
        strings(&array(b.contents()))[8],
        "whiteHul",
        "the shown position"
    );
}

#[wasm_bindgen_test]
fn chosen_points_pick_drop_and_enter_captures() {
    let mut b = board("");
    assert!(choose(&mut b, 9).is_undefined());
    assert_eq!(b.selected(), Some(9));
    b.clear_selection();
    assert_eq!(b.selected(), None);
    assert!(choose(&mut b, 9).is_undefined());
    let detail = choose(&mut b, 16);
    assert_eq!(get(&detail, "notation").as_string().unwrap(), "9-16");
    assert_eq!(get(&detail, "promoted").as_bool(), Some(false));
    // A double capture hop by hop, then one by its last point alone.
    for by_last in [false, true] {
        let mut b = board("W:W9:B16,24,30");
        choose(&mut b, 9);
        if !by_last {
            assert!(choose(&mut b, 23).is_undefined(), "a landing point goes on");
        }
        let detail = choose(&mut b, 36);
        assert_eq!(get(&detail, "notation").as_string().unwrap(), "9x23x36");
        assert_eq!(get(&detail, "promoted").as_bool(), Some(true));
    }
}

#[wasm_bindgen_test]
fn the_high_contrast_option_is_checked_and_has_a_default() {
    let mut b = board("");
    b.set_options(json(r#"{"highContrast": true}"#)).unwrap();
    let e = b
        .set_options(json(r#"{"highContrast": "yes"}"#))
        .unwrap_err();
    assert!(message(e).contains("options.highContrast"));
    let defaults = get(&js(tobit::config()), "boardOptions");
    assert_eq!(
        Reflect::get(&defaults, &"highContrast".into())
            .unwrap()
            .as_bool(),
        Some(false)
    );
}

#[wasm_bindgen_test]
fn a_refused_choice_or_typed_move_says_why_as_a_press_does() {
    let text = |v: JsValue| js_sys::JSON::stringify(&v).unwrap().as_string().unwrap();
    let mut b = board("W:W9,1:B16");
    let chosen: JsValue = b.choose_point(JsValue::from(1)).unwrap().into();
    assert!(get(&chosen, "played").is_null());
    assert_eq!(
        text(get(&chosen, "refused")),
        r#"{"reason":"must-capture","from":1,"capturers":[9]}"#
    );
    assert!(b.is_pulsing(), "the capturers pulse, as after a press");
    let typed = |b: &mut Board, move_text: &str| {
        or_undefined(b.typed_refusal(JsValue::from(move_text)).unwrap())
    };
    assert_eq!(
        text(typed(&mut b, "1-7")),
        r#"{"reason":"must-capture","from":null,"capturers":[9]}"#
    );
    assert!(
        typed(&mut b, "9x23").is_undefined(),
        "a legal move may be played"
    );
    let mut quiet = board("W:W9:B30");
    assert_eq!(
        text(typed(&mut quiet, "9-99")),
        r#"{"reason":"illegal","from":null,"capturers":[]}"#
    );
    assert!(
        b.typed_refusal(JsValue::from(42)).is_err(),
        "a number is no move"
    );
    b.set_options(json(r#"{"interactive": "black"}"#)).unwrap();
    assert_eq!(
        Reflect::get(&typed(&mut b, "9x23"), &"reason".into()).unwrap(),
        "not-your-turn"
    );
    b.set_options(json(r#"{"interactive": "both"}"#)).unwrap();
    b.play(JsValue::from("9x23")).unwrap();
    assert_eq!(
        Reflect::get(&typed(&mut b, "1-7"), &"reason".into()).unwrap(),
        "game-over"
    );
}
