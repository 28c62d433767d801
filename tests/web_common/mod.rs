//! Helpers shared by the wasm-bindgen test suites (tests/web_*.rs).
#![allow(dead_code)]

use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

/// `v[key]`.
pub fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

/// A JS array of strings.
pub fn list(items: &[&str]) -> JsValue {
    items
        .iter()
        .map(|s| JsValue::from_str(s))
        .collect::<Array>()
        .into()
}

/// The strings of a JS array.
pub fn strings(v: &JsValue) -> Vec<String> {
    Array::from(v)
        .iter()
        .map(|s| s.as_string().unwrap())
        .collect()
}

/// The message of a `JsError`.
pub fn message(e: JsError) -> String {
    js_sys::Error::from(JsValue::from(e)).message().into()
}

/// A JS value from JSON text.
pub fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap()
}
