//! The colour a player has in a game.
//!
//! Kept alone in this file on purpose: the project is to expose one colour type
//! (`tobit_rules::Color`, White and Black) and this one is to be replaced by it.

use serde::{Deserialize, Serialize};

/// White or Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    /// White moves first.
    White,
    /// Black.
    Black,
}

impl Color {
    /// The other colour.
    pub fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}
