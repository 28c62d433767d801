//! `tobit winchance`: fits the win-chance curve of the analysis to self-play games.

use super::args::{self, output_error};
use super::tune::set_self_play;
use lexopt::Arg;
use std::io::Write;
use tobit_ai::weights::Weights;
use tobit_ai::{win_chance, Limits, MAX_NODES};
use tobit_training::tune::win_chance_fit::{calibration, error, fit, scored_positions};
use tobit_training::tune::SelfPlay;

/// Usage of the command.
pub const HELP: &str = "winchance [--games N] [--nodes N] [--score-nodes N] [--plies P] [--seed S]    fit the win-chance curve

Plays N self-play games (default 400) where both sides search N nodes a move (default 4000),
from P random opening plies (default 6, seeded by S, default 1); scores every position a side
chose a move in with a search of --score-nodes nodes (default 20000), labels it with its game's
result for White (1, 1/2, 0), and fits the scale k of White's expected result
1 / (1 + e^(-k * score)) (score in hundredths of a hul for White; found wins left out). Prints
the sample count, k, the mean squared error of the fit and of the curve in use
(ai::win_chance::SCALE), then a calibration table: score range, samples, observed and predicted
mean result. docs/ANALYSIS.md records the run behind SCALE.";

/// Runs `tobit winchance` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut plan = SelfPlay {
        games: 400,
        limits: Limits::nodes(4000),
        opening_plies: 6,
        max_plies: 300,
        seed: 1,
        weights: Weights::DEFAULT,
    };
    let mut scoring = Limits::nodes(20_000);
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        let name = match arg {
            Arg::Long(name @ ("games" | "nodes" | "score-nodes" | "plies" | "seed")) => {
                format!("--{name}")
            }
            other => return Err(args::unexpected(other)),
        };
        let value = args::value(&mut parser)?;
        if !set_self_play(&mut plan, &name, &value)? {
            scoring = Limits::nodes(args::number(&name, &value, 1, MAX_NODES)?);
        }
    }
    let samples = scored_positions(&plan, &scoring, &mut |played| {
        if played % 50 == 0 {
            eprintln!("winchance: {played}/{} games", plan.games);
        }
    });
    if samples.is_empty() {
        return Err("the games gave no position to fit".to_string());
    }
    let k = fit(&samples);
    writeln!(
        out,
        "games {} nodes {} score-nodes {} plies {} seed {}\n\
         samples {}\nk {k:.6}\nerror {:.6}\nerror of SCALE {:.6} {:.6}",
        plan.games,
        plan.limits.nodes.unwrap_or(0),
        scoring.nodes.unwrap_or(0),
        plan.opening_plies,
        plan.seed,
        samples.len(),
        error(&samples, k),
        win_chance::SCALE,
        error(&samples, win_chance::SCALE),
    )
    .map_err(output_error)?;
    writeln!(out, "from to samples observed predicted").map_err(output_error)?;
    for b in calibration(&samples, k, 50, 500) {
        writeln!(
            out,
            "{} {} {} {:.3} {:.3}",
            b.from, b.to, b.count, b.observed, b.predicted
        )
        .map_err(output_error)?;
    }
    Ok(())
}
