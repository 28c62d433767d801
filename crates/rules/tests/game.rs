//! The `Game` type: history, repetition, results and their reasons, undo and redo.

mod common;

use common::pos;
use tobit_rules::{Color, Game, GameError, MoveError, Outcome, Position, Reason, Status};

/// Two tobits far apart, so they can shuffle back and forth without meeting.
const SHUFFLE: &str = "W:WK1:BK38";

fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn over(winner: Option<Color>, reason: Reason) -> Status {
    Status::Over(Outcome { winner, reason })
}

#[test]
fn the_third_occurrence_draws_at_once_counting_the_set_up_position() {
    let mut game = Game::new(pos(SHUFFLE));
    let cycle = ["1-7", "38-32", "7-1", "32-38"];
    play_all(&mut game, &cycle);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.status(), Status::Ongoing);
    play_all(&mut game, &cycle[..3]);
    assert_eq!(
        game.status(),
        Status::Ongoing,
        "positions after 7-1 occurred only twice"
    );
    play_all(&mut game, &cycle[3..]);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.status(), over(None, Reason::Repetition));
    assert_eq!(game.status().result(), "1-1");
    let before = game.moves().len();
    assert!(matches!(game.play_text("1-7"), Err(GameError::Over(_))));
    assert_eq!(game.moves().len(), before);
}

#[test]
fn repetition_counts_positions_reached_later_too() {
    // The set-up position occurs once; the one after 1-14 occurs at plies 1, 5 and 9.
    let mut game = Game::new(pos(SHUFFLE));
    let cycle = ["38-32", "14-7", "32-38", "7-14"];
    play_all(&mut game, &["1-14"]);
    play_all(&mut game, &cycle);
    play_all(&mut game, &cycle[..3]);
    assert_eq!(game.status(), Status::Ongoing);
    play_all(&mut game, &cycle[3..]);
    assert_eq!(game.status(), over(None, Reason::Repetition));
}

#[test]
fn a_side_with_no_pieces_has_lost() {
    let mut game = Game::new(pos("W:W16:B23"));
    game.play_text("16x30").unwrap();
    let status = game.status();
    assert_eq!(status, over(Some(Color::White), Reason::NoPieces));
    assert_eq!(status.result(), "2-0");
    assert_eq!(status.outcome().map(Outcome::score), Some((2, 0)));
    assert!(game.play_text("30-37").is_err());
}

#[test]
fn a_side_with_no_move_has_lost() {
    // Black's hul on 6 can go only to 7; after 9-8 it can neither step nor jump.
    let mut game = Game::new(pos("W:W7,9:B6"));
    assert_eq!(game.status(), Status::Ongoing);
    game.play_text("9-8").unwrap();
    assert_eq!(game.status(), over(Some(Color::White), Reason::Blocked));
    let set_up_blocked = Game::new(pos("W:W6:B7,8"));
    assert_eq!(
        set_up_blocked.status(),
        over(Some(Color::Black), Reason::Blocked)
    );
    assert_eq!(set_up_blocked.status().result(), "0-2");
}

#[test]
fn resignation_ends_the_game_and_undo_reopens_it() {
    let mut game = Game::default();
    game.play_text("9-16").unwrap();
    game.resign(Color::Black).unwrap();
    assert_eq!(game.status(), over(Some(Color::White), Reason::Resignation));
    assert!(matches!(game.play_text("30-23"), Err(GameError::Over(_))));
    assert!(
        game.resign(Color::White).is_err(),
        "no resigning a finished game"
    );
    assert!(game.undo());
    assert_eq!(game.status(), Status::Ongoing);
    assert_eq!(
        game.moves().len(),
        1,
        "undoing the resignation keeps the move"
    );
    assert!(game.redo());
    assert_eq!(game.status(), over(Some(Color::White), Reason::Resignation));
}

#[test]
fn agreement_is_a_draw_scored_one_each() {
    let mut game = Game::default();
    game.agree_draw().unwrap();
    let status = game.status();
    assert_eq!(status, over(None, Reason::Agreement));
    assert_eq!(status.outcome().map(Outcome::score), Some((1, 1)));
    assert_eq!(status.to_string(), "1-1 (agreement)");
    assert!(game.undo());
    assert_eq!(game.status(), Status::Ongoing);
    assert!(!game.undo(), "nothing left to undo");
}

#[test]
fn illegal_moves_leave_the_game_unchanged() {
    let mut game = Game::default();
    game.play_text("9-16").unwrap();
    let before = (game.position(), game.moves().to_vec(), game.hashes());
    let legal_elsewhere = Position::start().legal_moves()[0];
    assert_eq!(
        game.play(&legal_elsewhere),
        Err(GameError::Illegal(legal_elsewhere))
    );
    assert_eq!(
        game.play_text("9-16"),
        Err(GameError::Notation(MoveError::NoPiece {
            side: Color::Black,
            point: common::pt(9)
        }))
    );
    assert!(game.play_text("garbage").is_err());
    assert_eq!(
        (game.position(), game.moves().to_vec(), game.hashes()),
        before
    );
}

#[test]
fn undo_and_redo_walk_the_history_and_a_new_move_clears_redo() {
    let mut game = Game::default();
    play_all(&mut game, &["9-16", "30-23", "16x30"]);
    let end = game.position();
    assert!(game.undo() && game.undo());
    assert_eq!(game.moves().len(), 1);
    assert_eq!(game.position(), game.position_at(1).unwrap());
    assert!(game.redo() && game.redo());
    assert_eq!(game.position(), end);
    assert!(!game.redo());
    assert!(game.undo());
    assert!(game.can_redo());
    game.play_text("16x30").unwrap();
    assert!(!game.can_redo(), "a new move clears redo");
    assert_eq!(game.position(), end);
    while game.undo() {}
    assert_eq!(game.position(), Position::start());
    assert_eq!(game.repetitions(), 1);
}

#[test]
fn undo_keeps_repetition_counts_right() {
    let mut game = Game::new(pos(SHUFFLE));
    let cycle = ["1-7", "38-32", "7-1", "32-38"];
    play_all(&mut game, &cycle);
    play_all(&mut game, &cycle);
    assert!(game.status().is_over());
    assert!(game.undo());
    assert_eq!(game.status(), Status::Ongoing);
    play_all(&mut game, &["32-25", "1-7"]);
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn hashes_and_positions_follow_the_moves() {
    let mut game = Game::default();
    play_all(&mut game, &["9-16", "30-23"]);
    let hashes = game.hashes();
    assert_eq!(hashes.len(), 2, "the positions before the current one");
    assert_eq!(hashes[0], Position::start().hash());
    assert_eq!(hashes[1], game.position_at(1).unwrap().hash());
    assert_ne!(hashes[1], game.position().hash());
    assert_eq!(game.position_at(2), Some(game.position()));
    assert_eq!(game.position_at(3), None);
    assert_eq!(game.start(), Position::start());
    let texts: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(texts, ["9-16", "30-23"]);
}

/// Each move's number and side, in a game from the start and in one where Black moves first.
#[test]
fn moves_are_numbered_from_white_or_from_black() {
    let number = |number, side| tobit_rules::MoveNumber { number, side };
    let mut game = Game::default();
    play_all(&mut game, &["9-16", "30-23", "16x30"]);
    let numbered: Vec<_> = game.numbered_moves().map(|(n, _)| n).collect();
    assert_eq!(
        numbered,
        [
            number(1, Color::White),
            number(1, Color::Black),
            number(2, Color::White)
        ]
    );
    assert_eq!(game.move_number(3), number(2, Color::Black));

    let mut game = Game::new(pos("B:W1,5:B34,38"));
    play_all(&mut game, &["34-28", "1-7", "38-32"]);
    let numbered: Vec<_> = game.numbered_moves().collect();
    assert_eq!(numbered.len(), 3);
    assert_eq!(numbered[0].0, number(1, Color::Black));
    assert_eq!(numbered[0].1.to_string(), "34-28");
    assert_eq!(numbered[1].0, number(2, Color::White));
    assert_eq!(numbered[2].0, number(2, Color::Black));
    assert_eq!(game.move_number(3), number(3, Color::White));
    for (ply, (n, _)) in game.numbered_moves().enumerate() {
        let mover = game.position_at(ply).unwrap().side();
        assert_eq!(n.side, mover, "ply {ply}");
    }
}

#[test]
fn a_side_out_of_time_loses_and_undo_reopens_the_game() {
    let mut game = Game::default();
    play_all(&mut game, &["9-16"]);
    game.lose_on_time(Color::Black).unwrap();
    assert_eq!(game.status(), over(Some(Color::White), Reason::TimeForfeit));
    assert_eq!(game.status().to_string(), "2-0 (time-forfeit)");
    assert!(matches!(game.play_text("30-23"), Err(GameError::Over(_))));
    assert!(
        game.lose_on_time(Color::White).is_err(),
        "the game is already over"
    );
    assert!(game.undo());
    assert_eq!(game.status(), Status::Ongoing);
    assert!(game.redo());
    assert_eq!(game.status().outcome().unwrap().reason, Reason::TimeForfeit);
}

#[test]
fn a_position_has_one_key_however_it_was_reached() {
    let mut one = Game::new(Position::start());
    play_all(&mut one, &["9-16", "32-25", "16-15", "28-21"]);
    let mut other = Game::new(Position::start());
    play_all(&mut other, &["9-16", "28-21", "16-15", "32-25"]);
    assert_eq!(one.position().key(), other.position().key());
    // Another side to move is another key, as are other pieces.
    let mut fewer = Game::new(Position::start());
    play_all(&mut fewer, &["9-16", "28-21", "16-15"]);
    assert_ne!(fewer.position().key(), one.position().key());
    assert_ne!(Position::start().key(), one.position().key());
    assert!(one.position().key().bytes().all(|b| b.is_ascii_hexdigit()));
}

#[test]
fn the_start_position_key_stays_the_same_from_release_to_release() {
    // The explorer's index kept in the browser is keyed by it: a change needs the index rebuilt.
    assert_eq!(Position::start().key(), START_KEY);
}

/// The start position's key (Position::key), pinned.
const START_KEY: &str = "5c9febd720fc0b5e";
