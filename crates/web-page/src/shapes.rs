//! The plain objects the page module hands to JS (moves, move details, game status, a refused
//! press, a point's place): Rust types whose TypeScript declarations tsify writes into
//! `tobit.d.ts`. The structs are the declarations; each one's `of` builds its JS object
//! straight from the Rust values (building the struct first would cost the page's wasm module
//! about 2 KB); the tests check every key against the declaration.

use tobit_rules::{fen, Color, Move, MoveNumber, Point, Position, Reason, Status};
use tobit_view::attempt::Attempt;
use tobit_view::refusal::{self, Refusal};
use tobit_web::js::{array, typed, Obj, ToJs};
use tsify::Ts;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// The point numbers of a list of points, as a JS array.
fn numbers(points: &[Point]) -> JsValue {
    array(points.iter().map(|p| p.number()))
}

/// A legal move.
#[derive(Tsify)]
pub struct MoveInfo {
    /// The move in notation ("9-16", "9x23x36").
    pub notation: String,
    /// The point it starts from, 1..38.
    pub from: u8,
    /// The point it ends on.
    pub to: u8,
    /// Every point it passes through, start first.
    pub path: Vec<u8>,
    /// The points of the pieces it captures.
    pub captured: Vec<u8>,
}

impl MoveInfo {
    /// The JS shape of a legal move.
    pub fn of(m: &Move) -> Ts<MoveInfo> {
        typed(
            Obj::new()
                .set("notation", m.to_string())
                .set("from", m.from().number())
                .set("to", m.to().number())
                .set("path", numbers(&m.path()))
                .set("captured", numbers(&m.captured().points()))
                .done(),
        )
    }
}

/// A move of the game record with its number.
#[derive(Tsify)]
pub struct NumberedMove {
    /// The move number (docs/RULES.md section 8).
    pub number: u32,
    /// The side that played it.
    pub side: Color,
    /// The move in notation.
    pub notation: String,
    /// The points of the pieces it captured.
    pub captured: Vec<u8>,
}

impl NumberedMove {
    /// The JS shape of move `m` numbered `n`.
    pub fn of(n: MoveNumber, m: &Move) -> Ts<NumberedMove> {
        typed(
            Obj::new()
                .set("number", n.number)
                .set("side", n.side.to_js())
                .set("notation", m.to_string())
                .set("captured", numbers(&m.captured().points()))
                .done(),
        )
    }
}

/// A move just played on a board, with how the game stands after it: the page keeps the game's
/// record and status from these values instead of asking again.
#[derive(Tsify)]
pub struct MoveDetail {
    /// The move in notation.
    pub notation: String,
    /// Every point it passes through, start first.
    pub path: Vec<u8>,
    /// The points of the pieces it captured.
    pub captured: Vec<u8>,
    /// The FEN after the move.
    pub fen: String,
    /// The side that played it.
    pub by: Color,
    /// Whether the piece became a tobit.
    pub promoted: bool,
    /// Its move number (docs/RULES.md section 8), as `numberedMoves` numbers it.
    pub number: u32,
    /// How the game stands after it.
    pub status: GameStatus,
}

impl MoveDetail {
    /// The JS shape of move `m`, numbered `n`, just played and leading to `after` with `status`.
    pub fn of(
        m: &Move,
        n: MoveNumber,
        after: &Position,
        status: Status,
        promoted: bool,
    ) -> Ts<MoveDetail> {
        typed(
            Obj::new()
                .set("notation", m.to_string())
                .set("path", numbers(&m.path()))
                .set("captured", numbers(&m.captured().points()))
                .set("fen", fen::format(after))
                .set("by", n.side.to_js())
                .set("promoted", promoted)
                .set("number", n.number)
                .set("status", GameStatus::of(status, after))
                .done(),
        )
    }
}

/// How a game stands.
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct GameStatus {
    /// Whether the game is over (then `outcome` says how).
    pub over: bool,
    /// The side to move.
    pub side_to_move: Color,
    /// Whether the side to move must capture (false once the game is over).
    pub must_capture: bool,
    /// How the game ended, null while it goes on: the element's `gameover` event's detail.
    pub outcome: Option<GameOutcome>,
}

/// How a game ended: the winner (null for a draw), why, and the score.
#[derive(Tsify)]
#[tsify(missing_as_null)]
pub struct GameOutcome {
    /// The winner, null for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    #[tsify(type = "OutcomeReason")]
    pub reason: Reason,
    /// The points of White and Black: "2-0", "0-2" or "1-1".
    #[tsify(type = "\"2-0\" | \"0-2\" | \"1-1\"")]
    pub score: &'static str,
}

impl GameStatus {
    /// The JS shape of `status` in `position`.
    pub fn of(status: Status, position: &Position) -> Ts<GameStatus> {
        let outcome = status.outcome().map(|o| {
            Obj::new()
                .set("winner", or_null(o.winner))
                .set("reason", o.reason.to_js())
                .set("score", status.result())
                .done()
        });
        typed(
            Obj::new()
                .set("over", status.is_over())
                .set("sideToMove", position.side().to_js())
                .set("mustCapture", !status.is_over() && position.has_capture())
                .set("outcome", outcome.unwrap_or(JsValue::NULL))
                .done(),
        )
    }
}

/// A name, or `null`.
fn or_null<T: ToJs>(v: Option<T>) -> JsValue {
    v.map_or(JsValue::NULL, |v| v.to_js())
}

/// Why a press on a piece or a typed move did not take (the element's `refused` event).
#[derive(Tsify)]
pub struct BoardRefusal {
    /// Why.
    #[tsify(type = "RefusalReason")]
    pub reason: refusal::Reason,
    /// The pressed point, 1..38; null for a typed move.
    pub from: Option<u8>,
    /// The pieces that must capture (they pulse); empty unless the reason is must-capture.
    pub capturers: Vec<u8>,
}

impl BoardRefusal {
    /// The JS shape of a refused press.
    pub fn of(r: &Refusal) -> Ts<BoardRefusal> {
        typed(
            Obj::new()
                .set("reason", r.reason.to_js())
                .set("from", r.from.map_or(JsValue::NULL, |p| p.number().into()))
                .set("capturers", numbers(&r.capturers.points()))
                .done(),
        )
    }
}

/// A move tried that the rules refuse (the element's `attempt` event): a piece of the side to
/// move pressed, then a point it cannot go to (clicked, chosen from the keyboard, or the piece
/// dropped there).
#[derive(Tsify)]
pub struct BoardAttempt {
    /// The point of the piece pressed first, 1..38.
    pub from: u8,
    /// The point it was sent to, where it cannot go.
    pub to: u8,
}

impl BoardAttempt {
    /// The JS shape of a move tried.
    pub fn of(a: &Attempt) -> Ts<BoardAttempt> {
        typed(
            Obj::new()
                .set("from", a.from.number())
                .set("to", a.to.number())
                .done(),
        )
    }
}

/// What one pointer event or one point chosen from the keyboard did, all in one value: the page
/// asks nothing after it.
#[derive(Tsify)]
#[tsify(missing_as_null)]
pub struct BoardInput {
    /// The move it completed, played; null when it completed none.
    pub played: Option<MoveDetail>,
    /// Why the press did not take; null when it took or was on an empty point.
    pub refused: Option<BoardRefusal>,
    /// The move tried that the rules refuse; null when there was none.
    pub attempt: Option<BoardAttempt>,
    /// The CSS cursor for the pointer where it is now (`"pointer"`, `"grabbing"` or `""`); null
    /// for an input with no pointer position (a cancel, a point chosen from the keyboard).
    pub cursor: Option<String>,
    /// Whether this input changed the drawing (a selection, a drag, a move, a pulse): the next
    /// animation frame paints it.
    pub changed: bool,
}

/// A point on the board in CSS pixels relative to the canvas.
#[derive(Tsify)]
pub struct BoardXy {
    /// From the left edge.
    pub x: f64,
    /// From the top edge.
    pub y: f64,
}

impl BoardXy {
    /// The JS shape of a point on the board.
    pub fn of(x: f64, y: f64) -> Ts<BoardXy> {
        typed(Obj::new().set("x", x).set("y", y).done())
    }
}
