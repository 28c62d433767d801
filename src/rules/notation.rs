//! Move text (docs/RULES.md section 8) read against a position.
//!
//! `9-16` is a move without capture, `16x30x32` a capture naming every point the piece stands
//! on. [`parse_move`] returns the one legal move the text names, or a [`MoveError`] saying why
//! there is none. Writing a move is [`Move`]'s `Display`.
//!
//! Two helpers serve point-by-point input (a board clicked one point at a time):
//! [`moves_with_prefix`] lists the legal moves whose path starts with the points chosen so far,
//! and [`move_by_ends`] finds the move from its start and final landing point when only one
//! legal move has both. [`with_prefix`] and [`by_ends`] do the same over a list of moves at
//! hand (the board's input uses them).

use super::{Color, Move, Point, Position};
use std::fmt;

/// Why a move text names no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not points joined by `-` or `x` (the reason is given).
    Malformed(String, &'static str),
    /// A part of the text that should be a point is not one of 1..38.
    NotAPoint(String),
    /// The side to move has no piece on the start point.
    NoPiece(Color, Point),
    /// A move without capture was given while the side to move must capture.
    CaptureCompulsory(String),
    /// The text is the beginning of a capture that must go on (one legal completion is given).
    CaptureContinues(String, Move),
    /// A capture written with `-`, or a move without capture written with `x`.
    WrongSeparator(String, Move),
    /// The points are well formed but no legal move follows that path.
    NotLegal(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(text, why) => write!(f, "malformed move '{text}': {why}"),
            MoveError::NotAPoint(part) => write!(f, "'{part}' is not a point (1..38)"),
            MoveError::NoPiece(color, p) => write!(f, "no {color} piece on {p}"),
            MoveError::CaptureCompulsory(text) => {
                write!(f, "'{text}' does not capture, but a capture is compulsory")
            }
            MoveError::CaptureContinues(text, m) => {
                write!(f, "the capture '{text}' must continue (for example {m})")
            }
            MoveError::WrongSeparator(text, m) => write!(f, "'{text}' must be written {m}"),
            MoveError::NotLegal(text) => write!(f, "'{text}' is not a legal move here"),
        }
    }
}

impl std::error::Error for MoveError {}

/// The points of a move text and whether it is written as a capture.
struct MoveText {
    points: Vec<Point>,
    capture: bool,
}

/// Reads the points of a move text without looking at a position.
fn read_text(text: &str) -> Result<MoveText, MoveError> {
    let malformed = |why| MoveError::Malformed(text.to_string(), why);
    let has_dash = text.contains('-');
    let has_x = text.contains(['x', 'X']);
    if has_dash && has_x {
        return Err(malformed("it mixes '-' and 'x'"));
    }
    if !has_dash && !has_x {
        return Err(malformed("points must be joined by '-' or 'x'"));
    }
    let points = text
        .split(['-', 'x', 'X'])
        .map(read_point)
        .collect::<Result<Vec<_>, _>>()?;
    if has_dash && points.len() != 2 {
        return Err(malformed("a move without capture has exactly two points"));
    }
    if points.len() > super::MAX_JUMPS + 1 {
        return Err(malformed("too many points"));
    }
    Ok(MoveText {
        points,
        capture: has_x,
    })
}

/// Reads one point number: digits only, no leading zero, 1..38.
fn read_point(part: &str) -> Result<Point, MoveError> {
    let not_a_point = || MoveError::NotAPoint(part.to_string());
    if part.is_empty() || part.len() > 2 || !part.bytes().all(|b| b.is_ascii_digit()) {
        return Err(not_a_point());
    }
    if part.starts_with('0') {
        return Err(not_a_point());
    }
    part.parse()
        .ok()
        .and_then(Point::new)
        .ok_or_else(not_a_point)
}

/// The legal move that a move text names in this position.
///
/// Spaces at either end are ignored; `x` may be written `X`.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let text = text.trim_matches(' ');
    let MoveText { points, capture } = read_text(text)?;
    let from = points[0];
    let side = pos.side();
    if pos.piece_at(from).map(|piece| piece.color) != Some(side) {
        return Err(MoveError::NoPiece(side, from));
    }
    let candidates = moves_with_prefix(pos, &points);
    if let Some(m) = candidates
        .iter()
        .find(|m| m.landings().len() + 1 == points.len())
    {
        return if m.is_capture() == capture {
            Ok(*m)
        } else {
            Err(MoveError::WrongSeparator(text.to_string(), *m))
        };
    }
    if !capture && pos.has_capture() {
        return Err(MoveError::CaptureCompulsory(text.to_string()));
    }
    match candidates.first() {
        Some(m) if capture => Err(MoveError::CaptureContinues(text.to_string(), *m)),
        _ => Err(MoveError::NotLegal(text.to_string())),
    }
}

/// The legal moves whose path (start point, then each landing point) begins with `prefix`.
///
/// An empty prefix gives every legal move; a prefix of one point, the moves of the piece there.
pub fn moves_with_prefix(pos: &Position, prefix: &[Point]) -> Vec<Move> {
    with_prefix(&pos.legal_moves(), prefix)
}

/// The legal move from `from` that ends on `to`, when exactly one legal move does.
pub fn move_by_ends(pos: &Position, from: Point, to: Point) -> Option<Move> {
    by_ends(&pos.legal_moves(), from, to)
}

/// Among `moves`, those whose path begins with `prefix` ([`moves_with_prefix`] over a list
/// already at hand, such as a board's legal moves).
pub fn with_prefix(moves: &[Move], prefix: &[Point]) -> Vec<Move> {
    let starts = |m: &&Move| {
        let path = m.path();
        path.len() >= prefix.len() && path[..prefix.len()] == *prefix
    };
    moves.iter().filter(starts).copied().collect()
}

/// Among `moves`, the one from `from` that ends on `to`, when exactly one does
/// ([`move_by_ends`] over a list already at hand).
pub fn by_ends(moves: &[Move], from: Point, to: Point) -> Option<Move> {
    let mut found = moves.iter().filter(|m| m.from() == from && m.to() == to);
    let first = found.next()?;
    found.next().is_none().then_some(*first)
}
