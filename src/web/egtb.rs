//! The endgame tables in wasm (`egtbMissing`, `egtbLoad`, `egtbBuild`, `egtbProbe`): the tables
//! a worker holds, which `bestMove` and `isDeadDraw` use. The worker's JS (www/egtb-loader.js)
//! asks which classes a game can need, fetches their files (or builds them here when it
//! cannot) and loads them; the AI plays whatever the loaded tables cover perfectly.

use super::session::replay;
use super::shapes::to_js;
use crate::egtb::{storage, Material, Tables, Value, PIECES};
use crate::rules::fen;
use serde::Serialize;
use std::cell::RefCell;
use std::sync::Arc;
use wasm_bindgen::prelude::*;

/// Games with at most this many pieces start loading the tables they can reach.
pub const PREFETCH_PIECES: u32 = PIECES + 2;

thread_local! {
    static TABLES: RefCell<Arc<Tables>> = RefCell::new(Arc::new(Tables::new()));
}

/// The tables loaded so far (the engine holds this handle only while it searches).
pub(super) fn loaded() -> Arc<Tables> {
    TABLES.with(|t| Arc::clone(&t.borrow()))
}

/// Changes the loaded tables (no search holds them between calls).
fn update(f: impl FnOnce(&mut Tables)) -> Result<(), JsError> {
    TABLES.with(|cell| {
        let mut shared = cell.borrow_mut();
        let tables = Arc::get_mut(&mut shared)
            .ok_or_else(|| JsError::new("the endgame tables are in use by a search"))?;
        f(tables);
        Ok(())
    })
}

fn material(name: &str) -> Result<Material, JsError> {
    let m: Material = name.parse().map_err(|e: String| JsError::new(&e))?;
    if m.total() > PIECES {
        return Err(JsError::new(&format!(
            "'{name}' has more than {PIECES} pieces"
        )));
    }
    Ok(m)
}

/// The names (`KKHvK`) of the table classes the game after `moves` from `fen` can still need
/// and that are not loaded, smallest first: every class of at most four pieces its material
/// can reach, once the game has at most six pieces (none before). Throws on bad input.
#[wasm_bindgen(js_name = egtbMissing)]
pub fn egtb_missing(
    fen: Option<String>,
    moves: Option<Vec<String>>,
) -> Result<Vec<String>, JsError> {
    let game = replay(fen.as_deref(), &moves.unwrap_or_default()).map_err(|e| JsError::new(&e))?;
    let m = Material::of(&game.position());
    if m.total() > PREFETCH_PIECES {
        return Ok(Vec::new());
    }
    let tables = loaded();
    Ok(m.reachable(PIECES)
        .into_iter()
        .filter(|&c| !tables.has(c))
        .map(|c| c.to_string())
        .collect())
}

/// Whether the position after `moves` from `fen` has few enough pieces for the tables to decide
/// the AI's move (four or fewer): the worker then waits for the tables before it searches.
#[wasm_bindgen(js_name = egtbCovers)]
pub fn egtb_covers(fen: Option<String>, moves: Option<Vec<String>>) -> Result<bool, JsError> {
    let game = replay(fen.as_deref(), &moves.unwrap_or_default()).map_err(|e| JsError::new(&e))?;
    Ok(Material::of(&game.position()).total() <= PIECES)
}

/// Loads the table file (`<name>.egtb`, uncompressed) of class `name`. Throws when the name or
/// the bytes are not a table of at most four pieces.
#[wasm_bindgen(js_name = egtbLoad)]
pub fn egtb_load(name: &str, bytes: &[u8]) -> Result<(), JsError> {
    let m = material(name)?;
    let table = storage::from_file_bytes(bytes)
        .ok_or_else(|| JsError::new(&format!("the data for {name} is not a table file")))?;
    let mut result = Ok(());
    update(|t| result = t.insert(m, table.to_vec()))?;
    result.map_err(|e| JsError::new(&e))
}

/// Builds the table of class `name` (and whatever it needs that is not loaded) here, in wasm:
/// what the worker does when it cannot fetch a table file.
#[wasm_bindgen(js_name = egtbBuild)]
pub fn egtb_build(name: &str) -> Result<(), JsError> {
    let m = material(name)?;
    update(|t| t.build(m))
}

/// A table value as JS sees it.
#[derive(Serialize)]
struct Probe {
    result: &'static str,
    plies: Option<u32>,
}

/// The exact value of a position for the side to move: `{result: "win"|"loss"|"draw", plies}`
/// (plies to the end of the game with best play; `null` for a draw), or `null` when its table
/// is not loaded (more than four pieces, or not loaded yet). Throws on a bad FEN.
#[wasm_bindgen(js_name = egtbProbe)]
pub fn egtb_probe(fen: &str) -> Result<JsValue, JsError> {
    let pos = fen::parse(fen).map_err(|e| JsError::new(&format!("bad FEN '{fen}': {e}")))?;
    let Some(value) = loaded().probe(&pos) else {
        return Ok(JsValue::NULL);
    };
    let result = match value {
        Value::Win(_) => "win",
        Value::Loss(_) => "loss",
        Value::Draw => "draw",
    };
    to_js(&Probe {
        result,
        plies: value.plies(),
    })
}
