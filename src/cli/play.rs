//! `tobit play FEN MOVE...`: plays moves and prints the position they lead to.

use super::args;
use std::io::Write;

/// Help for `tobit play`.
pub const HELP: &str = "play FEN MOVE...   play the moves, print the resulting canonical FEN

Each MOVE is move text (9-16, 16x30x32) naming a legal move in the position it
is played from. Playing on after the game has ended (no pieces, blocked,
third repetition) is an error.";

/// Runs `tobit play`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let words = args::words(args)?;
    let Some((fen, moves)) = words.split_first() else {
        return Err("expected FEN MOVE... (see --help)".to_string());
    };
    let game = args::game(args::position(fen)?, moves)?;
    writeln!(out, "{}", game.position()).map_err(args::output_error)
}
