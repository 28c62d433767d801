//! The analysis board's `GameTree` binding: moves played at a node make variations, the move
//! list numbers them by the rules, promote and delete reshape the tree, glyphs, comments and
//! shapes are kept through PDN, and bad input is an error naming it.
#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use tobit_study::GameTree;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A tree of the main line `moves` from the start.
fn tree(moves: &[&str]) -> GameTree {
    GameTree::new(JsValue::NULL, list(moves)).unwrap_or_else(|e| panic!("{}", message(e)))
}

/// The move list's main line as JS sees it.
fn main_moves(t: &GameTree) -> Array {
    let listed: JsValue = t.move_list().unwrap().into();
    Array::from(&get(&listed, "moves"))
}

fn text(v: &JsValue, key: &str) -> String {
    get(v, key).as_string().unwrap()
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
    assert_eq!(t.main_line_path(1), "0");
    assert_eq!(t.main_line_path(9), "0.0");
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
    t.set_shapes("0.0".into(), "9-16,R22-31".into(), "B16".into())
        .unwrap();
    t.play("0".into(), "31-24".into()).unwrap();
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let node: JsValue = back.node("0.0".into()).unwrap().into();
    assert_eq!(text(&node, "comment"), "a quiet reply");
    assert_eq!(text(&node, "arrows"), "G9-16,R22-31");
    assert_eq!(text(&node, "circles"), "B16");
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
    assert_eq!(text(&node, "arrows"), "G9-16,R22-31");
}

#[wasm_bindgen_test]
fn shapes_drawn_on_the_start_position_are_kept_with_or_without_moves() {
    // A set-up position with no move yet (the editor's "Analyse"): drawn, then a move played.
    let mut t = GameTree::new(JsValue::from_str("W:W9,K14:B38"), list(&[])).unwrap();
    t.set_shapes("".into(), "9-16,R14-21".into(), "B38".into())
        .unwrap();
    let root: JsValue = t.node("".into()).unwrap().into();
    assert_eq!(text(&root, "arrows"), "G9-16,R14-21");
    assert_eq!(text(&root, "circles"), "B38");
    t.play("".into(), "9-16".into()).unwrap();
    let root: JsValue = t.node("".into()).unwrap().into();
    assert_eq!(
        text(&root, "arrows"),
        "G9-16,R14-21",
        "still there after a move"
    );
    let first: JsValue = t.node("0".into()).unwrap().into();
    assert_eq!(text(&first, "arrows"), "", "not the move's own");
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let root: JsValue = back.node("".into()).unwrap().into();
    assert_eq!(text(&root, "arrows"), "G9-16,R14-21", "through PDN");
    assert_eq!(text(&root, "circles"), "B38");
    assert_eq!(text(&root, "comment"), "");
    // On a game with moves, and cleared again.
    let mut t = tree(&["9-16", "29-22"]);
    t.set_shapes("".into(), "10-17".into(), "".into()).unwrap();
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let root: JsValue = back.node("".into()).unwrap().into();
    assert_eq!(text(&root, "arrows"), "G10-17");
    assert_eq!(back.main_line(), vec!["9-16", "29-22"]);
    t.set_shapes("".into(), "".into(), "".into()).unwrap();
    let root: JsValue = t.node("".into()).unwrap().into();
    assert_eq!(text(&root, "arrows"), "");
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
    assert!(message(
        t.set_shapes("0".into(), "9-99".into(), "".into())
            .unwrap_err()
    )
    .contains("arrows"));
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
    assert!(GameTree::new(JsValue::from_str("nonsense"), JsValue::NULL).is_err());
    // Strings must be strings: no number, null or object read as "" (the root) or "42".
    let not_text = [
        JsValue::from(42),
        JsValue::NULL,
        js_sys::Object::new().into(),
    ];
    for bad in not_text {
        let says = |r: Result<(), JsError>| message(r.expect_err("refused"));
        let comment = t.set_comment("0".into(), bad.clone()).map(|_| ());
        assert!(says(comment).contains("text: expected a string"));
        let at = t.play(bad.clone(), "29-22".into()).map(|_| ());
        assert!(says(at).contains("path: expected a string"));
        let played = t.play("0".into(), bad.clone()).map(|_| ());
        assert!(says(played).contains("move: expected a string"));
        assert!(says(t.node(bad.clone()).map(|_| ())).contains("path"));
        assert!(says(t.set_shapes("0".into(), bad.clone(), "".into())).contains("arrows"));
        assert!(says(t.toggle_glyph("0".into(), bad).map(|_| ())).contains("glyph"));
    }
    assert_eq!(t.main_line(), vec!["9-16"], "nothing played");
}

#[wasm_bindgen_test]
fn a_study_is_limited_alike_where_it_is_typed_kept_and_read() {
    let limits: JsValue = GameTree::limits().unwrap().into();
    let (pdn, comment) = (
        get(&limits, "pdn").as_f64().unwrap(),
        get(&limits, "comment").as_f64().unwrap(),
    );
    let mut t = tree(&["9-16"]);
    let longest = "a".repeat(comment as usize);
    assert!(t.set_comment("0".into(), longest.as_str().into()).unwrap());
    let refused = t
        .set_comment("0".into(), format!("{longest}a").as_str().into())
        .unwrap_err();
    assert!(message(refused).contains("longer than"));
    // Characters as the comment box counts them, whatever their bytes in UTF-8.
    let cyrillic = "ж".repeat(comment as usize);
    assert!(t.set_comment("0".into(), cyrillic.as_str().into()).unwrap());
    // A text longer than a study may be is a coded PDN error the page words, not a bare one.
    let huge = format!("1. 9-16 {{{}}}", "a".repeat(pdn as usize));
    let thrown = GameTree::from_pdn(JsValue::from_str(&huge)).err().unwrap();
    let kind = get(&get(&thrown, "pdn"), "kind");
    assert_eq!(get(&kind, "code").as_string().unwrap(), "game-too-large");
}

#[wasm_bindgen_test]
fn a_comment_typed_with_commands_comes_back_as_typed() {
    let mut t = tree(&["9-16"]);
    let typed = "[%clock w0:01:00 B0:02:00] my note [%cal G9-16]";
    assert!(t.set_comment("0".into(), typed.into()).unwrap());
    let back = GameTree::from_pdn(JsValue::from_str(&t.to_pdn())).unwrap();
    let node: JsValue = back.node("0".into()).unwrap().into();
    assert_eq!(text(&node, "comment"), typed);
    assert_eq!(text(&node, "arrows"), "", "typed, not drawn");
}
