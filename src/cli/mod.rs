//! The command-line commands, one file each.

pub mod bench;
pub mod best;
pub mod matches;
