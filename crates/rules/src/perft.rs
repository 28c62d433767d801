//! Perft: counting move sequences, to check move generation against known values.

use super::movegen::MoveSink;
use super::{Bitboard, Direction, Move, Point, Position};

/// The number of distinct legal move sequences of exactly `depth` moves (docs/RULES.md section 10).
/// Counts the last ply in bulk, without making its moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU has the popcnt instruction (checked just above).
        return unsafe { bulk_popcnt(pos, depth) };
    }
    bulk::<Portable>(pos, depth)
}

/// How the counter recurses: the same code compiled for the baseline CPU or, where the CPU
/// has it, with the popcnt instruction (bulk counting is mostly population counts, which the
/// baseline x86-64 target computes with a dozen instructions each).
trait Recurse {
    fn bulk(pos: &Position, depth: u32) -> u64;
}

/// Baseline code, for every target.
struct Portable;

impl Recurse for Portable {
    #[inline(always)]
    fn bulk(pos: &Position, depth: u32) -> u64 {
        bulk::<Portable>(pos, depth)
    }
}

/// Code compiled with popcnt, chosen at run time only when the CPU has it.
#[cfg(target_arch = "x86_64")]
struct Popcnt;

#[cfg(target_arch = "x86_64")]
impl Recurse for Popcnt {
    #[inline(always)]
    fn bulk(pos: &Position, depth: u32) -> u64 {
        // SAFETY: only reached from `bulk_popcnt`, entered after the CPU check in `perft`.
        unsafe { bulk_popcnt(pos, depth) }
    }
}

/// [`bulk`] compiled with popcnt; the move generator is inlined into it.
///
/// # Safety
/// The CPU must have the popcnt instruction.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
unsafe fn bulk_popcnt(pos: &Position, depth: u32) -> u64 {
    bulk::<Popcnt>(pos, depth)
}

/// Bulk-counting perft for `depth >= 1`: the generator hands each move straight to a
/// [`PerftSink`], which makes it and counts below it, so no move list is ever built.
#[inline(always)]
fn bulk<R: Recurse>(pos: &Position, depth: u32) -> u64 {
    if depth == 1 {
        return pos.count_moves();
    }
    let mut sink = PerftSink::<R> {
        pos,
        depth: depth - 1,
        nodes: 0,
        recurse: std::marker::PhantomData,
    };
    pos.generate(&mut sink);
    sink.nodes
}

/// A move sink that counts the perft below each move it receives.
struct PerftSink<'a, R> {
    pos: &'a Position,
    /// Depth left below the moves received.
    depth: u32,
    nodes: u64,
    recurse: std::marker::PhantomData<R>,
}

impl<R: Recurse> PerftSink<'_, R> {
    #[inline(always)]
    fn count(&mut self, from: Point, to: Point, captured: Bitboard) {
        let next = self.pos.play_parts::<false>(from, to, captured);
        self.nodes += if self.depth == 1 {
            next.count_moves()
        } else {
            R::bulk(&next, self.depth)
        };
    }
}

impl<R: Recurse> MoveSink for PerftSink<'_, R> {
    #[inline(always)]
    fn slides(&mut self, from: Point, targets: Bitboard) {
        for to in targets {
            self.count(from, to, Bitboard::EMPTY);
        }
    }

    #[inline(always)]
    fn steps(&mut self, targets: Bitboard, dir: Direction) {
        for to in targets {
            self.count(to.step_back(dir), to, Bitboard::EMPTY);
        }
    }

    #[inline(always)]
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
