//! Training positions for the tuner: the quiet positions of self-play games, each labelled
//! with the result of its game.

use crate::selfplay::{labelled_game, random_opening, Player};
use tobit_ai::weights::{Features, Weights};
use tobit_ai::{classify, features, Ending, Engine, Limits, Rng, DEFAULT_TT_BYTES};
use tobit_rules::Position;

/// One position's features and the final result of its game for White (1, 0.5 or 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// White's counts minus Black's ([`tobit_ai::features`]).
    pub features: Features,
    /// White's score in the game the position comes from.
    pub result: f64,
}

/// How to produce the training games.
#[derive(Clone)]
pub struct SelfPlay {
    /// Number of games.
    pub games: usize,
    /// The search of both players.
    pub limits: Limits,
    /// Random plies at the start of each game (variety).
    pub opening_plies: usize,
    /// Games reaching this many plies are adjudicated drawn.
    pub max_plies: usize,
    /// Seed of the random openings.
    pub seed: u64,
    /// The weights both players evaluate with.
    pub weights: Weights,
}

/// Whether a position is a fair training sample: the side to move has moves, none of them a
/// capture (the static evaluation is meant for quiet positions), and the material is not a
/// known ending (those are scored by [`tobit_ai::classify`], not by the linear terms).
pub fn is_quiet(pos: &Position) -> bool {
    !pos.has_capture() && pos.count_moves() > 0 && classify(pos) == Ending::Unknown
}

/// Plays `plan.games` self-play games and returns their quiet positions, labelled. `progress`
/// is called after every game with the number of games played.
pub fn from_self_play(plan: &SelfPlay, progress: &mut dyn FnMut(usize)) -> Vec<Sample> {
    labelled_positions(
        plan,
        &mut |pos| is_quiet(pos).then(|| features(pos)),
        progress,
    )
    .into_iter()
    .map(|(features, result)| Sample { features, result })
    .collect()
}

/// Plays `plan.games` self-play games; `keep` turns each position where a player chose a move
/// into a record (or `None` to skip it), which is returned with its game's result for White
/// (1, 0.5 or 0). `progress` is called after every game with the number of games played.
pub fn labelled_positions<T>(
    plan: &SelfPlay,
    keep: &mut dyn FnMut(&Position) -> Option<T>,
    progress: &mut dyn FnMut(usize),
) -> Vec<(T, f64)> {
    let mut rng = Rng::new(plan.seed);
    let player = || {
        let engine = Engine::with_weights(DEFAULT_TT_BYTES, plan.weights);
        Player::search(plan.limits.clone(), engine)
    };
    let (mut white, mut black) = (player(), player());
    let mut labelled = Vec::new();
    for game in 0..plan.games {
        let opening = random_opening(&mut rng, plan.opening_plies);
        let (kept, result) = labelled_game(
            [&mut white, &mut black],
            &opening,
            plan.max_plies,
            &mut |pos, _| keep(pos),
        );
        labelled.extend(kept.into_iter().map(|record| (record, result)));
        progress(game + 1);
    }
    labelled
}
