//! Tobit, the draughts game of the Khakas people: rules engine, AI and browser board.
//!
//! - [`rules`]: the rules of docs/RULES.md, pure Rust, no dependency.
//! - [`clock`]: the game clock and time controls, driven by times the caller gives.
//! - [`ai`]: the search and the evaluation, playing levels 1..=8, the time budget on a clock.
//! - [`egtb`]: the endgame tables (win/draw/loss by retrograde analysis) the search probes.
//! - [`view`]: board geometry, hit testing, move input and animation for a graphical board.
//! - `web` (wasm32 only): the wasm-bindgen API and the canvas board used by the page.
//! - `puzzles` (not in the wasm build): puzzles found by the engine in self-play games.
//! - `training` (not in the wasm build): self-play, the sparring player, tuning of the
//!   evaluation weights and weights files.
//! - `cli`: the `tobit` command-line tool (feature `cli`; not in the wasm build).
//!
//! ```
//! use tobit::rules::{perft, Position};
//! let start = Position::start();
//! assert_eq!(start.legal_moves().len(), 5);
//! assert_eq!(perft(&start, 3), 205);
//! ```
#![deny(missing_docs)]

pub mod ai;
#[cfg(all(feature = "cli", not(target_arch = "wasm32")))]
pub mod cli;
pub mod clock;
pub mod egtb;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
pub mod rules;
#[cfg(not(target_arch = "wasm32"))]
pub mod training;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// The wasm modules' allocator: talc, smaller and faster than Rust's default dlmalloc there
/// (docs/SIZE.md). Safety: each module runs in one thread (a page or a worker), the only
/// condition `TalckWasm` has.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };
