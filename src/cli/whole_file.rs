//! A file that a command reads, changes and writes back (a tournament, a rating list): written
//! whole or not at all, into a temporary file in the same folder renamed over the old one, so
//! that a full disk or a killed process leaves the old file and a reader never sees half a
//! file; a command that changes it holds a lock on it from its reading to its renaming, so two
//! commands at once on one file take turns and neither loses the other's step.

use std::fs::File;
use std::io::Write;
use std::path::Path;

/// Reads `file` (`read` its bytes), lets `change` change what it holds and writes it back
/// (`write`), the file locked all the while (another command on it waits); returns what
/// `change` returns. Nothing is written when `read` or `change` fails.
pub fn update<S, T>(
    file: &str,
    read: impl FnOnce(Vec<u8>) -> Result<S, String>,
    change: impl FnOnce(&mut S) -> Result<T, String>,
    write: impl FnOnce(&S) -> Result<(), String>,
) -> Result<T, String> {
    let locked = lock(file)?;
    let mut held = read(crate::cli::args::read_limited_bytes(
        &locked,
        &format!("'{file}'"),
    )?)?;
    let done = change(&mut held)?;
    write(&held)?;
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

/// Writes `bytes` to a temporary file next to `path`, then renames it over `path` (keeping the
/// old file's permissions, if any); on any failure the temporary file is removed and `path` untouched.
pub fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
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
