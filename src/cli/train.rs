//! `tobit train`: trains the pattern evaluation's weights (crates/ai/weights/patterns.bin) on
//! self-play games, reproducibly.

use super::args::{self, output_error};
use super::tune::set_self_play;
use lexopt::Arg;
use std::io::Write;
use tobit_ai::weights::Weights;
use tobit_ai::{Limits, MAX_THREADS};
use tobit_egtb::{storage, Material, Tables};
use tobit_rules::Position;
use tobit_training::train::fit::coverage;
use tobit_training::train::{cache, file, fit, from_self_play, Regression};
use tobit_training::tune::SelfPlay;

/// Usage of the command.
pub const HELP: &str = "train [--games N] [--nodes N] [--plies P] [--seed S] [--threads T] [--iterations I] [--l2 X] [--lambda L] [--tables N] [--out FILE] [--cache FILE]    train the pattern weights

Plays N self-play games (default 4000) where both sides search N nodes a move (default 5000)
with the linear evaluation alone (the engine's linear weights, no patterns: a run gives the
same games whatever patterns the build has), from P random opening plies (default 8, game g
seeded by S and g, default S 1), on T threads (default 1; the games do not depend on T). Keeps
the quiet positions labelled with their game's result and the score of the search that chose
their move, holds out every tenth game, and fits the pattern weights (the linear weights held)
by logistic regression towards L times the result plus 1 - L times the search's score (default
L 1: results alone); with --tables N (1..4; default 0: none), a position of at most N pieces
takes the endgame tables' exact value as both its result and its score (the tables loaded
from, or built into, the tables' directory, as `tobit egtb` keeps them): I full-batch steps (default 400), L2 penalty X per weight (default
0.000001). Writes the weights to FILE (default
crates/ai/weights/patterns.bin, which the build includes) and prints the sample count, the
configurations seen, the scale and the error before and after on the trained and held-out
games. With --cache, the positions are read from FILE when it exists (the game options are
then not used) and written to it when not: to try other fits of the same games. docs/AI.md
records the run behind the weights in the repository.";

/// Runs `tobit train` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut plan = SelfPlay {
        games: 4000,
        limits: Limits::nodes(5000),
        opening_plies: 8,
        max_plies: 300,
        seed: 1,
        weights: Weights::DEFAULT,
    };
    let mut regression = Regression {
        iterations: 400,
        rate: 1.0,
        l2: 1e-6,
        lambda: 1.0,
    };
    let mut threads = 1;
    let mut path = "crates/ai/weights/patterns.bin".to_string();
    let mut cache = None;
    let mut exact_pieces = 0;
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        let name = match arg {
            Arg::Long(
                name @ ("games" | "nodes" | "plies" | "seed" | "threads" | "iterations" | "l2"
                | "lambda" | "tables" | "out" | "cache"),
            ) => format!("--{name}"),
            other => return Err(args::unexpected(other)),
        };
        let value = args::value(&mut parser)?;
        if set_self_play(&mut plan, &name, &value)? {
            continue;
        }
        match name.as_str() {
            "--threads" => threads = args::number(&name, &value, 1, MAX_THREADS as u64)? as usize,
            "--iterations" => {
                regression.iterations = args::number(&name, &value, 1, 100_000)? as usize
            }
            "--l2" => {
                regression.l2 = value
                    .parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite() && *x >= 0.0)
                    .ok_or_else(|| format!("--l2 needs a number of at least 0, not '{value}'"))?
            }
            "--lambda" => {
                regression.lambda = value
                    .parse::<f64>()
                    .ok()
                    .filter(|x| (0.0..=1.0).contains(x))
                    .ok_or_else(|| format!("--lambda needs a number from 0 to 1, not '{value}'"))?
            }
            "--tables" => exact_pieces = args::number(&name, &value, 0, 4)? as u32,
            "--cache" => cache = Some(value),
            _ => path = value,
        }
    }
    let samples = match &cache {
        Some(file) if std::path::Path::new(file).exists() => {
            let bytes = std::fs::read(file).map_err(|e| format!("cannot read '{file}': {e}"))?;
            cache::from_bytes(&bytes).map_err(|e| format!("'{file}': {e}"))?
        }
        _ => {
            let tables = exact_tables(exact_pieces)?;
            let samples = from_self_play(&plan, threads, tables.as_ref(), &|played| {
                if played % 100 == 0 {
                    eprintln!("train: {played}/{} games", plan.games);
                }
            });
            if let Some(file) = &cache {
                std::fs::write(file, cache::to_bytes(&samples))
                    .map_err(|e| format!("cannot write '{file}': {e}"))?;
            }
            samples
        }
    };
    if samples.is_empty() {
        return Err("the games gave no quiet position to learn from".to_string());
    }
    let result = fit(&samples, 10, &regression);
    std::fs::write(&path, file::to_bytes(&result.weights))
        .map_err(|e| format!("cannot write '{path}': {e}"))?;
    writeln!(
        out,
        "tobit train: {} games, nodes {}, {} opening plies, seed {}, {} iterations, l2 {}, lambda {}\n\
         {} quiet positions, {} of {} stored configurations seen, scale k {:.6}\n\
         mean squared error, trained games {:.6} -> {:.6}, held-out games {:.6} -> {:.6}\n\
         wrote {path}",
        plan.games,
        plan.limits.nodes.unwrap_or(0),
        plan.opening_plies,
        plan.seed,
        regression.iterations,
        regression.l2,
        regression.lambda,
        samples.len(),
        coverage(&samples),
        result.weights.len(),
        result.k,
        result.loss_before[0],
        result.loss_after[0],
        result.loss_before[1],
        result.loss_after[1],
    )
    .map_err(output_error)
}

/// The endgame tables of every class of at most `pieces` pieces (none for 0), from the
/// tables' directory or built there.
fn exact_tables(pieces: u32) -> Result<Option<Tables>, String> {
    if pieces == 0 {
        return Ok(None);
    }
    let start = Material::of(&Position::start());
    let (tables, refused) = storage::tables_for(start, pieces, storage::default_dir().as_deref())?;
    super::egtb::report(&refused);
    Ok(Some(tables))
}
