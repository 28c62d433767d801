//! Errors thrown to JS with their data: an `Error` whose message is the Rust error's English
//! (for logs and the console) and whose property names why as data (a `code` and what it
//! names), which the pages put in the player's words (www/lib/coded-errors.js). Each module
//! declares the `Error` interfaces it throws beside the exports that throw them.

use super::to_js::to_js;
use serde::Serialize;
use std::fmt::Display;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// `error` as the JS `Error` to throw, its data at `key`.
pub fn thrown<T: Display + Serialize + Tsify>(error: &T, key: &str) -> JsValue {
    thrown_as(&error.to_string(), error, key)
}

/// An `Error` with the message `message` to throw, `data` at `key`.
pub fn thrown_as<T: Serialize + Tsify>(message: &str, data: &T, key: &str) -> JsValue {
    let thrown = js_sys::Error::new(message);
    if let Ok(data) = to_js(data) {
        // Setting a property of a fresh Error cannot fail.
        let _ = js_sys::Reflect::set(&thrown, &key.into(), &data.into());
    }
    thrown.into()
}
