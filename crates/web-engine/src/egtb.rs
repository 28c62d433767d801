//! The endgame tables in wasm (`egtbMissing`, `egtbNeeded`, `egtbLoad`, `egtbBuild`,
//! `egtbProbe`, `egtbVersion`): the tables a worker holds, which `bestMove` and `isDeadDraw`
//! use. The worker's JS (www/engine/egtb-loader.js) asks which classes a game can need, fetches
//! their files and loads them, waiting only for those the move at hand needs; the AI plays
//! whatever the loaded tables cover perfectly (`egtbBuild` builds a class here instead, for an embedder without the files).

use serde::Serialize;
use std::cell::RefCell;
use std::sync::Arc;
use tobit_egtb::index::table_size;
use tobit_egtb::{digest, file, Material, Tables, Value, PIECES};
use tobit_rules::{Game, Position};
use tobit_web::js::{self, MAX_TEXT};
use tobit_web::replay::{game_of, parse_fen};
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// Games with at most this many pieces (eight) start loading the tables they can reach: several
/// moves before the tables decide anything, so that they are loaded by then.
pub const PREFETCH_PIECES: u32 = PIECES + 4;

/// Whether the side to move wins, loses or draws with best play.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum EgtbResult {
    /// The side to move wins.
    Win,
    /// The side to move loses.
    Loss,
    /// Neither side can win.
    Draw,
}

/// The exact value of a position from the endgame tables (`egtbProbe`), for the side to move.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct EgtbValue {
    /// Whether the side to move wins, loses or draws with best play.
    result: EgtbResult,
    /// The plies to the end of the game with best play; `null` for a draw.
    plies: Option<u32>,
}

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

/// The material class named by the argument `name` (`KKHvK`), of at most four pieces.
fn material(name: &JsValue) -> Result<Material, JsError> {
    let text = js::string(name, "name", MAX_TEXT)?;
    let m: Material = text.parse().map_err(|e: String| js::fail("name", &e))?;
    if m.total() > PIECES {
        return Err(js::fail(
            "name",
            &format!("{text:?} has more than {PIECES} pieces"),
        ));
    }
    Ok(m)
}

/// The names of the table classes the game after `moves` from `fen` can still need and that
/// are not loaded ([`missing`]). Throws on bad input.
#[wasm_bindgen(js_name = egtbMissing)]
pub fn egtb_missing(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
) -> Result<Vec<String>, JsError> {
    Ok(missing(&game_of(&fen, &moves)?.position()))
}

/// The names (`KKHvK`) of the table classes a game in `pos` can still need and that are not
/// loaded, the soonest needed first: every class of at most four pieces its material can
/// reach, once the game has at most eight pieces (none before), ordered by the captures and
/// promotions that lead there ([`Material::steps_to`]), then smallest first (so that the
/// classes the next moves need arrive first).
pub(super) fn missing(pos: &Position) -> Vec<String> {
    let m = Material::of(pos);
    if m.total() > PREFETCH_PIECES {
        return Vec::new();
    }
    let tables = loaded();
    let mut missing: Vec<Material> = m
        .reachable(PIECES)
        .into_iter()
        .filter(|&c| !tables.has(c))
        .collect();
    missing.sort_by_key(|&c| (m.steps_to(c), table_size(c)));
    missing.iter().map(Material::to_string).collect()
}

/// The names of the classes not loaded yet that the AI's move in the position after `moves`
/// from `fen` needs to be perfect ([`needed`]). Throws on bad input.
#[wasm_bindgen(js_name = egtbNeeded)]
pub fn egtb_needed(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
) -> Result<Vec<String>, JsError> {
    Ok(needed(&game_of(&fen, &moves)?.position()))
}

/// The names of the classes not loaded yet that the AI's move in `pos` needs to be perfect:
/// with four pieces or fewer, the position's own class and the classes of all its successors
/// (the worker waits for these before it searches, and for nothing else); none with more
/// pieces (the search uses whatever is loaded).
pub(super) fn needed(pos: &Position) -> Vec<String> {
    let m = Material::of(pos);
    if m.total() > PIECES {
        return Vec::new();
    }
    let tables = loaded();
    let mut needed: Vec<Material> = std::iter::once(m)
        .chain(
            pos.legal_moves()
                .iter()
                .map(|mv| Material::of(&pos.play(mv))),
        )
        .filter(|&c| !tables.has(c))
        .collect();
    needed.sort_by_key(|&c| (table_size(c), c));
    needed.dedup();
    needed.iter().map(Material::to_string).collect()
}

/// The names of the classes not loaded yet that some position of `game` can need ([`missing`]
/// of each, from the start): what a review loads before it starts, so that every position is
/// graded with the same tables whenever it runs. One walk over the game's positions, each
/// material looked at once.
pub(super) fn missing_in_game(game: &Game) -> Vec<String> {
    let mut seen = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for pos in (0..=game.moves().len()).filter_map(|ply| game.position_at(ply)) {
        let m = Material::of(&pos);
        if seen.contains(&m) {
            continue;
        }
        seen.push(m);
        for name in missing(&pos) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names
}

/// Loads the table file (`<name>.egtb`, uncompressed) of class `name` once it is checked: its
/// header, its length and its SHA-256, which must be the digest this build pins for the class
/// (`crates/egtb/src/digests.txt`). Throws when the name is not a class of at most four pieces, and an
/// error starting `bytes:` and naming what is wrong when the bytes are not its table (a
/// damaged, cut short, empty or foreign file, or another version of the tables).
#[wasm_bindgen(js_name = egtbLoad)]
pub fn egtb_load(
    #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue,
) -> Result<(), JsError> {
    let m = material(&name)?;
    let bytes = bytes
        .dyn_ref::<js_sys::Uint8Array>()
        .ok_or_else(|| js::fail("bytes", "expected a Uint8Array"))?;
    if u64::from(bytes.length()) != file::len_of(m) {
        // Refused before it is copied into the module's memory.
        let found = u64::from(bytes.length());
        let e = file::FileError::Size {
            found,
            expected: file::len_of(m),
        };
        return Err(js::fail("bytes", &format!("the table file of {m}: {e}")));
    }
    let bytes = bytes.to_vec();
    let table = file::decode(m, &bytes)
        .map_err(|e| js::fail("bytes", &format!("the table file of {m}: {e}")))?;
    let mut result = Ok(());
    update(|t| result = t.insert(m, table.to_vec()))?;
    result.map_err(|e| js::fail("bytes", &e))
}

/// The version of the endgame tables this build ships (it changes whenever one of the tables does):
/// the worker names its cache of table files with it, so a file of other tables is never used.
#[wasm_bindgen(js_name = egtbVersion)]
pub fn egtb_version() -> String {
    digest::version()
}

/// Builds the table of class `name` (and whatever it needs that is not loaded) here, in wasm:
/// what the worker does when it cannot fetch a table file.
#[wasm_bindgen(js_name = egtbBuild)]
pub fn egtb_build(
    #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
) -> Result<(), JsError> {
    let m = material(&name)?;
    update(|t| t.build(m))
}

/// The exact value of a position for the side to move: `{result: "win"|"loss"|"draw", plies}`
/// (plies to the end of the game with best play; `null` for a draw), or `null` when its table
/// is not loaded (more than four pieces, or not loaded yet). Throws on a bad FEN.
#[wasm_bindgen(js_name = egtbProbe)]
pub fn egtb_probe(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<Option<Ts<EgtbValue>>, JsError> {
    let text = js::string(&fen, "fen", MAX_TEXT)?;
    let pos = parse_fen(Some(&text)).map_err(|e| js::fail("fen", &e))?;
    let Some(value) = loaded().probe(&pos) else {
        return Ok(None);
    };
    let result = match value {
        Value::Win(_) => EgtbResult::Win,
        Value::Loss(_) => EgtbResult::Loss,
        Value::Draw => EgtbResult::Draw,
    };
    to_js(&EgtbValue {
        result,
        plies: value.plies(),
    })
    .map(Some)
}
