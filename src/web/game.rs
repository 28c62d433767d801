//! The `Game` class: a game of Tobit for JS, with moves as notation and plain-object results.

use super::session::Session;
use super::shapes::{to_js, MoveInfo, StatusInfo};
use wasm_bindgen::prelude::*;

/// A game of Tobit: `new Game(fen?)`, `Game.fromPdn(text)`, moves in docs/RULES.md notation.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    session: Session,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A game from a FEN, or from the start position when the FEN is absent or empty.
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>) -> Result<JsGame, JsError> {
        let session = Session::new(fen.as_deref(), &[]).map_err(|e| JsError::new(&e))?;
        Ok(JsGame { session })
    }

    /// A game read from PDN text (tags, optional `[FEN]`, moves, result).
    #[wasm_bindgen(js_name = fromPdn)]
    pub fn from_pdn(text: &str) -> Result<JsGame, JsError> {
        let session = Session::from_pdn(text).map_err(|e| JsError::new(&e))?;
        Ok(JsGame { session })
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> String {
        self.session.fen()
    }

    /// The legal moves: `[{notation, from, to, path, captured}]`, empty once the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.legal_move_infos())
    }

    /// Plays a move given in notation and returns it as `{notation, from, to, path, captured}`.
    /// Throws, leaving the game unchanged, when the move is not legal or the game is over.
    pub fn play(&mut self, notation: &str) -> Result<JsValue, JsError> {
        let m = self
            .session
            .play_text(notation)
            .map_err(|e| JsError::new(&e))?;
        to_js(&MoveInfo::of(&m))
    }

    /// Takes back the last move (or resignation or agreed draw); `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// Does again the last action taken back; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.session.redo()
    }

    /// `{over, result, winner, reason, sideToMove}`.
    pub fn status(&self) -> Result<JsValue, JsError> {
        let status: StatusInfo = self.session.status();
        to_js(&status)
    }

    /// The moves played, in notation.
    pub fn history(&self) -> Vec<String> {
        self.session.history()
    }

    /// The moves played with their numbers (docs/RULES.md section 8):
    /// `[{number, side, notation, captured}]`, `side` the colour that played each.
    #[wasm_bindgen(js_name = numberedMoves)]
    pub fn numbered_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.numbered_moves())
    }

    /// The game as PDN text.
    pub fn pdn(&self) -> String {
        self.session.pdn()
    }
}
