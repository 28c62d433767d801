//! Move text read against a position (docs/RULES.md section 8), and the point-by-point input helpers.

mod common;

use common::{pos, pt, random_game, Rng};
use tobit_rules::{move_by_ends, moves_with_prefix, parse_move, Color, MoveError, Position};

#[test]
fn every_legal_move_text_parses_back_to_that_move() {
    let mut rng = Rng::new(7);
    let mut checked = 0;
    for _ in 0..200 {
        for (pos, _) in random_game(&mut rng, Position::start(), 120) {
            for m in pos.legal_moves() {
                assert_eq!(parse_move(&pos, &m.to_string()), Ok(m), "{pos} {m}");
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "only {checked} moves checked");
}

#[test]
fn quiet_moves_and_captures_parse() {
    let start = Position::start();
    let m = parse_move(&start, "9-16").unwrap();
    assert_eq!((m.from(), m.to(), m.is_capture()), (pt(9), pt(16), false));
    assert_eq!(parse_move(&start, " 9-16 "), Ok(m));
    let pos = pos("W:W16:B23,31");
    let m = parse_move(&pos, "16x30x32").unwrap();
    assert_eq!(m.landings(), [pt(30), pt(32)]);
    assert_eq!(m.captured().points(), [pt(23), pt(31)]);
    assert_eq!(parse_move(&pos, "16X30X32"), Ok(m));
}

#[test]
fn malformed_text_and_bad_points_are_named() {
    let start = Position::start();
    for text in [
        "", "9", "9-", "-16", "9--16", "9-16x23", "9-16-23", "nine-16",
    ] {
        let err = parse_move(&start, text).expect_err(text);
        assert!(
            matches!(
                err,
                MoveError::MixedSeparators { .. }
                    | MoveError::NoSeparator { .. }
                    | MoveError::NotTwoPoints { .. }
                    | MoveError::TooManyPoints { .. }
                    | MoveError::NotAPoint { .. }
            ),
            "{text:?} gave {err:?}"
        );
    }
    assert_eq!(
        parse_move(&start, "39-16"),
        Err(MoveError::NotAPoint { part: "39".into() })
    );
    assert_eq!(
        parse_move(&start, "09-16"),
        Err(MoveError::NotAPoint { part: "09".into() })
    );
    assert_eq!(
        parse_move(&start, "0-16"),
        Err(MoveError::NotAPoint { part: "0".into() })
    );
    let err = parse_move(&start, "9-16-23").unwrap_err().to_string();
    assert!(err.contains("two points"), "{err}");
}

#[test]
fn a_move_needs_a_piece_of_the_side_to_move() {
    let start = Position::start();
    assert_eq!(
        parse_move(&start, "16-23"),
        Err(MoveError::NoPiece {
            side: Color::White,
            point: pt(16)
        })
    );
    assert_eq!(
        parse_move(&start, "30-23"),
        Err(MoveError::NoPiece {
            side: Color::White,
            point: pt(30)
        })
    );
    let err = parse_move(&start, "30-23").unwrap_err().to_string();
    assert_eq!(err, "no White piece on 30");
}

#[test]
fn illegal_moves_are_refused() {
    let start = Position::start();
    for text in ["9-23", "1-7", "9-8", "9x23"] {
        assert_eq!(
            parse_move(&start, text),
            Err(MoveError::NotLegal { text: text.into() }),
            "{text}"
        );
    }
}

#[test]
fn a_quiet_move_while_a_capture_exists_is_refused() {
    // White's hul on 16 must take 23; 9-10 is otherwise a fine sideways step.
    let pos = pos("W:W9,16:B23");
    assert_eq!(
        parse_move(&pos, "9-10"),
        Err(MoveError::CaptureCompulsory {
            text: "9-10".into()
        })
    );
    assert!(parse_move(&pos, "16x30").is_ok());
}

#[test]
fn a_capture_stopped_early_is_refused() {
    let pos = pos("W:W16:B23,31");
    let full = parse_move(&pos, "16x30x32").unwrap();
    assert_eq!(
        parse_move(&pos, "16x30"),
        Err(MoveError::CaptureContinues {
            text: "16x30".into(),
            example: full
        })
    );
    assert!(parse_move(&pos, "16x30")
        .unwrap_err()
        .to_string()
        .contains("16x30x32"));
}

#[test]
fn the_wrong_separator_is_refused_with_the_right_text() {
    let pos = pos("W:W16:B23");
    let capture = parse_move(&pos, "16x30").unwrap();
    assert_eq!(
        parse_move(&pos, "16-30"),
        Err(MoveError::WrongSeparator {
            text: "16-30".into(),
            written: capture
        })
    );
    let start = Position::start();
    let quiet = parse_move(&start, "9-16").unwrap();
    assert_eq!(
        parse_move(&start, "9x16"),
        Err(MoveError::WrongSeparator {
            text: "9x16".into(),
            written: quiet
        })
    );
}

#[test]
fn moves_with_prefix_filters_by_path() {
    let start = Position::start();
    assert_eq!(moves_with_prefix(&start, &[]).len(), 5);
    let from9: Vec<String> = moves_with_prefix(&start, &[pt(9)])
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(from9, ["9-16"]);
    assert_eq!(moves_with_prefix(&start, &[pt(9), pt(16)]).len(), 1);
    assert!(moves_with_prefix(&start, &[pt(9), pt(23)]).is_empty());
    assert!(moves_with_prefix(&start, &[pt(30)]).is_empty());
    let pos = pos("W:W16:B23,31");
    let after_one_jump = moves_with_prefix(&pos, &[pt(16), pt(30)]);
    assert_eq!(after_one_jump.len(), 1);
    assert_eq!(after_one_jump[0].to_string(), "16x30x32");
}

#[test]
fn moves_with_prefix_agrees_with_the_move_list_in_random_games() {
    let mut rng = Rng::new(11);
    for _ in 0..100 {
        for (pos, m) in random_game(&mut rng, Position::start(), 100) {
            let path = m.path();
            for len in 0..=path.len() {
                let found = moves_with_prefix(&pos, &path[..len]);
                assert!(found.contains(&m));
                let expected = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|x| x.path().starts_with(&path[..len]))
                    .count();
                assert_eq!(found.len(), expected);
            }
        }
    }
}

#[test]
fn move_by_ends_finds_only_unambiguous_moves() {
    let start = Position::start();
    assert_eq!(
        move_by_ends(&start, pt(9), pt(16)).map(|m| m.to_string()),
        Some("9-16".into())
    );
    assert_eq!(move_by_ends(&start, pt(9), pt(23)), None);
    let chain = pos("W:W16:B23,31");
    assert_eq!(
        move_by_ends(&chain, pt(16), pt(32)).map(|m| m.to_string()),
        Some("16x30x32".into())
    );
    // A hul can go round the square of four Black pieces either way and end where it began.
    let square = pos("W:W16:B17,23,25,31");
    let round: Vec<String> = square.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(round.len(), 2, "{round:?}");
    assert!(round.contains(&"16x18x32x30x16".to_string()), "{round:?}");
    assert_eq!(move_by_ends(&square, pt(16), pt(16)), None);
    let mut rng = Rng::new(5);
    for _ in 0..200 {
        for (pos, m) in random_game(&mut rng, Position::start(), 120) {
            let same_ends = pos
                .legal_moves()
                .into_iter()
                .filter(|x| x.from() == m.from() && x.to() == m.to())
                .count();
            let found = move_by_ends(&pos, m.from(), m.to());
            if same_ends == 1 {
                assert_eq!(found, Some(m));
            } else {
                assert_eq!(found, None, "{pos} {m}");
            }
        }
    }
}
