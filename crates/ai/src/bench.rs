//! The fixed positions of `tobit bench` and `benches/search.rs`: the start and middle games
//! reached in play. Their node count at a fixed depth is the search signature.

use tobit_rules::{fen, Position};

/// The depth the bench searches each position to (the default of `tobit bench`).
pub const BENCH_DEPTH: u32 = 12;

/// The search signature: the total node count of the bench positions searched in order to
/// [`BENCH_DEPTH`] by one engine with the default table size. Any change to the search changes
/// it; `tests/ai_cli.rs` asserts it, so such a change is made on purpose (and docs/AI.md updated).
pub const BENCH_NODES: u64 = 4_986_586;

/// The bench positions as FEN.
pub const BENCH_FENS: [&str; 7] = [
    "W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38",
    "W:W2,3,4,6,7,8,12,17,18:B21,22,23,27,31,32,33,35,37",
    "W:W1,3,4,5,9,11,14,15,16:B20,24,25,27,30,32,35,36,37",
    "W:W1,3,4,5,6,7,11,12,15,16,18:B21,24,27,29,32,33,34,35,36,37,38",
    "W:W1,2,3,4,6,8,12,14,21:B23,24,27,29,34,35,36,37,38",
    "W:W1,2,3,4,5,7,12,16:B21,22,25,27,31,33,36,38",
    "W:W1,2,3,4,5,6,9,12,15,16:B18,21,27,29,30,33,35,36,37,38",
];

/// The bench positions, parsed.
pub fn bench_positions() -> Vec<Position> {
    BENCH_FENS
        .iter()
        .map(|f| fen::parse(f).expect("bench positions are valid FEN"))
        .collect()
}
