//! The merge rules: what opening a link does to the game stored on the device.

use tobit_link::{merge, GameId, GameLink, LinkError, Merged, State};
use tobit_rules::{Color, Move, Point};

const ID: GameId = GameId([9, 8, 7, 6, 5, 4]);

/// A game of the given moves between Anna and Boris.
fn game(moves: &[&str]) -> GameLink {
    let mut link = GameLink::new(ID);
    link.white = "Anna".into();
    link.black = "Boris".into();
    link.play_texts(moves).unwrap();
    link
}

/// The same game after a trip through its link, as the receiving device has it.
fn sent(link: &GameLink) -> GameLink {
    GameLink::decode(&link.encode().unwrap()).unwrap()
}

const OPENING: [&str; 4] = ["9-16", "29-22", "10-17", "28-21"];

#[test]
fn a_game_not_on_this_device_starts() {
    let link = sent(&game(&OPENING));
    assert_eq!(merge(None, &link), Ok(Merged::New(link.clone())));
}

#[test]
fn a_link_that_continues_the_game_extends_it() {
    let stored = game(&OPENING[..2]);
    let mut incoming = game(&OPENING);
    incoming.black = "Борис".into(); // the newer link's names are kept too
    assert_eq!(
        merge(Some(&stored), &sent(&incoming)),
        Ok(Merged::Extends {
            game: incoming,
            new_moves: 2
        })
    );
}

#[test]
fn a_name_the_link_lacks_is_kept() {
    let stored = game(&OPENING[..2]);
    let mut incoming = game(&OPENING);
    incoming.white.clear();
    let Ok(Merged::Extends { game: merged, .. }) = merge(Some(&stored), &incoming) else {
        panic!("the link extends the game");
    };
    assert_eq!(
        (merged.white.as_str(), merged.black.as_str()),
        ("Anna", "Boris")
    );
    assert_eq!(merged.moves, incoming.moves);
}

#[test]
fn an_offer_its_acceptance_and_a_resignation_extend_the_game() {
    let stored = game(&OPENING);
    let mut offer = stored.clone();
    offer.state = State::DrawOffered { by: Color::Black };
    let extends = |game: &GameLink| Merged::Extends {
        game: game.clone(),
        new_moves: 0,
    };
    assert_eq!(merge(Some(&stored), &sent(&offer)), Ok(extends(&offer)));
    let mut agreed = offer.clone();
    agreed.state = State::DrawAgreed;
    assert_eq!(merge(Some(&offer), &sent(&agreed)), Ok(extends(&agreed)));
    let mut resigned = stored.clone();
    resigned.state = State::Resigned { by: Color::White };
    assert_eq!(
        merge(Some(&offer), &sent(&resigned)),
        Ok(extends(&resigned))
    );
    // Playing on declines the offer.
    let mut declined = offer.clone();
    declined.play_texts(&["8-15"]).unwrap();
    assert_eq!(declined.state, State::Playing);
    assert!(matches!(
        merge(Some(&offer), &declined),
        Ok(Merged::Extends { new_moves: 1, .. })
    ));
}

#[test]
fn the_same_link_twice_changes_nothing() {
    let stored = game(&OPENING);
    assert_eq!(merge(Some(&stored), &sent(&stored)), Ok(Merged::Same));
}

#[test]
fn an_older_link_changes_nothing_and_says_so() {
    let stored = game(&OPENING);
    let old = game(&OPENING[..1]);
    assert_eq!(
        merge(Some(&stored), &sent(&old)),
        Ok(Merged::Older {
            stored_plies: 4,
            incoming_plies: 1
        })
    );
    // The link before the offer, after it.
    let mut offer = stored.clone();
    offer.state = State::DrawOffered { by: Color::Black };
    assert!(matches!(
        merge(Some(&offer), &stored),
        Ok(Merged::Older { .. })
    ));
    // A link before the resignation, after it.
    let mut resigned = stored.clone();
    resigned.state = State::Resigned { by: Color::Black };
    assert!(matches!(
        merge(Some(&resigned), &old),
        Ok(Merged::Older { .. })
    ));
}

#[test]
fn diverging_moves_are_refused_naming_where_they_part() {
    let stored = game(&OPENING);
    let other = sent(&game(&["9-16", "29-22", "11-18"]));
    let error = merge(Some(&stored), &other).unwrap_err();
    assert_eq!(
        error,
        LinkError::Diverges {
            number: 2,
            side: Color::White,
            stored: "10-17".into(),
            incoming: "11-18".into()
        }
    );
    assert_eq!(
        error.to_string(),
        "the link's moves differ from this game's at White's move 2: 11-18 in the link, 10-17 \
         here (open it as a separate game to keep both)"
    );
    // Kept as a separate game, under another id.
    let separate = other.separate(GameId([1; 6]));
    assert_eq!(merge(None, &separate), Ok(Merged::New(separate.clone())));
    // Black took a move back and played another.
    let error = merge(Some(&stored), &game(&["9-16", "30-23"])).unwrap_err();
    assert!(error
        .to_string()
        .contains("Black's move 1: 30-23 in the link, 29-22 here"));
}

#[test]
fn endings_that_cannot_both_hold_are_refused() {
    let mut resigned = game(&OPENING[..2]);
    resigned.state = State::Resigned { by: Color::White };
    // Moves played after a resignation.
    let error = merge(Some(&resigned), &game(&OPENING)).unwrap_err();
    assert!(matches!(error, LinkError::Conflict { .. }), "{error:?}");
    // A resignation at an earlier move than the stored game has.
    let error = merge(Some(&game(&OPENING)), &resigned).unwrap_err();
    assert!(matches!(error, LinkError::Conflict { .. }), "{error:?}");
    // Two different results, or offers, for the same moves.
    let mut other = resigned.clone();
    other.state = State::DrawAgreed;
    assert_eq!(
        merge(Some(&resigned), &other).unwrap_err().to_string(),
        "the link (a draw agreed after 2 moves) contradicts this game (White resigned after 2 \
         moves)"
    );
    let (mut white, mut black) = (game(&OPENING), game(&OPENING));
    white.state = State::DrawOffered { by: Color::White };
    black.state = State::DrawOffered { by: Color::Black };
    assert!(matches!(
        merge(Some(&white), &black),
        Err(LinkError::Conflict { .. })
    ));
}

#[test]
fn every_move_is_checked_and_an_illegal_one_named() {
    let point = |n| Point::new(n).unwrap();
    let mut incoming = game(&OPENING);
    incoming.moves.push(Move::quiet(point(12), point(38)));
    let error = merge(Some(&game(&OPENING)), &incoming).unwrap_err();
    assert_eq!(
        error.to_string(),
        "move 3. 12-38 is not legal: it is not among the position's legal moves"
    );
    assert!(matches!(
        error,
        LinkError::IllegalMove {
            number: 3,
            side: Color::White,
            ..
        }
    ));
    // The same in the stored game: damaged storage, named as such.
    let error = merge(Some(&incoming), &game(&OPENING)).unwrap_err();
    assert!(
        matches!(error, LinkError::StoredInvalid { .. }),
        "{error:?}"
    );
    // An illegal move given as text is refused naming it, the game unchanged.
    let mut link = game(&OPENING);
    let error = link.play_texts(&["8-15", "23-16"]).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("move 3... 23-16 is not legal"),
        "{error}"
    );
    assert_eq!(link, game(&OPENING));
}

#[test]
fn a_link_of_another_game_is_not_merged_into_this_one() {
    let other = game(&OPENING).separate(GameId([3; 6]));
    assert_eq!(
        merge(Some(&game(&OPENING)), &other),
        Err(LinkError::DifferentGame {
            stored: ID,
            incoming: GameId([3; 6])
        })
    );
}
