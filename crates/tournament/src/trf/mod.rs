//! The FIDE Tournament Report File (TRF-2026, FIDE Handbook C.04 Annex 2): a tournament
//! written as fixed-width text lines and read back, for a scripted step, a backup, or
//! another tool's file. docs/TOURNAMENTS.md lists the records read and written.
//!
//! - [`write`]: the settings (with the points per result in record 162, so 2-1-0 is exact),
//!   the players, every round's pairings, colours, results and byes, the byes asked for, the
//!   forbidden pairs, and Tobit's own `TBX` records for what TRF has no field for (a
//!   knockout's matches and games among them: `knockout`).
//! - [`read`]: the tournament a TRF describes, rebuilt through the command log so that every
//!   rule is checked again; a [`TrfError`] names the line and what is wrong.
//!
//! - [`detect`]: the encoding of a file's bytes (UTF-8, Windows-1251 or Latin-1); with the
//!   feature `decode`, [`read_bytes`]: the bytes decoded in it ([`decode`]), then read.
//!
//! `read(&write(t))` has the state of `t`.

mod build;
mod encoding;
mod error;
mod extension;
mod knockout;
mod player_record;
mod reader;
mod records;
mod writer;

#[cfg(feature = "decode")]
pub use encoding::decode;
pub use encoding::{detect, TrfEncoding};
pub use error::{PlayerField, TrfError, TrfProblem};
pub use writer::write;

use crate::tournament::Tournament;

/// Reads a TRF: the tournament it describes, or the first line that is wrong and why.
pub fn read(text: &str) -> Result<Tournament, TrfError> {
    build::build(reader::parse(text)?)
}

/// Reads a TRF file's bytes, in UTF-8, Windows-1251 or Latin-1 ([`decode`]).
#[cfg(feature = "decode")]
pub fn read_bytes(bytes: &[u8]) -> Result<Tournament, TrfError> {
    read(&decode(bytes).0)
}
