//! Where `tobit tournament` keeps a tournament: a JSON command log (the undo history kept
//! whole), or, for a FILE ending in `.trf`, a FIDE TRF-2026 file (crates/tournament/src/trf)
//! that other tools read.
//!
//! A file is read with the limit of every input (`args::read_input`) and written whole or not
//! at all, locked from its reading to its renaming (`whole_file`).

use crate::cli::{args, whole_file};
use std::path::Path;
use tobit_tournament::{trf, Command, Tournament};

/// Whether the file is kept as TRF: its name ends in `.trf` (any case).
fn is_trf(file: &str) -> bool {
    file.to_ascii_lowercase().ends_with(".trf")
}

/// Reads the tournament; a refused file names the command or the TRF line that is wrong.
pub fn load(file: &str) -> Result<Tournament, String> {
    parse(file, args::read_input_bytes(file)?)
}

/// The tournament in `bytes`, the contents of `file`: a TRF in UTF-8, Windows-1251 or Latin-1
/// (detected), a log in UTF-8.
fn parse(file: &str, bytes: Vec<u8>) -> Result<Tournament, String> {
    if is_trf(file) {
        return trf::read_bytes(&bytes).map_err(|e| format!("{file}: {e}"));
    }
    let text = String::from_utf8(bytes).map_err(|_| format!("'{file}' is not UTF-8 text"))?;
    let log: Vec<Command> =
        serde_json::from_str(&text).map_err(|e| format!("{file}: not a tournament log: {e}"))?;
    Tournament::from_log(log).map_err(|(i, e)| format!("{file}: command {i}: {e}"))
}

/// Reads the tournament, lets `change` change it and writes it back, the file locked all the
/// while (another command on it waits); returns what `change` returns. Nothing is written when
/// `change` fails.
pub fn update<T>(
    file: &str,
    change: impl FnOnce(&mut Tournament) -> Result<T, String>,
) -> Result<T, String> {
    whole_file::update(file, |bytes| parse(file, bytes), change, |t| save(file, t))
}

/// Writes the tournament (a knockout's matches and games in a TRF as Tobit's `TBX ko-match`
/// and `ko-game` records), whole or not at all.
pub fn save(file: &str, t: &Tournament) -> Result<(), String> {
    let text = if is_trf(file) {
        trf::write(t)
    } else {
        serde_json::to_string_pretty(t.log()).map_err(|e| e.to_string())? + "\n"
    };
    whole_file::write_whole(Path::new(file), text.as_bytes())
        .map_err(|e| format!("cannot write {file}: {e}"))
}
