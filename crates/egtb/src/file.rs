//! The bytes of a table file: the 8-byte magic `TBTEGTB2`, the SHA-256 digest of the table,
//! then the table (one byte per index). [`decode`] checks all of it before a table is used.

use super::digest::{self, Digest};
use super::index::table_size;
use super::material::Material;
use std::fmt;

/// The first bytes of every table file (the format's version is its last character).
const MAGIC: &[u8; 8] = b"TBTEGTB2";

/// The length of a table file's header: the magic, then the table's digest.
pub const HEADER_LEN: usize = MAGIC.len() + digest::LEN;

/// Why the bytes of a file are not the table of a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileError {
    /// They do not start as a table file does (empty, an HTML page, an older format).
    NotATable,
    /// The file has `found` bytes instead of the `expected` of the class's table file.
    Size {
        /// The file's length in bytes.
        found: u64,
        /// The length of the class's table file.
        expected: u64,
    },
    /// The table does not match the digest written with it: the file is damaged.
    Damaged,
    /// A whole table, but not the one this build ships for the class (its digest differs
    /// from the pinned one): another version of the tables.
    NotPinned,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NotATable => write!(f, "not a table file (no TBTEGTB2 header)"),
            FileError::Size { found, expected } => {
                let how = if found < expected {
                    "cut short"
                } else {
                    "too long"
                };
                write!(f, "{how}: {found} bytes instead of {expected}")
            }
            FileError::Damaged => write!(f, "damaged: its SHA-256 digest does not match"),
            FileError::NotPinned => write!(
                f,
                "another version of the table: its SHA-256 digest is not this build's"
            ),
        }
    }
}

impl std::error::Error for FileError {}

/// The length in bytes of the file holding the table of class `m`.
pub fn len_of(m: Material) -> u64 {
    (HEADER_LEN + table_size(m)) as u64
}

/// The bytes of a table file holding `table`.
pub fn encode(table: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(HEADER_LEN + table.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&digest::of(table));
    bytes.extend_from_slice(table);
    bytes
}

/// The table of class `m` in the bytes of its file, once they are checked: the header, the
/// size, the digest written in the file, and the digest pinned for the class if it has one.
pub fn decode(m: Material, bytes: &[u8]) -> Result<&[u8], FileError> {
    let rest = bytes.strip_prefix(MAGIC).ok_or(FileError::NotATable)?;
    let (found, expected) = (bytes.len() as u64, len_of(m));
    if found != expected {
        return Err(FileError::Size { found, expected });
    }
    let (written, table) = rest.split_at(digest::LEN);
    let written: &Digest = written.try_into().expect("split at the digest's length");
    if digest::of(table) != *written {
        return Err(FileError::Damaged);
    }
    if !digest::fits(m, written) {
        return Err(FileError::NotPinned);
    }
    Ok(table)
}
