//! `tobit pdn`: reads game records. `tobit pdn FILE` prints a game's final position and
//! result; `tobit pdn check FILE` reports on every game of a file; `tobit pdn format FILE`
//! writes the file back as canonical PDN.

use super::{args, Failure};
use std::io::Write;
use tobit_rules::pdn::{self, ReadGame};

/// Help for `tobit pdn`.
pub const HELP: &str =
    "pdn [check|format] FILE  read PDN: a game's final FEN, a file's check, canonical PDN

tobit pdn FILE         FILE holds one game (tag pairs, then numbered move text);
                       prints the canonical FEN after the last move of the main
                       line, then the result: 2-0, 0-2 or 1-1 with the reason in
                       brackets, or * for an unfinished game.
tobit pdn check FILE   reads every game of FILE and prints one line per game,
                       'game N: ok, P plies, V variations' (P the moves of the
                       main line, V every variation, nested ones included) or
                       'game N: line L, column C: MESSAGE'; exits with status 1
                       when any game has an error.
tobit pdn format FILE  prints every game of FILE as canonical PDN (tags kept,
                       variations, comments and glyphs in place), a blank line
                       between games; refuses a file with an error.
FILE '-' reads standard input (write ./check for a file named check). A file
larger than 16 MiB is refused.";

/// Runs `tobit pdn`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    match args::words(args)?.as_slice() {
        [command, file] if command == "check" => check(&args::read_input(file)?, out),
        [command, file] if command == "format" => format(&args::read_input(file)?, out),
        [file] if file != "check" && file != "format" => Ok(show(file, out)?),
        _ => Err(Failure::from(
            "expected FILE, check FILE or format FILE (see --help)".to_string(),
        )),
    }
}

/// Every game of a text, or the reason the text is refused.
fn games(text: &str) -> Result<Vec<ReadGame>, String> {
    pdn::read_games(text).map_err(|e| e.to_string())
}

/// `tobit pdn FILE`: the final position and result of one game.
fn show(file: &str, out: &mut dyn Write) -> Result<(), String> {
    let record = pdn::import(&args::read_input(file)?)
        .map_err(|e| args::printable(&format!("{file}: {e}")))?;
    let game = &record.game;
    writeln!(out, "{}", game.position()).map_err(args::output_error)?;
    writeln!(out, "{}", game.status()).map_err(args::output_error)
}

/// `tobit pdn check FILE`.
fn check(text: &str, out: &mut dyn Write) -> Result<(), Failure> {
    let games = games(text)?;
    let mut bad = 0;
    for game in &games {
        let line = match &game.error {
            Some(e) => {
                bad += 1;
                args::printable(&format!("game {}: {e}", game.number))
            }
            None => format!(
                "game {}: ok, {} plies, {} variations",
                game.number,
                game.tree.plies(),
                game.tree.variation_count()
            ),
        };
        writeln!(out, "{line}").map_err(args::output_error)?;
    }
    match bad {
        0 => Ok(()),
        _ => Err(Failure::Verdict(format!(
            "{bad} of {} games have errors",
            games.len()
        ))),
    }
}

/// `tobit pdn format FILE`.
fn format(text: &str, out: &mut dyn Write) -> Result<(), Failure> {
    let games = games(text)?;
    if let Some(bad) = games.iter().find(|g| g.error.is_some()) {
        let e = bad.error.as_ref().expect("found by its error");
        return Err(Failure::from(args::printable(&format!(
            "game {}: {e}",
            bad.number
        ))));
    }
    let text = pdn::write_all(games.iter().map(|g| &g.tree));
    write!(out, "{text}").map_err(|e| Failure::from(args::output_error(e)))
}
