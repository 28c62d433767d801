//! Helpers shared by the integration tests.

#![allow(dead_code)] // each test file uses a different part

pub mod reference;

use tobit_rules::{fen, Move, Point, Position};

/// A position from FEN; test positions are written by hand, so a bad one fails the test.
pub fn pos(text: &str) -> Position {
    fen::parse(text).unwrap_or_else(|e| panic!("bad test FEN {text:?}: {e}"))
}

/// The engine's legal moves as sorted notation strings.
pub fn moves(text: &str) -> Vec<String> {
    sorted(pos(text).legal_moves().iter().map(|m| m.to_string()))
}

/// Sorted strings.
pub fn sorted<I: IntoIterator<Item = String>>(items: I) -> Vec<String> {
    let mut v: Vec<String> = items.into_iter().collect();
    v.sort();
    v
}

/// Sorted strings from literals.
pub fn expect(items: &[&str]) -> Vec<String> {
    sorted(items.iter().map(|s| s.to_string()))
}

/// A tiny seeded pseudo-random generator (xorshift64*), so random tests repeat exactly.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value; zero is replaced).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Positions met along seeded random games from the start (every position of every game).
pub fn random_game_positions(seed: u64, games: usize, max_plies: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = Position::start();
        for _ in 0..max_plies {
            out.push(p);
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.play(&moves[rng.below(moves.len())]);
        }
    }
    out
}

/// Seeded random set-ups: a few pieces of each side anywhere, some of them tobits (huls never
/// on their own promotion points), either side to move. These have far more tobit play and
/// long captures than games from the start.
pub fn random_setups(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut white = Vec::new();
        let mut black = Vec::new();
        let mut used = [false; 39];
        for side in 0..2 {
            let n = 1 + rng.below(8);
            for _ in 0..n {
                let p = 1 + rng.below(38);
                if used[p] {
                    continue;
                }
                let promo = if side == 0 { p >= 34 } else { p <= 5 };
                let tobit = promo || rng.below(3) == 0;
                used[p] = true;
                let item = if tobit {
                    format!("K{p}")
                } else {
                    p.to_string()
                };
                if side == 0 {
                    white.push(item)
                } else {
                    black.push(item)
                }
            }
        }
        let side = if rng.below(2) == 0 { "W" } else { "B" };
        let text = format!("{side}:W{}:B{}", white.join(","), black.join(","));
        out.push(pos(&text));
    }
    out
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

/// The point with this number, which must be 1..38.
pub fn pt(n: u8) -> Point {
    Point::new(n).expect("test point in 1..38")
}
