//! The serde results of the engine and study modules handed to JS: tsify writes their
//! TypeScript declarations into each module's `.d.ts` and serde-wasm-bindgen builds the JS
//! objects (the page module builds its own by hand, see [`crate::js::ToJs`]).

use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::JsError;

/// `value` as the plain JS object of its TypeScript type.
pub fn to_js<T: Tsify + Serialize>(value: &T) -> Result<Ts<T>, JsError> {
    value
        .into_ts()
        .map_err(|e| JsError::new(&format!("could not hand a result to JS: {e}")))
}
