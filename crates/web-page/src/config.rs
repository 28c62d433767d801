//! `config()`: the defaults and limits JS needs, read from the Rust constants that define them
//! (one source for every fact; JS never retypes them), and the options of `Board.setOptions`.

use tobit_ai::levels::{DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL};
use tobit_ai::{ANALYSIS_DEPTH, MAX_DEPTH, MAX_MOVETIME_MS, MAX_NODES};
use tobit_clock::{MAX_BONUS_MS, MAX_INITIAL_MS, PRESETS};
use tobit_rules::pdn::MAX_TEXT_BYTES;
use tobit_view::geometry::ASPECT_RATIO;
use tobit_view::options::{self, MAX_HOP_MS};
use tobit_view::theme::COLOR_NAMES;
use tobit_web::js::{array, Obj, ToJs};
use tobit_web::names::Interactive;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A range of numbers with its default.
#[derive(Tsify)]
pub struct Range {
    /// The smallest value.
    min: f64,
    /// The largest value.
    max: f64,
    /// The value when none is given.
    default: f64,
}

impl ToJs for Range {
    fn to_js(&self) -> JsValue {
        Obj::new()
            .set("min", self.min)
            .set("max", self.max)
            .set("default", self.default)
            .done()
    }
}

/// The options of `Board.setOptions`; absent ones keep their value. (`config().boardOptions`
/// gives every one.)
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct BoardOptions {
    /// Whether the point numbers are written.
    #[tsify(optional)]
    numbers: Option<bool>,
    /// The duration of one hop in milliseconds, `config().animationMs.min..max` (0: none).
    #[tsify(optional)]
    animation_ms: Option<f64>,
    /// Who may move pieces with the pointer.
    #[tsify(optional)]
    interactive: Option<Interactive>,
    /// Whether the dark theme is used.
    #[tsify(optional)]
    dark: Option<bool>,
    /// Whether the high-contrast theme (of the light or dark scheme) is used.
    #[tsify(optional)]
    high_contrast: Option<bool>,
    /// Theme colour overrides (CSS colours) by `config().colorNames`; replaces the overrides
    /// given before.
    #[tsify(optional, type = "Record<string, string>")]
    colors: Option<Vec<(String, String)>>,
}

impl BoardOptions {
    /// The defaults: every option given.
    fn defaults() -> BoardOptions {
        let d = options::BoardOptions::default();
        BoardOptions {
            numbers: Some(d.numbers),
            animation_ms: Some(d.hop_ms),
            interactive: Some(d.interactive.into()),
            dark: Some(d.dark),
            high_contrast: Some(d.high_contrast),
            colors: Some(Vec::new()),
        }
    }
}

impl ToJs for BoardOptions {
    fn to_js(&self) -> JsValue {
        let mut o = Obj::new();
        if let Some(v) = self.numbers {
            o = o.set("numbers", v);
        }
        if let Some(v) = self.animation_ms {
            o = o.set("animationMs", v);
        }
        if let Some(v) = self.interactive {
            o = o.set("interactive", v.to_js());
        }
        if let Some(v) = self.dark {
            o = o.set("dark", v);
        }
        if let Some(v) = self.high_contrast {
            o = o.set("highContrast", v);
        }
        if let Some(colors) = &self.colors {
            let set = colors
                .iter()
                .fold(Obj::new(), |c, (name, value)| c.set(name, value));
            o = o.set("colors", set.done());
        }
        o.done()
    }
}

/// The keys of [`BoardOptions`], which `setOptions` accepts.
pub const BOARD_OPTION_KEYS: [&str; 6] = [
    "numbers",
    "animationMs",
    "interactive",
    "dark",
    "highContrast",
    "colors",
];

/// The search maxima: the largest limits a search request (the engine's `SearchRequest`, of
/// `bestMove`, `analyse` and `reviewGame`) may ask for.
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchMaxima {
    /// The deepest iteration.
    max_depth: u32,
    /// The most nodes.
    max_nodes: u64,
    /// The longest time, in milliseconds.
    max_movetime_ms: u64,
}

impl ToJs for SearchMaxima {
    fn to_js(&self) -> JsValue {
        Obj::new()
            .set("maxDepth", self.max_depth)
            .set("maxNodes", self.max_nodes as f64)
            .set("maxMovetimeMs", self.max_movetime_ms as f64)
            .done()
    }
}

/// The largest custom time control a player may type (the clock's limits, in the units of the
/// new-game form's fields).
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ClockMaxima {
    /// The longest starting time, in minutes.
    minutes: u32,
    /// The largest increment or delay, in seconds.
    bonus_seconds: u32,
}

impl ToJs for ClockMaxima {
    fn to_js(&self) -> JsValue {
        Obj::new()
            .set("minutes", self.minutes)
            .set("bonusSeconds", self.bonus_seconds)
            .done()
    }
}

/// What `config()` returns: the defaults and limits, defined once in Rust.
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
pub struct TobitConfig {
    /// The playing levels and the default level.
    levels: Range,
    /// The hop duration of move animations, in milliseconds.
    animation_ms: Range,
    /// The board's width over its height.
    aspect_ratio: f64,
    /// The defaults of `Board.setOptions`.
    #[tsify(type = "Required<BoardOptions>")]
    board_options: BoardOptions,
    /// The theme colour names accepted by `setOptions({colors})`.
    #[tsify(type = "string[]")]
    color_names: &'static [&'static str],
    /// The largest limits a search request may ask for.
    search_maxima: SearchMaxima,
    /// The depth the analysis board's search stops at unless asked to go deeper or on
    /// without end.
    analysis_depth: u32,
    /// The time controls the new-game dialog offers, fastest first, in their short form
    /// (`3+2`...), so the dialog lists them without the study module (which checks a control).
    #[tsify(type = "string[]")]
    time_presets: Vec<String>,
    /// The largest custom time control.
    clock_maxima: ClockMaxima,
    /// The largest PDN text read (a file or a paste), in bytes of UTF-8, so that the page
    /// refuses a larger one at once, before reading it.
    pdn_max_bytes: f64,
}

impl ToJs for TobitConfig {
    fn to_js(&self) -> JsValue {
        Obj::new()
            .set("levels", self.levels.to_js())
            .set("animationMs", self.animation_ms.to_js())
            .set("aspectRatio", self.aspect_ratio)
            .set("boardOptions", self.board_options.to_js())
            .set("colorNames", array(self.color_names.iter().copied()))
            .set("searchMaxima", self.search_maxima.to_js())
            .set("analysisDepth", self.analysis_depth)
            .set(
                "timePresets",
                array(self.time_presets.iter().map(String::as_str)),
            )
            .set("clockMaxima", self.clock_maxima.to_js())
            .set("pdnMaxBytes", self.pdn_max_bytes)
            .done()
    }
}

/// `{levels, animationMs, aspectRatio, boardOptions, colorNames, searchMaxima, analysisDepth,
/// timePresets, clockMaxima, pdnMaxBytes}`: the playing levels and the default one, the hop duration limits
/// and default, the board's width over height, the defaults of `Board.setOptions`, the theme
/// colour names `setOptions({colors})` accepts, the bounds of `bestMove`'s limits, the analysis board's depth, the new-game
/// dialog's time controls and the largest custom one, and the largest PDN text read.
#[wasm_bindgen]
pub fn config() -> Ts<TobitConfig> {
    let defaults = options::BoardOptions::default();
    TobitConfig {
        levels: Range {
            min: MIN_LEVEL.into(),
            max: MAX_LEVEL.into(),
            default: DEFAULT_LEVEL.into(),
        },
        animation_ms: Range {
            min: 0.0,
            max: MAX_HOP_MS,
            default: defaults.hop_ms,
        },
        aspect_ratio: ASPECT_RATIO,
        board_options: BoardOptions::defaults(),
        color_names: &COLOR_NAMES,
        search_maxima: SearchMaxima {
            max_depth: MAX_DEPTH,
            max_nodes: MAX_NODES,
            max_movetime_ms: MAX_MOVETIME_MS,
        },
        analysis_depth: ANALYSIS_DEPTH,
        time_presets: PRESETS.iter().map(|p| p.text()).collect(),
        clock_maxima: ClockMaxima {
            minutes: (MAX_INITIAL_MS / 60_000) as u32,
            bonus_seconds: (MAX_BONUS_MS / 1_000) as u32,
        },
        pdn_max_bytes: MAX_TEXT_BYTES as f64,
    }
    .typed()
}
