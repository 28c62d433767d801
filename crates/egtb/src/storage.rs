//! Tables on disk: one file per material class, `<dir>/<class>.egtb` (for example
//! `KKHvK.egtb`, in the format of [`super::file`]). A file is checked before it is used; a bad
//! one is refused, its class built again and the file replaced.
//!
//! The directory is `$TOBIT_EGTB_DIR` if set, else `$XDG_CACHE_HOME/tobit/egtb`, else
//! `$HOME/.cache/tobit/egtb`.

use super::file;
use super::material::Material;
use super::tables::Tables;
use std::path::{Path, PathBuf};

/// The environment variable that overrides where tables are kept.
pub const DIR_VARIABLE: &str = "TOBIT_EGTB_DIR";

/// Where tables are kept unless told otherwise (see the module documentation).
pub fn default_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var(DIR_VARIABLE) {
        return Some(PathBuf::from(dir));
    }
    let cache = var("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(cache.join("tobit").join("egtb"))
}

/// The file of one class's table.
pub fn file_of(dir: &Path, m: Material) -> PathBuf {
    dir.join(format!("{m}.egtb"))
}

/// Reads one class's table: `Ok(None)` when its file is not there, an error naming the file
/// and what is wrong with it when it cannot be read or fails [`file::decode`] (a file of the
/// wrong length is refused before it is read).
pub fn load(dir: &Path, m: Material) -> Result<Option<Vec<u8>>, String> {
    let path = file_of(dir, m);
    let refused = |why: String| format!("{}: {why}", path.display());
    let len = match std::fs::metadata(&path) {
        Ok(meta) => meta.len(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(refused(format!("cannot read it: {e}"))),
    };
    let expected = file::len_of(m);
    if len != expected {
        return Err(refused(
            file::FileError::Size {
                found: len,
                expected,
            }
            .to_string(),
        ));
    }
    let bytes = std::fs::read(&path).map_err(|e| refused(format!("cannot read it: {e}")))?;
    let table = file::decode(m, &bytes).map_err(|e| refused(e.to_string()))?;
    Ok(Some(table.to_vec()))
}

/// Writes one class's table (to a temporary file first, so a reader never sees half of it).
pub fn save(dir: &Path, m: Material, table: &[u8]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!("{m}.egtb.{}.tmp", std::process::id()));
    std::fs::write(&tmp, file::encode(table))?;
    std::fs::rename(&tmp, file_of(dir, m))
}

/// What [`ensure_in`] did besides loading good files.
#[derive(Default, Debug)]
pub struct Ensured {
    /// The classes built here (and written).
    pub built: Vec<Material>,
    /// The files refused, each as one line naming it and what was wrong; their classes were
    /// built again and the files replaced.
    pub refused: Vec<String>,
}

/// Makes sure `tables` holds `m` and everything it reaches: loads the good files `dir` has,
/// builds the rest (missing or refused) and writes it there. A failure to write is an error.
pub fn ensure_in(tables: &mut Tables, dir: &Path, m: Material) -> Result<Ensured, String> {
    let mut ensured = Ensured::default();
    let mut failure = None;
    let refused = &mut ensured.refused;
    let built = &mut ensured.built;
    tables.ensure(
        m,
        &mut |c| {
            load(dir, c).unwrap_or_else(|e| {
                refused.push(e);
                None
            })
        },
        &mut |c, table| {
            built.push(c);
            if let Err(e) = save(dir, c, table) {
                failure.get_or_insert(format!("cannot write {}: {e}", file_of(dir, c).display()));
            }
        },
    );
    failure.map_or(Ok(ensured), Err)
}

/// The tables a game with material `m` can need: every class of at most `pieces` pieces it can
/// reach, loaded from `dir` or built (and written there); built in memory without a `dir`.
/// Also returns the files refused (see [`Ensured::refused`]).
pub fn tables_for(
    m: Material,
    pieces: u32,
    dir: Option<&Path>,
) -> Result<(Tables, Vec<String>), String> {
    let mut tables = Tables::new();
    let mut refused = Vec::new();
    for c in m.reachable(pieces) {
        match dir {
            Some(dir) => refused.extend(ensure_in(&mut tables, dir, c)?.refused),
            None => tables.build(c),
        }
    }
    Ok((tables, refused))
}
