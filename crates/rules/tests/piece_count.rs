//! A side has at most `MAX_PIECES` (12) pieces: FEN and `Position::from_parts` refuse more with
//! an error naming the side and the count (a capture path holds at most `MAX_JUMPS` jumps).

use tobit_rules::{fen, Bitboard, Color, Point, Position, SetupError, MAX_JUMPS, MAX_PIECES};

fn points(numbers: impl IntoIterator<Item = u8>) -> Bitboard {
    numbers.into_iter().filter_map(Point::new).collect()
}

#[test]
fn fen_with_more_than_twelve_pieces_of_a_colour_is_refused() {
    let err = fen::parse("W:W1-13:B27").unwrap_err().to_string();
    assert!(err.contains("White has 13 pieces"), "{err}");
    let err = fen::parse("B:W1:BK14-26,27").unwrap_err().to_string();
    assert!(err.contains("Black has 14 pieces"), "{err}");
    assert!(
        fen::parse("W:W1-12:BK14-25").is_ok(),
        "twelve each is a position"
    );
}

#[test]
fn from_parts_refuses_more_than_twelve_pieces_of_a_colour() {
    let many = points(13..=25);
    let err = Position::from_parts(Color::White, points([1]), many, Bitboard::EMPTY);
    assert_eq!(err, Err(SetupError::TooManyPieces(Color::Black, 13)));
    assert_eq!(MAX_PIECES as usize, MAX_JUMPS);
}
