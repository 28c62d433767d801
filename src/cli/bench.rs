//! `tobit bench`: a fixed search over fixed positions; the node count is the search signature.

use super::args;
use super::best::info_line;
use lexopt::Arg;
use std::io::Write;
use tobit_ai::{bench_positions, default_clock, Engine, Limits, BENCH_DEPTH, DEFAULT_TT_BYTES};

/// Usage of the command.
pub const HELP: &str = "bench [--depth D]    search speed and node-count signature

Searches a fixed list of positions to a fixed depth (default 12) and prints, per position and
in total, the nodes and nodes per second. The total node count changes only when the search
does.";

/// Runs `tobit bench` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut depth = BENCH_DEPTH;
    let mut parser = args::parser(args);
    while let Some(arg) = args::next(&mut parser)? {
        match arg {
            Arg::Long("depth") => {
                let value = args::value(&mut parser)?;
                depth = args::number("--depth", &value, 1, tobit_ai::MAX_DEPTH.into())? as u32;
            }
            other => return Err(args::unexpected(other)),
        }
    }
    let clock = default_clock();
    let now = || clock.map_or(0.0, |c| c());
    let start = now();
    let mut total = 0;
    let mut engine = Engine::new(DEFAULT_TT_BYTES);
    for (i, pos) in bench_positions().iter().enumerate() {
        let r = engine
            .search(pos, &[], &Limits::depth(depth))
            .ok_or("a bench position has no legal move")?;
        total += r.nodes;
        writeln!(out, "position {} {}", i + 1, info_line(&r)).map_err(|e| e.to_string())?;
    }
    let ms = (now() - start).max(1.0);
    writeln!(
        out,
        "total nodes {total} time {} nps {}",
        ms as u64,
        (total as f64 * 1000.0 / ms) as u64
    )
    .map_err(|e| e.to_string())
}
