//! The web side's shared layer: what the wasm modules have in common, so that each module
//! crate holds only its own exports (docs/ARCHITECTURE.md, "wasm exports"):
//!
//! - `tobit` in crates/web-page (`tobit.js`): the `Game` and `Board` classes and `config()`, what the
//!   first page load fetches;
//! - `tobit-web-engine` (`tobit_engine.js`): `EngineGame` (a game replayed once per worker
//!   request), `bestMove`, `isDeadDraw`, the endgame tables (`egtb*`), `analyse` and
//!   `reviewGame`, loaded by the engine workers;
//! - `tobit-web-study` (`tobit_study.js`): the analysis board's `GameTree`, `diagram`, the game
//!   `Clock` with its time controls, the editor's rules and PDN files;
//! - `tobit-web-link` (`tobit_links.js`): games by link, for the link page and My games;
//! - `tobit-web-tournament` (`tobit_tournament.js`): the organiser's tournament.
//!
//! Every export takes its arguments as `JsValue` and checks them ([`js`]): a bad call is a
//! `JsError` naming the argument, never a panic, a trap or a silent coercion. This crate also
//! installs the panic hook when a module starts and gives every module its allocator.
#![deny(missing_docs)]

pub mod clock_faces;
pub mod clock_read;
pub mod grade_counts;
pub mod js;
pub mod names;
pub mod replay;
pub mod shape_read;
pub mod to_js;

use wasm_bindgen::prelude::*;

/// Runs when a module is instantiated, in the page and in workers alike: installs the panic
/// hook (so that a bug shows its message in the console) and does nothing else.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The wasm modules' allocator: talc, smaller and faster than Rust's default dlmalloc there
/// (docs/SIZE.md). Safety: each module runs in one thread (a page or a worker), the only
/// condition `TalckWasm` has.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };
