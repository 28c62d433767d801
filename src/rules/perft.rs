//! Perft: counting move sequences, to check move generation against known values.

use super::movegen::MoveSink;
use super::{Bitboard, Direction, Move, Point, Position};

/// The number of distinct legal move sequences of exactly `depth` moves (RULES.md section 8).
/// Counts the last ply in bulk, without making its moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ => bulk(pos, depth),
    }
}

/// Bulk-counting perft for `depth >= 1`: the generator hands each move straight to a
/// [`PerftSink`], which makes it and counts below it, so no move list is ever built.
#[inline]
fn bulk(pos: &Position, depth: u32) -> u64 {
    if depth == 1 {
        return pos.count_moves();
    }
    let mut sink = PerftSink {
        pos,
        depth: depth - 1,
        nodes: 0,
    };
    pos.generate(&mut sink);
    sink.nodes
}

/// A move sink that counts the perft below each move it receives.
struct PerftSink<'a> {
    pos: &'a Position,
    /// Depth left below the moves received.
    depth: u32,
    nodes: u64,
}

impl PerftSink<'_> {
    #[inline(always)]
    fn count(&mut self, from: Point, to: Point, captured: Bitboard) {
        let next = self.pos.play_parts::<false>(from, to, captured);
        self.nodes += bulk(&next, self.depth);
    }
}

impl MoveSink for PerftSink<'_> {
    #[inline]
    fn slides(&mut self, from: Point, targets: Bitboard) {
        for to in targets {
            self.count(from, to, Bitboard::EMPTY);
        }
    }

    #[inline]
    fn steps(&mut self, targets: Bitboard, dir: Direction) {
        for to in targets {
            self.count(to.step_back(dir), to, Bitboard::EMPTY);
        }
    }

    #[inline]
    fn capture(&mut self, from: Point, landings: &[Point], captured: Bitboard) {
        let to = *landings.last().expect("a capture has a landing point");
        self.count(from, to, captured);
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
