//! The training positions of the pattern evaluation: the quiet positions of seeded self-play
//! games, each with its linear score, its window configurations, the score the player's search
//! gave it (a deeper look than the evaluation) and its game's result; a position the endgame
//! tables hold, when they are given, takes their exact value as both. The
//! games are shared out among threads, each game seeded by its own number, so the positions
//! are the same with any number of threads.

use crate::selfplay::{labelled_game, random_opening, Player};
use crate::tune::samples::is_quiet;
use crate::tune::SelfPlay;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use tobit_ai::patterns::{configs, WINDOWS};
use tobit_ai::weights::{Term, Weights};
use tobit_ai::{features, Engine, Rng, DEFAULT_TT_BYTES, WIN};
use tobit_egtb::{Tables, Value};
use tobit_rules::{Color, Position};

/// One training position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PatternSample {
    /// The linear evaluation (with the tempo term) from White's side, in hundredths of a hul.
    pub linear: i32,
    /// The configuration of every window ([`tobit_ai::patterns::configs`]).
    pub configs: [u16; WINDOWS],
    /// White's score in the game the position comes from (1, 0.5 or 0).
    pub result: f32,
    /// The score of the search that chose the move in this position, from White's side, in
    /// hundredths of a hul (the linear score when the player did not search).
    pub search: i32,
    /// The number of the game it comes from.
    pub game: usize,
}

/// The sample of `pos` with its game's `result` and the score its search gave the side to
/// move (`None`: no search), scored by `weights`' linear terms; when `tables` hold the
/// position, its exact value replaces both (a win 1 and a won score, a draw 1/2 and 0).
pub fn sample(
    pos: &Position,
    weights: &Weights,
    (result, search): (f32, Option<i32>),
    tables: Option<&Tables>,
    game: usize,
) -> PatternSample {
    let (result, search) = match tables.and_then(|t| t.probe(pos)) {
        Some(value) => exact(value, pos.side()),
        None => (result, search),
    };
    let f = features(pos);
    let linear = weights.positional(&f) + weights.of(Term::Tempo) * f[Term::Tempo as usize];
    let white = |score: i32| match pos.side() {
        Color::White => score,
        Color::Black => -score,
    };
    PatternSample {
        linear,
        configs: configs(pos),
        result,
        search: search.map_or(linear, white),
        game,
    }
}

/// A table value for the side to move `side` as White's result and a search score for `side`.
fn exact(value: Value, side: Color) -> (f32, Option<i32>) {
    let (mover, score) = match value {
        Value::Win(_) => (1.0, WIN),
        Value::Loss(_) => (0.0, -WIN),
        Value::Draw => (0.5, 0),
    };
    let white = if side == Color::White {
        mover
    } else {
        1.0 - mover
    };
    (white, Some(score))
}

/// The seed of game `game`'s random opening.
fn game_seed(seed: u64, game: usize) -> u64 {
    seed ^ (game as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Plays `plan.games` games on `threads` threads with `plan.weights`' linear terms alone and
/// returns their quiet positions in game order, those `tables` hold labelled exactly;
/// `progress` is told the games played so far.
pub fn from_self_play(
    plan: &SelfPlay,
    threads: usize,
    tables: Option<&Tables>,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<PatternSample> {
    let weights = plan.weights.linear_only();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let games: Mutex<Vec<Vec<PatternSample>>> = Mutex::new(vec![Vec::new(); plan.games]);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let player = || {
                    let engine = Engine::with_weights(DEFAULT_TT_BYTES, weights);
                    Player::search(plan.limits.clone(), engine)
                };
                let (mut white, mut black) = (player(), player());
                loop {
                    let game = next.fetch_add(1, Ordering::Relaxed);
                    if game >= plan.games {
                        break;
                    }
                    let mut rng = Rng::new(game_seed(plan.seed, game));
                    let opening = random_opening(&mut rng, plan.opening_plies);
                    let (quiet, result) = labelled_game(
                        [&mut white, &mut black],
                        &opening,
                        plan.max_plies,
                        &mut |pos, score| is_quiet(pos).then_some((*pos, score)),
                    );
                    let samples = quiet
                        .iter()
                        .map(|(pos, score)| {
                            sample(pos, &weights, (result as f32, *score), tables, game)
                        })
                        .collect();
                    games.lock().unwrap_or_else(|e| e.into_inner())[game] = samples;
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    games
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect()
}
