//! `EngineGame`: one game replayed once in the engine worker, for everything one request does
//! with it. The computer's turn (www/engine/operations.js) asks it which endgame tables to load
//! (their loading is asynchronous, in JS, while the replayed game waits here), whether its
//! position is a dead draw, and for the move, without replaying the game for each question; a
//! review asks it for the tables of every position, then grades the game in one walk.

use super::analysis::{analyse_game, judge_try_in, review_of};
use super::analysis_types::{AnalysisInfo, GameReview, TryJudged};
use super::egtb::{missing, missing_in_game, needed};
use super::search::{dead_draw, search_game, SearchResult};
use tobit_rules::Game;
use tobit_web::replay::game_of;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// A game replayed from a FEN and its moves, kept for the requests about it (free it when
/// done: `free()`).
#[wasm_bindgen]
pub struct EngineGame {
    game: Game,
}

#[wasm_bindgen]
impl EngineGame {
    /// The game of `moves` (none when absent) from `fen` (the start position when absent or
    /// empty), replayed once. Throws on a bad FEN or move, naming it.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] moves: JsValue,
    ) -> Result<EngineGame, JsError> {
        Ok(EngineGame {
            game: game_of(&fen, &moves)?,
        })
    }

    /// The table classes not loaded yet that the game can still need, the soonest needed first
    /// (as `egtbMissing`).
    #[wasm_bindgen(js_name = tablesMissing)]
    pub fn tables_missing(&self) -> Vec<String> {
        missing(&self.game.position())
    }

    /// The table classes not loaded yet that the move in the game's position needs to be
    /// perfect (as `egtbNeeded`).
    #[wasm_bindgen(js_name = tablesNeeded)]
    pub fn tables_needed(&self) -> Vec<String> {
        needed(&self.game.position())
    }

    /// The table classes not loaded yet that some position of the game can need: what a review
    /// loads first, so that it grades with the same tables whenever it runs.
    #[wasm_bindgen(js_name = tablesOfReview)]
    pub fn tables_of_review(&self) -> Vec<String> {
        missing_in_game(&self.game)
    }

    /// Whether the game's position is a dead draw (as `isDeadDraw`).
    #[wasm_bindgen(js_name = isDeadDraw)]
    pub fn is_dead_draw(&self) -> bool {
        dead_draw(&self.game)
    }

    /// The AI's move in the game's position (as `bestMove`; the move as a value, `index`, and
    /// in notation). Throws on bad options and when the game is over.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions | null")] options: JsValue,
    ) -> Result<Ts<SearchResult>, JsError> {
        search_game(&self.game, &options)
    }

    /// The analysis of the game's position (as `analyse`).
    pub fn analyse(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "AnalysisOptions | null")] options: JsValue,
        #[wasm_bindgen(
            unchecked_optional_param_type = "((info: AnalysisInfo) => boolean | void) | null"
        )]
        on_info: JsValue,
    ) -> Result<Ts<AnalysisInfo>, JsError> {
        analyse_game(&self.game, &options, &on_info)
    }

    /// The review of the game (as `reviewGame`), in one walk over its positions.
    pub fn review(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "ReviewOptions | null")] options: JsValue,
        #[wasm_bindgen(
            unchecked_optional_param_type = "((done: number, total: number) => boolean | void) | null"
        )]
        on_progress: JsValue,
    ) -> Result<Ts<GameReview>, JsError> {
        review_of(&self.game, &options, &on_progress)
    }

    /// Judges the try `tried` at a better move in the game's position, where the review found
    /// `better` (both moves in notation): right when it is `better`, or when the engine, with
    /// the review's fixed work (`options` as `review`'s), finds it loses less than an
    /// inaccuracy; a wrong try comes with the engine's reply. Throws on a move that is not
    /// legal there, on bad options, and when the game is over.
    #[wasm_bindgen(js_name = judgeTry)]
    pub fn judge_try(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] tried: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] better: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ReviewOptions | null")] options: JsValue,
    ) -> Result<Ts<TryJudged>, JsError> {
        judge_try_in(&self.game, &tried, &better, &options)
    }
}
