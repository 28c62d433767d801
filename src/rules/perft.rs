//! Perft: counting move sequences, to check move generation against known values.

use super::{Move, Position};

/// The number of distinct legal move sequences of exactly `depth` moves (RULES.md section 8).
/// Counts the last ply in bulk, without making its moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers = vec![Vec::with_capacity(64); depth as usize];
    perft_with(pos, depth, &mut buffers)
}

fn perft_with(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        _ => {
            let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
            moves.clear();
            pos.generate(moves);
            moves
                .iter()
                .map(|m| perft_with(&pos.play(m), depth - 1, rest))
                .sum()
        }
    }
}

/// Perft without bulk counting: makes every move down to depth 0 (slower; for cross-checks).
pub fn perft_full(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|m| perft_full(&pos.play(m), depth - 1))
        .sum()
}

/// Perft split by first move: each legal move with the count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| (m, perft(&pos.play(&m), depth - 1)))
        .collect()
}
