//! The names JS sees for the Rust enumerations (a colour, why a game ended, why a press was
//! refused, what stands on a point, who may move): each list is written once, as an enum whose
//! serde names tsify writes into `tobit.d.ts` as a TypeScript union; the strings JS gets and
//! gives are read from that union ([`js::variant_name`]), so JS holds no list of its own. A
//! colour, why a game ended and why a press was refused are the core enums themselves
//! (`rules::Color` as `Color`, `rules::Reason` as `OutcomeReason`, `view::refusal::Reason` as
//! `RefusalReason`, deriving tsify with their crate's feature `tsify`); the others are here,
//! each mapping one to one onto its Rust value.

use crate::js::{self, ToJs};
use tobit_rules::{Color, Kind, Piece, Reason};
use tobit_view::options;
use tobit_view::refusal;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// What stands on a point (`Board.contents()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum PointContent {
    /// No piece.
    Empty,
    /// A white hul (man).
    WhiteHul,
    /// A black hul.
    BlackHul,
    /// A white tobit (king).
    WhiteTobit,
    /// A black tobit.
    BlackTobit,
}

/// Who may move pieces with the pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum Interactive {
    /// White's pieces only.
    White,
    /// Black's pieces only.
    Black,
    /// Both sides'.
    Both,
    /// Nobody's.
    None,
}

/// JS gets each of these enumerations as its variant's name.
macro_rules! by_name {
    ($($name:ty),*) => {$(
        impl ToJs for $name {
            fn to_js(&self) -> JsValue {
                JsValue::from_str(js::variant_name::<$name>(*self as usize))
            }
        }
    )*};
}

by_name!(Color, Reason, refusal::Reason, PointContent, Interactive);

/// The colour named by the argument `v`, `"white"` or `"black"` (`what` names it in the error).
pub fn color(v: &JsValue, what: &str) -> Result<Color, JsError> {
    Ok([Color::White, Color::Black][js::variant_index::<Color>(v, what)?])
}

impl Interactive {
    /// Who may move, named by the argument `v` (`what` names it in the error).
    pub fn read(v: &JsValue, what: &str) -> Result<Interactive, JsError> {
        let all = [
            Interactive::White,
            Interactive::Black,
            Interactive::Both,
            Interactive::None,
        ];
        Ok(all[js::variant_index::<Interactive>(v, what)?])
    }
}

impl From<Option<Piece>> for PointContent {
    fn from(piece: Option<Piece>) -> PointContent {
        match piece.map(|p| (p.color, p.kind)) {
            None => PointContent::Empty,
            Some((Color::White, Kind::Hul)) => PointContent::WhiteHul,
            Some((Color::Black, Kind::Hul)) => PointContent::BlackHul,
            Some((Color::White, Kind::Tobit)) => PointContent::WhiteTobit,
            Some((Color::Black, Kind::Tobit)) => PointContent::BlackTobit,
        }
    }
}

impl From<options::Interactive> for Interactive {
    fn from(i: options::Interactive) -> Interactive {
        match i {
            options::Interactive::White => Interactive::White,
            options::Interactive::Black => Interactive::Black,
            options::Interactive::Both => Interactive::Both,
            options::Interactive::None => Interactive::None,
        }
    }
}

impl From<Interactive> for options::Interactive {
    fn from(i: Interactive) -> options::Interactive {
        match i {
            Interactive::White => options::Interactive::White,
            Interactive::Black => options::Interactive::Black,
            Interactive::Both => options::Interactive::Both,
            Interactive::None => options::Interactive::None,
        }
    }
}
