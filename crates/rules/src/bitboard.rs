//! A set of points as the bits of a `u64` (bit index = grid cell, see [`super::point`]).

use super::Point;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// Every point of the board.
pub const ALL_POINTS: Bitboard = {
    let mut bits = 0u64;
    let mut n = 1;
    while n <= 38 {
        bits |= 1 << cell(n);
        n += 1;
    }
    Bitboard(bits)
};

const fn cell(n: u8) -> u8 {
    match Point::new(n) {
        Some(p) => p.cell(),
        None => panic!("bad point"),
    }
}

/// A set of points.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding one point.
    #[inline]
    pub const fn from_point(p: Point) -> Bitboard {
        Bitboard(1 << p.cell())
    }

    /// Whether the set holds the point.
    #[inline]
    pub const fn contains(self, p: Point) -> bool {
        self.0 >> p.cell() & 1 != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set is not empty.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Number of points in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The point with the lowest cell index, if any.
    #[inline]
    pub const fn lowest(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point::from_cell(self.0.trailing_zeros() as u8))
        }
    }

    /// The point with the highest cell index, if any.
    #[inline]
    pub const fn highest(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point::from_cell(63 - self.0.leading_zeros() as u8))
        }
    }

    /// The set with one point added.
    #[inline]
    pub const fn with(self, p: Point) -> Bitboard {
        Bitboard(self.0 | 1 << p.cell())
    }

    /// The set with one point removed.
    #[inline]
    pub const fn without(self, p: Point) -> Bitboard {
        Bitboard(self.0 & !(1 << p.cell()))
    }

    /// The points of the set in increasing number order (walked in that order rather than
    /// sorted: a sort would add about 5 KB to the page's wasm module, which has no other).
    pub fn points(self) -> Vec<Point> {
        Point::all().filter(|&p| self.contains(p)).collect()
    }
}

/// Iterates the points of a set, lowest cell first.
pub struct Points(u64);

impl Iterator for Points {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let cell = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Point::from_cell(cell))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl IntoIterator for Bitboard {
    type Item = Point;
    type IntoIter = Points;

    #[inline]
    fn into_iter(self) -> Points {
        Points(self.0)
    }
}

impl FromIterator<Point> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the board's 38 points.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & ALL_POINTS.0)
    }
}
