//! Piece kinds and coloured pieces.

use super::Color;

/// The most pieces a side can have: the 12 it starts with, since no move adds a piece. A capture
/// move's path holds at most this many jumps ([`super::MAX_JUMPS`]).
pub const MAX_PIECES: u32 = 12;

/// What a piece is: a hul (man) or a tobit (king).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A man: steps forward or sideways, captures in all four directions.
    Hul,
    /// A king: slides and captures flying along a chol.
    Tobit,
}

/// A piece of one colour and one kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Hul or tobit.
    pub kind: Kind,
}

impl Piece {
    /// A piece of the given colour and kind.
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// 0..4, an index into per-piece tables (White hul, White tobit, Black hul, Black tobit).
    #[inline]
    pub const fn index(self) -> usize {
        self.color.index() * 2
            + match self.kind {
                Kind::Hul => 0,
                Kind::Tobit => 1,
            }
    }
}
