//! Tables on disk: one file per material class, `<dir>/<class>.egtb` (for example
//! `KKHvK.egtb`), holding a magic header and then one byte per index.
//!
//! The directory is `$TOBIT_EGTB_DIR` if set, else `$XDG_CACHE_HOME/tobit/egtb`, else
//! `$HOME/.cache/tobit/egtb`.

use super::material::Material;
use super::tables::Tables;
use std::path::{Path, PathBuf};

/// The first bytes of every table file (the format's version is its last character).
const MAGIC: &[u8; 8] = b"TBTEGTB1";

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

/// The length of a table file's header (the table's bytes follow it).
pub const HEADER_LEN: usize = MAGIC.len();

/// Whether `header`, the first [`HEADER_LEN`] bytes of a file, is a table file's header.
pub fn is_header(header: &[u8]) -> bool {
    header == MAGIC
}

/// The table in the bytes of a table file, if they are one.
pub fn from_file_bytes(bytes: &[u8]) -> Option<&[u8]> {
    bytes.strip_prefix(MAGIC)
}

/// The bytes of a table file holding `table`.
pub fn to_file_bytes(table: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(MAGIC.len() + table.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(table);
    bytes
}

/// Reads one class's table, if its file is there and whole.
pub fn load(dir: &Path, m: Material) -> Option<Vec<u8>> {
    let bytes = std::fs::read(file_of(dir, m)).ok()?;
    from_file_bytes(&bytes).map(<[u8]>::to_vec)
}

/// Writes one class's table (to a temporary file first, so a reader never sees half of it).
pub fn save(dir: &Path, m: Material, table: &[u8]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!("{m}.egtb.{}.tmp", std::process::id()));
    std::fs::write(&tmp, to_file_bytes(table))?;
    std::fs::rename(&tmp, file_of(dir, m))
}

/// Makes sure `tables` holds `m` and everything it reaches: loads what `dir` has, builds the
/// rest and writes it there. Returns the classes built (a failure to write is an error).
pub fn ensure_in(tables: &mut Tables, dir: &Path, m: Material) -> Result<Vec<Material>, String> {
    let mut built = Vec::new();
    let mut failure = None;
    tables.ensure(m, &mut |c| load(dir, c), &mut |c, table| {
        built.push(c);
        if let Err(e) = save(dir, c, table) {
            failure.get_or_insert(format!("cannot write {}: {e}", file_of(dir, c).display()));
        }
    });
    failure.map_or(Ok(built), Err)
}

/// The tables a game with material `m` can need: every class of at most `pieces` pieces it can
/// reach, loaded from `dir` or built (and written there); built in memory without a `dir`.
pub fn tables_for(m: Material, pieces: u32, dir: Option<&Path>) -> Result<Tables, String> {
    let mut tables = Tables::new();
    for c in m.reachable(pieces) {
        match dir {
            Some(dir) => {
                ensure_in(&mut tables, dir, c)?;
            }
            None => tables.build(c),
        }
    }
    Ok(tables)
}
