//! Setting up a position piece by piece (the position editor): placing or removing one piece,
//! refused only when the result cannot be a position ([`Position::from_parts`]: a hul on its own
//! promotion points, more than [`MAX_PIECES`](super::MAX_PIECES) of a side), and the check of a position set up:
//! what keeps it from being played (a side without pieces) and what is allowed but worth a
//! note (the side to move cannot move: it has already lost).

use super::{Bitboard, Color, Kind, Piece, Point, Position, SetupError};

/// Why a piece cannot stand where it was placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceRefusal {
    /// A hul on its own promotion points: it would already be a tobit.
    PromotionPoint(Color, Point),
    /// The side would have more than [`MAX_PIECES`](super::MAX_PIECES) pieces.
    TooManyPieces(Color, Point),
}

impl PlaceRefusal {
    /// The point the piece was placed on.
    pub fn point(self) -> Point {
        match self {
            PlaceRefusal::PromotionPoint(_, p) | PlaceRefusal::TooManyPieces(_, p) => p,
        }
    }

    /// The side whose piece it was.
    pub fn color(self) -> Color {
        match self {
            PlaceRefusal::PromotionPoint(c, _) | PlaceRefusal::TooManyPieces(c, _) => c,
        }
    }
}

/// `pos` with `piece` on `point` (whatever stood there replaced), or the point emptied when
/// `piece` is `None`; the side to move is kept.
pub fn place(pos: &Position, point: Point, piece: Option<Piece>) -> Result<Position, PlaceRefusal> {
    let mut sides = [Color::White, Color::Black].map(|c| pos.pieces(c).without(point));
    let mut tobits = pos.tobits().without(point);
    if let Some(piece) = piece {
        let own = &mut sides[piece.color.index()];
        *own = own.with(point);
        if piece.kind == Kind::Tobit {
            tobits = tobits.with(point);
        }
    }
    Position::from_parts(pos.side(), sides[0], sides[1], tobits).map_err(|e| match e {
        SetupError::UnpromotedHul(c, _) => PlaceRefusal::PromotionPoint(c, point),
        SetupError::TooManyPieces(c, _) => PlaceRefusal::TooManyPieces(c, point),
        // The sets are built apart, on points of the board, tobits among the pieces.
        other => unreachable!("a placed piece cannot make {other}"),
    })
}

/// `pos` with `side` to move.
pub fn with_side(pos: &Position, side: Color) -> Position {
    let [white, black] = [Color::White, Color::Black].map(|c| pos.pieces(c));
    Position::from_parts(side, white, black, pos.tobits())
        .unwrap_or_else(|_| unreachable!("only the side changed"))
}

/// An empty board with `side` to move.
pub fn empty(side: Color) -> Position {
    let none = Bitboard::EMPTY;
    Position::from_parts(side, none, none, none)
        .unwrap_or_else(|_| unreachable!("an empty board is a position"))
}

/// What a check of a set-up position finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finding {
    /// A side has no piece: no game can be played from here (it blocks).
    NoPieces(Color),
    /// The side to move has pieces but no legal move: the game is already lost for it (a note).
    NoMoves(Color),
}

impl Finding {
    /// Whether it keeps the position from being played or analysed.
    pub fn blocks(self) -> bool {
        matches!(self, Finding::NoPieces(_))
    }
}

/// Everything worth telling about a position set up, the blocking findings first.
pub fn check(pos: &Position) -> Vec<Finding> {
    let mut found: Vec<Finding> = [Color::White, Color::Black]
        .into_iter()
        .filter(|&c| pos.pieces(c).is_empty())
        .map(Finding::NoPieces)
        .collect();
    let side = pos.side();
    if pos.pieces(side).any() && pos.count_moves() == 0 {
        found.push(Finding::NoMoves(side));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    const WHITE_HUL: Option<Piece> = Some(Piece::new(Color::White, Kind::Hul));

    #[test]
    fn a_piece_is_placed_replaced_and_removed() {
        let pos = empty(Color::White);
        let pos = place(&pos, pt(20), WHITE_HUL).unwrap();
        assert_eq!(pos.piece_at(pt(20)), WHITE_HUL);
        let tobit = Some(Piece::new(Color::Black, Kind::Tobit));
        let pos = place(&pos, pt(20), tobit).unwrap();
        assert_eq!(pos.piece_at(pt(20)), tobit);
        assert!(pos.pieces(Color::White).is_empty());
        let pos = place(&pos, pt(20), None).unwrap();
        assert!(pos.occupied().is_empty());
    }

    #[test]
    fn a_hul_on_its_promotion_points_is_refused_a_tobit_is_not() {
        let pos = empty(Color::White);
        let top = Point::all().max_by_key(|p| p.number()).unwrap();
        let refused = place(&pos, top, WHITE_HUL).unwrap_err();
        assert_eq!(refused, PlaceRefusal::PromotionPoint(Color::White, top));
        let tobit = Some(Piece::new(Color::White, Kind::Tobit));
        assert!(place(&pos, top, tobit).is_ok());
    }

    #[test]
    fn a_thirteenth_piece_is_refused_naming_its_point() {
        let pos = Position::start();
        let refused = place(&pos, pt(20), WHITE_HUL).unwrap_err();
        assert_eq!(refused, PlaceRefusal::TooManyPieces(Color::White, pt(20)));
        assert_eq!(refused.point(), pt(20));
        // Replacing one of the twelve is no thirteenth.
        assert!(place(&pos, pt(5), Some(Piece::new(Color::White, Kind::Tobit))).is_ok());
    }

    #[test]
    fn the_check_blocks_a_side_without_pieces_and_notes_a_lost_position() {
        assert_eq!(
            check(&empty(Color::White)),
            [
                Finding::NoPieces(Color::White),
                Finding::NoPieces(Color::Black)
            ]
        );
        assert!(check(&Position::start()).is_empty());
        // White's hul on 1 can only go to 7, where a Black piece stands with another behind it.
        let start: Position = "W:W1:B7,14".parse().unwrap();
        assert_eq!(check(&start), [Finding::NoMoves(Color::White)]);
        assert!(!Finding::NoMoves(Color::White).blocks());
        let black_to_move = with_side(&start, Color::Black);
        assert!(check(&black_to_move).is_empty());
    }
}
