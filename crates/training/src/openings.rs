//! Balanced openings for matches: short random lines from the start position whose searched
//! score is close to equal, one per line of a text file (docs/matches/openings.txt).
//!
//! A line of the file is the opening's moves in move notation, separated by spaces, then
//! optionally `#` and a comment (the file written here gives the score: `# cp 12`). Lines that
//! are empty or start with `#` are comments.

use std::collections::HashSet;
use std::ops::RangeInclusive;
use tobit_ai::{Engine, Limits, Rng};
use tobit_rules::{Game, Move};

/// An opening and its searched score (centi-huls, for the side to move after it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The moves from the start position.
    pub moves: Vec<Move>,
    /// The score of the search of the position after them, for the side to move.
    pub score: i32,
}

impl Opening {
    /// The opening as a line of the file: its moves, then `# cp SCORE`.
    pub fn line(&self) -> String {
        let moves: Vec<String> = self.moves.iter().map(|m| m.to_string()).collect();
        format!("{} # cp {}", moves.join(" "), self.score)
    }
}

/// What to make.
#[derive(Clone)]
pub struct Recipe {
    /// How many openings.
    pub count: usize,
    /// Their lengths in plies (each drawn uniformly).
    pub plies: RangeInclusive<usize>,
    /// The search that scores them.
    pub limits: Limits,
    /// The largest absolute score kept, in centi-huls.
    pub max_score: i32,
    /// The seed of the random moves.
    pub seed: u64,
    /// Searches run side by side.
    pub threads: usize,
    /// The transposition table of each search thread, in bytes.
    pub tt_bytes: usize,
}

/// Candidates searched per batch (the batches are split among the threads, and the openings
/// kept in the order they were drawn, so the result does not depend on the thread count).
const BATCH: usize = 64;

/// Gives up after this many candidates per opening wanted (a score bound no line meets).
const MAX_TRIES_PER_OPENING: usize = 200;

/// Makes `recipe.count` distinct openings (no two end in the same position) whose scores are
/// within `recipe.max_score`; `progress` is called with the number kept after every batch.
pub fn make(recipe: &Recipe, progress: &mut dyn FnMut(usize)) -> Result<Vec<Opening>, String> {
    let mut rng = Rng::new(recipe.seed);
    let mut seen = HashSet::new();
    let mut kept = Vec::new();
    let mut tried = 0;
    let threads = recipe.threads.max(1);
    let mut engines: Vec<Engine> = (0..threads).map(|_| Engine::new(recipe.tt_bytes)).collect();
    while kept.len() < recipe.count {
        if tried > recipe.count.max(1) * MAX_TRIES_PER_OPENING {
            return Err(format!(
                "only {} openings within {} after {tried} tries: loosen the bound",
                kept.len(),
                recipe.max_score
            ));
        }
        let mut batch = Vec::with_capacity(BATCH);
        while batch.len() < BATCH {
            tried += 1;
            if let Some(game) = candidate(&mut rng, &recipe.plies) {
                if seen.insert(game.position().hash()) {
                    batch.push(game);
                }
            }
            if tried > recipe.count.max(1) * MAX_TRIES_PER_OPENING {
                break;
            }
        }
        let chunk = batch.len().div_ceil(threads).max(1);
        let scores: Vec<Option<i32>> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .chunks(chunk)
                .zip(engines.iter_mut())
                .map(|(games, engine)| {
                    let limits = &recipe.limits;
                    scope.spawn(move || {
                        let search = |g: &Game| {
                            engine
                                .search(&g.position(), &g.hashes(), limits)
                                .map(|r| r.score.0)
                        };
                        games.iter().map(search).collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect()
        });
        for (game, score) in batch.into_iter().zip(scores) {
            match score {
                Some(score) if score.abs() <= recipe.max_score && kept.len() < recipe.count => kept
                    .push(Opening {
                        moves: game.moves().to_vec(),
                        score,
                    }),
                _ => {}
            }
        }
        progress(kept.len());
    }
    Ok(kept)
}

/// A random line of a length drawn from `plies`, or `None` when the game ends before it.
fn candidate(rng: &mut Rng, plies: &RangeInclusive<usize>) -> Option<Game> {
    let span = plies.end().saturating_sub(*plies.start()) + 1;
    let length = plies.start() + rng.below(span);
    let mut game = Game::default();
    for _ in 0..length {
        let legal = game.position().legal_moves();
        if legal.is_empty() || game.status().outcome().is_some() {
            return None;
        }
        game.play(&legal[rng.below(legal.len())]).ok()?;
    }
    let going_on = game.status().outcome().is_none() && game.position().count_moves() > 0;
    going_on.then_some(game)
}

/// Reads an openings file: the moves of every line that is not a comment, each checked legal
/// from the start position. The error names the line and the move.
pub fn parse(text: &str) -> Result<Vec<Vec<Move>>, String> {
    let mut openings = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let moves = line.split('#').next().unwrap_or("").trim();
        if moves.is_empty() {
            continue;
        }
        let mut game = Game::default();
        for text in moves.split_whitespace() {
            game.play_text(text)
                .map_err(|e| format!("line {}: move '{text}': {e}", i + 1))?;
        }
        if game.status().outcome().is_some() {
            return Err(format!("line {}: the game is over after it", i + 1));
        }
        openings.push(game.moves().to_vec());
    }
    Ok(openings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn makes_distinct_balanced_openings_whatever_the_threads() {
        let recipe = Recipe {
            count: 6,
            plies: 2..=3,
            limits: Limits::depth(3),
            max_score: 40,
            seed: 5,
            threads: 1,
            tt_bytes: 1 << 16,
        };
        let one = make(&recipe, &mut |_| {}).unwrap();
        let two = make(
            &Recipe {
                threads: 2,
                ..recipe
            },
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(one, two);
        assert_eq!(one.len(), 6);
        for o in &one {
            assert!(
                (2..=3).contains(&o.moves.len()) && o.score.abs() <= 40,
                "{o:?}"
            );
        }
        let text: Vec<String> = one.iter().map(Opening::line).collect();
        let read = parse(&text.join("\n")).unwrap();
        assert_eq!(read, one.into_iter().map(|o| o.moves).collect::<Vec<_>>());
    }

    #[test]
    fn parse_names_the_bad_line() {
        assert_eq!(parse("# a comment\n\n").unwrap().len(), 0);
        let e = parse("# header\n9-16 x\n").unwrap_err();
        assert!(e.starts_with("line 2: move 'x'"), "{e}");
    }
}
