//! Tobit, the draughts game of the Khakas people: rules engine, AI and browser board.
//!
//! - [`rules`]: the rules of docs/RULES.md, pure Rust, no dependency.
//! - [`clock`]: the game clock and time controls, driven by times the caller gives.
//! - [`view`]: board geometry, hit testing, move input and animation for a graphical board.
//! - `web` (wasm32 only): the wasm-bindgen API and the canvas board used by the page.
//! - `puzzles` (not in the wasm build): puzzles found by the engine in self-play games.
//! - `cli`: the `tobit` command-line tool (not in the wasm build).
//!
//! ```
//! use tobit::rules::{perft, Position};
//! let start = Position::start();
//! assert_eq!(start.legal_moves().len(), 5);
//! assert_eq!(perft(&start, 3), 205);
//! ```
#![deny(missing_docs)]

pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod clock;
pub mod egtb;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
pub mod rules;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;
