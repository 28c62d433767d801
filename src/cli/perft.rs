//! `tobit perft FEN DEPTH`: counts the move sequences of a given length.

use super::args;
use std::io::Write;
use std::time::Instant;
use tobit_rules::perft;

/// Help for `tobit perft`.
pub const HELP: &str = "perft FEN DEPTH    count the legal move sequences of DEPTH moves

Prints the time taken and the speed, then the node count alone on the last line.
Perft ignores repetition draws (docs/RULES.md section 10). DEPTH is 0..30.";

/// Runs `tobit perft`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let [fen, depth] = args::expect(args, "FEN DEPTH")?;
    let pos = args::position(&fen)?;
    let depth = args::depth(&depth)?;
    let started = Instant::now();
    let nodes = perft(&pos, depth);
    let seconds = started.elapsed().as_secs_f64();
    let speed = nodes as f64 / seconds.max(1e-9);
    writeln!(out, "time: {:.3} s", seconds).map_err(args::output_error)?;
    writeln!(out, "speed: {:.0} nodes/s", speed).map_err(args::output_error)?;
    writeln!(out, "{nodes}").map_err(args::output_error)
}
