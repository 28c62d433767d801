//! The kinds of PDN errors (`PdnErrorKind`): each names what it found or expected, at the line
//! and column of the offending token, and its English (`Display`) is what `tobit pdn check`
//! prints.

use tobit_rules::pdn::{self, PdnError, PdnErrorKind};
use tobit_rules::{Color, FenError, MoveError, Outcome, Point, Reason};

/// The first error of the text's only game.
fn error(text: &str) -> PdnError {
    let games = pdn::read_games(text).unwrap();
    assert_eq!(games.len(), 1, "{text}");
    games[0]
        .error
        .clone()
        .unwrap_or_else(|| panic!("no error in {text}"))
}

fn at(line: usize, column: usize, kind: PdnErrorKind) -> PdnError {
    PdnError { line, column, kind }
}

fn tag(name: &str) -> String {
    name.to_string()
}

#[test]
fn lexical_errors_name_the_token_and_its_place() {
    use PdnErrorKind::*;
    let cases = [
        ("1. 9-16 }", at(1, 9, Unexpected { found: tag("}") })),
        ("[ \"x\"]\n1. 9-16 *", at(1, 3, TagName)),
        ("[White x]", at(1, 8, TagQuote { tag: tag("White") })),
        ("[White \"x\" y", at(1, 1, TagClose { tag: tag("White") })),
        (
            "[White \"a\\b\"]",
            at(1, 8, TagEscape { tag: tag("White") }),
        ),
        (
            "[White \"abc\n\"]",
            at(1, 8, TagValueOpen { tag: tag("White") }),
        ),
        ("1. 9-16 {open", at(1, 9, CommentOpen)),
        ("1. 9-16 $300", at(1, 9, GlyphNumber)),
        ("1. 9-16?!? *", at(1, 8, UnknownGlyph { glyph: tag("?!?") })),
        ("1.. 9-16 *", at(1, 1, MoveNumber { word: tag("1..") })),
    ];
    for (text, expected) in cases {
        assert_eq!(error(text), expected, "{text}");
    }
}

#[test]
fn tag_errors_stand_at_the_value() {
    use PdnErrorKind::*;
    let cases = [
        (
            "[Variant \"Russian\"]",
            OtherVariant {
                variant: tag("Russian"),
            },
        ),
        ("[GameType \"20\"]", OtherGameType { number: 20 }),
        ("[GameType \"99\"]", UnknownGameType { value: tag("99") }),
        ("[Result \"3-0\"]", BadResultTag { value: tag("3-0") }),
        ("[SetUp \"2\"]", BadSetUp { value: tag("2") }),
        (
            "[FEN \"W:W1,1:B30\"]\n1. 1-8 *",
            BadFen {
                reason: FenError::Duplicate { point: 1 },
            },
        ),
    ];
    for (text, kind) in cases {
        let column = text.find('"').unwrap() + 1;
        assert_eq!(error(text), at(1, column, kind), "{text}");
    }
    let e = error("[GameType \"25\"]");
    assert_eq!(
        e.to_string(),
        "line 1, column 11: GameType 25 is Russian draughts, not Tobit"
    );
}

/// The error of White's move `number`, at column `column` of line 1, refused for `reason`.
fn white_move(column: usize, number: u32, reason: MoveError) -> PdnError {
    let side = Color::White;
    at(
        1,
        column,
        PdnErrorKind::IllegalMove {
            number,
            side,
            reason,
        },
    )
}

#[test]
fn a_refused_move_carries_its_number_and_the_rules_reason() {
    // The third ply is White's move 2: the rules' move numbers, not plies.
    let e = error("1. 9-16 30-23 2. 16-24 *");
    let reason = MoveError::CaptureCompulsory { text: tag("16-24") };
    assert_eq!(e, white_move(18, 2, reason));
    let e = error("1. 9-23 *");
    let reason = MoveError::NotLegal { text: tag("9-23") };
    assert_eq!(e, white_move(4, 1, reason));
    assert_eq!(
        e.to_string(),
        "line 1, column 4: White's move 1: '9-23' is not a legal move here"
    );
    let e = error("1. 30-23 *");
    let point = Point::new(30).unwrap();
    let side = Color::White;
    let reason = MoveError::NoPiece { side, point };
    assert_eq!(e, white_move(4, 1, reason));
}

#[test]
fn a_move_after_the_end_and_a_wrong_result_say_how_the_game_ended() {
    let white_took_all = Outcome {
        winner: Some(Color::White),
        reason: Reason::NoPieces,
    };
    let after_end = error("[FEN \"W:W16:B23\"]\n1. 16x30 23-16 *");
    let kind = PdnErrorKind::MoveAfterEnd {
        number: 1,
        side: Color::Black,
        outcome: white_took_all,
        score: "2-0",
    };
    assert_eq!(after_end, at(2, 10, kind));
    let contradicts = error("[FEN \"W:W16:B23\"]\n1. 16x30 0-2");
    let kind = PdnErrorKind::ResultContradicts {
        stated: "0-2",
        outcome: white_took_all,
        score: "2-0",
    };
    assert_eq!(contradicts, at(2, 10, kind));
    let differs = error("[Result \"2-0\"]\n1. 9-16 0-2");
    let kind = PdnErrorKind::ResultDiffers {
        result: "0-2",
        tag: "2-0",
    };
    assert_eq!(differs, at(2, 9, kind));
}

#[test]
fn variation_errors_point_at_the_parenthesis() {
    use PdnErrorKind::*;
    let cases = [
        ("$1 1. 9-16 *", at(1, 1, GlyphWithoutMove)),
        ("(1. 9-16) *", at(1, 1, VariationWithoutMove)),
        ("1. 9-16 ) *", at(1, 9, UnexpectedClose)),
        ("1. 9-16 () *", at(1, 9, EmptyVariation)),
        ("1. 9-16 (1. 10-17", at(1, 9, VariationOpen)),
        (
            "1. 9-16 (1. 10-17 *",
            at(
                1,
                19,
                CloseBeforeResult {
                    open_line: 1,
                    open_column: 9,
                },
            ),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(error(text), expected, "{text}");
    }
    let games = pdn::read_games("1. 9-16 (1. 10-17\n\n[Event \"next\"]\n1. 9-16 *").unwrap();
    let kind = CloseBeforeGame {
        open_line: 1,
        open_column: 9,
    };
    assert_eq!(games[0].error, Some(at(3, 1, kind)));
    assert_eq!(games[1].error, None);
}

#[test]
fn one_game_per_text_is_named_at_the_second() {
    let e = pdn::import("1. 9-16 *\n\n1. 10-17 *").unwrap_err();
    assert_eq!(e, at(3, 1, PdnErrorKind::ExtraGame));
}
