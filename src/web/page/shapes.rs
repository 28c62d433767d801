//! The plain objects the page module hands to JS (moves, move details, game status) and the
//! colour argument, built and read with [`crate::web::js`].

use crate::rules::{fen, Color, Move, Outcome, Point, Position, Status};
use crate::web::js::{self, fail, Obj};
use wasm_bindgen::prelude::*;

/// Point numbers of a list of points.
fn numbers(points: &[Point]) -> JsValue {
    js::numbers(points.iter().map(|p| p.number()))
}

/// A legal move as JS sees it: `{notation, from, to, path, captured}` (a `MoveInfo`).
pub fn move_info(m: &Move) -> JsValue {
    Obj::new()
        .set("notation", m.to_string())
        .set("from", m.from().number())
        .set("to", m.to().number())
        .set("path", numbers(&m.path()))
        .set("captured", numbers(&m.captured().points()))
        .done()
}

/// A move just played: `{notation, path, captured, fen, by}` (a `MoveDetail`: `fen` after the
/// move, `by` the colour that played it).
pub fn move_detail(m: &Move, by: Color, after: &Position) -> JsValue {
    Obj::new()
        .set("notation", m.to_string())
        .set("path", numbers(&m.path()))
        .set("captured", numbers(&m.captured().points()))
        .set("fen", fen::format(after))
        .set("by", color_name(by))
        .done()
}

/// How a game stands: `{over, result, winner, reason, sideToMove}` (a `GameStatus`).
pub fn status(status: Status, side_to_move: Color) -> JsValue {
    let outcome: Option<Outcome> = status.outcome();
    Obj::new()
        .set("over", status.is_over())
        .set("result", status.result())
        .set(
            "winner",
            js::or_null(outcome.and_then(|o| o.winner).map(color_name)),
        )
        .set("reason", js::or_null(outcome.map(|o| o.reason.name())))
        .set("sideToMove", color_name(side_to_move))
        .done()
}

/// `"white"` or `"black"`.
pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A colour from `"white"` or `"black"`; `what` names the argument in the error.
pub fn parse_color(v: &JsValue, what: &str) -> Result<Color, JsError> {
    match v.as_string().as_deref() {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        _ => Err(fail(
            what,
            &format!("expected \"white\" or \"black\", got {v:?}"),
        )),
    }
}
