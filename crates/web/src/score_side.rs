//! The side a score is given for, shared by the engine module's analysis and the study
//! module's game tree (each declares it in its own `.d.ts`).

use serde::Serialize;
use tobit_rules::Color;
use tsify::Tsify;

/// The side to move, for whom the scores are given.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum ScoreSide {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for ScoreSide {
    fn from(c: Color) -> ScoreSide {
        match c {
            Color::White => ScoreSide::White,
            Color::Black => ScoreSide::Black,
        }
    }
}
