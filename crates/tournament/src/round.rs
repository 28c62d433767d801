//! A round as paired: boards and byes.

use crate::player::PlayerId;
use crate::scoring::{GameResult, Points, Scoring};
use serde::{Deserialize, Serialize};

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Board {
    /// The player with White.
    pub white: PlayerId,
    /// The player with Black.
    pub black: PlayerId,
    /// The result, once entered.
    pub result: Option<GameResult>,
}

/// Why a player has no opponent in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum ByeKind {
    /// Given by the pairing (odd field): a win's points, at most once per player.
    Pairing,
    /// Asked for (or a late entry's missed round): a draw's points.
    Half,
    /// Asked for (or a late entry's missed round): no points.
    Zero,
}

impl ByeKind {
    /// The points the bye scores.
    pub fn points(self, scoring: &Scoring) -> Points {
        match self {
            ByeKind::Pairing => scoring.win,
            ByeKind::Half => scoring.draw,
            ByeKind::Zero => scoring.loss,
        }
    }
}

/// A player without an opponent in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Bye {
    /// Who.
    pub player: PlayerId,
    /// Which kind.
    pub kind: ByeKind,
}

/// The boards and byes of one round (round robin and Swiss).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Round {
    /// The boards, board 1 first.
    pub boards: Vec<Board>,
    /// The byes.
    pub byes: Vec<Bye>,
}

impl Round {
    /// Whether every board has a result.
    pub fn is_complete(&self) -> bool {
        self.boards.iter().all(|b| b.result.is_some())
    }
}
