//! A game from the arguments both modules take: an optional FEN and the moves played from it.

use tobit_rules::quote::quoted;
use tobit_rules::{fen, Game, Position};

/// A position from an optional FEN (the start position when absent or empty).
pub fn parse_fen(text: Option<&str>) -> Result<Position, String> {
    match text.map(str::trim) {
        None | Some("") => Ok(Position::start()),
        Some(t) => fen::parse(t).map_err(|e| format!("bad FEN {}: {e}", quoted(t))),
    }
}

/// The game from a FEN (the start position when `None` or empty) after `moves`; the error
/// names the first move that cannot be played and why.
pub fn replay(fen: Option<&str>, moves: &[String]) -> Result<Game, String> {
    let mut game = Game::new(parse_fen(fen)?);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {} ({}): {e}", i + 1, quoted(text)))?;
    }
    Ok(game)
}

/// The game of the arguments `fen` and `moves`.
pub fn game_of(
    fen: &wasm_bindgen::JsValue,
    moves: &wasm_bindgen::JsValue,
) -> Result<Game, wasm_bindgen::JsError> {
    let fen = super::js::opt_string(fen, "fen")?;
    let moves = super::js::moves(moves, "moves")?;
    replay(fen.as_deref(), &moves).map_err(|e| wasm_bindgen::JsError::new(&e))
}
