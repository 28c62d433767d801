//! `analyse` and `reviewGame`: the analysis board's engine for JS (run in a worker). `analyse`
//! streams the best lines of a position after every completed depth; `reviewGame` grades every
//! move of a game. Both use the loaded endgame tables ([`super::egtb`]) and stop when their
//! callback returns `false` (or when the worker is terminated).

use super::analysis_types::{AnalysisInfo, GameReview, TryJudged};
use super::search::{read_limits, with_engine, LIMIT_KEYS};
use js_sys::Function;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tobit_ai::exercise::judge_try;
use tobit_ai::review::{self, REVIEW_NODES};
use tobit_ai::{threat_position, Limits, MAX_LINES};
use tobit_rules::{parse_move, Game};
use tobit_web::js::{self, Options};
use tobit_web::replay::game_of;
use tobit_web::to_js::to_js;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// The keys of `analyse`'s options besides the limits ([`LIMIT_KEYS`]).
const ANALYSIS_KEYS: [&str; 2] = ["lines", "threat"];

/// The keys of `reviewGame`'s options: fixed work, never a time.
const REVIEW_KEYS: [&str; 2] = ["depth", "nodes"];

/// The search limits among `o`'s keys, stopped by `stop`.
fn limits_of(o: &Options, stop: &Arc<AtomicBool>) -> Result<Limits, JsError> {
    Ok(Limits {
        stop: Some(Arc::clone(stop)),
        ..read_limits(o)?
    })
}

/// The callback argument `name`: a function, or `None` when absent.
fn callback(v: &JsValue, name: &str) -> Result<Option<Function>, JsError> {
    if js::absent(v) {
        return Ok(None);
    }
    v.dyn_ref::<Function>()
        .cloned()
        .map(Some)
        .ok_or_else(|| js::fail(name, "expected a function"))
}

/// Calls `f` with `args`; whether the caller asked to go on (anything but `false`). A callback
/// that throws stops too, and its error is kept in `failure`.
fn go_on(f: &Function, args: &[JsValue], failure: &mut Option<JsValue>) -> bool {
    match js::call_back(f, args) {
        Ok(go_on) => go_on,
        Err(e) => {
            failure.get_or_insert(e);
            false
        }
    }
}

/// The error of a callback `name` that threw `failure`, if it did.
fn rethrow(failure: Option<JsValue>, name: &str) -> Result<(), JsError> {
    match failure {
        Some(e) => Err(JsError::new(&format!("{name} threw: {}", js::shown(&e)))),
        None => Ok(()),
    }
}

/// The analysis of the position after `moves` (none when absent) from `fen` (the start position
/// when absent or empty). `options`: `{lines?, depth?, nodes?, movetimeMs?, threat?}`: 1..5
/// lines (default 1), the limits bounded as `bestMove`'s (`config().searchMaxima`; none at all
/// searches until `onInfo` returns `false`), `threat` analyses what the opponent would play if
/// the side to move could pass (the same pieces, the other side to move). `onInfo(info)` is
/// called after every completed depth (once, at depth 0, when the endgame tables give the
/// exact value of every move); it returns `false` to stop the search. Returns the last info.
/// Throws on bad input (a search with no limit and no `onInfo` to stop it included), when the
/// side to move has no legal move, and when a callback throws.
#[wasm_bindgen(js_name = analyse)]
pub fn analyse(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "AnalysisOptions | null")] options: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "((info: AnalysisInfo) => boolean | void) | null"
    )]
    on_info: JsValue,
) -> Result<Ts<AnalysisInfo>, JsError> {
    analyse_game(&game_of(&fen, &moves)?, &options, &on_info)
}

/// The analysis of `game`'s position (see [`analyse`]).
pub(super) fn analyse_game(
    game: &Game,
    options: &JsValue,
    on_info: &JsValue,
) -> Result<Ts<AnalysisInfo>, JsError> {
    let o = Options::read(
        options,
        "options",
        &[&ANALYSIS_KEYS[..], &LIMIT_KEYS].concat(),
    )?;
    let lines = o.integer("lines", 1, MAX_LINES as u64)?.unwrap_or(1) as usize;
    let threat = match o.get("threat") {
        Some(v) => js::boolean(v, "options.threat")?,
        None => false,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let limits = limits_of(&o, &stop)?;
    let on_info = callback(on_info, "onInfo")?;
    let bounded = limits.depth.is_some() || limits.nodes.is_some() || limits.movetime_ms.is_some();
    if !bounded && on_info.is_none() {
        return Err(js::fail(
            "options",
            "give depth, nodes or movetime, or an onInfo that stops the search (it would never end)",
        ));
    }
    let (pos, history) = if threat {
        (threat_position(&game.position()), Vec::new())
    } else {
        (game.position(), game.hashes())
    };
    let mut failure = None;
    let result = with_engine(|engine| {
        engine.analyse(&pos, &history, &limits, lines, &mut |info| {
            if let Some(f) = &on_info {
                let sent = to_js(&AnalysisInfo::of(&pos, info)).map(JsValue::from);
                if !sent.is_ok_and(|v| go_on(f, &[v], &mut failure)) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        })
    })?;
    rethrow(failure, "onInfo")?;
    let info = result.ok_or_else(|| JsError::new("the side to move has no legal move"))?;
    to_js(&AnalysisInfo::of(&pos, &info))
}

/// The review of the game of `moves` from `fen` ([`review_of`]). Throws on bad input and when
/// a callback throws.
#[wasm_bindgen(js_name = reviewGame)]
pub fn review_game(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "ReviewOptions | null")] options: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "((done: number, total: number) => boolean | void) | null"
    )]
    on_progress: JsValue,
) -> Result<Ts<GameReview>, JsError> {
    review_of(&game_of(&fen, &moves)?, &options, &on_progress)
}

/// The review of `game`: every position analysed with fixed work, `options` `{depth?, nodes?}`
/// (bounded as `analyse`'s; default [`REVIEW_NODES`]; no time limit, so that the same game
/// gets the same grades whenever it is reviewed), every move graded by the chance it lost.
/// `onProgress(done, total)` is called after each position analysed (of the game's moves + 1);
/// it returns `false` to cancel, and the review then holds the moves graded so far. Fails on
/// bad input and when a callback throws.
pub(super) fn review_of(
    game: &Game,
    options: &JsValue,
    on_progress: &JsValue,
) -> Result<Ts<GameReview>, JsError> {
    let stop = Arc::new(AtomicBool::new(false));
    let limits = review_limits(options, &stop)?;
    let on_progress = callback(on_progress, "onProgress")?;
    let mut failure = None;
    let reviewed = with_engine(|engine| {
        review::review(engine, game, &limits, &mut |done, total| {
            on_progress
                .as_ref()
                .is_none_or(|f| go_on(f, &[done.into(), total.into()], &mut failure))
        })
    })?;
    rethrow(failure, "onProgress")?;
    to_js(&GameReview::of(&reviewed))
}

/// The limits of a review's options `{depth?, nodes?}`: fixed work, [`REVIEW_NODES`] when
/// neither is given.
fn review_limits(options: &JsValue, stop: &Arc<AtomicBool>) -> Result<Limits, JsError> {
    let o = Options::read(options, "options", &REVIEW_KEYS)?;
    let mut limits = limits_of(&o, stop)?;
    if limits.depth.is_none() && limits.nodes.is_none() {
        limits.nodes = Some(REVIEW_NODES);
    }
    Ok(limits)
}

/// Judges the try `tried` (a move in notation) at a better move in `game`'s position, where
/// the review found `better` (`tobit_ai::exercise::judge_try`): right when it is `better` or
/// loses less than an inaccuracy, searched with the review's fixed work (`options` as
/// `reviewGame`'s), so that a try is judged the same every time. Throws on a move that is not
/// legal there and on bad options.
pub(super) fn judge_try_in(
    game: &Game,
    tried: &JsValue,
    better: &JsValue,
    options: &JsValue,
) -> Result<Ts<TryJudged>, JsError> {
    let pos = game.position();
    let read = |v: &JsValue, what: &str| -> Result<_, JsError> {
        let text = js::string(v, what, 200)?;
        parse_move(&pos, &text).map_err(|e| js::fail(what, &e.to_string()))
    };
    let (tried, better) = (read(tried, "tried")?, read(better, "better")?);
    let limits = review_limits(options, &Arc::new(AtomicBool::new(false)))?;
    let judged = with_engine(|engine| judge_try(engine, game, tried, better, &limits))?
        .map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&TryJudged::from(judged))
}
