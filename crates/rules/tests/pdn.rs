//! PDN import and export of whole games (docs/RULES.md section 9).

mod common;

use common::{pos, random_game, Rng};
use tobit_rules::{pdn, Color, Game, Outcome, PdnErrorKind, Position, Reason, Status};

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

fn error_at(text: &str) -> (usize, usize, String) {
    let e = pdn::import(text).expect_err(text);
    (e.line, e.column, e.kind.to_string())
}

#[test]
fn random_games_round_trip() {
    let mut rng = Rng::new(3);
    let starts = [Position::start(), pos("B:W9,10,K17,20:B27,30,31,K35")];
    for i in 0..60 {
        let start = starts[i % 2];
        let mut game = Game::new(start);
        for (_, m) in random_game(&mut rng, start, 150) {
            if game.play(&m).is_err() {
                break; // a repetition draw ended the game before the random walk did
            }
        }
        let text = pdn::export(
            &game,
            &tags(&[("White", "A \"quoted\" name"), ("Black", "B")]),
        );
        let back = pdn::import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.game.moves(), game.moves(), "{text}");
        assert_eq!(back.game.start(), start);
        assert_eq!(back.game.status(), game.status());
        assert_eq!(back.tag("White"), Some("A \"quoted\" name"));
        assert_eq!(back.tag("result"), Some(game.status().result()));
    }
}

#[test]
fn export_numbers_moves_and_sets_fen_and_result() {
    let mut game = Game::default();
    for m in ["9-16", "30-23", "16x30"] {
        game.play_text(m).unwrap();
    }
    let text = pdn::export(&game, &tags(&[("Event", "Test"), ("Result", "0-2")]));
    assert_eq!(
        text,
        "[Event \"Test\"]\n[Result \"*\"]\n1. 9-16 30-23 2. 16x30 *\n"
    );
    let mut black_first = Game::new(pos("B:W9,16:B30,38"));
    black_first.play_text("30-23").unwrap();
    black_first.play_text("16x30").unwrap();
    black_first.resign(Color::Black).unwrap();
    let text = pdn::export(&black_first, &[]);
    assert_eq!(
        text,
        "[Result \"2-0\"]\n[SetUp \"1\"]\n[FEN \"B:W9,16:B30,38\"]\n1... 30-23 2. 16x30 2-0\n"
    );
    let back = pdn::import(&text).unwrap();
    let resigned = Outcome {
        winner: Some(Color::White),
        reason: Reason::Resignation,
    };
    assert_eq!(back.game.status(), Status::Over(resigned));
}

#[test]
fn import_skips_comments_and_reads_move_numbers() {
    let text = "[Event \"x\"] ; a line comment\n\
                {opening comment} 1.9-16 {a [bracket] 30-23\n comment} 30-23\n\
                2. 16x30 1-1";
    let record = pdn::import(text).unwrap();
    let moves: Vec<String> = record.game.moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["9-16", "30-23", "16x30"]);
    assert_eq!(record.tag("event"), Some("x"));
    assert_eq!(
        record.game.status(),
        Status::Over(Outcome {
            winner: None,
            reason: Reason::Agreement
        })
    );
}

#[test]
fn a_result_agreeing_with_the_rules_is_kept() {
    let record = pdn::import("[FEN \"W:W16:B23\"]\n1. 16x30 2-0").unwrap();
    let status = record.game.status();
    assert_eq!(status.outcome().map(|o| o.reason), Some(Reason::NoPieces));
    assert!(pdn::import("[FEN \"W:W16:B23\"]\n1. 16x30 *").is_ok());
}

#[test]
fn comments_after_the_last_game_make_no_game() {
    let games = pdn::read_games("1. 9-16 2-0 {the end}\n; and a remark\n").unwrap();
    assert_eq!(games.len(), 1);
    assert!(pdn::import("1. 9-16 2-0 {the end}").is_ok());
    let tags_only = pdn::read_games("[Event \"x\"]").unwrap();
    assert_eq!(
        (tags_only.len(), tags_only[0].tree.tag("event")),
        (1, Some("x"))
    );
}

#[test]
fn an_empty_text_is_an_unfinished_game_from_the_start() {
    let record = pdn::import("  \n").unwrap();
    assert_eq!(record.game.position(), Position::start());
    assert_eq!(record.game.status(), Status::Ongoing);
}

#[test]
fn errors_give_line_and_column() {
    let (line, column, message) = error_at("[Event \"x\"]\n1. 9-16 30-23\n2. 16-17");
    assert_eq!((line, column), (3, 4));
    assert!(message.contains("capture is compulsory"), "{message}");
    let (line, column, _) = error_at("1. 9-16 30-23 2.16x23");
    assert_eq!((line, column), (1, 17), "the move glued to its number");
    let (line, column, message) = error_at("[FEN \"W:W1:B99\"]\n1. 1-7");
    assert_eq!((line, column), (1, 6));
    assert!(
        message.contains("FEN") && message.contains("99"),
        "{message}"
    );
    let (line, column, _) = error_at("1. 9-16\n  {never closed");
    assert_eq!((line, column), (2, 3));
    let (line, column, message) = error_at("1. 9-16 *\n2. 30-23");
    assert_eq!((line, column), (2, 1));
    assert!(message.contains("follow"), "{message}");
    let (_, _, message) = error_at("[Result \"2-0\"]\n1. 9-16 0-2");
    assert!(message.contains("differs"), "{message}");
    let (_, _, message) = error_at("[Result \"3-0\"]");
    assert!(message.contains("bad result"), "{message}");
    let (_, _, message) = error_at("[FEN \"W:W16:B23\"]\n1. 16x30 0-2");
    assert!(message.contains("contradicts"), "{message}");
    let (line, column, _) = error_at("1. 9-16\n[Event \"late\"]");
    assert_eq!((line, column), (2, 1));
    for bad in [
        "[Event x]",
        "[\"x\"]",
        "[Event \"x\"",
        "[Event \"x\\q\"]",
        "1. 9-16 }",
        "1.. 9-16",
    ] {
        assert!(pdn::import(bad).is_err(), "{bad:?} was accepted");
    }
}

#[test]
fn error_messages_read_well() {
    let e = pdn::import("1. 9-16 30-23\n2. 16-17").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 4: White's move 2: '16-17' does not capture, but a capture is compulsory"
    );
}

#[test]
fn a_loss_on_time_is_written_and_read_with_its_termination_tag() {
    let mut game = Game::default();
    game.play_text("9-16").unwrap();
    game.lose_on_time(Color::Black).unwrap();
    let text = pdn::export(
        &game,
        &tags(&[("Termination", "normal"), ("TimeControl", "180+2")]),
    );
    assert!(text.contains("[Termination \"time forfeit\"]\n"), "{text}");
    assert!(
        !text.contains("normal"),
        "the game's own termination replaces the given one"
    );
    assert!(text.contains("[TimeControl \"180+2\"]"), "{text}");
    let back = pdn::import(&text).unwrap();
    assert_eq!(
        back.game.status(),
        Status::Over(Outcome {
            winner: Some(Color::White),
            reason: Reason::TimeForfeit
        })
    );
    let resigned = pdn::import("[Termination \"Normal\"]\n1. 9-16 2-0").unwrap();
    assert_eq!(
        resigned.game.status().outcome().unwrap().reason,
        Reason::Resignation
    );
    let other = pdn::export(&resigned.game, &tags(&[("Termination", "normal")]));
    assert!(other.contains("[Termination \"normal\"]"), "{other}");
}

#[test]
fn nesting_and_size_are_bounded() {
    let nested = |n: usize| format!("1. 9-16 {}{} *", "(1. 10-17 ".repeat(n), ")".repeat(n));
    let deepest = pdn::read_games(&nested(pdn::MAX_NESTING)).unwrap();
    assert_eq!(deepest[0].error, None);
    assert_eq!(deepest[0].tree.variation_count(), pdn::MAX_NESTING);
    let too_deep = pdn::read_games(&nested(pdn::MAX_NESTING + 1)).unwrap();
    let e = too_deep[0].error.as_ref().unwrap();
    assert_eq!((e.line, e.column), (1, 9 + 10 * pdn::MAX_NESTING), "{e}");
    let limit = pdn::MAX_NESTING;
    assert_eq!(e.kind, PdnErrorKind::TooDeep { limit }, "{e}");
    let huge = " ".repeat(pdn::MAX_TEXT_BYTES + 1);
    let e = pdn::read_games(&huge).unwrap_err();
    assert_eq!(e.kind, PdnErrorKind::TooLarge { mib: 64 }, "{e}");
    assert!(e.to_string().contains("64 MiB"), "{e}");
}

#[test]
fn a_game_larger_than_a_game_may_be_is_refused_and_the_next_one_read() {
    let comment = "a".repeat(pdn::MAX_GAME_BYTES);
    let text = format!("1. 9-16 {{{comment}}} 30-23 *\n\n1. 9-16 *\n");
    let games = pdn::read_games(&text).unwrap();
    assert_eq!(games.len(), 2);
    let e = games[0].error.as_ref().expect("the long game is refused");
    assert_eq!(e.kind, PdnErrorKind::GameTooLarge { mib: 1 }, "{e}");
    assert_eq!(games[1].error, None);
    let fits = format!("1. 9-16 {{{}}} *", "a".repeat(pdn::MAX_GAME_BYTES - 100));
    assert_eq!(pdn::read_games(&fits).unwrap()[0].error, None);
}

#[test]
fn a_bad_tag_after_moves_belongs_to_the_next_game() {
    let games =
        pdn::read_games("1. 9-16\n[Event \"open\n1. 10-17 *\n[Event \"b\"]\n1. 9-16").unwrap();
    let errors: Vec<_> = games
        .iter()
        .map(|g| g.error.as_ref().map(|e| e.line))
        .collect();
    assert_eq!(errors, [None, Some(2), None]);
    assert_eq!(games[2].tree.tag("Event"), Some("b"));
}

#[test]
fn a_carriage_return_in_a_tag_value_survives() {
    // Found by the fuzz target: the writer turned it into a space.
    let text = "[Event \"a\rb\"]\n1. 9-16 *";
    let tree = &pdn::read_games(text).unwrap()[0].tree;
    let back = &pdn::read_games(&pdn::write(tree)).unwrap()[0].tree;
    assert_eq!((back, back.tag("Event")), (tree, Some("a\rb")));
}
