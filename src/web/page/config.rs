//! `config()`: the defaults and limits JS needs, read from the Rust constants that define them
//! (one source for every fact; JS never retypes them).

use crate::ai::levels::{DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL};
use crate::ai::{MAX_DEPTH, MAX_MOVETIME_MS, MAX_NODES};
use crate::view::geometry::ASPECT_RATIO;
use crate::view::options::{BoardOptions, MAX_HOP_MS};
use crate::view::theme::COLOR_NAMES;
use crate::web::js::{self, Obj};
use wasm_bindgen::prelude::*;

/// `{levels, animationMs, aspectRatio, boardOptions, colorNames, searchLimits}` (a
/// `TobitConfig`): the playing levels and the default one, the hop duration limits and
/// default, the board's width over height, the defaults of `Board.setOptions`, the theme
/// colour names `setOptions({colors})` accepts, and the bounds of `bestMove`'s limits.
#[wasm_bindgen(unchecked_return_type = "TobitConfig")]
pub fn config() -> JsValue {
    let defaults = BoardOptions::default();
    let range = |min: f64, max: f64, default: f64| {
        Obj::new()
            .set("min", min)
            .set("max", max)
            .set("default", default)
            .done()
    };
    Obj::new()
        .set(
            "levels",
            range(MIN_LEVEL.into(), MAX_LEVEL.into(), DEFAULT_LEVEL.into()),
        )
        .set("animationMs", range(0.0, MAX_HOP_MS, defaults.hop_ms))
        .set("aspectRatio", ASPECT_RATIO)
        .set(
            "boardOptions",
            Obj::new()
                .set("numbers", defaults.numbers)
                .set("animationMs", defaults.hop_ms)
                .set("interactive", defaults.interactive.name())
                .set("dark", defaults.dark)
                .set("colors", Obj::new().done())
                .done(),
        )
        .set("colorNames", js::strings(COLOR_NAMES))
        .set(
            "searchLimits",
            Obj::new()
                .set("maxDepth", MAX_DEPTH)
                .set("maxNodes", MAX_NODES as f64)
                .set("maxMovetimeMs", MAX_MOVETIME_MS as f64)
                .done(),
        )
        .done()
}
