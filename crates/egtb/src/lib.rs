//! Endgame tables: the exact value of every position with few pieces (up to four, or five
//! natively), built by retrograde analysis. Pure Rust, no web dependency.
//!
//! A position's value is win / loss / draw for the side to move with the distance to the end of
//! the game in plies under best play ([`Value`]). Each material class ([`Material`]) is one
//! table of one byte per position, indexed by the combinatorial number system ([`index`]),
//! built by [`generate`] after every class its captures and promotions lead to, checked by
//! [`verify`], written as files ([`file`]) whose contents are checked against SHA-256 digests
//! ([`digest`]) before use, kept on disk by [`storage`] and probed through [`Tables`].
//!
//! ```
//! use tobit_egtb::{Material, Tables, Value};
//! use tobit_rules::fen;
//! let pos = fen::parse("W:WK4,K14:BK20,22").unwrap();
//! let mut tables = Tables::new();
//! tables.build(Material::of(&pos));
//! assert_eq!(tables.probe(&pos), Some(Value::Win(15)));
//! ```
#![deny(missing_docs)]

pub mod digest;
pub mod file;
pub mod generate;
pub mod index;
mod material;
pub mod storage;
mod tables;
mod unmove;
mod value;
pub mod verify;

pub use material::Material;
pub use tables::Tables;
pub use value::{from_successors, Value};

/// The most pieces for which the AI and the browser use tables.
pub const PIECES: u32 = 4;
