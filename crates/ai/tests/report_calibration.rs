//! The accuracy of the game report on the engine's own games (docs/ANALYSIS.md): a game the
//! engine plays against itself with more work than the review's scores high for both sides,
//! and a side that searches far less scores below its opponent. The figures are printed
//! (`cargo test -p tobit-ai --test report_calibration -- --nocapture`) for the docs.

use tobit_ai::report::GameReport;
use tobit_ai::review::review;
use tobit_ai::{Engine, Limits};
use tobit_rules::{Color, Game, Position};

const TT: usize = 1 << 22;

/// A game of at most `plies` moves from the start, White searching within `white` and Black
/// within `black` (each side its own engine).
fn play(plies: usize, white: &Limits, black: &Limits) -> Game {
    let mut engines = [Engine::new(TT), Engine::new(TT)];
    let mut game = Game::new(Position::start());
    for _ in 0..plies {
        if game.status().is_over() {
            break;
        }
        let (engine, limits) = match game.position().side() {
            Color::White => (&mut engines[0], white),
            Color::Black => (&mut engines[1], black),
        };
        let found = (engine.search(&game.position(), &game.hashes(), limits))
            .expect("a game that goes on has a move");
        game.play(&found.best).unwrap();
    }
    game
}

/// The report of `game` reviewed with `nodes` a position.
fn report_of(game: &Game, nodes: u64) -> GameReport {
    let reviewed = review(
        &mut Engine::new(TT),
        game,
        &Limits::nodes(nodes),
        &mut |_, _| true,
    );
    GameReport::of(&reviewed)
}

#[test]
fn the_engine_against_itself_scores_high_and_a_weaker_side_lower() {
    let strong = Limits::nodes(40_000);
    let even = report_of(&play(60, &strong, &strong), 20_000);
    let (w, b) = (even.white.accuracy.unwrap(), even.black.accuracy.unwrap());
    println!("engine v engine (40 000 nodes a move, reviewed at 20 000): White {w}, Black {b}");
    assert!(w >= 90.0 && b >= 90.0, "{w} {b}");

    let weak = Limits::depth(1);
    let uneven = report_of(&play(60, &strong, &weak), 20_000);
    let (w, b) = (
        uneven.white.accuracy.unwrap(),
        uneven.black.accuracy.unwrap(),
    );
    println!("40 000 nodes v depth 1: White {w}, Black {b}");
    assert!(b < w, "the side searching one ply scores lower: {w} {b}");
}
