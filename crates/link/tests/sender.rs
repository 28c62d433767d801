//! Merging a link a known player sent (live play): only what is the sender's to change.

use tobit_link::{merge_from, GameId, GameLink, LinkError, Merged, NotSenders, State, TimePerMove};
use tobit_rules::Color::{Black, White};

const ID: GameId = GameId([1, 1, 2, 3, 5, 8]);
const OPENING: [&str; 4] = ["9-16", "29-22", "10-17", "28-21"];

/// A game of the given moves between Anna (White) and Boris (Black).
fn game(moves: &[&str]) -> GameLink {
    let mut link = GameLink::new(ID);
    link.white = "Anna".into();
    link.black = "Boris".into();
    link.play_texts(moves).unwrap();
    link
}

/// `link` with the offer or result `state`.
fn with(mut link: GameLink, state: State) -> GameLink {
    link.state = state;
    link
}

/// The refusal of `what` from `sender`.
fn refused(sender: tobit_rules::Color, what: NotSenders) -> Result<Merged, LinkError> {
    Err(LinkError::NotTheSenders { sender, what })
}

#[test]
fn the_senders_own_move_extends_the_game() {
    let stored = game(&OPENING[..1]);
    let incoming = game(&OPENING[..2]);
    assert!(matches!(
        merge_from(Some(&stored), &incoming, Black),
        Ok(Merged::Extends { new_moves: 1, .. })
    ));
}

#[test]
fn a_move_of_the_receivers_side_is_refused() {
    // Black's message plays White's move 2 besides its own: out of turn.
    let stored = game(&OPENING[..1]);
    let incoming = game(&OPENING[..3]);
    assert_eq!(
        merge_from(Some(&stored), &incoming, Black),
        refused(Black, NotSenders::Move { number: 2 })
    );
    // White sending Black's reply is refused too.
    assert_eq!(
        merge_from(Some(&stored), &game(&OPENING[..2]), White),
        refused(White, NotSenders::Move { number: 1 })
    );
}

#[test]
fn the_senders_offer_and_resignation_extend_the_game() {
    let stored = game(&OPENING[..2]);
    for state in [
        State::DrawOffered { by: White },
        State::Resigned { by: White },
    ] {
        let incoming = with(stored.clone(), state);
        assert!(matches!(
            merge_from(Some(&stored), &incoming, White),
            Ok(Merged::Extends { new_moves: 0, .. })
        ));
    }
}

#[test]
fn the_other_players_offer_or_resignation_is_refused() {
    let stored = game(&OPENING[..2]);
    for state in [
        State::DrawOffered { by: Black },
        State::Resigned { by: Black },
    ] {
        assert_eq!(
            merge_from(Some(&stored), &with(stored.clone(), state), White),
            refused(White, NotSenders::State { state })
        );
    }
}

#[test]
fn a_draw_is_agreed_only_to_the_other_players_offer() {
    let offered = with(game(&OPENING[..2]), State::DrawOffered { by: Black });
    let agreed = with(game(&OPENING[..2]), State::DrawAgreed);
    assert!(matches!(
        merge_from(Some(&offered), &agreed, White),
        Ok(Merged::Extends { .. })
    ));
    // Black cannot accept Black's own offer.
    assert_eq!(
        merge_from(Some(&offered), &agreed, Black),
        refused(
            Black,
            NotSenders::State {
                state: State::DrawAgreed
            }
        )
    );
    // Nor agree to a draw nobody offered.
    assert_eq!(
        merge_from(Some(&game(&OPENING[..2])), &agreed, Black),
        refused(
            Black,
            NotSenders::State {
                state: State::DrawAgreed
            }
        )
    );
}

#[test]
fn a_move_declines_the_other_players_offer() {
    let offered = with(game(&OPENING[..2]), State::DrawOffered { by: Black });
    assert!(matches!(
        merge_from(Some(&offered), &game(&OPENING[..3]), White),
        Ok(Merged::Extends { new_moves: 1, .. })
    ));
}

#[test]
fn renaming_the_other_player_or_changing_the_time_is_refused() {
    let stored = game(&OPENING[..1]);
    let mut renamed = game(&OPENING[..2]);
    renamed.white = "Mallory".into();
    assert_eq!(
        merge_from(Some(&stored), &renamed, Black),
        refused(Black, NotSenders::Name)
    );
    // Its own name is the sender's to give; the other's left out is kept.
    let mut own = game(&OPENING[..2]);
    own.black = "Борис".into();
    own.white.clear();
    let Ok(Merged::Extends { game: merged, .. }) = merge_from(Some(&stored), &own, Black) else {
        panic!("the sender names itself");
    };
    assert_eq!(
        (merged.white.as_str(), merged.black.as_str()),
        ("Anna", "Борис")
    );
    let mut timed = game(&OPENING[..2]);
    timed.time_per_move = TimePerMove::from_days(3);
    assert_eq!(
        merge_from(Some(&stored), &timed, Black),
        refused(Black, NotSenders::TimePerMove)
    );
}

#[test]
fn the_merge_rules_still_decide_first() {
    // A replayed or older message changes nothing, whoever sent it.
    let stored = game(&OPENING);
    assert_eq!(
        merge_from(Some(&stored), &game(&OPENING), Black),
        Ok(Merged::Same)
    );
    assert!(matches!(
        merge_from(Some(&stored), &game(&OPENING[..1]), White),
        Ok(Merged::Older { .. })
    ));
    // A game new to the device is taken whole (restored from any one message).
    assert!(matches!(
        merge_from(None, &stored, White),
        Ok(Merged::New(_))
    ));
    // A final result is final.
    let resigned = with(game(&OPENING), State::Resigned { by: Black });
    assert!(matches!(
        merge_from(
            Some(&resigned),
            &game(&["9-16", "29-22", "10-17", "28-21", "8-15"]),
            White
        ),
        Err(LinkError::Conflict { .. })
    ));
}

#[test]
fn the_refusal_names_what_was_not_the_senders() {
    let error = merge_from(Some(&game(&OPENING[..1])), &game(&OPENING[..3]), Black).unwrap_err();
    assert_eq!(
        error.to_string(),
        "a message from Black holds move 2., which only White may make"
    );
}
