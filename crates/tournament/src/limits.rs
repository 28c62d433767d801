//! How large a tournament may grow: what a TRF can write and read back (a starting rank in
//! four digits, a round number in three). The command line, the page's form and the TRF reader
//! take these numbers from here.

/// The most players a tournament may have (TRF's starting rank, columns 5-8 of record 001).
pub const MAX_PLAYERS: usize = 9999;

/// The fewest rounds a Swiss may have.
pub const MIN_ROUNDS: usize = 1;

/// The most rounds a tournament may have (TRF's round numbers, three digits in records 240
/// and 260): a Swiss's rounds, a round robin's (a player fewer than it has players, twice that
/// for a double one).
pub const MAX_ROUNDS: usize = 999;
