//! Errors thrown to JS with their data: an `Error` whose message is the Rust error's English
//! (for logs and the console) and whose property names why as data (a `code` and what it
//! names), which the pages put in the player's words (www/game/coded-errors.js):
//! `GameTree.fromPdn`'s `PdnReadError`, the `GameTree` constructor's `ReplayError` and
//! `customTimeControl`'s `TimeControlError`.

use serde::Serialize;
use std::fmt::Display;
use tobit_web::to_js::to_js;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const THROWN: &str = r#"
/** What `GameTree.fromPdn` throws on a text it cannot read: `pdn` says why, and where. */
export interface PdnReadError extends Error {
    pdn: PdnError;
}
/** What `new GameTree(fen, moves)` throws on a FEN or move it refuses: `replay` says why. */
export interface ReplayError extends Error {
    replay: PdnErrorKind;
}
/** What `customTimeControl` throws on a control out of range: `control` says why. */
export interface TimeControlError extends Error {
    control: ControlError;
}
"#;

/// `error` as the JS `Error` to throw, its data at `key`.
pub fn thrown<T: Display + Serialize + Tsify>(error: &T, key: &str) -> JsValue {
    let thrown = js_sys::Error::new(&error.to_string());
    if let Ok(data) = to_js(error) {
        // Setting a property of a fresh Error cannot fail.
        let _ = js_sys::Reflect::set(&thrown, &key.into(), &data.into());
    }
    thrown.into()
}
