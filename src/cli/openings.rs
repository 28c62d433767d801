//! `tobit openings make`: writes a file of balanced openings for `tobit match --openings`.

use super::args;
use super::search_setup::{OneLimit, LIMIT_OPTIONS};
use lexopt::Arg;
use std::io::Write;
use tobit_ai::Limits;
use tobit_training::openings::{make, Recipe};

/// Usage of the command.
pub const HELP: &str = "openings make [--count N] [--plies A..B] [--max-score CP] [--depth D | --nodes N | --movetime MS] [--seed S] [--threads T] [--out FILE]    balanced openings

Draws random lines of A to B plies (default 4..8) from the start position and keeps those whose
search (default --depth 10) scores within CP centi-huls of equal (default 15) for the side to
move, no two ending in the same position, until it has N (default 1000). Writes them, one per
line (the moves, then '# cp SCORE'), after a header naming the command, to FILE (default
standard output); the progress goes to standard error. T searches run side by side (default
1); the result does not depend on T. The repository keeps docs/matches/openings.txt, made with
the defaults and --threads 2.";

/// Runs `tobit openings` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let Some((verb, rest)) = args.split_first() else {
        return Err("missing the subcommand: make".into());
    };
    if verb != "make" {
        return Err(format!("unknown subcommand '{verb}': use make"));
    }
    let mut recipe = Recipe {
        count: 1000,
        plies: 4..=8,
        limits: Limits::depth(10),
        max_score: 15,
        seed: 1,
        threads: 1,
        tt_bytes: 4 << 20,
    };
    let mut limit = OneLimit::default();
    let mut path = None;
    let mut parser = args::parser(rest);
    while let Some(arg) = args::next(&mut parser)? {
        let name = match arg {
            Arg::Long(name) => name.to_string(),
            other => return Err(args::unexpected(other)),
        };
        let value = args::value(&mut parser)?;
        let flag = format!("--{name}");
        let number = |min, max| args::number(&flag, &value, min, max);
        match name.as_str() {
            "count" => recipe.count = number(1, 1_000_000)? as usize,
            "plies" => recipe.plies = plies(&value)?,
            "max-score" => recipe.max_score = number(0, 10_000)? as i32,
            "seed" => recipe.seed = number(0, u64::MAX)?,
            "threads" => recipe.threads = number(1, 256)? as usize,
            "out" => path = Some(value),
            _ if LIMIT_OPTIONS.contains(&name.as_str()) => limit.set(&name, &value)?,
            _ => return Err(format!("invalid option '{flag}'")),
        }
    }
    recipe.limits = limit.or(recipe.limits.clone())?;
    let openings = make(&recipe, &mut |n| eprint!("\r{n} openings"))?;
    eprintln!();
    let mut text = format!("# tobit openings make {}\n", rest.join(" "));
    text.push_str(&format!(
        "# {} openings of {}..{} plies, |score| <= {} cp, seed {}\n",
        openings.len(),
        recipe.plies.start(),
        recipe.plies.end(),
        recipe.max_score,
        recipe.seed
    ));
    for o in &openings {
        text.push_str(&o.line());
        text.push('\n');
    }
    match path {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| format!("cannot write '{path}': {e}"))
        }
        None => out.write_all(text.as_bytes()).map_err(args::output_error),
    }
}

/// A range of plies `A..B` (both included, 1 <= A <= B <= 40).
fn plies(text: &str) -> Result<std::ops::RangeInclusive<usize>, String> {
    let bad = || format!("--plies needs A..B with 1 <= A <= B <= 40, not '{text}'");
    let (a, b) = text.split_once("..").ok_or_else(bad)?;
    let a = args::number("--plies", a, 1, 40).map_err(|_| bad())? as usize;
    let b = args::number("--plies", b, 1, 40).map_err(|_| bad())? as usize;
    if a > b {
        return Err(bad());
    }
    Ok(a..=b)
}
