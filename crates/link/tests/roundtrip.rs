//! Every legal move of random games survives a link: encoded, decoded, the same game.

mod common;

use common::{random_game, random_link, Rng};
use tobit_link::{GameId, GameLink, State};
use tobit_rules::Game;

#[test]
fn every_legal_move_of_random_games_round_trips() {
    let mut rng = Rng(31);
    let mut checked = 0;
    for _ in 0..60 {
        let game = random_game(&mut rng, 80);
        let mut link = GameLink::new(GameId([7; 6]));
        let mut replay = Game::default();
        for played in game.moves() {
            for m in replay.position().legal_moves() {
                link.moves.push(m);
                let text = link.encode().unwrap();
                assert_eq!(GameLink::decode(&text).unwrap(), link, "{text}");
                link.moves.pop();
                checked += 1;
            }
            link.moves.push(*played);
            replay.play(played).unwrap();
        }
    }
    assert!(checked > 10_000, "{checked} moves checked");
}

#[test]
fn random_links_round_trip_with_every_field() {
    let mut rng = Rng(32);
    let mut states = std::collections::HashSet::new();
    for _ in 0..2000 {
        let plies = rng.below(151);
        let link = random_link(&mut rng, plies);
        let text = link.encode().unwrap();
        let back = GameLink::decode(&text).unwrap();
        assert_eq!(back, link);
        assert_eq!(back.encode().unwrap(), text, "one text per link");
        states.insert(link.state);
    }
    assert_eq!(
        states.len(),
        6,
        "every offer and result was tried: {states:?}"
    );
}

#[test]
fn a_game_over_on_the_board_round_trips_and_takes_no_offer() {
    let mut rng = Rng(33);
    let game = (0..)
        .map(|_| random_game(&mut rng, 500))
        .find(|g| g.status().is_over())
        .unwrap();
    let mut link = GameLink::new(GameId([1; 6]));
    link.moves = game.moves().to_vec();
    let text = link.encode().unwrap();
    assert_eq!(GameLink::decode(&text).unwrap(), link);
    assert!(link.game().unwrap().status().is_over());
    link.state = State::DrawAgreed;
    let error = link.encode().unwrap_err();
    assert_eq!(
        error.to_string(),
        "a draw agreed after the game ended on the board"
    );
}
