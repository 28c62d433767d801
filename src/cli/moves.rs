//! `tobit moves FEN`: lists every legal move.

use super::args;
use std::io::Write;

/// Help for `tobit moves`.
pub const HELP: &str = "moves FEN          list every legal move, one per line

Moves are written as docs/RULES.md section 8 says (9-16, 16x30x32), sorted by their
points. A position with no legal move prints nothing.";

/// Runs `tobit moves`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let [fen] = args::expect(args, "FEN")?;
    let pos = args::position(&fen)?;
    let mut moves = pos.legal_moves();
    moves.sort_by_key(|m| m.path().iter().map(|p| p.number()).collect::<Vec<_>>());
    for m in moves {
        writeln!(out, "{m}").map_err(args::output_error)?;
    }
    Ok(())
}
