//! Where `tobit tournament` keeps a tournament: a JSON command log (the undo history kept
//! whole), or, for a FILE ending in `.trf`, a FIDE TRF-2026 file (crates/tournament/src/trf)
//! that other tools read.

use tobit_tournament::{trf, Command, Tournament};

/// Whether the file is kept as TRF: its name ends in `.trf` (any case).
fn is_trf(file: &str) -> bool {
    file.to_ascii_lowercase().ends_with(".trf")
}

/// Reads the tournament; a refused file names the command or the TRF line that is wrong.
pub fn load(file: &str) -> Result<Tournament, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    if is_trf(file) {
        return trf::read(&text).map_err(|e| format!("{file}: {e}"));
    }
    let log: Vec<Command> =
        serde_json::from_str(&text).map_err(|e| format!("{file}: not a tournament log: {e}"))?;
    Tournament::from_log(log).map_err(|(i, e)| format!("{file}: command {i}: {e}"))
}

/// Writes the tournament (a knockout's matches and games in a TRF as Tobit's `TBX ko-match`
/// and `ko-game` records).
pub fn save(file: &str, t: &Tournament) -> Result<(), String> {
    let text = if is_trf(file) {
        trf::write(t)
    } else {
        serde_json::to_string_pretty(t.log()).map_err(|e| e.to_string())? + "\n"
    };
    std::fs::write(file, text).map_err(|e| format!("cannot write {file}: {e}"))
}
