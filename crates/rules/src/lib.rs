//! The rules of Tobit (docs/RULES.md): board, pieces, positions, legal moves, notation and games.
//!
//! Pure Rust with no dependency outside `std`, so it builds and tests natively and in wasm.
#![deny(missing_docs)]

mod bitboard;
mod color;
mod direction;
pub mod fen;
pub mod game;
mod movegen;
mod moves;
pub mod notation;
pub mod pdn;
#[cfg(not(target_arch = "wasm32"))]
mod perft;
mod piece;
mod point;
mod position;
pub mod quote;
pub mod setup;
mod status;
pub mod tables;
pub mod tree;
pub mod zobrist;

pub use bitboard::{Bitboard, Points};
pub use color::Color;
pub use direction::Direction;
pub use fen::FenError;
pub use game::{Game, GameError, MoveNumber};
pub use movegen::MoveSink;
pub use moves::{Move, MAX_JUMPS};
pub use notation::{move_by_ends, moves_with_prefix, parse_move, MoveError};
pub use pdn::{PdnError, PdnErrorKind, PdnGame, ReadGame};
#[cfg(not(target_arch = "wasm32"))]
pub use perft::{divide, perft, perft_full};
pub use piece::{Kind, Piece, MAX_PIECES};
pub use point::{Point, POINT_COUNT};
pub use point::{GRID_COLS, GRID_ROWS};
pub use position::{Position, SetupError};
pub use status::{Outcome, Reason, Status};
pub use tree::{GameResult, GameTree};
