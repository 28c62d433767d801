//! `explorerLine`: the positions of a game as the opening explorer indexes them (each one's key,
//! the side to move, the move played from it), so that the page's index holds no rules: it
//! counts the moves under the keys Rust gives.

use serde::Serialize;
use tobit_rules::Color;
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A game's positions for the explorer: `keys[i]` the key of the position before move `i`
/// (`Position::key`, the same for a transposition) and `sides[i]` who is to move there; the
/// last key is the position after the last move. `moves[i]` is move `i` in canonical notation.
#[derive(Serialize, Tsify)]
pub struct ExplorerLine {
    /// One key per position, the start first: one more than the moves.
    pub keys: Vec<String>,
    /// Who is to move in each position of `keys`.
    pub sides: Vec<Color>,
    /// The moves played, in canonical notation.
    pub moves: Vec<String>,
}

/// The explorer's line of the game after `moves` from `fen` (the start position when absent):
/// its positions' keys and sides to move, and its moves in canonical notation. Throws on a bad
/// FEN or move, naming it. With no moves, the key of the position `fen` alone.
#[wasm_bindgen(js_name = explorerLine, unchecked_return_type = "ExplorerLine")]
pub fn explorer_line(
    #[wasm_bindgen(unchecked_param_type = "string | null")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
) -> Result<Ts<ExplorerLine>, JsError> {
    let game = tobit_web::replay::game_of(&fen, &moves)?;
    let mut position = game.start();
    let mut line = ExplorerLine {
        keys: vec![position.key()],
        sides: vec![position.side()],
        moves: Vec::new(),
    };
    for (_, played) in game.numbered_moves() {
        line.moves.push(played.to_string());
        position = position.play(&played);
        line.keys.push(position.key());
        line.sides.push(position.side());
    }
    to_js(&line)
}
