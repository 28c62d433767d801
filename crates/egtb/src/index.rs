//! The index of a position inside its class's table: the combinatorial number system.
//!
//! Each group of pieces of one kind and colour is a set of "slots" (the points such a piece can
//! stand on: 33 for a hul, which never stands on its promotion points, 38 for a tobit); a set
//! of k slots s1 < .. < sk has the rank C(s1,1) + .. + C(sk,k). The index combines the four
//! ranks (mixed radix) and the side to move (lowest bit). Groups are ranked independently, so
//! a few indices put two pieces on one point: those are not positions.

use super::material::{Material, MAX_GROUP};
use tobit_rules::{Bitboard, Color, Point, Position};

/// Cells of the board in number order.
const CELLS: [u8; 38] = {
    let mut t = [0u8; 38];
    let mut n = 0;
    while n < 38 {
        t[n] = match Point::new(n as u8 + 1) {
            Some(p) => p.cell(),
            None => panic!("point"),
        };
        n += 1;
    }
    t
};

/// First and last point number (1-based, inclusive) of each group's slots.
const SLOT_RANGE: [(usize, usize); 4] = [(1, 33), (1, 38), (6, 38), (1, 38)];

/// Number of slots of each group.
const fn slot_count(group: usize) -> usize {
    SLOT_RANGE[group].1 - SLOT_RANGE[group].0 + 1
}

/// Slot of each grid cell per group (255: not a slot).
const SLOT_OF_CELL: [[u8; 64]; 4] = {
    let mut t = [[255u8; 64]; 4];
    let mut g = 0;
    while g < 4 {
        let mut n = SLOT_RANGE[g].0;
        while n <= SLOT_RANGE[g].1 {
            t[g][CELLS[n - 1] as usize] = (n - SLOT_RANGE[g].0) as u8;
            n += 1;
        }
        g += 1;
    }
    t
};

/// Binomial coefficients C(n, k) for n <= 38, k <= MAX_GROUP.
const BINOM: [[u32; MAX_GROUP + 1]; 39] = {
    let mut t = [[0u32; MAX_GROUP + 1]; 39];
    let mut n = 0;
    while n < 39 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= MAX_GROUP {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
};

/// `RANK[g][i][cell]`: what the `i`-th lowest piece of group `g` on `cell` adds to the rank.
const RANK: [[[u32; 64]; MAX_GROUP]; 4] = {
    let mut t = [[[0u32; 64]; MAX_GROUP]; 4];
    let mut g = 0;
    while g < 4 {
        let mut i = 0;
        while i < MAX_GROUP {
            let mut cell = 0;
            while cell < 64 {
                let slot = SLOT_OF_CELL[g][cell];
                if slot != 255 {
                    t[g][i][cell] = BINOM[slot as usize][i + 1];
                }
                cell += 1;
            }
            i += 1;
        }
        g += 1;
    }
    t
};

/// Number of ranks of a group of `k` pieces.
fn group_size(group: usize, k: u8) -> usize {
    BINOM[slot_count(group)][k as usize] as usize
}

/// Number of entries of a class's table (both sides to move); 0 for a material no table holds
/// ([`Material::fits`]).
pub fn table_size(m: Material) -> usize {
    if !m.fits() {
        return 0;
    }
    2 * (0..4).map(|g| group_size(g, m.0[g])).product::<usize>()
}

/// The four piece sets of a position, by [`tobit_rules::Piece::index`].
fn groups(pos: &Position) -> [Bitboard; 4] {
    let white = pos.pieces(Color::White);
    let black = pos.pieces(Color::Black);
    let t = pos.tobits();
    [white & !t, white & t, black & !t, black & t]
}

/// The index of a position inside the table of its class [`Material::of`] (below its
/// [`table_size`]); `None` when no table holds its material ([`Material::fits`]), whose groups
/// may be too large to rank.
pub fn index_of(pos: &Position) -> Option<usize> {
    if !Material::of(pos).fits() {
        return None;
    }
    let sets = groups(pos);
    let mut index = 0usize;
    for g in (0..4).rev() {
        let mut rank = 0usize;
        for (i, p) in sets[g].into_iter().enumerate() {
            rank += RANK[g][i][p.cell() as usize] as usize;
        }
        index = index * group_size(g, sets[g].count() as u8) + rank;
    }
    Some(index * 2 + usize::from(pos.side() == Color::Black))
}

/// The position at an index of a class's table, or `None` where the index puts two pieces on
/// one point or lies past the table (every index of a material no table holds).
pub fn position_at(m: Material, index: usize) -> Option<Position> {
    if index >= table_size(m) {
        return None;
    }
    let side = if index & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let mut rest = index >> 1;
    let mut sets = [Bitboard::EMPTY; 4];
    let mut all = Bitboard::EMPTY;
    for g in 0..4 {
        let k = m.0[g] as usize;
        let size = group_size(g, m.0[g]);
        let mut rank = (rest % size) as u32;
        rest /= size;
        let mut slot = slot_count(g);
        for i in (1..=k).rev() {
            slot -= 1;
            while BINOM[slot][i] > rank {
                slot -= 1;
            }
            rank -= BINOM[slot][i];
            let p = Point::new((slot + SLOT_RANGE[g].0) as u8)?;
            if all.contains(p) {
                return None;
            }
            all = all.with(p);
            sets[g] = sets[g].with(p);
        }
    }
    Position::from_parts(
        side,
        sets[0] | sets[1],
        sets[2] | sets[3],
        sets[1] | sets[3],
    )
    .ok()
}
