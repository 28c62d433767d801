//! A position: where every piece stands and whose turn it is.

use super::tables::{promotion_points, ALL_POINTS};
use super::{zobrist, Bitboard, Color, Kind, Move, Piece, Point, MAX_PIECES};
use std::fmt;

/// A position: the pieces of both sides, which of them are tobits, and the side to move.
///
/// Positions are small `Copy` values; [`Position::play`] returns the next position (copy-make).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    by_color: [Bitboard; 2],
    tobits: Bitboard,
    side: Color,
    hash: u64,
}

/// Why a set of pieces is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A point holds a piece of both colours.
    SharedPoint(Point),
    /// A set holds a cell that is not a point of the board.
    OffBoard,
    /// A tobit is marked where no piece stands.
    TobitWithoutPiece(Point),
    /// A hul stands on a point where it would already have been promoted.
    UnpromotedHul(Color, Point),
    /// A side has more pieces than it starts with ([`MAX_PIECES`]); the count is given.
    TooManyPieces(Color, u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::SharedPoint(p) => write!(f, "point {p} holds a White and a Black piece"),
            SetupError::OffBoard => write!(f, "a piece stands off the board"),
            SetupError::TobitWithoutPiece(p) => write!(f, "tobit marked on empty point {p}"),
            SetupError::TooManyPieces(c, n) => {
                write!(
                    f,
                    "{c} has {n} pieces, more than the {MAX_PIECES} a side starts with"
                )
            }
            SetupError::UnpromotedHul(c, p) => {
                write!(
                    f,
                    "a {c} hul cannot stand on {p}: it would have been promoted"
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// The start position: White hullar on 1..12, Black on 27..38, White to move.
    pub fn start() -> Position {
        let white = (1..=12).filter_map(Point::new).collect();
        let black = (27..=38).filter_map(Point::new).collect();
        // Not `expect`: its message formats the error with Debug, code the page module
        // need not carry (docs/SIZE.md).
        Position::from_parts(Color::White, white, black, Bitboard::EMPTY)
            .unwrap_or_else(|_| unreachable!("the start position is valid"))
    }

    /// A position from the sets of White and Black pieces, the set of tobits among them, and
    /// the side to move. Checks that the sets make sense.
    pub fn from_parts(
        side: Color,
        white: Bitboard,
        black: Bitboard,
        tobits: Bitboard,
    ) -> Result<Position, SetupError> {
        if ((white | black | tobits).0 & !ALL_POINTS.0) != 0 {
            return Err(SetupError::OffBoard);
        }
        if let Some(p) = (white & black).lowest() {
            return Err(SetupError::SharedPoint(p));
        }
        if let Some(p) = (tobits & !(white | black)).lowest() {
            return Err(SetupError::TobitWithoutPiece(p));
        }
        for color in [Color::White, Color::Black] {
            let own = if color == Color::White { white } else { black };
            if own.count() > MAX_PIECES {
                return Err(SetupError::TooManyPieces(color, own.count()));
            }
            let stuck = own & !tobits & promotion_points(color);
            if let Some(p) = stuck.lowest() {
                return Err(SetupError::UnpromotedHul(color, p));
            }
        }
        let mut pos = Position {
            by_color: [white, black],
            tobits,
            side,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The side to move.
    #[inline]
    pub fn side(&self) -> Color {
        self.side
    }

    /// The pieces of one side.
    #[inline]
    pub fn pieces(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The tobits of both sides.
    #[inline]
    pub fn tobits(&self) -> Bitboard {
        self.tobits
    }

    /// The hullar of both sides.
    #[inline]
    pub fn hullar(&self) -> Bitboard {
        self.occupied() ^ self.tobits
    }

    /// Every occupied point.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The piece on a point, if any.
    pub fn piece_at(&self, p: Point) -> Option<Piece> {
        let color = if self.by_color[0].contains(p) {
            Color::White
        } else if self.by_color[1].contains(p) {
            Color::Black
        } else {
            return None;
        };
        let kind = if self.tobits.contains(p) {
            Kind::Tobit
        } else {
            Kind::Hul
        };
        Some(Piece::new(color, kind))
    }

    /// The Zobrist hash of the position (pieces and side to move).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The position's key: its Zobrist hash as 16 lowercase hex digits, the same for the same
    /// pieces and side to move however they were reached (a transposition), another for either
    /// changed. The opening explorer indexes positions by it; the hash's fixed seed keeps it the
    /// same from release to release (a test pins the start position's).
    pub fn key(&self) -> String {
        format!("{:016x}", self.hash)
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.side == Color::Black {
            zobrist::BLACK_TO_MOVE
        } else {
            0
        };
        for p in self.occupied() {
            let piece = self.piece_at(p).expect("occupied point has a piece");
            h ^= zobrist::piece_key(piece, p);
        }
        h
    }

    /// The position after a move. The move must be legal here (one of [`Position::legal_moves`]);
    /// use [`crate::Game::play`] or the notation parser to check a move from outside.
    #[inline]
    pub fn play(&self, m: &Move) -> Position {
        self.play_parts::<true>(m.from(), m.to(), m.captured())
    }

    /// The position after the legal move that takes the piece on `from` to `to` and captures
    /// `captured`. With `HASH = false` the hash is left stale: only for counting (perft), where
    /// the position never leaves the counter.
    #[inline(always)]
    pub(crate) fn play_parts<const HASH: bool>(
        &self,
        from: Point,
        to: Point,
        captured: Bitboard,
    ) -> Position {
        let us = self.side;
        let them = us.opponent();
        let was_tobit = self.tobits.contains(from);
        let mut next = *self;
        let moved = Bitboard::from_point(from) ^ Bitboard::from_point(to);
        next.by_color[us.index()] ^= moved;
        let promoted = !was_tobit && promotion_points(us).contains(to);
        if was_tobit {
            next.tobits ^= moved;
        } else if promoted {
            next.tobits |= Bitboard::from_point(to);
        }
        next.side = them;
        if captured.any() {
            next.by_color[them.index()] &= !captured;
            next.tobits &= !captured;
        }
        if HASH {
            let kind = |tobit: bool| if tobit { Kind::Tobit } else { Kind::Hul };
            let mut hash = self.hash
                ^ zobrist::BLACK_TO_MOVE
                ^ zobrist::piece_key(Piece::new(us, kind(was_tobit)), from)
                ^ zobrist::piece_key(Piece::new(us, kind(was_tobit || promoted)), to);
            for p in captured {
                let piece = Piece::new(them, kind(self.tobits.contains(p)));
                hash ^= zobrist::piece_key(piece, p);
            }
            next.hash = hash;
        }
        next
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}
