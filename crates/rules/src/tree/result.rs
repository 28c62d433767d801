//! The result written at the end of a game record.

use crate::{Color, Status};

/// A game's result as a record states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum GameResult {
    /// `2-0` (also read as `1-0`).
    WhiteWins,
    /// `0-2` (also read as `0-1`).
    BlackWins,
    /// `1-1` (also read as `1/2-1/2`).
    Draw,
    /// `*`: not finished, or not known.
    #[default]
    Unfinished,
}

impl GameResult {
    /// The result a token writes: Tobit's `2-0`, `0-2`, `1-1`, `*`, or the forms of other
    /// games `1-0`, `0-1`, `1/2-1/2`.
    pub fn from_token(token: &str) -> Option<GameResult> {
        Some(match token {
            "2-0" | "1-0" => GameResult::WhiteWins,
            "0-2" | "0-1" => GameResult::BlackWins,
            "1-1" | "1/2-1/2" => GameResult::Draw,
            "*" => GameResult::Unfinished,
            _ => return None,
        })
    }

    /// Tobit's token: `2-0`, `0-2`, `1-1` or `*`.
    pub fn token(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "2-0",
            GameResult::BlackWins => "0-2",
            GameResult::Draw => "1-1",
            GameResult::Unfinished => "*",
        }
    }

    /// The winner of a finished game (`None` for a draw); `None` too when unfinished.
    pub fn winner(self) -> Option<Option<Color>> {
        match self {
            GameResult::WhiteWins => Some(Some(Color::White)),
            GameResult::BlackWins => Some(Some(Color::Black)),
            GameResult::Draw => Some(None),
            GameResult::Unfinished => None,
        }
    }

    /// The result of a game's status.
    pub fn of_status(status: Status) -> GameResult {
        match status {
            Status::Ongoing => GameResult::Unfinished,
            Status::Over(o) => match o.winner {
                Some(Color::White) => GameResult::WhiteWins,
                Some(Color::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            },
        }
    }
}
