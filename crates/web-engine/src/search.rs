//! `bestMove` and `isDeadDraw`: the AI for JS, run in a worker or in the page, exact wherever
//! the loaded endgame tables ([`super::egtb`]) cover the position.

use serde::Serialize;
use std::cell::RefCell;
use tobit_ai::levels::{DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL};
use tobit_ai::{Engine, Limits, TimeBudget, MAX_DEPTH, MAX_MOVETIME_MS, MAX_NODES};
use tobit_clock::SideControl;
use tobit_rules::{Game, Move};
use tobit_web::clock_read::search_clock;
use tobit_web::js::Options;
use tobit_web::replay::game_of;
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// Transposition table size of the search engine. The engine is created once per module
/// instance (its allocation is reused); the table is cleared at every search.
const TT_BYTES: usize = 16 << 20;

/// The search limits of `bestMove`, `analyse` (of the analysed position) and `reviewGame` (of
/// every position): each bounded (`config().searchMaxima`). Only its TypeScript declaration is
/// used: the limits are read key by key ([`LIMIT_KEYS`], [`read_limits`]).
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchRequest {
    /// The deepest iteration, 1..`config().searchMaxima.maxDepth`.
    #[tsify(optional)]
    pub depth: Option<u32>,
    /// The time to spend in milliseconds, 1..`config().searchMaxima.maxMovetimeMs`.
    #[tsify(optional)]
    pub movetime_ms: Option<u64>,
    /// The most nodes to visit, 1..`config().searchMaxima.maxNodes`.
    #[tsify(optional)]
    pub nodes: Option<u64>,
}

/// The keys of [`SearchRequest`].
pub(super) const LIMIT_KEYS: [&str; 3] = ["depth", "movetimeMs", "nodes"];

/// The options of `bestMove`: a level or search limits; none at all means the default level
/// (`config().levels.default`). Only its TypeScript declaration is used: the options are read
/// by [`limits`], key by key.
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchOptions {
    /// A playing level 1..8; takes precedence over the other limits.
    #[tsify(optional)]
    pub level: Option<u8>,
    /// A game's seed, a uint32: levels 1..4 vary their choices with it (the same seed replays
    /// the same game).
    #[tsify(optional)]
    pub seed: Option<u32>,
    /// The searching side's game clock: its search then keeps within a budget of its remaining
    /// time (`tobit_ai::time_budget`), replacing the level's move time (docs/CLOCKS.md).
    #[tsify(optional)]
    pub clock: Option<SearchClock>,
    /// The search limits.
    #[serde(flatten)]
    pub limits: SearchRequest,
}

/// The searching side's clock in [`SearchOptions`]. Only its TypeScript declaration is used:
/// it is read by [`search_clock`].
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchClock {
    /// Its remaining time in milliseconds.
    pub remaining_ms: u64,
    /// Its time control (starting time and increment or delay).
    pub control: SideControl,
}

/// The keys of [`SearchOptions`] besides the limits ([`LIMIT_KEYS`]).
const OPTION_KEYS: [&str; 3] = ["level", "seed", "clock"];

/// The search limits among `o`'s keys ([`LIMIT_KEYS`], each bounded), timed by the JS clock.
pub(super) fn read_limits(o: &Options) -> Result<Limits, JsError> {
    Ok(Limits {
        depth: o.integer("depth", 1, MAX_DEPTH.into())?.map(|d| d as u32),
        movetime_ms: o.integer("movetimeMs", 1, MAX_MOVETIME_MS)?,
        nodes: o.integer("nodes", 1, MAX_NODES)?,
        clock: Some(js_sys::Date::now),
        ..Limits::default()
    })
}

/// The result of `bestMove`.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchResult {
    /// The move as a value: its index among the position's legal moves (the order of the page
    /// module's `Board.legalMoves()`, which `Board.playLegal` plays).
    index: u32,
    /// The move, in notation.
    #[serde(rename = "move")]
    best: String,
    /// The score in hundredths of a hul, for the side to move.
    score: i32,
    /// The score as text ("+0.35", "win in 7"...).
    score_text: String,
    /// The depth reached.
    depth: u32,
    /// The nodes visited.
    nodes: u64,
    /// The time spent, in milliseconds.
    time_ms: u64,
    /// The principal variation, the move first.
    pv: Vec<String>,
}

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// The search limits of `bestMove`'s options, every one checked against its bound.
fn limits(options: &JsValue) -> Result<Limits, JsError> {
    let o = Options::read(
        options,
        "options",
        &[&OPTION_KEYS[..], &LIMIT_KEYS].concat(),
    )?;
    let limits = Limits {
        level: o
            .integer("level", MIN_LEVEL.into(), MAX_LEVEL.into())?
            .map(|l| l as u8),
        seed: o.integer("seed", 0, u32::MAX.into())?,
        budget: o.get("clock").map(budget).transpose()?,
        ..read_limits(&o)?
    };
    let unbounded = limits.level.is_none()
        && limits.depth.is_none()
        && limits.movetime_ms.is_none()
        && limits.nodes.is_none();
    Ok(if unbounded {
        Limits {
            level: Some(DEFAULT_LEVEL),
            ..limits
        }
    } else {
        limits
    })
}

/// The time budget of a search on the clock `v` (`options.clock`), checked.
fn budget(v: &JsValue) -> Result<TimeBudget, JsError> {
    let (control, remaining_ms) = search_clock(v, "options.clock")?;
    Ok(tobit_ai::time_budget(&control, remaining_ms))
}

/// Runs `f` with the module's engine, holding the loaded endgame tables for the call. Fails
/// when the engine is already in use (a call made from inside an analysis callback).
pub(super) fn with_engine<R>(f: impl FnOnce(&mut Engine) -> R) -> Result<R, JsError> {
    ENGINE.with(|cell| {
        let mut engine = cell
            .try_borrow_mut()
            .map_err(|_| JsError::new("the engine is busy with another search"))?;
        let engine = engine.get_or_insert_with(|| Engine::new(TT_BYTES));
        engine.set_tables(Some(super::egtb::loaded()));
        let result = f(engine);
        engine.set_tables(None);
        Ok(result)
    })
}

/// The AI's move in the position after playing `moves` (none when absent) from `fen` (the
/// start position when absent or empty): [`search_game`] of that game. Throws on bad input and
/// when the game is over.
#[wasm_bindgen(js_name = bestMove)]
pub fn best_move(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions | null")] options: JsValue,
) -> Result<Ts<SearchResult>, JsError> {
    search_game(&game_of(&fen, &moves)?, &options)
}

/// The AI's move in `game`. `options`: `{level?, depth?, movetimeMs?, nodes?, seed?, clock?}`,
/// each bounded (`config().searchMaxima`; `seed`, a game's uint32, varies the choices of levels
/// 1..4; `clock`, `{remainingMs, control}`, keeps the search within a budget of the side's
/// remaining time); no limit at all means the default level. The result holds the move as a
/// value (its index among the position's legal moves) and in notation; the score is in
/// hundredths of a hul for the side to move. Fails on bad options and when the game is over.
pub(super) fn search_game(game: &Game, options: &JsValue) -> Result<Ts<SearchResult>, JsError> {
    let limits = limits(options)?;
    if game.status().is_over() {
        return Err(JsError::new(&format!(
            "the game is over ({}): there is no move to search",
            game.status()
        )));
    }
    let pos = game.position();
    let result = with_engine(|engine| engine.search(&pos, &game.hashes(), &limits))?;
    let result = result.ok_or_else(|| JsError::new("the side to move has no legal move"))?;
    let index = (pos.legal_moves().iter())
        .position(|m| *m == result.best)
        .ok_or_else(|| JsError::new("the engine's move is not a legal move"))?;
    to_js(&SearchResult {
        index: index as u32,
        best: result.best.to_string(),
        score: result.score.0,
        score_text: result.score.to_string(),
        depth: result.depth,
        nodes: result.nodes,
        time_ms: result.time_ms,
        pv: result.pv.iter().map(Move::to_string).collect(),
    })
}

/// Whether the position after `moves` from `fen` is a dead draw ([`dead_draw`]). Throws on a
/// bad FEN or move.
#[wasm_bindgen(js_name = isDeadDraw)]
pub fn is_dead_draw(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
) -> Result<bool, JsError> {
    Ok(dead_draw(&game_of(&fen, &moves)?))
}

/// Whether `game`'s position is a dead draw (the AI offers and accepts a draw there), judged
/// with the loaded endgame tables; a finished game is not.
pub(super) fn dead_draw(game: &Game) -> bool {
    let tables = super::egtb::loaded();
    !game.status().is_over()
        && tobit_ai::is_dead_draw_with(&game.position(), &game.hashes(), Some(&tables))
}
