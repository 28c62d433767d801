//! The transposition table: search results keyed by the Zobrist hash of the position.
//!
//! Buckets of two entries: the first keeps the deeper result, the second always takes the
//! newest. Each search starts a new generation and ignores entries of older ones, so a search
//! depends only on its position and limits (deterministic under depth and node limits).
//!
//! A slot of zero bytes is empty (generation 0, which no search uses), so the table is
//! allocated zeroed: the OS hands such memory out lazily, and a table of gigabytes costs
//! nothing until a search writes to it (`setoption name hash` then `newgame` answers at once).

use bytemuck::Zeroable;
use std::sync::atomic::{AtomicU64, Ordering};
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// The search that stored it; 0 (which no search uses) in an empty slot.
    generation: u8,
}

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

/// One slot of a bucket: the entry packed in `data`, and `check` = key XOR data, so a slot torn
/// by two threads writing at once (Lazy SMP, which shares the table) fails its check and reads
/// as empty instead of giving one position another's result. Zero bytes read as generation 0:
/// empty.
#[derive(Zeroable)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// A bucket: the slot keeping the deeper result, then the one taking the newest.
type Bucket = [Slot; 2];

/// `count` empty buckets, in zeroed memory (mapped lazily by the OS, never written here).
fn empty_buckets(count: usize) -> Box<[Bucket]> {
    bytemuck::allocation::try_zeroed_slice_box(count).unwrap_or_else(|()| {
        let layout = std::alloc::Layout::array::<Bucket>(count).expect("the table size fits");
        std::alloc::handle_alloc_error(layout)
    })
}

impl Slot {
    #[inline]
    fn load(&self) -> Entry {
        let data = self.data.load(Ordering::Relaxed);
        let key = self.check.load(Ordering::Relaxed) ^ data;
        unpack(key, data)
    }

    #[inline]
    fn save(&self, e: &Entry) {
        let data = pack(e);
        self.check.store(e.key ^ data, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
    }
}

/// An entry without its key as 64 bits: move tag, score, depth, bound, generation.
#[inline]
fn pack(e: &Entry) -> u64 {
    let bound = match e.bound {
        Bound::Exact => 0u64,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    u64::from(e.move_tag)
        | u64::from(e.score as u16) << 16
        | u64::from(e.depth as u8) << 32
        | bound << 40
        | u64::from(e.generation) << 48
}

#[inline]
fn unpack(key: u64, data: u64) -> Entry {
    Entry {
        key,
        move_tag: data as u16,
        score: (data >> 16) as u16 as i16,
        depth: (data >> 32) as u8 as i8,
        bound: match (data >> 40) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
        generation: (data >> 48) as u8,
    }
}

/// The transposition table. Its entries are read and written through shared references, so
/// the threads of one search (Lazy SMP) share it.
pub struct Tt {
    buckets: Box<[Bucket]>,
    /// The current search's generation, 1..=255.
    generation: u8,
}

impl Tt {
    /// A table using about `bytes` bytes (at least one bucket; rounded down to a power of two).
    pub fn new(bytes: usize) -> Tt {
        let wanted = (bytes / std::mem::size_of::<Bucket>()).max(1);
        let count = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Tt {
            buckets: empty_buckets(count),
            generation: 1,
        }
    }

    /// Starts a new search: older entries are ignored from now on. After generation 255 the
    /// table is emptied (the old memory freed before the new is taken) and numbering restarts.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            let count = self.buckets.len();
            self.buckets = Box::default();
            self.buckets = empty_buckets(count);
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
            .map(Slot::load)
            .find(|e| e.key == key && e.generation == self.generation)
    }

    /// Stores a result (`score` already in table form).
    #[inline]
    pub fn store(&self, key: u64, depth: i32, score: i32, bound: Bound, move_tag: u16) {
        let generation = self.generation;
        let bucket = &self.buckets[self.index(key)];
        let entry = Entry {
            key,
            move_tag,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            bound,
            generation,
        };
        let first = bucket[0].load();
        if first.generation != generation || first.key == key || depth >= first.depth as i32 {
            bucket[0].save(&entry);
        } else {
            bucket[1].save(&entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_zero(tt: &Tt) -> bool {
        tt.buckets.iter().flatten().all(|slot| {
            slot.check.load(Ordering::Relaxed) == 0 && slot.data.load(Ordering::Relaxed) == 0
        })
    }

    #[test]
    fn a_fresh_table_is_zero_bytes_and_reads_empty_everywhere() {
        let tt = Tt::new(1 << 12);
        assert!(
            all_zero(&tt),
            "an empty slot is zero bytes (the table is allocated zeroed)"
        );
        let count = tt.buckets.len() as u64;
        for key in 0..2 * count {
            assert_eq!(tt.probe(key), None, "key {key}");
        }
    }

    #[test]
    fn the_first_slot_keeps_the_deeper_result_the_second_the_newest() {
        let tt = Tt::new(1 << 12);
        let count = tt.buckets.len() as u64;
        let [a, b, c, d] = [5, 5 + count, 5 + 2 * count, 5 + 3 * count];
        tt.store(a, 6, 10, Bound::Exact, 3);
        tt.store(b, 2, 20, Bound::Lower, 5);
        assert_eq!(tt.probe(a).map(|e| (e.depth, e.score)), Some((6, 10)));
        assert_eq!(tt.probe(b).map(|e| (e.depth, e.score)), Some((2, 20)));
        tt.store(c, 1, 30, Bound::Upper, 7);
        assert_eq!(
            tt.probe(b),
            None,
            "the shallower newcomer replaces the second slot"
        );
        assert_eq!(tt.probe(a).map(|e| e.score), Some(10));
        assert_eq!(tt.probe(c).map(|e| e.score), Some(30));
        tt.store(d, 9, 40, Bound::Exact, 9);
        assert_eq!(tt.probe(a), None, "a deeper result replaces the first slot");
        assert_eq!(tt.probe(d).map(|e| (e.depth, e.move_tag)), Some((9, 9)));
        tt.store(d, 0, -40, Bound::Upper, 0);
        let e = tt.probe(d).unwrap();
        assert_eq!(
            (e.depth, e.score, e.bound),
            (0, -40, Bound::Upper),
            "same key: replaced"
        );
    }

    #[test]
    fn a_new_search_ignores_older_entries_and_the_generation_wrap_empties_the_table() {
        let mut tt = Tt::new(1 << 12);
        tt.store(9, 4, 1, Bound::Exact, 1);
        tt.new_search();
        assert_eq!(tt.probe(9), None);
        tt.store(9, 4, 2, Bound::Exact, 1);
        assert_eq!(tt.probe(9).map(|e| e.score), Some(2));
        for _ in 0..255 {
            tt.new_search();
        }
        assert_eq!(
            tt.generation, 2,
            "the same generation again, 255 searches later"
        );
        assert_eq!(tt.probe(9), None);
        assert!(all_zero(&tt));
    }

    #[test]
    fn entries_round_trip_through_their_packing() {
        let tt = Tt::new(1 << 10);
        assert_eq!(tt.probe(77), None);
        for (score, depth, bound, tag) in [
            (-32768, 0, Bound::Lower, 1u16),
            (32767, 127, Bound::Exact, 0xffff),
            (-5, 3, Bound::Upper, 0x8001),
        ] {
            tt.store(77, depth, score, bound, tag);
            let e = tt.probe(77).unwrap();
            assert_eq!(
                (e.score as i32, e.depth as i32, e.bound, e.move_tag),
                (score, depth, bound, tag)
            );
        }
    }
}
