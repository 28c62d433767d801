//! The WebAssembly API (docs/ARCHITECTURE.md, "wasm exports"), compiled only for `wasm32`, as
//! two modules built from this crate:
//!
//! - feature `page` ([`page`], `tobit.js`): the `Game` and `Board` classes and `config()`,
//!   what the first page load fetches;
//! - feature `engine` ([`engine`], `tobit_engine.js`): `bestMove`, `isDeadDraw` and the endgame
//!   tables (`egtb*`), loaded by the engine worker only.
//!
//! Every export takes its arguments as `JsValue` and checks them ([`js`]): a bad call is a
//! `JsError` naming the argument, never a panic, a trap or a silent coercion.

pub mod js;
mod replay;

#[cfg(feature = "engine")]
pub mod engine;
#[cfg(feature = "page")]
pub mod page;

use wasm_bindgen::prelude::*;

/// Runs when the module is instantiated, in the page and in workers alike: installs the panic
/// hook (so that a bug shows its message in the console) and does nothing else.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
