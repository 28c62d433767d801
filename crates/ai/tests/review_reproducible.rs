//! A review is reproducible: the same game reviewed twice, by the same engine after other work
//! or by a fresh one, gets the same grades, scores and best moves (fixed work, not time).

use tobit_ai::review::review;
use tobit_ai::{Engine, Limits};
use tobit_rules::{Game, Position};

const TT: usize = 1 << 20;

/// A game of `plies` moves the engine plays against itself at a small fixed depth.
fn self_play(plies: usize) -> Game {
    let mut engine = Engine::new(TT);
    let mut game = Game::new(Position::start());
    for _ in 0..plies {
        if game.status().is_over() {
            break;
        }
        let found = engine
            .search(&game.position(), &game.hashes(), &Limits::depth(3))
            .expect("a game that goes on has a move");
        game.play(&found.best).unwrap();
    }
    game
}

#[test]
fn the_same_game_reviewed_twice_gets_the_same_review() {
    let game = self_play(40);
    let limits = Limits::nodes(4_000);
    let mut engine = Engine::new(TT);
    let first = review(&mut engine, &game, &limits, &mut |_, _| true);
    // The engine's table now holds the first review's positions: the second must not use them.
    let again = review(&mut engine, &game, &limits, &mut |_, _| true);
    let fresh = review(&mut Engine::new(TT), &game, &limits, &mut |_, _| true);
    assert_eq!(first.moves.len(), game.moves().len());
    assert_eq!(again, first);
    assert_eq!(fresh, first);
}
