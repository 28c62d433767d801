//! `bestMove` and `isDeadDraw`: the AI for JS, run in the page or in a worker.

use super::session::replay;
use super::shapes::{from_js, to_js};
use crate::ai::{self, Engine, Limits, MAX_DEPTH};
use crate::rules::Move;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Transposition table of the search engine kept between calls (so a worker's searches share
/// what they learned).
const TT_BYTES: usize = 16 << 20;

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// The options of `bestMove`: `{level?, depth?, movetimeMs?, nodes?}`.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct SearchOptions {
    level: Option<u8>,
    depth: Option<u32>,
    movetime_ms: Option<f64>,
    nodes: Option<f64>,
}

impl SearchOptions {
    /// The search limits, after checking every option.
    fn limits(&self) -> Result<Limits, String> {
        if let Some(level) = self.level {
            if !(1..=8).contains(&level) {
                return Err(format!("options.level: {level} is not a level 1..8"));
            }
        }
        if let Some(depth) = self.depth {
            if !(1..=MAX_DEPTH).contains(&depth) {
                return Err(format!("options.depth: {depth} is not in 1..{MAX_DEPTH}"));
            }
        }
        let count = |name: &str, v: Option<f64>| match v {
            Some(x) if !((1.0..=9.0e15).contains(&x) && x.fract() == 0.0) => Err(format!(
                "options.{name}: {x} is not a positive whole number"
            )),
            other => Ok(other.map(|x| x as u64)),
        };
        let limits = Limits {
            level: self.level,
            depth: self.depth,
            movetime_ms: count("movetimeMs", self.movetime_ms)?,
            nodes: count("nodes", self.nodes)?,
            clock: Some(js_sys::Date::now),
            ..Limits::default()
        };
        let unbounded = limits.level.is_none()
            && limits.depth.is_none()
            && limits.movetime_ms.is_none()
            && limits.nodes.is_none();
        Ok(if unbounded { Limits::level(4) } else { limits })
    }
}

/// The result of `bestMove`: `{move, score, scoreText, depth, nodes, timeMs, pv}`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SearchInfo {
    #[serde(rename = "move")]
    best: String,
    score: i32,
    score_text: String,
    depth: u32,
    nodes: f64,
    time_ms: f64,
    pv: Vec<String>,
}

/// The AI's move in the position after playing `moves` (none when absent) from `fen` (the start position when
/// `fen` is absent or empty). `options`: `{level?, depth?, movetimeMs?, nodes?}` (none at all
/// means level 4). Returns `{move, score, scoreText, depth, nodes, timeMs, pv}`; the score is
/// in hundredths of a hul for the side to move. Throws on bad input and when the side to move
/// has no legal move or the game is over.
#[wasm_bindgen(js_name = bestMove)]
pub fn best_move(
    fen: Option<String>,
    moves: Option<Vec<String>>,
    options: JsValue,
) -> Result<JsValue, JsError> {
    let options: SearchOptions = if options.is_undefined() || options.is_null() {
        SearchOptions::default()
    } else {
        from_js(
            options,
            "options",
            &["level", "depth", "movetimeMs", "nodes"],
        )?
    };
    let limits = options.limits().map_err(|e| JsError::new(&e))?;
    let game = replay(fen.as_deref(), &moves.unwrap_or_default()).map_err(|e| JsError::new(&e))?;
    if game.status().is_over() {
        return Err(JsError::new(&format!(
            "the game is over ({}): there is no move to search",
            game.status()
        )));
    }
    let result = ENGINE.with(|cell| {
        let mut engine = cell.borrow_mut();
        let engine = engine.get_or_insert_with(|| Engine::new(TT_BYTES));
        engine.set_tables(Some(super::egtb::loaded()));
        let result = engine.search(&game.position(), &game.hashes(), &limits);
        engine.set_tables(None);
        result
    });
    let result = result.ok_or_else(|| JsError::new("the side to move has no legal move"))?;
    to_js(&SearchInfo {
        best: result.best.to_string(),
        score: result.score.0,
        score_text: result.score.to_string(),
        depth: result.depth,
        nodes: result.nodes as f64,
        time_ms: result.time_ms as f64,
        pv: result.pv.iter().map(Move::to_string).collect(),
    })
}

/// Whether the position after `moves` from `fen` is a dead draw (the AI offers and accepts a
/// draw there). Throws on a bad FEN or move.
#[wasm_bindgen(js_name = isDeadDraw)]
pub fn is_dead_draw(fen: Option<String>, moves: Option<Vec<String>>) -> Result<bool, JsError> {
    let game = replay(fen.as_deref(), &moves.unwrap_or_default()).map_err(|e| JsError::new(&e))?;
    let tables = super::egtb::loaded();
    Ok(!game.status().is_over()
        && ai::is_dead_draw_with(&game.position(), &game.hashes(), Some(&tables)))
}
