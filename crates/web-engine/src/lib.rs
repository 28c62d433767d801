//! The engine module (`tobit_engine.js`, the crate `tobit-web-engine`): the AI for JS, loaded by the
//! engine worker (www/engine/worker.js) and by the engine pool's main-thread fallback
//! (www/engine/pool.js), never by the first page load. It also holds the endgame tables the
//! worker loads ([`egtb`]), the analysis board's engine ([`analysis`]) and the game a worker's
//! request replays once and asks all its questions of ([`game::EngineGame`]). The study tools
//! (game tree, diagrams, clock) are the study module's ([`tobit_study`]). Its results
//! are serde types ([`tobit_web::to_js`]).
#![deny(missing_docs)]

mod analysis;
mod analysis_types;
mod egtb;
mod game;
mod search;

pub use analysis::{analyse, review_game};
pub use analysis_types::{AnalysisInfo, AnalysisOptions, GameReview, ReviewOptions, TryJudged};
pub use egtb::{
    egtb_build, egtb_load, egtb_missing, egtb_needed, egtb_probe, egtb_version, EgtbValue,
};
pub use game::EngineGame;
pub use search::{best_move, is_dead_draw, SearchOptions, SearchRequest, SearchResult};
