//! Arrows and circles cross the boundary as objects, both ways: `Board.setShapes` and
//! `GameTree.setShapes` take arrays of `{from, to, brush}` and `{at, brush}` and refuse anything
//! else naming the item, the tree gives its nodes' shapes in the same form, and `shapesText`
//! writes them in the text form the Diagram dialog offers. Every object has the keys of its
//! generated declaration.
#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use tobit::Board;
use tobit_rules::tree::{Arrow, Circle};
use tobit_study::{shapes_text_of, GameTree, ShapesText, TreeNode};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn board() -> Board {
    let document = web_sys::window().unwrap().document().unwrap();
    Board::new(document.create_element("canvas").unwrap().into()).unwrap()
}

/// Asserts that the error of `result` contains each of `words`.
fn refused<T>(result: Result<T, JsError>, words: &[&str]) {
    let text = error(result);
    for w in words {
        assert!(text.contains(w), "{text:?} does not name {w:?}");
    }
}

/// Bad arrows and circles, each with the words its error must hold.
const BAD: [(&str, &str, &[&str]); 12] = [
    (
        r#""G9-16""#,
        "[]",
        &["arrows", "expected an array of arrows", r#""G9-16""#],
    ),
    ("[]", "null", &["circles", "expected an array of circles"]),
    ("[]", r#"{"at": 16, "brush": "G"}"#, &["circles", "array"]),
    (
        r#"[{"from": 9, "to": 99, "brush": "G"}]"#,
        "[]",
        &["arrows[0].to", "1..38", "99"],
    ),
    (
        r#"[{"from": 9, "to": 16, "brush": "X"}]"#,
        "[]",
        &["arrows[0].brush", "G, R, B, Y, P", r#""X""#],
    ),
    (
        r#"[{"from": 9, "to": 16, "brush": "g"}]"#,
        "[]",
        &["arrows[0].brush"],
    ),
    (
        r#"[{"from": 9, "to": 16}]"#,
        "[]",
        &["arrows[0].brush", "missing"],
    ),
    (
        r#"[{"from": 9, "to": 16, "brush": "G", "color": "G"}]"#,
        "[]",
        &["arrows[0]", "unknown key", "color"],
    ),
    (
        r#"[{"from": 9, "to": 9, "brush": "R"}]"#,
        "[]",
        &["arrows[0]", "same point"],
    ),
    (
        r#"[{"from": 9, "to": 16, "brush": "G"}, {"from": 1, "to": "7", "brush": "G"}]"#,
        "[]",
        &["arrows[1].to", "whole number"],
    ),
    ("[]", r#"[null]"#, &["circles[0]", "plain object", "null"]),
    (
        "[]",
        r#"[{"at": 0.5, "brush": "B"}]"#,
        &["circles[0].at", "1..38"],
    ),
];

#[wasm_bindgen_test]
fn the_board_takes_shapes_of_every_brush_and_refuses_bad_ones_by_item() {
    let mut b = board();
    let every = r#"[{"from": 9, "to": 16, "brush": "G"}, {"from": 10, "to": 17, "brush": "R"},
        {"from": 11, "to": 18, "brush": "B"}, {"from": 12, "to": 19, "brush": "Y"},
        {"from": 1, "to": 7, "brush": "P"}]"#;
    let circles = r#"[{"at": 1, "brush": "G"}, {"at": 38, "brush": "P"}]"#;
    b.set_shapes(json(every), json(circles)).unwrap();
    for (arrows, circles, words) in BAD {
        refused(b.set_shapes(json(arrows), json(circles)), words);
    }
    let many = format!("[{}]", [r#"{"at": 1, "brush": "G"}"#; 1001].join(","));
    refused(
        b.set_shapes(json("[]"), json(&many)),
        &["circles", "more than 1000"],
    );
    b.set_shapes(json("[]"), json("[]")).unwrap();
}

#[wasm_bindgen_test]
fn the_tree_takes_and_gives_shapes_as_objects() {
    let mut t = GameTree::new(JsValue::NULL, list(&["9-16"])).unwrap();
    for (arrows, circles, words) in BAD {
        refused(t.set_shapes("0".into(), json(arrows), json(circles)), words);
    }
    let arrows = r#"[{"from": 22, "to": 29, "brush": "R"}, {"from": 1, "to": 7, "brush": "P"}]"#;
    let circles = r#"[{"at": 16, "brush": "Y"}]"#;
    t.set_shapes("0".into(), json(arrows), json(circles))
        .unwrap();
    assert!(
        t.to_pdn().contains("{[%cal R22-29,P1-7][%csl Y16]}"),
        "{}",
        t.to_pdn()
    );
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let node: JsValue = back.node("0".into()).unwrap().into();
    shaped::<TreeNode>(&node);
    let given = Array::from(&get(&node, "arrows"));
    shaped::<Arrow>(&given.get(0));
    shaped::<Circle>(&Array::from(&get(&node, "circles")).get(0));
    let stringify = |v: &JsValue| String::from(js_sys::JSON::stringify(v).unwrap());
    assert_eq!(stringify(&given.into()), stringify(&json(arrows)));
    let written: JsValue = shapes_text_of(get(&node, "arrows"), get(&node, "circles"))
        .unwrap()
        .into();
    shaped::<ShapesText>(&written);
    assert_eq!(get(&written, "arrows").as_string().unwrap(), "R22-29,P1-7");
    assert_eq!(get(&written, "circles").as_string().unwrap(), "Y16");
    for (arrows, circles, words) in BAD {
        refused(shapes_text_of(json(arrows), json(circles)), words);
    }
}
