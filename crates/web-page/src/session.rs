//! A game as both the `Game` and the `Board` exports hold it, with the operations they share.

use super::shapes::{GameStatus, MoveInfo, NumberedMove};
use tobit_rules::{Game, Move};
use tobit_web::names;
use tobit_web::replay::replay;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// A game.
pub struct Session {
    game: Game,
}

impl Session {
    /// A game from a FEN (the start position when `None` or empty) with `moves` replayed.
    pub fn new(fen: Option<&str>, moves: &[String]) -> Result<Session, String> {
        Ok(Session {
            game: replay(fen, moves)?,
        })
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The moves that may be played now: none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.game.status().is_over() {
            Vec::new()
        } else {
            self.game.position().legal_moves()
        }
    }

    /// The legal moves in their JS shape.
    pub fn legal_move_infos(&self) -> Vec<Ts<MoveInfo>> {
        self.legal_moves().iter().map(MoveInfo::of).collect()
    }

    /// Plays a move given as text; an illegal move is refused and changes nothing.
    pub fn play_text(&mut self, text: &str) -> Result<Move, String> {
        self.game.play_text(text).map_err(|e| e.to_string())
    }

    /// Plays a legal move.
    pub fn play(&mut self, m: &Move) -> Result<(), String> {
        self.game.play(m).map_err(|e| e.to_string())
    }

    /// Takes back the last action; whether there was one.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Does again the last action taken back; whether there was one.
    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    /// Whether an action taken back can be done again.
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// The side `color` resigns.
    pub fn resign(&mut self, color: &JsValue) -> Result<(), JsError> {
        let color = names::color(color, "color")?;
        self.game
            .resign(color)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The side of the argument `color` lost on time (its flag fell on the game clock).
    pub fn lose_on_time(&mut self, color: &JsValue) -> Result<(), JsError> {
        let color = names::color(color, "color")?;
        self.game
            .lose_on_time(color)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.game
            .agree_draw()
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The status in its JS shape.
    pub fn status(&self) -> Ts<GameStatus> {
        GameStatus::of(self.game.status(), &self.game.position())
    }

    /// The moves played, in notation.
    pub fn history(&self) -> Vec<String> {
        self.game.moves().iter().map(Move::to_string).collect()
    }

    /// The moves played with their numbers (docs/RULES.md section 8), in their JS shape.
    pub fn numbered_moves(&self) -> Vec<Ts<NumberedMove>> {
        self.game
            .numbered_moves()
            .map(|(n, m)| NumberedMove::of(n, &m))
            .collect()
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> String {
        self.game.position().to_string()
    }
}
