//! A game's seed: the low levels vary their replies from game to game, and
//! the same seed replays the same game.

use tobit_ai::{Engine, Limits};
use tobit_rules::{Game, Move};

/// The moves of a game of `plies` plies played from the start by `level` on both sides, every
/// search seeded with `seed` (`None`: the position alone decides, as without a game seed).
fn self_play(level: u8, seed: Option<u64>, plies: usize) -> Vec<Move> {
    let mut engine = Engine::new(1 << 20);
    let mut game = Game::default();
    for _ in 0..plies {
        if game.status().is_over() {
            break;
        }
        let limits = Limits {
            seed,
            ..Limits::level(level)
        };
        let reply = engine
            .search(&game.position(), &game.hashes(), &limits)
            .expect("a game not over has a move");
        game.play(&reply.best).expect("the engine's move is legal");
    }
    game.moves().to_vec()
}

#[test]
fn the_same_seed_replays_the_same_game() {
    for level in [1, 2] {
        for seed in [0, 7, u64::from(u32::MAX)] {
            assert_eq!(
                self_play(level, Some(seed), 16),
                self_play(level, Some(seed), 16),
                "level {level}, seed {seed}"
            );
        }
    }
}

#[test]
fn different_seeds_give_different_replies_at_levels_one_and_two() {
    for level in [1, 2] {
        let unseeded = self_play(level, None, 16);
        let games: std::collections::HashSet<Vec<Move>> = (0..8)
            .map(|seed| self_play(level, Some(seed), 16))
            .collect();
        assert!(
            games.len() > 1,
            "level {level}: eight seeds played one and the same game"
        );
        assert!(
            games.iter().any(|g| *g != unseeded),
            "level {level}: the seeded games are all the unseeded one"
        );
    }
}
