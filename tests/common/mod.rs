//! Helpers shared by the integration tests: a seeded random game walker.
#![allow(dead_code)] // each test file uses part of it

use tobit::rules::{Move, Position};

/// A small deterministic generator (xorshift64*), so failures reproduce.
pub struct Rng(u64);

impl Rng {
    /// A generator from a non-zero seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    /// A number in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// The positions and moves of a random game from `start`, at most `plies` long (it stops early
/// when the side to move has no move).
pub fn random_game(rng: &mut Rng, start: Position, plies: usize) -> Vec<(Position, Move)> {
    let mut pos = start;
    let mut seen = Vec::new();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        seen.push((pos, m));
        pos = pos.play(&m);
    }
    seen
}

/// The position given in FEN, which must be valid.
pub fn fen(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("test FEN {text:?}: {e}"))
}

/// The point with this number, which must be 1..38.
pub fn pt(n: u8) -> tobit::rules::Point {
    tobit::rules::Point::new(n).expect("test point in 1..38")
}
