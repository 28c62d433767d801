//! `tobit fen FEN`: prints the canonical FEN of a position.

use super::args;
use std::io::Write;

/// Help for `tobit fen`.
pub const HELP: &str = "fen FEN            print the position in canonical FEN

Reads FEN in any of the forms docs/RULES.md section 9 accepts (letter case, spaces,
sections in either order, ranges such as W1-12) and prints it canonically.";

/// Runs `tobit fen`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let [fen] = args::expect(args, "FEN")?;
    let pos = args::position(&fen)?;
    writeln!(out, "{pos}").map_err(args::output_error)
}
