//! The WebAssembly API used by the page (docs/ARCHITECTURE.md, "wasm exports"): the `Game`
//! class, `bestMove` and `isDeadDraw`, and the `Board` class that draws a game on a canvas and
//! turns pointer events into moves. Compiled only for `wasm32`.
//!
//! Every export validates its input and returns a `JsError` with a clear message rather than
//! panicking. Plain objects cross the boundary through serde-wasm-bindgen ([`shapes`]).

mod board;
mod egtb;
mod game;
mod render;
mod search;
mod session;
mod shapes;

pub use board::Board;
pub use egtb::{egtb_build, egtb_covers, egtb_load, egtb_missing, egtb_probe};
pub use game::JsGame;
pub use search::{best_move, is_dead_draw};

use wasm_bindgen::prelude::*;

/// Runs when the module is instantiated, in the page and in workers alike: installs the panic
/// hook (so that a bug shows its message in the console) and does nothing else.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
