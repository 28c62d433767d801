//! What the searching commands (`best`, `analyse`, `review`) share: the search-limit and
//! thread options and the endgame tables loaded for a position.

use std::sync::Arc;
use tobit_ai::{Limits, MAX_DEPTH, MAX_MOVETIME_MS, MAX_NODES};
use tobit_egtb::{storage, Material, Tables, PIECES};

/// Positions with at most this many pieces load the endgame tables before the search.
pub const TABLES_FROM: u32 = PIECES + 2;

/// The most pieces of a class whose table is used when its file is already built (natively the
/// five-piece tables of `tobit egtb build --pieces 5`; they are never built on the fly).
const BUILT_PIECES: u32 = PIECES + 1;

/// The names of the search-limit options, without the dashes.
pub const LIMIT_OPTIONS: [&str; 3] = ["depth", "nodes", "movetime"];

/// The number of search threads of `--threads VALUE` (1..=[`tobit_ai::MAX_THREADS`]).
pub fn threads(value: &str) -> Result<usize, String> {
    Ok(super::args::number("--threads", value, 1, tobit_ai::MAX_THREADS as u64)? as usize)
}

/// Sets the limit of option `--name` (one of [`LIMIT_OPTIONS`]) from its value.
pub fn set_limit(limits: &mut Limits, name: &str, value: &str) -> Result<(), String> {
    let number = |max: u64| super::args::number(&format!("--{name}"), value, 1, max);
    match name {
        "depth" => limits.depth = Some(number(MAX_DEPTH.into())? as u32),
        "nodes" => limits.nodes = Some(number(MAX_NODES)?),
        "movetime" => limits.movetime_ms = Some(number(MAX_MOVETIME_MS)?),
        _ => return Err(format!("--{name} is not a search limit")),
    }
    Ok(())
}

/// The search limit of a command that takes at most one of `--depth`, `--nodes`, `--movetime`.
#[derive(Default)]
pub struct OneLimit {
    limits: Limits,
    given: usize,
}

impl OneLimit {
    /// Reads the limit option `--name` (one of [`LIMIT_OPTIONS`]) with its value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.given += 1;
        set_limit(&mut self.limits, name, value)
    }

    /// The limits given, or `default` when none was; an error when more than one was given.
    pub fn or(self, default: Limits) -> Result<Limits, String> {
        match self.given {
            0 => Ok(default),
            1 => Ok(self.limits),
            _ => Err("give at most one of --depth, --nodes, --movetime".into()),
        }
    }
}

/// The endgame tables for a game with `material`: with at most [`TABLES_FROM`] pieces, every
/// class of at most four pieces it can reach (loaded from the default directory, or built
/// once and written there), plus the five-piece classes it can reach whose files are already
/// built; `None` with more pieces. A table file that fails its check is named on stderr (and
/// rebuilt when it has at most four pieces).
pub fn tables_for(material: Material) -> Result<Option<Arc<Tables>>, String> {
    if material.total() > TABLES_FROM {
        return Ok(None);
    }
    let dir = storage::default_dir();
    let (mut tables, mut refused) = storage::tables_for(material, PIECES, dir.as_deref())?;
    if let Some(dir) = dir.as_deref() {
        for class in material.reachable(BUILT_PIECES) {
            if class.total() == BUILT_PIECES {
                match storage::load(dir, class) {
                    Ok(Some(table)) => tables.insert(class, table)?,
                    Ok(None) => {}
                    Err(why) => refused.push(why),
                }
            }
        }
    }
    super::egtb::report(&refused);
    Ok(Some(Arc::new(tables)))
}
