//! Values handed to JS. The serde results of the engine and study modules: tsify writes their
//! TypeScript declarations into each module's `.d.ts` and serde-wasm-bindgen builds the JS
//! objects (the page module builds its own by hand, see [`crate::js::ToJs`]).
//!
//! Errors are handed to JS with their data too: an `Error` whose message is the Rust error's English
//! (for logs and the console) and whose property names why as data (a `code` and what it
//! names), which the pages put in the player's words (www/lib/coded-errors.js). Each module
//! declares the `Error` interfaces it throws beside the exports that throw them.

use serde::Serialize;
use std::fmt::Display;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// `value` as the plain JS object of its TypeScript type.
pub fn to_js<T: Tsify + Serialize>(value: &T) -> Result<Ts<T>, JsError> {
    value
        .into_ts()
        .map_err(|e| JsError::new(&format!("could not hand a result to JS: {e}")))
}

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
