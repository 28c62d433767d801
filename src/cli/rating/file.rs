//! Where `tobit rating` keeps a list: a JSON file of its system and its log of steps (the
//! players are rebuilt from them on every read), read with the limit of every input and
//! written whole or not at all, locked from its reading to its renaming (`whole_file`).

use crate::cli::args;
use crate::cli::whole_file::{self, write_whole};
use std::path::Path;
use tobit_rating::{RatingList, SavedList};

/// The list in `bytes`, the contents of `file`; a step the list refuses is named.
fn parse(file: &str, bytes: Vec<u8>) -> Result<RatingList, String> {
    let text = String::from_utf8(bytes).map_err(|_| format!("'{file}' is not UTF-8 text"))?;
    let saved: SavedList =
        serde_json::from_str(&text).map_err(|e| format!("{file}: not a rating list: {e}"))?;
    RatingList::from_saved(saved).map_err(|e| format!("{file}: {e}"))
}

/// Reads the list.
pub fn load(file: &str) -> Result<RatingList, String> {
    parse(file, args::read_input_bytes(file)?)
}

/// Writes a new list, refusing to replace a file already there (a list is never lost).
pub fn create(file: &str, list: RatingList) -> Result<(), String> {
    if Path::new(file).exists() {
        return Err(format!("'{file}' already exists"));
    }
    save(file, &list)
}

/// Reads the list, lets `change` change it and writes it back, the file locked all the while;
/// nothing is written when `change` fails.
pub fn update(
    file: &str,
    change: impl FnOnce(&mut RatingList) -> Result<String, String>,
) -> Result<String, String> {
    whole_file::update(file, |bytes| parse(file, bytes), change, |l| save(file, l))
}

fn save(file: &str, list: &RatingList) -> Result<(), String> {
    let text = serde_json::to_string_pretty(&list.saved()).map_err(|e| e.to_string())? + "\n";
    write(file, text.as_bytes())
}

/// Writes `bytes` to `file`, whole or not at all.
pub fn write(file: &str, bytes: &[u8]) -> Result<(), String> {
    write_whole(Path::new(file), bytes).map_err(|e| format!("cannot write {file}: {e}"))
}
