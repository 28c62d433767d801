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

/// A result of an export as JS sees it.
pub fn js(v: impl Into<JsValue>) -> JsValue {
    v.into()
}

/// An optional result as JS sees it: `undefined` for none.
pub fn or_undefined<T: Into<JsValue>>(v: Option<T>) -> JsValue {
    v.map_or(JsValue::UNDEFINED, Into::into)
}

/// A list of results as a JS array.
pub fn array<T: Into<JsValue>>(items: Vec<T>) -> JsValue {
    items.into_iter().map(Into::into).collect::<Array>().into()
}

/// The message of the error of a call that must fail.
pub fn error<T>(r: Result<T, JsError>) -> String {
    match r {
        Ok(_) => panic!("the call succeeded"),
        Err(e) => message(e),
    }
}

/// The keys a TypeScript interface declaration (tsify's) lists, in order.
pub fn declared(decl: &str) -> Vec<String> {
    decl.lines()
        .filter_map(|line| {
            let (key, _) = line.trim().split_once(':')?;
            let key = key.trim_end_matches('?');
            let plain = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric());
            plain.then(|| key.to_string())
        })
        .collect()
}

/// Asserts that `value` has exactly the keys, in order, of the declaration of `T`.
pub fn shaped<T: tsify::Tsify>(value: &JsValue) {
    let keys = strings(
        &js_sys::Object::keys(wasm_bindgen::JsCast::unchecked_ref::<js_sys::Object>(value)).into(),
    );
    assert_eq!(keys, declared(T::DECL), "{}", T::DECL);
}
