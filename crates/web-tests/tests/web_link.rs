//! Games by link through the study module: a link written and read back, the merge outcomes the
//! link page shows (new, extends, same, older), the refusals as data (damaged, diverging named,
//! illegal move named, a final result not undone), and bad arguments named.
#![cfg(target_arch = "wasm32")]

use tobit_links::{link_days, link_max_name_bytes, link_merge, link_read, link_write};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

const ID: &str = "5a1700fe3102";

/// A game's argument for `linkWrite`.
fn spec(moves: &[&str], state: &str) -> JsValue {
    json(&format!(
        r#"{{"id":"{ID}","white":"Anna","black":"Борис","moves":{},"state":"{state}","days":3}}"#,
        serde_json_list(moves)
    ))
}

fn serde_json_list(moves: &[&str]) -> String {
    let quoted: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
    format!("[{}]", quoted.join(","))
}

/// The link text of a game written by `linkWrite`.
fn write(moves: &[&str], state: &str) -> String {
    let game: JsValue = link_write(spec(moves, state)).unwrap().into();
    get(&game, "link").as_string().unwrap()
}

/// What a thrown `LinkRefusedError` says: its `link.code`.
fn refusal(thrown: JsValue) -> JsValue {
    get(&thrown, "link")
}

fn text(v: &JsValue, key: &str) -> String {
    get(v, key).as_string().unwrap_or_default()
}

#[wasm_bindgen_test]
fn a_link_written_reads_back_as_the_same_game() {
    let written: JsValue = link_write(spec(&["9-16", "30-23"], "draw-offered-by-white"))
        .unwrap()
        .into();
    let link = text(&written, "link");
    assert!(link.starts_with("g="), "{link}");
    let read: JsValue = link_read(JsValue::from_str(&format!(
        "https://example.org/link.html#{link}"
    )))
    .unwrap()
    .into();
    assert_eq!(text(&read, "id"), ID);
    assert_eq!(text(&read, "white"), "Anna");
    assert_eq!(text(&read, "black"), "Борис");
    assert_eq!(strings(&get(&read, "moves")), ["9-16", "30-23"]);
    assert_eq!(text(&read, "state"), "draw-offered-by-white");
    assert_eq!(get(&read, "days").as_f64(), Some(3.0));
    assert_eq!(text(&read, "turn"), "white");
    assert!(get(&read, "outcome").is_null() || get(&read, "outcome").is_undefined());
    assert_eq!(text(&read, "link"), link);
}

#[wasm_bindgen_test]
fn a_resignation_ends_the_game_with_a_winner() {
    let link = write(&["9-16"], "black-resigned");
    let read: JsValue = link_read(JsValue::from_str(&link)).unwrap().into();
    let outcome = get(&read, "outcome");
    assert_eq!(text(&outcome, "winner"), "white");
    assert_eq!(text(&outcome, "reason"), "resignation");
}

#[wasm_bindgen_test]
fn the_merge_outcomes_new_extends_same_older() {
    let one = write(&["9-16"], "playing");
    let two = write(&["9-16", "30-23"], "playing");
    let kind = |stored: Option<&str>, incoming: &str| -> JsValue {
        let stored = stored.map_or(JsValue::NULL, JsValue::from_str);
        link_merge(stored, JsValue::from_str(incoming))
            .unwrap()
            .into()
    };
    assert_eq!(text(&kind(None, &one), "kind"), "new");
    let extends = kind(Some(&one), &two);
    assert_eq!(text(&extends, "kind"), "extends");
    assert_eq!(get(&extends, "newMoves").as_f64(), Some(1.0));
    assert_eq!(text(&get(&extends, "game"), "link"), two);
    assert_eq!(text(&kind(Some(&two), &two), "kind"), "same");
    let older = kind(Some(&two), &one);
    assert_eq!(text(&older, "kind"), "older");
    assert_eq!(get(&older, "storedPlies").as_f64(), Some(2.0));
    assert_eq!(get(&older, "incomingPlies").as_f64(), Some(1.0));
    assert_eq!(
        text(&get(&older, "game"), "link"),
        two,
        "the stored game is kept"
    );
}

#[wasm_bindgen_test]
fn a_diverging_link_is_refused_naming_the_move() {
    let stored = write(&["9-16", "30-23"], "playing");
    let other = write(&["9-16", "29-22"], "playing");
    let thrown = link_merge(JsValue::from_str(&stored), JsValue::from_str(&other)).unwrap_err();
    let why = refusal(thrown);
    assert_eq!(text(&why, "code"), "diverges");
    assert_eq!(get(&why, "number").as_f64(), Some(1.0));
    assert_eq!(text(&why, "side"), "black");
    assert_eq!(text(&why, "stored"), "30-23");
    assert_eq!(text(&why, "incoming"), "29-22");
}

#[wasm_bindgen_test]
fn a_final_result_is_not_undone_by_more_moves() {
    let resigned = write(&["9-16"], "white-resigned");
    let more = write(&["9-16", "30-23"], "playing");
    let thrown = link_merge(JsValue::from_str(&resigned), JsValue::from_str(&more)).unwrap_err();
    assert_eq!(text(&refusal(thrown), "code"), "conflict");
}

#[wasm_bindgen_test]
fn a_damaged_link_and_an_illegal_move_are_refused_as_such() {
    let mut link = write(&["9-16"], "playing");
    link.pop();
    let thrown = link_read(JsValue::from_str(&link)).unwrap_err();
    assert_eq!(text(&refusal(thrown), "code"), "damaged");
    let thrown = link_read(JsValue::from_str("hello")).unwrap_err();
    assert_eq!(text(&refusal(thrown), "code"), "not-a-link");
    // A link cut right after its start (`…#g`) is damaged, not "no link".
    let thrown = link_read(JsValue::from_str("https://example.org/link.html#g")).unwrap_err();
    assert_eq!(text(&refusal(thrown), "code"), "damaged");
    let thrown = link_write(spec(&["9-16", "16-9"], "playing")).unwrap_err();
    let why = refusal(thrown);
    assert_eq!(text(&why, "code"), "illegal-move");
    assert_eq!(text(&why, "text"), "16-9");
    assert_eq!(text(&why, "side"), "black");
}

#[wasm_bindgen_test]
fn bad_arguments_are_named() {
    let message = |v: JsValue| -> String {
        js_sys::Reflect::get(&v, &"message".into())
            .unwrap()
            .as_string()
            .unwrap()
    };
    let bad_id =
        json(r#"{"id":"xyz","white":"","black":"","moves":[],"state":"playing","days":null}"#);
    assert!(message(link_write(bad_id).unwrap_err()).starts_with("game.id"));
    let bad_days = json(&format!(
        r#"{{"id":"{ID}","white":"","black":"","moves":[],"state":"playing","days":4}}"#
    ));
    assert!(message(link_write(bad_days).unwrap_err()).starts_with("game.days"));
    let unknown = json(&format!(
        r#"{{"id":"{ID}","white":"","black":"","moves":[],"state":"playing","days":null,"notes":"x"}}"#
    ));
    assert!(message(link_write(unknown).unwrap_err()).contains("notes"));
    // A name with a lone surrogate is not text (it was read as U+FFFD and sent so).
    let lone = json(&format!(
        r#"{{"id":"{ID}","white":"Anna\ud800","black":"","moves":[],"state":"playing","days":null}}"#
    ));
    let refused = message(link_write(lone).unwrap_err());
    assert!(
        refused.starts_with("game.white") && refused.contains("lone surrogate"),
        "{refused}"
    );
    assert!(message(link_read(JsValue::from_f64(3.0)).unwrap_err()).starts_with("link"));
    assert!(get(&link_read(JsValue::NULL).unwrap_err(), "link").is_undefined());
    assert_eq!(link_days(), vec![1, 2, 3, 5, 7, 14]);
}

#[wasm_bindgen_test]
fn the_longest_name_the_fields_take_is_the_longest_a_link_carries() {
    let max = link_max_name_bytes();
    let named = |name: &str| {
        json(&format!(
            r#"{{"id":"{ID}","white":"{name}","black":"","moves":[],"state":"playing","days":null}}"#
        ))
    };
    // 16 Cyrillic letters are 32 bytes: carried; one more is refused, naming White's name.
    let longest = "Я".repeat(max / 2);
    let written: JsValue = link_write(named(&longest)).unwrap().into();
    assert_eq!(text(&written, "white"), longest);
    let thrown = link_write(named(&format!("{longest}Я"))).unwrap_err();
    let why = refusal(thrown);
    assert_eq!(text(&why, "code"), "bad-name");
    assert_eq!(text(&why, "side"), "white");
}
