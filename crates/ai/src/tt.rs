//! The transposition table: search results keyed by the Zobrist hash of the position.
//!
//! Buckets of two entries: the first keeps the deeper result, the second always takes the
//! newest. Each search starts a new generation and ignores entries of older ones, so a search
//! depends only on its position and limits (deterministic under depth and node limits).

use tobit_rules::Move;

/// How a stored score relates to the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    /// A tag of the best move (see [`move_tag`]), 0 for none.
    pub move_tag: u16,
    /// The score, in table form (see `score::to_tt`).
    pub score: i16,
    /// The remaining depth the result was searched to.
    pub depth: i8,
    /// How the score bounds the true score.
    pub bound: Bound,
    generation: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    move_tag: 0,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    generation: 0,
};

/// The default size: 16 MiB, small enough for a browser tab.
pub const DEFAULT_TT_BYTES: usize = 16 << 20;

/// A tag identifying a move among the legal moves of one position (a 16-bit digest of its
/// start, end and captured points; never 0).
pub fn move_tag(m: &Move) -> u16 {
    let c = m.captured().0;
    let x = (c ^ (c >> 21) ^ (c >> 42)).wrapping_mul(0x9E37_79B9) >> 8;
    let tag = (m.from().cell() as u64) | (m.to().cell() as u64) << 6 | (x & 0xf) << 12;
    (tag as u16) | 1 << 15 | 1
}

/// The transposition table.
pub struct Tt {
    buckets: Vec<[Entry; 2]>,
    generation: u8,
}

impl Tt {
    /// A table using about `bytes` bytes (at least one bucket; rounded down to a power of two).
    pub fn new(bytes: usize) -> Tt {
        let wanted = (bytes / std::mem::size_of::<[Entry; 2]>()).max(1);
        let count = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Tt {
            buckets: vec![[EMPTY; 2]; count],
            generation: 1,
        }
    }

    /// Starts a new search: older entries are ignored from now on.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.buckets.fill([EMPTY; 2]);
            self.generation = 1;
        }
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.buckets.len() - 1)
    }

    /// The entry stored for this position in the current search, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.buckets[self.index(key)]
            .iter()
            .find(|e| e.key == key && e.generation == self.generation && e.depth >= 0)
            .copied()
    }

    /// Stores a result (`score` already in table form).
    #[inline]
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, move_tag: u16) {
        let generation = self.generation;
        let index = self.index(key);
        let bucket = &mut self.buckets[index];
        let entry = Entry {
            key,
            move_tag,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            bound,
            generation,
        };
        let first = &bucket[0];
        if first.generation != generation || first.key == key || depth >= first.depth as i32 {
            bucket[0] = entry;
        } else {
            bucket[1] = entry;
        }
    }
}
