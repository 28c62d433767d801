//! The rules of Tobit, Khakas draughts (docs/RULES.md): the board, positions, legal moves, the
//! notation of moves and positions, games and their records, and perft. Every other crate of
//! the workspace rests on this one. Pure Rust with no dependency outside `std` (serde only
//! with the `serde` feature), so it builds and tests natively and in wasm.
//!
//! - **The board** (RULES.md section 2): 38 [`Point`]s on nine chols, numbered 1..38 from
//!   White's side; inside the engine a point is a bit of a 7x6 grid, and a set of points is a
//!   [`Bitboard`]. [`tables`] holds the step masks and rays computed at compile time.
//! - **Pieces** ([`Piece`]: a [`Color`] and a [`Kind`], hul or tobit) and **positions**
//!   ([`Position`]: where each piece stands, whose turn it is, a Zobrist [`hash`](zobrist)).
//!   [`Position::legal_moves`] lists the legal [`Move`]s (captures are compulsory and taken to
//!   the end) and [`Position::play`] plays one; [`setup`] places pieces one at a time.
//! - **Notation**: a move is written `9-16` or `16x30x32` (section 8; [`Move`]'s `Display`),
//!   read back against a position by [`parse_move`]; a position is written in FEN (section 9,
//!   [`fen::parse`], [`fen::format`]).
//! - **Games**: a [`Game`] is a start and the moves played, with repetitions, the [`Status`]
//!   and its [`Outcome`], undo and redo; a [`GameTree`] adds variations, comments and glyphs
//!   ([`tree`]), and [`pdn`] reads and writes it as PDN.
//! - **Perft** (section 10; native only): [`perft`] counts the move sequences of a depth and
//!   [`divide`] splits the count by first move.
//!
//! ```
//! use tobit_rules::{fen, parse_move, pdn, perft, Game, Position, Status};
//!
//! // A position from FEN: White to move, hullar on 9 and 10, a tobit on 1; Black's hul on 17.
//! let pos = fen::parse("W:W9,10,K1:B17").unwrap();
//! // The legal moves, in move text: the capture 10x24 is compulsory.
//! let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["10x24"]);
//!
//! // From the start: five moves, 205 sequences of three.
//! let start = Position::start();
//! assert_eq!(start.legal_moves().len(), 5);
//! assert_eq!(perft(&start, 3), 205);
//! let first = parse_move(&start, "9-16").unwrap();
//! let after = start.play(&first);
//! assert!(fen::format(&after).starts_with("B:W1,2,3,4,5,6,7,8,10,11,12,16:B27,28"));
//! assert_eq!(fen::parse(&fen::format(&after)).unwrap(), after);
//!
//! // A game, and its record in PDN.
//! let mut game = Game::new(start);
//! game.play_text("9-16").unwrap();
//! assert_eq!(game.status(), Status::Ongoing);
//! let record = pdn::export(&game, &[("White".into(), "Aigul".into())]);
//! assert_eq!(pdn::import(&record).unwrap().game.moves(), &[first]);
//! println!("{record}");
//! ```
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
