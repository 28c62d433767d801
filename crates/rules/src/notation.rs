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

/// Why a move text names no legal move. The study module gives it to JS as `{code, ...}`, its
/// variant's kebab-case name and fields (the wasm build derives serde and tsify).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "tsify",
    derive(serde::Serialize, tsify::Tsify),
    serde(tag = "code", rename_all = "kebab-case")
)]
pub enum MoveError {
    /// The text mixes `-` and `x`.
    MixedSeparators {
        /// The move text.
        text: String,
    },
    /// The points are not joined by `-` or `x`.
    NoSeparator {
        /// The move text.
        text: String,
    },
    /// A move without capture (`-`) names other than two points.
    NotTwoPoints {
        /// The move text.
        text: String,
    },
    /// More points than a capture can pass through.
    TooManyPoints {
        /// The move text.
        text: String,
    },
    /// A part of the text that should be a point is not one of 1..38.
    NotAPoint {
        /// That part.
        part: String,
    },
    /// The side to move has no piece on the start point.
    NoPiece {
        /// The side to move.
        side: Color,
        /// The start point.
        #[cfg_attr(feature = "tsify", tsify(type = "number"))]
        point: Point,
    },
    /// A move without capture was given while the side to move must capture.
    CaptureCompulsory {
        /// The move text.
        text: String,
    },
    /// The text is the beginning of a capture that must go on.
    CaptureContinues {
        /// The move text.
        text: String,
        /// One legal completion.
        #[cfg_attr(feature = "tsify", tsify(type = "string"))]
        example: Move,
    },
    /// A capture written with `-`, or a move without capture written with `x`.
    WrongSeparator {
        /// The move text.
        text: String,
        /// The move as it must be written.
        #[cfg_attr(feature = "tsify", tsify(type = "string"))]
        written: Move,
    },
    /// The points are well formed but no legal move follows that path.
    NotLegal {
        /// The move text.
        text: String,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let malformed = |f: &mut fmt::Formatter<'_>, text: &str, why: &str| {
            write!(f, "malformed move '{text}': {why}")
        };
        match self {
            MoveError::MixedSeparators { text } => malformed(f, text, "it mixes '-' and 'x'"),
            MoveError::NoSeparator { text } => {
                malformed(f, text, "points must be joined by '-' or 'x'")
            }
            MoveError::NotTwoPoints { text } => {
                malformed(f, text, "a move without capture has exactly two points")
            }
            MoveError::TooManyPoints { text } => malformed(f, text, "too many points"),
            MoveError::NotAPoint { part } => write!(f, "'{part}' is not a point (1..38)"),
            MoveError::NoPiece { side, point } => write!(f, "no {side} piece on {point}"),
            MoveError::CaptureCompulsory { text } => {
                write!(f, "'{text}' does not capture, but a capture is compulsory")
            }
            MoveError::CaptureContinues { text, example } => {
                write!(
                    f,
                    "the capture '{text}' must continue (for example {example})"
                )
            }
            MoveError::WrongSeparator { text, written } => {
                write!(f, "'{text}' must be written {written}")
            }
            MoveError::NotLegal { text } => write!(f, "'{text}' is not a legal move here"),
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
    let owned = || text.to_string();
    let has_dash = text.contains('-');
    let has_x = text.contains(['x', 'X']);
    if has_dash && has_x {
        return Err(MoveError::MixedSeparators { text: owned() });
    }
    if !has_dash && !has_x {
        return Err(MoveError::NoSeparator { text: owned() });
    }
    let points = text
        .split(['-', 'x', 'X'])
        .map(read_point)
        .collect::<Result<Vec<_>, _>>()?;
    if has_dash && points.len() != 2 {
        return Err(MoveError::NotTwoPoints { text: owned() });
    }
    if points.len() > super::MAX_JUMPS + 1 {
        return Err(MoveError::TooManyPoints { text: owned() });
    }
    Ok(MoveText {
        points,
        capture: has_x,
    })
}

/// Reads one point number: digits only, no leading zero, 1..38.
fn read_point(part: &str) -> Result<Point, MoveError> {
    let not_a_point = || MoveError::NotAPoint {
        part: part.to_string(),
    };
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
        return Err(MoveError::NoPiece { side, point: from });
    }
    let candidates = moves_with_prefix(pos, &points);
    if let Some(m) = candidates
        .iter()
        .find(|m| m.landings().len() + 1 == points.len())
    {
        return if m.is_capture() == capture {
            Ok(*m)
        } else {
            Err(MoveError::WrongSeparator {
                text: text.to_string(),
                written: *m,
            })
        };
    }
    if !capture && pos.has_capture() {
        return Err(MoveError::CaptureCompulsory {
            text: text.to_string(),
        });
    }
    match candidates.first() {
        Some(m) if capture => Err(MoveError::CaptureContinues {
            text: text.to_string(),
            example: *m,
        }),
        _ => Err(MoveError::NotLegal {
            text: text.to_string(),
        }),
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
