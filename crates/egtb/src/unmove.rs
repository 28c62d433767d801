//! Moves played backwards: the positions from which one legal move without capture and without
//! promotion leads to a given position (the moves that stay inside a material class).

use tobit_rules::tables::{ray_until, step};
use tobit_rules::{Bitboard, Color, Direction, Point, Position};

/// Calls `f` with every predecessor of `pos` inside its class that `wanted` accepts: the side
/// that moved last (the opponent of the side to move) takes a piece back to where it came from,
/// and the move was legal there (that side had no capture, since captures are compulsory).
/// `wanted` sees each candidate before the (costlier) capture test.
pub fn for_each_predecessor(
    pos: &Position,
    mut wanted: impl FnMut(&Position) -> bool,
    mut f: impl FnMut(Position),
) {
    let mover = pos.side().opponent();
    let occupied = pos.occupied();
    let own = pos.pieces(mover);
    let mut visit = |piece: Point, from: Point, tobit: bool| {
        let moved = Bitboard::from_point(piece) | Bitboard::from_point(from);
        let (mut white, mut black) = (pos.pieces(Color::White), pos.pieces(Color::Black));
        if mover == Color::White {
            white ^= moved;
        } else {
            black ^= moved;
        }
        let tobits = if tobit {
            pos.tobits() ^ moved
        } else {
            pos.tobits()
        };
        if let Ok(q) = Position::from_parts(mover, white, black, tobits) {
            if wanted(&q) && !q.has_capture() {
                f(q);
            }
        }
    };
    for t in own & pos.tobits() {
        for dir in Direction::ALL {
            for from in ray_until(t, dir, occupied).0 {
                visit(t, from, true);
            }
        }
    }
    for h in own & !pos.tobits() {
        for dir in Direction::hul_steps(mover) {
            let from = step(Bitboard::from_point(h), dir.opposite()) & !occupied;
            if let Some(from) = from.lowest() {
                visit(h, from, false);
            }
        }
    }
}
