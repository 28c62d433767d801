//! The page module (`tobit.js`, the package `tobit-web-page`, library `tobit`): the rules and the board for JS, no AI.
//! This is the wasm the first page load fetches. The types it hands to JS ([`shapes`],
//! [`names`], [`config`]) are Rust types; tsify writes their TypeScript declarations into
//! `tobit.d.ts`.
#![deny(missing_docs)]

mod board;
mod config;
mod game;

mod render;
mod session;
pub mod shapes;

pub use board::Board;
pub use config::{config, BoardOptions, Range, SearchMaxima, TobitConfig};
pub use game::JsGame;
