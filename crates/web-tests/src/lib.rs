//! The browser tests of the five wasm modules (`tests/`, run by wasm-bindgen-test in headless
//! Chromium and Firefox: `make test-wasm`). They live in a crate of their own because many of
//! them use two modules at once (a game from the page module written as PDN by the study
//! module); the crate itself holds no code.
#![deny(missing_docs)]
