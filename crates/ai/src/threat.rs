//! The threat: what the opponent would play if the side to move could pass.
//!
//! The rules have no pass (a side with no legal move has lost), so the threat is read from the
//! same pieces with the other side to move (a null move), analysed like any position. Two
//! subtleties: when the side to move must capture, the null move also skips that compulsory
//! capture (the threat is then what the opponent would do if the capture were not played); and
//! the flipped position never occurred in the game, so no repetition of the game applies to it.

use tobit_rules::Position;

/// The position with the same pieces and the other side to move, whose analysis is the threat.
pub fn threat_position(pos: &Position) -> Position {
    Position::from_parts(
        pos.side().opponent(),
        pos.pieces(tobit_rules::Color::White),
        pos.pieces(tobit_rules::Color::Black),
        pos.tobits(),
    )
    .expect("the same pieces make a valid position with either side to move")
}
