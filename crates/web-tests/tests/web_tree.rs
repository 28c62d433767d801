//! The analysis board's `GameTree` binding: moves played at a node make variations, the move
//! list numbers them by the rules, promote and delete reshape the tree, glyphs, comments and
//! shapes are kept through PDN, and bad input is an error naming it.
#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use tobit_study::{shapes_text_of, GameTree};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A tree of the main line `moves` from the start.
fn tree(moves: &[&str]) -> GameTree {
    GameTree::new(JsValue::NULL, list(moves)).unwrap_or_else(|e| panic!("{e:?}"))
}

/// The move list's main line as JS sees it.
fn main_moves(t: &GameTree) -> Array {
    let listed: JsValue = t.move_list().unwrap().into();
    Array::from(&get(&listed, "moves"))
}

fn text(v: &JsValue, key: &str) -> String {
    get(v, key).as_string().unwrap()
}

/// Arrows or circles in their text form (`"9-16,R22-31"`) as JS gives them: `{from, to, brush}`
/// and `{at, brush}`, green when no letter is given.
fn objects(shapes: &str) -> JsValue {
    let items = shapes.split(',').filter(|s| !s.is_empty()).map(|item| {
        let (brush, rest) = match item.strip_prefix(|c: char| c.is_ascii_alphabetic()) {
            Some(rest) => (&item[..1], rest),
            None => ("G", item),
        };
        match rest.split_once('-') {
            Some((from, to)) => format!(r#"{{"from": {from}, "to": {to}, "brush": "{brush}"}}"#),
            None => format!(r#"{{"at": {rest}, "brush": "{brush}"}}"#),
        }
    });
    json(&format!("[{}]", items.collect::<Vec<_>>().join(",")))
}

/// Sets the shapes of `path`, given in their text form.
fn set_shapes(t: &mut GameTree, path: &str, arrows: &str, circles: &str) {
    let set = t.set_shapes(path.into(), objects(arrows), objects(circles));
    set.unwrap_or_else(|e| panic!("{}", message(e)));
}

/// A node's arrows or circles (`key`) in their text form, written by `shapesText`.
fn shapes(node: &JsValue, key: &str) -> String {
    let written: JsValue = shapes_text_of(get(node, "arrows"), get(node, "circles"))
        .unwrap()
        .into();
    text(&written, key)
}

#[wasm_bindgen_test]
fn a_move_off_the_line_starts_a_variation_with_its_path_and_number() {
    let mut t = tree(&["9-16", "29-22"]);
    // The same move as the line's is the existing node; another is a variation.
    assert_eq!(t.play("0".into(), "29-22".into()).unwrap(), "0.0");
    let other = t.play("0".into(), "31-24".into()).unwrap();
    assert_eq!(other, "0.1");
    assert_eq!(
        t.play(JsValue::from(&other), "7-14".into()).unwrap(),
        "0.1.0"
    );
    let moves = main_moves(&t);
    assert_eq!(moves.length(), 2);
    let second = moves.get(1);
    assert_eq!(text(&second, "path"), "0.0");
    assert_eq!(get(&second, "number").as_f64(), Some(1.0));
    assert_eq!(text(&second, "side"), "black");
    let variation = Array::from(&Array::from(&get(&second, "variations")).get(0));
    assert_eq!(text(&variation.get(0), "notation"), "31-24");
    assert_eq!(text(&variation.get(1), "path"), "0.1.0");
    assert_eq!(get(&variation.get(1), "number").as_f64(), Some(2.0));
    assert_eq!(t.main_line(), vec!["9-16", "29-22"]);
}

#[wasm_bindgen_test]
fn a_node_gives_its_position_moves_and_children() {
    let mut t = tree(&["9-16", "29-22"]);
    t.play("0".into(), "31-24".into()).unwrap();
    let node: JsValue = t.node("0".into()).unwrap().into();
    assert_eq!(strings(&get(&node, "moves")), vec!["9-16"]);
    assert_eq!(strings(&get(&node, "children")), vec!["0.0", "0.1"]);
    assert_eq!(text(&node, "notation"), "9-16");
    let root: JsValue = t.node("".into()).unwrap().into();
    assert!(get(&root, "notation").is_null() || get(&root, "notation").is_undefined());
    assert_eq!(strings(&get(&root, "children")), vec!["0"]);
    assert_eq!(t.main_line_path(1.into()).unwrap(), "0");
    assert_eq!(t.main_line_path(9.into()).unwrap(), "0.0");
}

#[wasm_bindgen_test]
fn main_line_path_refuses_what_is_no_count_of_moves() {
    let t = tree(&["9-16", "29-22"]);
    assert_eq!(t.main_line_path(0.into()).unwrap(), "");
    let object: JsValue = js_sys::Object::new().into();
    for bad in [
        JsValue::from_f64(f64::NAN),
        JsValue::from(-1),
        JsValue::from_f64(1.5),
        object,
        JsValue::from_str("1"),
        JsValue::UNDEFINED,
    ] {
        let error: JsValue = t.main_line_path(bad.clone()).unwrap_err().into();
        let message = js_sys::Reflect::get(&error, &"message".into())
            .unwrap()
            .as_string()
            .unwrap();
        assert!(
            message.starts_with("plies: expected a whole number"),
            "{bad:?}: {message}"
        );
    }
}

#[wasm_bindgen_test]
fn promote_and_delete_reshape_the_tree() {
    let mut t = tree(&["9-16", "29-22"]);
    let v = t.play("0".into(), "31-24".into()).unwrap();
    assert_eq!(t.promote(JsValue::from(&v)).unwrap(), "0.0");
    assert_eq!(t.main_line(), vec!["9-16", "31-24"]);
    assert!(
        t.promote("0.0".into()).is_err(),
        "the main line is no variation"
    );
    t.delete("0.0".into()).unwrap();
    assert_eq!(
        t.main_line(),
        vec!["9-16", "29-22"],
        "the variation takes its place"
    );
    t.delete("0.0".into()).unwrap();
    assert_eq!(t.main_line(), vec!["9-16"]);
}

#[wasm_bindgen_test]
fn glyphs_comments_and_shapes_survive_pdn() {
    let mut t = tree(&["9-16", "29-22"]);
    assert!(t.toggle_glyph("0".into(), JsValue::from(3)).unwrap());
    assert!(
        t.toggle_glyph("0".into(), JsValue::from(6)).unwrap(),
        "another glyph replaces it"
    );
    assert!(t.set_comment("0.0".into(), "a quiet reply".into()).unwrap());
    assert!(
        !t.set_comment("0.0".into(), "two lines}\nof text".into())
            .unwrap(),
        "PDN cannot hold it: refused"
    );
    set_shapes(&mut t, "0.0", "9-16,R22-31", "B16");
    t.play("0".into(), "31-24".into()).unwrap();
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let node: JsValue = back.node("0.0".into()).unwrap().into();
    assert_eq!(text(&node, "comment"), "a quiet reply");
    assert_eq!(shapes(&node, "arrows"), "G9-16,R22-31");
    assert_eq!(shapes(&node, "circles"), "B16");
    let first: JsValue = back.node("0".into()).unwrap().into();
    assert_eq!(strings(&get(&first, "glyphs")), vec!["?!"]);
    assert_eq!(strings(&get(&node, "children")), Vec::<String>::new());
    assert_eq!(back.main_line(), vec!["9-16", "29-22"]);
    assert!(back.node("0.1".into()).is_ok(), "the variation came back");
    // Setting the glyph it has clears it; clearing the comment keeps the shapes.
    let mut back = back;
    assert!(!back.toggle_glyph("0".into(), JsValue::from(6)).unwrap());
    assert!(back.set_comment("0.0".into(), "".into()).unwrap());
    let node: JsValue = back.node("0.0".into()).unwrap().into();
    assert_eq!(text(&node, "comment"), "");
    assert_eq!(shapes(&node, "arrows"), "G9-16,R22-31");
}

#[wasm_bindgen_test]
fn shapes_drawn_on_the_start_position_are_kept_with_or_without_moves() {
    // A set-up position with no move yet (the editor's "Analyse"): drawn, then a move played.
    let mut t = GameTree::new(JsValue::from_str("W:W9,K14:B38"), list(&[])).unwrap();
    set_shapes(&mut t, "", "9-16,R14-21", "B38");
    let root: JsValue = t.node("".into()).unwrap().into();
    assert_eq!(shapes(&root, "arrows"), "G9-16,R14-21");
    assert_eq!(shapes(&root, "circles"), "B38");
    t.play("".into(), "9-16".into()).unwrap();
    let root: JsValue = t.node("".into()).unwrap().into();
    assert_eq!(
        shapes(&root, "arrows"),
        "G9-16,R14-21",
        "still there after a move"
    );
    let first: JsValue = t.node("0".into()).unwrap().into();
    assert_eq!(shapes(&first, "arrows"), "", "not the move's own");
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let root: JsValue = back.node("".into()).unwrap().into();
    assert_eq!(shapes(&root, "arrows"), "G9-16,R14-21", "through PDN");
    assert_eq!(shapes(&root, "circles"), "B38");
    assert_eq!(text(&root, "comment"), "");
    // On a game with moves, and cleared again.
    let mut t = tree(&["9-16", "29-22"]);
    set_shapes(&mut t, "", "10-17", "");
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let root: JsValue = back.node("".into()).unwrap().into();
    assert_eq!(shapes(&root, "arrows"), "G10-17");
    assert_eq!(back.main_line(), vec!["9-16", "29-22"]);
    set_shapes(&mut t, "", "", "");
    let root: JsValue = t.node("".into()).unwrap().into();
    assert_eq!(shapes(&root, "arrows"), "");
    assert!(!t.to_pdn().contains('{'), "nothing left: {}", t.to_pdn());
}

#[wasm_bindgen_test]
fn a_pasted_move_list_opens() {
    let t = GameTree::from_pdn(JsValue::from_str("1. 9-16 29-22 2. 7-14")).unwrap();
    assert_eq!(t.main_line(), vec!["9-16", "29-22", "7-14"]);
}

#[wasm_bindgen_test]
fn bad_input_is_an_error_naming_it() {
    let mut t = tree(&["9-16"]);
    let e = message(t.play("0".into(), "9-16".into()).unwrap_err());
    assert!(e.contains("9-16"), "{e}");
    assert!(message(t.play("0.7".into(), "29-22".into()).unwrap_err()).contains("0.7"));
    assert!(message(t.play("x".into(), "29-22".into()).unwrap_err()).contains("path"));
    assert!(message(t.toggle_glyph("".into(), JsValue::from(1)).unwrap_err()).contains("no move"));
    assert!(message(t.toggle_glyph("0".into(), JsValue::from(7)).unwrap_err()).contains("glyph"));
    let bad = t
        .set_shapes("0".into(), objects("9-99"), objects(""))
        .unwrap_err();
    assert!(message(bad).starts_with("arrows[0].to: "));
    let bad = t
        .set_shapes("0".into(), objects(""), JsValue::from("B16"))
        .unwrap_err();
    assert!(message(bad).contains("expected an array of circles"));
    let bad = t
        .set_shapes("0.5".into(), objects("9-16"), objects(""))
        .unwrap_err();
    assert!(message(bad).contains("0.5"));
    // A bad PDN throws an Error carrying the error as data (`pdn`: its code and place).
    let thrown = GameTree::from_pdn(JsValue::from_str("1. 9-16 9-16"))
        .err()
        .unwrap();
    assert!(thrown.is_instance_of::<js_sys::Error>());
    let pdn = get(&thrown, "pdn");
    assert_eq!(
        get(&get(&pdn, "kind"), "code").as_string().unwrap(),
        "illegal-move"
    );
    assert_eq!(get(&pdn, "column").as_f64(), Some(9.0));
    let empty = GameTree::from_pdn(JsValue::from_str("")).err().unwrap();
    let kind = get(&get(&empty, "pdn"), "kind");
    assert_eq!(get(&kind, "code").as_string().unwrap(), "no-game");
    // A refused move or FEN of a link throws an Error carrying why as data (`replay`): a PDN
    // error's code, the move numbered as the rules number it (the third ply is White's 2nd).
    let refused = GameTree::new(JsValue::NULL, list(&["9-16", "30-23", "16-17"]))
        .err()
        .unwrap();
    assert!(refused.is_instance_of::<js_sys::Error>());
    let replay = get(&refused, "replay");
    assert_eq!(text(&replay, "code"), "illegal-move");
    assert_eq!(get(&replay, "number").as_f64(), Some(2.0));
    assert_eq!(text(&replay, "side"), "white");
    assert_eq!(text(&get(&replay, "reason"), "code"), "capture-compulsory");
    let bad_fen = GameTree::new(JsValue::from_str("nonsense"), JsValue::NULL)
        .err()
        .unwrap();
    assert_eq!(text(&get(&bad_fen, "replay"), "code"), "bad-fen");
}

#[wasm_bindgen_test]
fn a_tree_gives_its_tags_in_order() {
    let pdn = "[Event \"Abakan open\"]\n[Round \"3\"]\n[White \"Aiana\"]\n[Black \"Bair\"]\n\n*\n";
    let t = GameTree::from_pdn(JsValue::from_str(pdn)).unwrap();
    let tags: Vec<(String, String)> = Array::from(&t.tags())
        .iter()
        .map(|pair| {
            let pair = Array::from(&pair);
            (
                pair.get(0).as_string().unwrap(),
                pair.get(1).as_string().unwrap(),
            )
        })
        .collect();
    let event = ("Event".to_string(), "Abakan open".to_string());
    assert_eq!(tags.first(), Some(&event));
    assert!(tags.contains(&("Round".into(), "3".into())));
    assert!(tags.contains(&("Black".into(), "Bair".into())));
}
