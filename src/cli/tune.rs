//! `tobit tune`: Texel-style tuning of the evaluation weights on self-play games.

use super::args::{self, output_error};
use lexopt::Arg;
use std::io::Write;
use tobit_ai::weights::{Term, Weights};
use tobit_ai::{Limits, MAX_NODES};
use tobit_training::tune::{from_self_play, tune, SelfPlay};
use tobit_training::weights_file;

/// Usage of the command.
pub const HELP: &str = "tune [--games N] [--nodes N] [--plies P] [--seed S] [--iterations I] [--from FILE] [--fix NAMES]    fit the evaluation weights

Plays N self-play games (default 1000) where both sides search N nodes a move (default
10000), from P random opening plies (default 6, seeded by S, default 1); keeps the quiet
positions, labelled with their game's result, and fits the weights of the linear evaluation
terms to them (Texel method: I full-batch steps, default 1000). The games are played with,
and the fit starts from, the weights in FILE or the engine's own (so the output of one run can
be the FILE of the next). The hul weight is the unit and never moves; NAMES (comma-separated,
default 'tobit', '' for none) keep their values too: left free, the tobit weight trades off
against tobit_monopoly, which goes with it in nearly every position. Prints a weights file: '#' lines with the sample count, the scale
and the error before and after, then one 'name value' line per weight. Use it with
tobit match --white nodes=20000,weights=FILE ...";

/// Runs `tobit tune` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut plan = SelfPlay {
        games: 1000,
        limits: Limits::nodes(10_000),
        opening_plies: 6,
        max_plies: 300,
        seed: 1,
        weights: Weights::DEFAULT,
    };
    let mut iterations = 1000;
    let mut fixed = vec![Term::Tobit];
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        let name = match arg {
            Arg::Long(
                name @ ("games" | "nodes" | "plies" | "seed" | "iterations" | "from" | "fix"),
            ) => format!("--{name}"),
            other => return Err(args::unexpected(other)),
        };
        let value = args::value(&mut parser)?;
        if set_self_play(&mut plan, &name, &value)? {
            continue;
        }
        let number = |min: u64| args::number(&name, &value, min, u64::MAX);
        match name.as_str() {
            "--iterations" => iterations = number(1)? as usize,
            "--from" => plan.weights = args::weights_file(&value)?,
            _ => fixed = terms(&value)?,
        }
    }
    let samples = from_self_play(&plan, &mut |played| {
        if played % 100 == 0 {
            eprintln!("tune: {played}/{} games", plan.games);
        }
    });
    if samples.is_empty() {
        return Err("the games gave no quiet position to learn from".to_string());
    }
    let fit = tune(&plan.weights, &samples, iterations, &fixed);
    let fixed_names: Vec<&str> = fixed.iter().map(|t| t.name()).collect();
    writeln!(
        out,
        "# tobit tune: {} games, nodes {}, {} opening plies, seed {}, {} iterations, fixed hul {}\n\
         # {} quiet positions, scale k {:.6}, mean squared error {:.6} -> {:.6}",
        plan.games,
        plan.limits.nodes.unwrap_or(0),
        plan.opening_plies,
        plan.seed,
        iterations,
        fixed_names.join(" "),
        samples.len(),
        fit.k,
        fit.loss_before,
        fit.loss_after
    )
    .map_err(output_error)?;
    write!(out, "{}", weights_file::to_text(&fit.weights)).map_err(output_error)
}

/// The most self-play games one run plays (`--games`).
pub const MAX_SELF_PLAY_GAMES: u64 = 100_000;

/// The most random opening plies of a self-play game (`--plies`): more would leave no game to
/// learn from.
pub const MAX_OPENING_PLIES: u64 = 100;

/// Sets the self-play option `name` (`--games`, `--nodes`, `--plies`, `--seed`) of `plan` from
/// its value, refused out of range before anything is played; whether it was one of them.
pub fn set_self_play(plan: &mut SelfPlay, name: &str, value: &str) -> Result<bool, String> {
    let number = |min: u64, max: u64| args::number(name, value, min, max);
    match name {
        "--games" => plan.games = number(1, MAX_SELF_PLAY_GAMES)? as usize,
        "--nodes" => plan.limits = Limits::nodes(number(1, MAX_NODES)?),
        "--plies" => plan.opening_plies = number(0, MAX_OPENING_PLIES)? as usize,
        "--seed" => plan.seed = number(0, u64::MAX)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// The terms named in a comma-separated list ("" for none).
fn terms(list: &str) -> Result<Vec<Term>, String> {
    list.split(',')
        .filter(|name| !name.is_empty())
        .map(|name| {
            Term::ALL
                .into_iter()
                .find(|t| t.name() == name)
                .ok_or_else(|| format!("--fix: unknown weight '{name}'"))
        })
        .collect()
}
