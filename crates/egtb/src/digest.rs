//! SHA-256 digests of tables, and the digests pinned for the tables every build ships
//! (`digests.txt`: each class of at most [`super::PIECES`] pieces, one `<class> <hex>` line,
//! written by `tobit egtb digests`). A table file of a pinned class is used only when its
//! table has exactly that digest, so a damaged file, or one built by another version of the
//! generator, is refused (see [`super::file`]).

use super::material::Material;
use sha2::{Digest as _, Sha256};

/// A SHA-256 digest.
pub type Digest = [u8; LEN];

/// The length of a digest in bytes.
pub const LEN: usize = 32;

/// The pinned digests, one `<class> <hex>` line per shipped class.
const PINNED: &str = include_str!("digests.txt");

/// The SHA-256 digest of `bytes`.
pub fn of(bytes: &[u8]) -> Digest {
    Sha256::digest(bytes).into()
}

/// A digest as lowercase hexadecimal text.
pub fn hex(digest: &[u8]) -> String {
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// The digest (as hexadecimal text) pinned for class `m`, if it is a shipped class.
pub fn pinned(m: Material) -> Option<&'static str> {
    let name = m.to_string();
    PINNED
        .lines()
        .filter_map(|line| line.split_once(' '))
        .find_map(|(class, hex)| (class == name).then_some(hex))
}

/// Whether `d` may be the digest of class `m`'s table: the pinned one, or any for a class that
/// has none (five pieces: built and kept natively only).
pub fn fits(m: Material, d: &Digest) -> bool {
    pinned(m).is_none_or(|p| p == hex(d))
}

/// The version of the shipped tables: the start of the digest of the pinned digests, so any
/// change to any table changes it (the browser names its cache of table files with it).
pub fn version() -> String {
    hex(&of(PINNED.as_bytes())[..6])
}

/// The line of `digests.txt` for class `m` holding `table`.
pub fn line(m: Material, table: &[u8]) -> String {
    format!("{m} {}", hex(&of(table)))
}
