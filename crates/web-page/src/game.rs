//! The `Game` class: a game of Tobit for JS, with moves as notation and plain-object results.

use super::session::Session;
use super::shapes::{GameStatus, MoveInfo, NumberedMove};
use tobit_web::js::{self, MAX_TEXT};
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// A game of Tobit: `new Game(fen?)`, moves in docs/RULES.md notation.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    session: Session,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A game from a FEN, or from the start position when the FEN is absent, null or empty.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    ) -> Result<JsGame, JsError> {
        let fen = js::opt_string(&fen, "fen")?;
        let session = Session::new(fen.as_deref(), &[]).map_err(|e| JsError::new(&e))?;
        Ok(JsGame { session })
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> String {
        self.session.fen()
    }

    /// The legal moves: `[{notation, from, to, path, captured}]`, empty once the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<Ts<MoveInfo>> {
        self.session.legal_move_infos()
    }

    /// Plays a move given in notation and returns it as `{notation, from, to, path, captured}`.
    /// Throws, leaving the game unchanged, when the move is not legal or the game is over.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<Ts<MoveInfo>, JsError> {
        let notation = js::string(&notation, "notation", MAX_TEXT)?;
        let m = self
            .session
            .play_text(&notation)
            .map_err(|e| JsError::new(&e))?;
        Ok(MoveInfo::of(&m))
    }

    /// Takes back the last move (or resignation or agreed draw); `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// The side `color` (`"white"` or `"black"`) resigns. Throws when the game is already over
    /// or `color` is not a side.
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), JsError> {
        self.session.resign(&color)
    }

    /// The side `color` lost on time (its flag fell on the page's game clock). Throws when the
    /// game is already over or `color` is not a side.
    #[wasm_bindgen(js_name = loseOnTime)]
    pub fn lose_on_time(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), JsError> {
        self.session.lose_on_time(&color)
    }

    /// The players agree to a draw. Throws when the game is already over.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.session.agree_draw()
    }

    /// Does again the last action taken back; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.session.redo()
    }

    /// `{over, result, winner, reason, sideToMove}`.
    pub fn status(&self) -> Ts<GameStatus> {
        self.session.status()
    }

    /// The moves played, in notation.
    pub fn history(&self) -> Vec<String> {
        self.session.history()
    }

    /// The moves played with their numbers (docs/RULES.md section 8):
    /// `[{number, side, notation, captured}]`, `side` the colour that played each.
    #[wasm_bindgen(js_name = numberedMoves)]
    pub fn numbered_moves(&self) -> Vec<Ts<NumberedMove>> {
        self.session.numbered_moves()
    }
}
