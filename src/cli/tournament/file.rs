//! Where `tobit tournament` keeps a tournament: a JSON command log (the undo history kept
//! whole), or, for a FILE ending in `.trf`, a FIDE TRF-2026 file (crates/tournament/src/trf)
//! that other tools read.
//!
//! A file is read with the limit of every input (`args::read_input`) and written whole or not
//! at all: into a temporary file in the same folder, renamed over the old one, so that a full
//! disk or a killed process leaves the old file, and a reader never sees half a file. A command
//! that changes the file holds a lock on it from its reading to its renaming, so two commands at
//! once on one file take turns and neither loses the other's step.

use crate::cli::args;
use std::fs::File;
use std::io::Write;
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
    let locked = lock(file)?;
    let mut t = parse(
        file,
        args::read_limited_bytes(&locked, &format!("'{file}'"))?,
    )?;
    let done = change(&mut t)?;
    save(file, &t)?;
    drop(locked);
    Ok(done)
}

/// The file opened and locked. A command that held the lock before has renamed a new file over
/// the one this lock waited on, so the lock is taken again until it is on the file the name
/// now holds.
fn lock(file: &str) -> Result<File, String> {
    let cannot = |e: std::io::Error| format!("cannot read '{file}': {e}");
    loop {
        let opened = File::open(file).map_err(cannot)?;
        opened.lock().map_err(cannot)?;
        if same_file(&opened, file).map_err(cannot)? {
            return Ok(opened);
        }
    }
}

/// Whether the open file is the one the name holds now.
#[cfg(unix)]
fn same_file(opened: &File, file: &str) -> std::io::Result<bool> {
    use std::os::unix::fs::MetadataExt;
    let (held, named) = (opened.metadata()?, std::fs::metadata(file)?);
    Ok((held.dev(), held.ino()) == (named.dev(), named.ino()))
}

/// Whether the open file is the one the name holds now: elsewhere a file that is open cannot be
/// renamed over, so it is.
#[cfg(not(unix))]
fn same_file(_: &File, _: &str) -> std::io::Result<bool> {
    Ok(true)
}

/// Writes the tournament (a knockout's matches and games in a TRF as Tobit's `TBX ko-match`
/// and `ko-game` records), whole or not at all.
pub fn save(file: &str, t: &Tournament) -> Result<(), String> {
    let text = if is_trf(file) {
        trf::write(t)
    } else {
        serde_json::to_string_pretty(t.log()).map_err(|e| e.to_string())? + "\n"
    };
    write_whole(Path::new(file), text.as_bytes()).map_err(|e| format!("cannot write {file}: {e}"))
}

/// Writes `bytes` to a temporary file next to `path`, then renames it over `path` (keeping the
/// old file's permissions, if any); on any failure the temporary file is removed and `path` untouched.
fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    #[cfg(unix)]
    {
        // Readable as `std::fs::write` would make a new file (the umask applies), not 0600.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(folder)?;
    temp.write_all(bytes)?;
    temp.as_file().sync_all()?;
    if let Ok(old) = std::fs::metadata(path) {
        temp.as_file().set_permissions(old.permissions())?;
    }
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}
