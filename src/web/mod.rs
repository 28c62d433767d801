//! The WebAssembly API (docs/ARCHITECTURE.md, "wasm exports"), compiled only for `wasm32`, as
//! three modules built from this crate:
//!
//! - feature `page` ([`page`], `tobit.js`): the `Game` and `Board` classes and `config()`,
//!   what the first page load fetches;
//! - feature `engine` ([`engine`], `tobit_engine.js`): `bestMove`, `isDeadDraw` and the endgame
//!   tables (`egtb*`), `analyse` and `reviewGame`, loaded by the engine workers;
//! - feature `study` ([`study`], `tobit_study.js`): the analysis board's `GameTree`, `diagram`
//!   and the game `Clock` with its time controls, loaded on the main thread of the screens that
//!   need them.
//!
//! Every export takes its arguments as `JsValue` and checks them ([`js`]): a bad call is a
//! `JsError` naming the argument, never a panic, a trap or a silent coercion.

#[cfg(any(feature = "engine", feature = "study"))]
pub mod clock_read;
#[cfg(any(feature = "engine", feature = "study"))]
pub mod grade_counts;
pub mod js;
mod replay;
#[cfg(any(feature = "engine", feature = "study"))]
pub mod score_side;
#[cfg(any(feature = "engine", feature = "study"))]
pub mod to_js;

#[cfg(feature = "engine")]
pub mod engine;
#[cfg(feature = "page")]
pub mod page;
#[cfg(feature = "study")]
pub mod study;

use wasm_bindgen::prelude::*;

/// Runs when the module is instantiated, in the page and in workers alike: installs the panic
/// hook (so that a bug shows its message in the console) and does nothing else.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
