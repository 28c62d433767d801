//! The engine module (`tobit_engine.js`, cargo feature `engine`): the AI for JS, loaded by the
//! engine worker (www/engine/worker.js) and by the engine pool's main-thread fallback
//! (www/engine/pool.js), never by the first page load. It also holds the endgame tables the
//! worker loads ([`egtb`]), the analysis board's engine ([`analysis`]) and its game tree
//! ([`game_tree`]), the diagrams ([`diagram`]) and the game clock of a timed game ([`Clock`],
//! loaded on the page's main thread when such a game starts). Its results are serde types: tsify writes their TypeScript
//! declarations into `tobit_engine.d.ts` and serde-wasm-bindgen builds the JS objects
//! ([`to_js`]; the page module builds its own by hand, see [`crate::web::js::ToJs`]).

mod analysis;
mod analysis_types;
mod clock;
mod clock_read;
mod clock_types;
mod diagram;
mod egtb;
mod game_tree;
mod search;
mod tree_view;

pub use analysis::{analyse, review_game};
pub use analysis_types::{AnalysisInfo, AnalysisOptions, GameReview, ReviewOptions};
pub use clock::{
    custom_time_control, parse_time_control, time_control_text, time_presets, timed_pdn, Clock,
};
pub use clock_types::{ClockFace, ClockFaces, ClockNews, TurnCost};
pub use diagram::{diagram, DiagramImage, DiagramOptions};
pub use egtb::{
    egtb_build, egtb_load, egtb_missing, egtb_needed, egtb_probe, egtb_version, EgtbValue,
};
pub use game_tree::GameTree;
pub use search::{best_move, is_dead_draw, SearchLimits, SearchOptions, SearchResult};

use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::JsError;

/// `value` as the plain JS object of its TypeScript type.
fn to_js<T: Tsify + Serialize>(value: &T) -> Result<Ts<T>, JsError> {
    value
        .into_ts()
        .map_err(|e| JsError::new(&format!("could not hand a result to JS: {e}")))
}
