//! A JS value thrown through a callback or a getter the engine and study modules read is dropped
//! with the refusal, never kept: a thousand calls with a throwing callback or getter leave
//! wasm-bindgen's heap of JS values (its externref table) as it was.
#![cfg(target_arch = "wasm32")]

use js_sys::Function;
use tobit_engine::{analyse, best_move, review_game};
use tobit_study::{diagram, read_pdn_file, Clock};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// How many times each call is made.
const CALLS: usize = 1000;

/// An object whose getter `key` throws a fresh Error at each reading.
fn throwing_getter(key: &str) -> JsValue {
    let body = format!("return {{ get {key}() {{ throw new Error('getter'); }} }};");
    Function::new_no_args(&body).call0(&JsValue::NULL).unwrap()
}

/// A list of moves whose second element is a getter that throws a fresh Error at each reading.
fn throwing_list() -> JsValue {
    let body = "const a = ['9-16']; Object.defineProperty(a, 1, { get() { throw new Error('getter'); } }); return a;";
    Function::new_no_args(body).call0(&JsValue::NULL).unwrap()
}

/// A revoked Proxy, which throws a fresh TypeError at each reading.
fn revoked() -> JsValue {
    let body = "const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy;";
    Function::new_no_args(body).call0(&JsValue::NULL).unwrap()
}

/// A callback that throws a fresh Error at each call.
fn throwing_callback() -> JsValue {
    Function::new_no_args("throw new Error('callback');").into()
}

/// Asserts that `call`, made [`CALLS`] times, fails each time and keeps no JS value alive.
fn leaves_no_value<T>(what: &str, mut call: impl FnMut() -> Result<T, JsError>) {
    // Once first: what a first call sets up for good (a cached string) is not a leak.
    assert!(call().is_err(), "{what}: refused");
    let before = wasm_bindgen::externref_heap_live_count();
    for _ in 0..CALLS {
        assert!(call().is_err(), "{what}: refused");
    }
    let after = wasm_bindgen::externref_heap_live_count();
    assert_eq!(
        after,
        before,
        "{what}: {} JS values kept by {CALLS} calls",
        i64::from(after) - i64::from(before)
    );
}

#[wasm_bindgen_test]
fn a_throwing_callback_is_dropped() {
    let depth = || json(r#"{"depth": 1}"#);
    leaves_no_value("analyse's onInfo", || {
        analyse(JsValue::NULL, JsValue::NULL, depth(), throwing_callback())
    });
    leaves_no_value("reviewGame's onProgress", || {
        review_game(JsValue::NULL, list(&["9-16"]), depth(), throwing_callback())
    });
    let pdn = JsValue::from_str("[Result \"*\"]\n1. 9-16 *\n");
    leaves_no_value("readPdnFile's onProgress", || {
        read_pdn_file(pdn.clone(), throwing_callback())
    });
}

#[wasm_bindgen_test]
fn a_throwing_getter_is_dropped() {
    leaves_no_value("bestMove's options", || {
        best_move(JsValue::NULL, JsValue::NULL, throwing_getter("depth"))
    });
    leaves_no_value("analyse's options", || {
        analyse(
            JsValue::NULL,
            JsValue::NULL,
            throwing_getter("lines"),
            JsValue::NULL,
        )
    });
    leaves_no_value("diagram's options", || {
        diagram(JsValue::NULL, JsValue::NULL, throwing_getter("flip"))
    });
    leaves_no_value("a Clock's control", || Clock::new(throwing_getter("white")));
    leaves_no_value("bestMove's moves", || {
        best_move(JsValue::NULL, throwing_list(), JsValue::NULL)
    });
    leaves_no_value("diagram's options, a revoked Proxy", || {
        diagram(JsValue::NULL, JsValue::NULL, revoked())
    });
}
