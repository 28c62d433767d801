//! The move type: a full path from the start point through every landing point.

use super::{Bitboard, Point};

/// The most jumps one capture move can make: each jump takes a different opponent piece, and a
/// side has at most [`MAX_PIECES`](super::MAX_PIECES) (checked by `Position::from_parts`).
pub const MAX_JUMPS: usize = super::MAX_PIECES as usize;

/// A move: a step, a slide, or a whole capture sequence with its path and captured points.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: Point,
    len: u8,
    path: [Point; MAX_JUMPS],
    captured: Bitboard,
}

impl Move {
    /// A move without capture from one point to another.
    pub fn quiet(from: Point, to: Point) -> Move {
        let mut path = [from; MAX_JUMPS];
        path[0] = to;
        Move {
            from,
            len: 1,
            path,
            captured: Bitboard::EMPTY,
        }
    }

    /// A capture move with its landing points (1..=12 of them) and the captured points.
    pub fn capture(from: Point, landings: &[Point], captured: Bitboard) -> Move {
        let mut path = [from; MAX_JUMPS];
        path[..landings.len()].copy_from_slice(landings);
        Move {
            from,
            len: landings.len() as u8,
            path,
            captured,
        }
    }

    /// The point the piece starts from.
    #[inline]
    pub fn from(&self) -> Point {
        self.from
    }

    /// The point the piece ends on.
    #[inline]
    pub fn to(&self) -> Point {
        self.path[self.len as usize - 1]
    }

    /// The landing points in order (one point for a move without capture).
    #[inline]
    pub fn landings(&self) -> &[Point] {
        &self.path[..self.len as usize]
    }

    /// Every point the piece stands on: the start, then each landing point.
    pub fn path(&self) -> Vec<Point> {
        std::iter::once(self.from)
            .chain(self.landings().iter().copied())
            .collect()
    }

    /// The points of the pieces this move captures (empty for a move without capture).
    #[inline]
    pub fn captured(&self) -> Bitboard {
        self.captured
    }

    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.captured.any()
    }
}

impl std::fmt::Display for Move {
    /// docs/RULES.md section 8: `from-to`, or every point of a capture joined by `x`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}", self.from)?;
        for p in self.landings() {
            write!(f, "{sep}{p}")?;
        }
        Ok(())
    }
}

/// A move goes to JS as its text (in the study module's errors).
#[cfg(feature = "tsify")]
impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}
