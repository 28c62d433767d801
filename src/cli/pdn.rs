//! `tobit pdn FILE`: reads a game record and prints its final position and result.

use super::args;
use crate::rules::pdn;
use std::io::Write;

/// Help for `tobit pdn`.
pub const HELP: &str = "pdn FILE           read a PDN game, print its final FEN and result

FILE holds one game (tag pairs, then numbered move text); '-' reads standard
input. A file larger than 16 MiB is refused. Prints the canonical FEN after the last move, then the result:
2-0, 0-2 or 1-1 with the reason in brackets, or * for an unfinished game.";

/// Runs `tobit pdn`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let [file] = args::expect(args, "FILE")?;
    let text = args::read_input(&file)?;
    let record = pdn::import(&text).map_err(|e| format!("{file}: {e}"))?;
    let game = &record.game;
    writeln!(out, "{}", game.position()).map_err(args::output_error)?;
    writeln!(out, "{}", game.status()).map_err(args::output_error)
}
