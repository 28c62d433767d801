//! The plain objects that cross the JS boundary, their conversion, and the small parsers of JS
//! arguments (FEN, colour names).

use crate::rules::{fen, Color, Move, MoveNumber, Outcome, Position, Status};
use serde::de::IgnoredAny;
use serde::Serialize;
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;

/// A legal move as JS sees it: `{notation, from, to, path, captured}`.
#[derive(Serialize)]
pub struct MoveInfo {
    notation: String,
    from: u8,
    to: u8,
    path: Vec<u8>,
    captured: Vec<u8>,
}

impl MoveInfo {
    /// The JS shape of a move.
    pub fn of(m: &Move) -> MoveInfo {
        MoveInfo {
            notation: m.to_string(),
            from: m.from().number(),
            to: m.to().number(),
            path: numbers(&m.path()),
            captured: numbers(&m.captured().points()),
        }
    }
}

/// A move just played: `{notation, path, captured, fen, by}` (`fen` after the move, `by` the
/// colour that played it).
#[derive(Serialize)]
pub struct MoveDetail {
    notation: String,
    path: Vec<u8>,
    captured: Vec<u8>,
    fen: String,
    by: &'static str,
}

impl MoveDetail {
    /// The detail of move `m`, played by `by`, that led to `after`.
    pub fn of(m: &Move, by: Color, after: &Position) -> MoveDetail {
        MoveDetail {
            notation: m.to_string(),
            path: numbers(&m.path()),
            captured: numbers(&m.captured().points()),
            fen: fen::format(after),
            by: color_name(by),
        }
    }
}

/// A move of the game record with its number (docs/RULES.md section 8):
/// `{number, side, notation, captured}`, `side` the colour that played it.
#[derive(Serialize)]
pub struct NumberedMove {
    number: u32,
    side: &'static str,
    notation: String,
    captured: Vec<u8>,
}

impl NumberedMove {
    /// The JS shape of move `m` numbered `n`.
    pub fn of(n: MoveNumber, m: &Move) -> NumberedMove {
        NumberedMove {
            number: n.number,
            side: color_name(n.side),
            notation: m.to_string(),
            captured: numbers(&m.captured().points()),
        }
    }
}

/// How a game stands: `{over, result, winner, reason, sideToMove}`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StatusInfo {
    over: bool,
    result: &'static str,
    winner: Option<&'static str>,
    reason: Option<&'static str>,
    side_to_move: &'static str,
}

impl StatusInfo {
    /// The JS shape of a game's status, with the side to move of its current position.
    pub fn of(status: Status, side_to_move: Color) -> StatusInfo {
        let outcome: Option<Outcome> = status.outcome();
        StatusInfo {
            over: status.is_over(),
            result: status.result(),
            winner: outcome.and_then(|o| o.winner).map(color_name),
            reason: outcome.map(|o| o.reason.name()),
            side_to_move: color_name(side_to_move),
        }
    }
}

/// Point numbers of a list of points.
fn numbers(points: &[crate::rules::Point]) -> Vec<u8> {
    points.iter().map(|p| p.number()).collect()
}

/// `"white"` or `"black"`.
pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A colour from `"white"` or `"black"`; `what` names the argument in the error.
pub fn parse_color(text: &str, what: &str) -> Result<Color, JsError> {
    match text {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(JsError::new(&format!(
            "{what}: expected \"white\" or \"black\", got {text:?}"
        ))),
    }
}

/// A position from an optional FEN (the start position when absent or empty).
pub fn parse_fen(text: Option<&str>) -> Result<Position, String> {
    match text.map(str::trim) {
        None | Some("") => Ok(Position::start()),
        Some(t) => fen::parse(t).map_err(|e| format!("bad FEN {t:?}: {e}")),
    }
}

/// A Rust value as a plain JS value (`None` becomes `null`).
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value
        .serialize(&serializer)
        .map_err(|e| JsError::new(&format!("cannot convert the result to JS: {e}")))
}

/// A JS object as a Rust value; `what` names the argument in the error, and a key not in
/// `known` is refused (a misspelt option must not be silently ignored).
pub fn from_js<T: serde::de::DeserializeOwned>(
    value: JsValue,
    what: &str,
    known: &[&str],
) -> Result<T, JsError> {
    let keys: BTreeMap<String, IgnoredAny> = serde_wasm_bindgen::from_value(value.clone())
        .map_err(|e| JsError::new(&format!("{what}: expected an object ({e})")))?;
    if let Some(k) = keys.keys().find(|k| !known.contains(&k.as_str())) {
        return Err(JsError::new(&format!(
            "{what}: unknown key {k:?} (expected {})",
            known.join(", ")
        )));
    }
    serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("{what}: {e}")))
}
