//! Why a press on a piece does not start a move, so that the board can say so instead of
//! staying silent: a capture is compulsory elsewhere, it is not this player's turn, the piece
//! is the opponent's (perhaps the one to be taken: the capturing piece is tapped first) or has
//! no move, or the game is over.

use super::input::MoveInput;
use tobit_rules::{Bitboard, Point, Position};

/// Why a piece may not be moved. The page's wasm module declares it to JS as the union
/// `RefusalReason` of its kebab-case names (the wasm build derives tsify).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "RefusalReason"),
    serde(rename_all = "kebab-case")
)]
pub enum Reason {
    /// Another piece must capture.
    MustCapture,
    /// The side to move is not the player's (the computer's turn).
    NotYourTurn,
    /// The piece is the player's but has no move.
    Illegal,
    /// The piece is the opponent's.
    NotYourPiece,
    /// The piece is the opponent's and a capture takes it: the capturing piece is tapped first.
    CaptureFirst,
    /// The game is over.
    GameOver,
}

/// A refused press or typed move: why, on which piece, and the pieces that must capture (when
/// that is why).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Why.
    pub reason: Reason,
    /// The pressed piece (`None` for a typed move).
    pub from: Option<Point>,
    /// The pieces that must capture (empty unless the reason is [`Reason::MustCapture`] or
    /// [`Reason::CaptureFirst`]).
    pub capturers: Bitboard,
}

/// What the board knows when a piece is pressed.
pub struct Situation<'a> {
    /// The live position.
    pub position: &'a Position,
    /// Whether the game is over.
    pub over: bool,
    /// Whether the player may move the side to move's pieces.
    pub may_move: bool,
    /// The input state (its legal moves are empty when the player may not move).
    pub input: &'a MoveInput,
}

/// Why pressing `p` does not select a piece or finish a move, if it is refused: `None` for a
/// press that the input accepts, and for a press on an empty point (a quiet deselection).
pub fn refusal(s: &Situation, p: Option<Point>) -> Option<Refusal> {
    let p = p?;
    let piece = s.position.piece_at(p)?;
    if s.input.movable().contains(p) || s.input.destinations().contains(p) {
        return None;
    }
    let refused = |reason, capturers| {
        Some(Refusal {
            reason,
            from: Some(p),
            capturers,
        })
    };
    if s.over {
        refused(Reason::GameOver, Bitboard::EMPTY)
    } else if !s.may_move {
        refused(Reason::NotYourTurn, Bitboard::EMPTY)
    } else if piece.color != s.position.side() {
        let taken = s.input.moves().iter().any(|m| m.captured().contains(p));
        if taken && s.input.selected().is_none() {
            refused(Reason::CaptureFirst, s.input.movable())
        } else {
            refused(Reason::NotYourPiece, Bitboard::EMPTY)
        }
    } else if s.input.must_capture() {
        refused(Reason::MustCapture, s.input.movable())
    } else {
        refused(Reason::Illegal, Bitboard::EMPTY)
    }
}

/// Why a move typed as `text` may not be played now, if it may not: the game is over, it is not
/// the player's turn, a capture is compulsory (the capturers named) or the move is not legal.
pub fn typed_refusal(s: &Situation, text: &str) -> Option<Refusal> {
    let reason = if s.over {
        Reason::GameOver
    } else if !s.may_move {
        Reason::NotYourTurn
    } else if tobit_rules::notation::parse_move(s.position, text).is_ok() {
        return None;
    } else if s.input.must_capture() {
        Reason::MustCapture
    } else {
        Reason::Illegal
    };
    let capturers = if reason == Reason::MustCapture {
        s.input.movable()
    } else {
        Bitboard::EMPTY
    };
    Some(Refusal {
        reason,
        from: None,
        capturers,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::fen;

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    /// `f` of the situation of `fen_text` (its legal moves in the input when the player may move).
    fn situation<T>(
        fen_text: &str,
        over: bool,
        may_move: bool,
        f: impl FnOnce(&Situation) -> T,
    ) -> T {
        let position = fen::parse(fen_text).unwrap();
        let moves = if may_move && !over {
            position.legal_moves()
        } else {
            Vec::new()
        };
        let input = MoveInput::new(moves);
        f(&Situation {
            position: &position,
            over,
            may_move,
            input: &input,
        })
    }

    fn press(fen_text: &str, over: bool, may_move: bool, n: u8) -> Option<Refusal> {
        situation(fen_text, over, may_move, |s| refusal(s, Point::new(n)))
    }

    #[test]
    fn a_piece_that_may_not_move_while_another_must_capture_names_the_capturers() {
        let r = press("W:W9,1:B16", false, true, 1).unwrap();
        assert_eq!(r.reason, Reason::MustCapture);
        assert_eq!(r.from, Some(pt(1)));
        assert_eq!(r.capturers, Bitboard::from_point(pt(9)));
    }

    #[test]
    fn capturers_empty_points_and_movable_pieces_are_not_refused() {
        assert_eq!(press("W:W9,1:B16", false, true, 9), None);
        assert_eq!(press("W:W9,1:B16", false, true, 20), None);
        assert_eq!(press("W:W9,1:B30", false, true, 1), None);
    }

    #[test]
    fn other_refusals_say_why() {
        let reason =
            |fen_text, over, may_move, n| press(fen_text, over, may_move, n).map(|r| r.reason);
        assert_eq!(
            reason("W:W9:B30", false, true, 30),
            Some(Reason::NotYourPiece)
        );
        let jumped = press("W:W9,1:B16", false, true, 16).unwrap();
        assert_eq!(jumped.reason, Reason::CaptureFirst);
        assert_eq!(jumped.reason, Reason::CaptureFirst);
        assert_eq!(jumped.capturers, Bitboard::from_point(pt(9)), "they pulse");
        assert_eq!(
            reason("W:W9:B30", false, false, 9),
            Some(Reason::NotYourTurn)
        );
        assert_eq!(reason("W:W9:B30", true, true, 9), Some(Reason::GameOver));
        assert_eq!(
            reason("W:W1,7:B30", false, true, 1),
            Some(Reason::Illegal),
            "no move"
        );
        assert!(press("W:W9:B30", false, false, 9)
            .unwrap()
            .capturers
            .is_empty());
    }

    fn typed(fen_text: &str, over: bool, may_move: bool, text: &str) -> Option<Refusal> {
        situation(fen_text, over, may_move, |s| typed_refusal(s, text))
    }

    #[test]
    fn a_typed_move_is_refused_with_the_reason_and_the_capturers() {
        assert_eq!(typed("W:W9,1:B16", false, true, "9x23"), None);
        let r = typed("W:W9,1:B16", false, true, "1-2").unwrap();
        assert_eq!((r.reason, r.from), (Reason::MustCapture, None));
        assert_eq!(r.capturers, Bitboard::from_point(pt(9)));
        let reason = |fen_text, over, may_move, text| {
            typed(fen_text, over, may_move, text).map(|r| r.reason)
        };
        assert_eq!(
            reason("W:W9:B30", false, true, "9-30"),
            Some(Reason::Illegal)
        );
        assert_eq!(
            reason("W:W9:B30", false, true, "junk"),
            Some(Reason::Illegal)
        );
        assert_eq!(
            reason("W:W9:B30", false, false, "9-16"),
            Some(Reason::NotYourTurn)
        );
        assert_eq!(
            reason("W:W9:B30", true, true, "9-16"),
            Some(Reason::GameOver)
        );
    }
}
