//! The position editor's rules (`setupRead`, `setupPlace`, `setupSide`, `setupReport`,
//! `setupNeighbours`): every check of a position set up is here, over `rules::setup`; the page
//! (www/editor/) only shows what these say, in its words.

use serde::Serialize;
use tobit_rules::setup::{self, Finding, PlaceRefusal};
use tobit_rules::{fen, Color, Direction, FenError, Kind, Piece, Point, Position};
use tobit_web::js::{self, MAX_TEXT};
use tobit_web::names;
use tobit_web::to_js::to_js;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A piece the editor places.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum SetupPiece {
    /// A white hul (man).
    WhiteHul,
    /// A white tobit (king).
    WhiteTobit,
    /// A black hul.
    BlackHul,
    /// A black tobit.
    BlackTobit,
}

const PIECES: [Piece; 4] = [
    Piece::new(Color::White, Kind::Hul),
    Piece::new(Color::White, Kind::Tobit),
    Piece::new(Color::Black, Kind::Hul),
    Piece::new(Color::Black, Kind::Tobit),
];
const SETUP_PIECES: [SetupPiece; 4] = [
    SetupPiece::WhiteHul,
    SetupPiece::WhiteTobit,
    SetupPiece::BlackHul,
    SetupPiece::BlackTobit,
];

impl From<Piece> for SetupPiece {
    fn from(p: Piece) -> SetupPiece {
        SETUP_PIECES[p.index()]
    }
}

/// Why a position cannot be set up as asked.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum RefusalCode {
    /// A hul on its own promotion points (`point`): it would already be a tobit.
    PromotionPoint,
    /// More than twelve pieces of a side (`point`: where the one too many was placed).
    TooManyPieces,
    /// The text is not a FEN (`detail` says why).
    BadFen,
    /// The text is far longer than any FEN (more than 1024 characters).
    TooLong,
}

/// A position refused, and why.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct SetupRefusal {
    /// Why.
    reason: RefusalCode,
    /// The point concerned, when there is one.
    point: Option<u8>,
    /// The side whose piece it is, when there is one.
    side: Option<Color>,
    /// For a bad FEN: what is wrong with it (its code and what it names, which the page words).
    detail: Option<FenError>,
}

/// The answer to an edit: the new position's FEN, or why the edit is refused (the position
/// stays as it was).
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct SetupEdit {
    /// The position after the edit (canonical FEN); null when refused.
    fen: Option<String>,
    /// Why the edit is refused; null when done.
    refusal: Option<SetupRefusal>,
}

/// What a check finds in a position.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum FindingCode {
    /// A side has no piece: no game can start here (it blocks).
    NoPieces,
    /// The side to move cannot move: it has already lost (a note).
    NoMoves,
}

/// One finding of the check.
#[derive(Serialize, Tsify)]
pub struct SetupFinding {
    /// What it is.
    reason: FindingCode,
    /// The side concerned.
    side: Color,
    /// Whether it keeps the position from being played or analysed.
    blocks: bool,
}

/// A position as the editor shows it.
#[derive(Serialize, Tsify)]
pub struct SetupReport {
    /// The canonical FEN.
    fen: String,
    /// The side to move.
    side: Color,
    /// What stands on points 1..38 (index 0 is point 1), undefined for an empty point.
    points: Vec<Option<SetupPiece>>,
    /// The findings, blocking ones first.
    findings: Vec<SetupFinding>,
    /// Whether the position may be played and analysed (no finding blocks).
    playable: bool,
}

/// The position of the argument `fen` (the start position when empty).
fn position(v: &JsValue) -> Result<Position, JsError> {
    let text = js::string(v, "fen", MAX_TEXT)?;
    tobit_web::replay::parse_fen(Some(&text)).map_err(|e| js::fail("fen", &e))
}

fn refused(reason: RefusalCode, point: Option<u8>, side: Option<Color>) -> SetupRefusal {
    SetupRefusal {
        reason,
        point,
        side,
        detail: None,
    }
}

fn edit(result: Result<Position, SetupRefusal>) -> Result<Ts<SetupEdit>, JsError> {
    to_js(&match result {
        Ok(pos) => SetupEdit {
            fen: Some(pos.to_string()),
            refusal: None,
        },
        Err(refusal) => SetupEdit {
            fen: None,
            refusal: Some(refusal),
        },
    })
}

/// Reads a FEN typed or pasted into the editor: its canonical form, or why it cannot be a
/// position (a hul on its promotion points or too many pieces, named as the editor names them;
/// anything else a bad FEN with the reader's reason; a text of more than 1 KiB too long).
/// Throws only when `text` is not a string.
#[wasm_bindgen(js_name = setupRead)]
pub fn setup_read(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Ts<SetupEdit>, JsError> {
    if js::is_long_string(&text, MAX_TEXT) {
        return edit(Err(refused(RefusalCode::TooLong, None, None)));
    }
    let text = js::string(&text, "text", MAX_TEXT)?;
    edit(fen::parse(text.trim()).map_err(|e| match e {
        FenError::UnpromotedHul { side, point } => {
            refused(RefusalCode::PromotionPoint, Some(point), Some(side))
        }
        FenError::TooManyPieces { side, .. } => {
            refused(RefusalCode::TooManyPieces, None, Some(side))
        }
        other => SetupRefusal {
            detail: Some(other),
            ..refused(RefusalCode::BadFen, None, None)
        },
    }))
}

/// The position `fen` with `piece` (`"whiteHul"`...) on `point` (1..38), or that point emptied
/// when `piece` is null; refused (the position unchanged) when a hul would stand on its own
/// promotion points or a side would have more than twelve pieces. Throws on bad arguments.
#[wasm_bindgen(js_name = setupPlace)]
pub fn setup_place(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] point: JsValue,
    #[wasm_bindgen(unchecked_param_type = "SetupPiece | null")] piece: JsValue,
) -> Result<Ts<SetupEdit>, JsError> {
    let pos = position(&fen)?;
    let n = js::integer(&point, "point", 1, 38)? as u8;
    let point = Point::new(n).ok_or_else(|| js::fail("point", "not a point"))?;
    let piece = if js::absent(&piece) {
        None
    } else {
        Some(PIECES[js::variant_index::<SetupPiece>(&piece, "piece")?])
    };
    edit(setup::place(&pos, point, piece).map_err(|r| {
        let code = match r {
            PlaceRefusal::PromotionPoint(..) => RefusalCode::PromotionPoint,
            PlaceRefusal::TooManyPieces(..) => RefusalCode::TooManyPieces,
        };
        refused(code, Some(r.point().number()), Some(r.color()))
    }))
}

/// The position `fen` (the start position when empty) with `side` (`"white"` or `"black"`) to
/// move. Throws on bad arguments.
#[wasm_bindgen(js_name = setupSide)]
pub fn setup_side(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Color")] side: JsValue,
) -> Result<String, JsError> {
    let pos = position(&fen)?;
    let side = names::color(&side, "side")?;
    Ok(setup::with_side(&pos, side).to_string())
}

/// The FEN of an empty board, White to move.
#[wasm_bindgen(js_name = setupEmpty)]
pub fn setup_empty() -> String {
    setup::empty(Color::White).to_string()
}

/// The editor's view of `fen` (the start position when empty): the pieces on each point and
/// what the check finds. Throws on a bad FEN.
#[wasm_bindgen(js_name = setupReport)]
pub fn setup_report(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<Ts<SetupReport>, JsError> {
    let pos = position(&fen)?;
    let findings: Vec<SetupFinding> = setup::check(&pos)
        .into_iter()
        .map(|f| {
            let (reason, side) = match f {
                Finding::NoPieces(c) => (FindingCode::NoPieces, c),
                Finding::NoMoves(c) => (FindingCode::NoMoves, c),
            };
            SetupFinding {
                reason,
                side,
                blocks: f.blocks(),
            }
        })
        .collect();
    to_js(&SetupReport {
        fen: pos.to_string(),
        side: pos.side(),
        points: Point::all()
            .map(|p| pos.piece_at(p).map(SetupPiece::from))
            .collect(),
        playable: !findings.iter().any(|f| f.blocks),
        findings,
    })
}

/// The points joined to each point by a chol, one step away: index 0 lists point 1's (the
/// editor's cursor follows the chols).
#[wasm_bindgen(js_name = setupNeighbours)]
pub fn setup_neighbours() -> Vec<js_sys::Uint8Array> {
    Point::all()
        .map(|p| {
            let near: Vec<u8> = Direction::ALL
                .into_iter()
                .filter_map(|d| p.neighbour(d))
                .map(Point::number)
                .collect();
            js_sys::Uint8Array::from(near.as_slice())
        })
        .collect()
}
