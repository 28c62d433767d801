//! Points: the scoring system and the result of one game.
//!
//! Every score is an integer number of **half points** ([`Points`]), so that 2-1-0 and 1-½-0
//! are both exact: under 2-1-0 a win is 4 half points, under 1-½-0 it is 2.

use serde::{Deserialize, Serialize};
use tobit_rules::Color;

/// A score in half points (a win under 2-1-0 is `4`, a draw under 1-½-0 is `1`).
pub type Points = u32;

/// Formats half points as the organiser reads them: `4` as "2", `3` as "1.5".
pub fn format_points(half_points: Points) -> String {
    if half_points.is_multiple_of(2) {
        format!("{}", half_points / 2)
    } else {
        format!("{}.5", half_points / 2)
    }
}

/// How many points a win, a draw and a loss score, in half points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Scoring {
    /// A win (also a forfeit win and a pairing-allocated bye).
    pub win: Points,
    /// A draw (also a half-point bye).
    pub draw: Points,
    /// A loss (also a forfeit loss and a zero-point bye).
    pub loss: Points,
}

impl Scoring {
    /// The Tobit default: a win 2 points, a draw 1, a loss 0.
    pub const TWO_ONE_ZERO: Scoring = Scoring {
        win: 4,
        draw: 2,
        loss: 0,
    };
    /// The chess scoring: a win 1 point, a draw ½, a loss 0.
    pub const ONE_HALF_ZERO: Scoring = Scoring {
        win: 2,
        draw: 1,
        loss: 0,
    };
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring::TWO_ONE_ZERO
    }
}

/// The result of one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum GameResult {
    /// 1-0, played.
    WhiteWins,
    /// ½-½, played.
    Draw,
    /// 0-1, played.
    BlackWins,
    /// +/-: Black did not play, White wins by forfeit.
    WhiteForfeitWin,
    /// -/+: White did not play, Black wins by forfeit.
    BlackForfeitWin,
    /// -/-: neither played, both lose.
    DoubleForfeit,
}

/// What one player got from a game, without the scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Share {
    /// Won.
    Win,
    /// Drew.
    Draw,
    /// Lost.
    Loss,
}

impl GameResult {
    /// Every result: the three played, then the forfeits, the double forfeit last.
    pub const ALL: [GameResult; 6] = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteForfeitWin,
        GameResult::BlackForfeitWin,
        GameResult::DoubleForfeit,
    ];

    /// Whether the game was played over the board (forfeits were not).
    pub fn is_played(self) -> bool {
        matches!(
            self,
            GameResult::WhiteWins | GameResult::Draw | GameResult::BlackWins
        )
    }

    /// What the player with `color` got.
    pub fn share(self, color: Color) -> Share {
        use GameResult::*;
        match (self, color) {
            (Draw, _) => Share::Draw,
            (DoubleForfeit, _) => Share::Loss,
            (WhiteWins | WhiteForfeitWin, Color::White) => Share::Win,
            (BlackWins | BlackForfeitWin, Color::Black) => Share::Win,
            _ => Share::Loss,
        }
    }

    /// The points the player with `color` scores.
    pub fn points(self, color: Color, scoring: &Scoring) -> Points {
        scoring.points(self.share(color))
    }

    /// The short notation: "1-0", "½-½", "0-1", "+/-", "-/+", "-/-".
    pub fn notation(self) -> &'static str {
        use GameResult::*;
        match self {
            WhiteWins => "1-0",
            Draw => "½-½",
            BlackWins => "0-1",
            WhiteForfeitWin => "+/-",
            BlackForfeitWin => "-/+",
            DoubleForfeit => "-/-",
        }
    }

    /// Reads the notation back ("1/2-1/2" and "=" are accepted for a draw).
    pub fn parse(text: &str) -> Option<GameResult> {
        use GameResult::*;
        Some(match text.trim() {
            "1-0" => WhiteWins,
            "½-½" | "1/2-1/2" | "=" | "0.5-0.5" => Draw,
            "0-1" => BlackWins,
            "+/-" | "+-" => WhiteForfeitWin,
            "-/+" | "-+" => BlackForfeitWin,
            "-/-" | "--" => DoubleForfeit,
            _ => return None,
        })
    }
}

impl Scoring {
    /// The points of a share.
    pub fn points(&self, share: Share) -> Points {
        match share {
            Share::Win => self.win,
            Share::Draw => self.draw,
            Share::Loss => self.loss,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_one_zero_is_the_default_and_exact() {
        let s = Scoring::default();
        assert_eq!(GameResult::WhiteWins.points(Color::White, &s), 4);
        assert_eq!(GameResult::Draw.points(Color::Black, &s), 2);
        assert_eq!(GameResult::DoubleForfeit.points(Color::White, &s), 0);
        assert_eq!(GameResult::BlackForfeitWin.points(Color::Black, &s), 4);
        assert_eq!(format_points(7), "3.5");
        assert_eq!(format_points(8), "4");
    }

    #[test]
    fn notation_round_trips() {
        for r in GameResult::ALL {
            assert_eq!(GameResult::parse(r.notation()), Some(r));
        }
        assert_eq!(GameResult::parse("2-0"), None);
    }
}
