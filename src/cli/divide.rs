//! `tobit divide FEN DEPTH`: perft split by first move.

use super::args;
use std::io::Write;
use tobit_rules::divide;

/// Help for `tobit divide`.
pub const HELP: &str = "divide FEN DEPTH   perft split by first move

Prints each legal move with the number of sequences of DEPTH moves that begin
with it (\"9-16 1234\"), sorted by the move's points, then the total alone on
the last line. DEPTH is 0..30 (0 lists nothing and totals 1).";

/// Runs `tobit divide`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let [fen, depth] = args::expect(args, "FEN DEPTH")?;
    let pos = args::position(&fen)?;
    let depth = args::depth(&depth)?;
    let mut rows = divide(&pos, depth);
    rows.sort_by_key(|(m, _)| m.path().iter().map(|p| p.number()).collect::<Vec<_>>());
    for (m, n) in &rows {
        writeln!(out, "{m} {n}").map_err(args::output_error)?;
    }
    let total: u64 = if depth == 0 {
        1
    } else {
        rows.iter().map(|(_, n)| n).sum()
    };
    writeln!(out, "{total}").map_err(args::output_error)
}
