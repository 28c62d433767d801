//! `tobit bench`: a fixed search over fixed positions; the node count is the search signature.

use super::best::info_line;
use crate::ai::{clock::default_clock, Engine, Limits, DEFAULT_TT_BYTES};
use crate::rules::{fen, Position};
use std::io::Write;

/// Usage of the command.
pub const HELP: &str = "tobit bench [--depth D]
  Searches a fixed list of positions to a fixed depth (default 12) and prints, per position and
  in total, the nodes and nodes per second. The total node count changes only when the search
  does.";

/// The default depth of the bench.
pub const DEPTH: u32 = 12;

/// The bench positions: the start and middle games reached in play.
pub const POSITIONS: [&str; 7] = [
    "W:W1,2,3,4,5,6,7,8,9,10,11,12:B27,28,29,30,31,32,33,34,35,36,37,38",
    "W:W2,3,4,6,7,8,12,17,18:B21,22,23,27,31,32,33,35,37",
    "W:W1,3,4,5,9,11,14,15,16:B20,24,25,27,30,32,35,36,37",
    "W:W1,3,4,5,6,7,11,12,15,16,18:B21,24,27,29,32,33,34,35,36,37,38",
    "W:W1,2,3,4,6,8,12,14,21:B23,24,27,29,34,35,36,37,38",
    "W:W1,2,3,4,5,7,12,16:B21,22,25,27,31,33,36,38",
    "W:W1,2,3,4,5,6,9,11,12,15,16:B18,21,27,29,30,32,33,35,36,37,38",
];

/// The bench positions, parsed.
pub fn positions() -> Vec<Position> {
    POSITIONS
        .iter()
        .map(|f| fen::parse(f).expect("bench positions are valid FEN"))
        .collect()
}

/// Runs `tobit bench` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let depth = match args {
        [] => DEPTH,
        [flag, d] if flag == "--depth" => match d.parse::<u32>() {
            Ok(n) if (1..=crate::ai::MAX_DEPTH).contains(&n) => n,
            _ => {
                return Err(format!(
                    "--depth needs a whole number from 1 to 64, not '{d}'"
                ))
            }
        },
        _ => return Err(format!("unexpected arguments '{}'", args.join(" "))),
    };
    let clock = default_clock();
    let now = || clock.map_or(0.0, |c| c());
    let start = now();
    let mut total = 0;
    let mut engine = Engine::new(DEFAULT_TT_BYTES);
    for (i, pos) in positions().iter().enumerate() {
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
