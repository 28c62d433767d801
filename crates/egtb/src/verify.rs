//! Checks a built table position by position: each value is the one its successors give, and
//! the colour flip and the left-right mirror of a position have its value.

use super::index::{position_at, table_size};
use super::material::Material;
use super::tables::Tables;
use super::value::from_successors;
use tobit_rules::{Bitboard, Color, Point, Position};

/// The board seen from the other side (rows reversed) with the colours swapped and the other
/// side to move: the same game.
pub fn color_flip(pos: &Position) -> Position {
    let flip = |b: Bitboard| map(b, |p| Point::at(p.col(), 5 - p.row()));
    Position::from_parts(
        pos.side().opponent(),
        flip(pos.pieces(Color::Black)),
        flip(pos.pieces(Color::White)),
        flip(pos.tobits()),
    )
    .expect("the colour flip of a position is a position")
}

/// The board reflected left to right: the same game.
pub fn mirror(pos: &Position) -> Position {
    let m = |b: Bitboard| map(b, |p| Point::at(6 - p.col(), p.row()));
    Position::from_parts(
        pos.side(),
        m(pos.pieces(Color::White)),
        m(pos.pieces(Color::Black)),
        m(pos.tobits()),
    )
    .expect("the mirror of a position is a position")
}

fn map(b: Bitboard, f: impl Fn(Point) -> Option<Point>) -> Bitboard {
    b.into_iter()
        .map(|p| f(p).expect("the symmetries map points to points"))
        .collect()
}

/// What a check found wrong, as a readable line.
pub type Mismatch = String;

/// Checks every position of class `m` (its table and every class it reaches must be in
/// `tables`, and the flipped class too). Returns the number of positions checked.
pub fn verify_class(tables: &Tables, m: Material) -> Result<usize, Mismatch> {
    let mut checked = 0;
    for i in 0..table_size(m) {
        let Some(pos) = position_at(m, i) else {
            continue;
        };
        let stored = tables.probe(&pos).ok_or("class missing")?;
        let successors = tables.successors(&pos).ok_or("successor class missing")?;
        let recomputed = from_successors(successors.into_iter().map(|(_, v)| v));
        let flipped = tables.probe(&color_flip(&pos));
        let mirrored = tables.probe(&mirror(&pos));
        if recomputed != stored || flipped != Some(stored) || mirrored != Some(stored) {
            return Err(format!(
                "{}: stored {stored}, from successors {recomputed}, colour flip {flipped:?}, \
                 mirror {mirrored:?}",
                tobit_rules::fen::format(&pos)
            ));
        }
        checked += 1;
    }
    Ok(checked)
}
