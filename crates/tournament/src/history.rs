//! What each player got in each round, read from the state: the one place that turns boards
//! and byes into scores and colours (used by the Swiss pairing, the tie-breaks, the standings
//! and the crosstable).

use crate::player::PlayerId;
use crate::round::ByeKind;
use crate::scoring::{GameResult, Points, Share};
use crate::state::State;
use tobit_rules::Color;

/// A player's round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// On a board (the result is `None` until entered).
    Game {
        /// The opponent.
        opponent: PlayerId,
        /// The player's colour.
        color: Color,
        /// The board's result.
        result: Option<GameResult>,
    },
    /// A bye.
    Bye(ByeKind),
    /// Not in the round (withdrawn, or entered later without a bye recorded).
    Absent,
}

impl Outcome {
    /// Whether a game was played over the board.
    pub fn is_played(&self) -> bool {
        matches!(self, Outcome::Game { result: Some(r), .. } if r.is_played())
    }

    /// The played game's colour, if any.
    pub fn played_color(&self) -> Option<Color> {
        match self {
            Outcome::Game {
                color,
                result: Some(r),
                ..
            } if r.is_played() => Some(*color),
            _ => None,
        }
    }

    /// Whether the round is decided without a game (bye, forfeit, absence), not pending.
    pub fn is_unplayed(&self) -> bool {
        match self {
            Outcome::Game { result, .. } => result.is_some_and(|r| !r.is_played()),
            _ => true,
        }
    }

    /// The share (win/draw/loss) once decided; a pending game has none.
    pub fn share(&self) -> Option<Share> {
        match self {
            Outcome::Game { color, result, .. } => result.map(|r| r.share(*color)),
            Outcome::Bye(ByeKind::Pairing) => Some(Share::Win),
            Outcome::Bye(ByeKind::Half) => Some(Share::Draw),
            Outcome::Bye(ByeKind::Zero) | Outcome::Absent => Some(Share::Loss),
        }
    }
}

/// Every player's outcome in every paired round (round robin and Swiss).
#[derive(Clone, Debug)]
pub struct History {
    /// `rounds[player][round]`.
    pub rounds: Vec<Vec<Outcome>>,
    /// The points of each outcome, same shape.
    pub points: Vec<Vec<Points>>,
}

impl History {
    /// Reads the state.
    pub fn new(state: &State) -> History {
        let n = state.players.len();
        let r = state.rounds.len();
        let mut rounds = vec![vec![Outcome::Absent; r]; n];
        for (ri, round) in state.rounds.iter().enumerate() {
            for b in &round.boards {
                rounds[b.white][ri] = Outcome::Game {
                    opponent: b.black,
                    color: Color::White,
                    result: b.result,
                };
                rounds[b.black][ri] = Outcome::Game {
                    opponent: b.white,
                    color: Color::Black,
                    result: b.result,
                };
            }
            for bye in &round.byes {
                rounds[bye.player][ri] = Outcome::Bye(bye.kind);
            }
        }
        let scoring = state.settings.scoring;
        let points = rounds
            .iter()
            .map(|row| {
                row.iter()
                    .map(|o| match o {
                        Outcome::Game { result: None, .. } => 0,
                        o => o.share().map_or(0, |s| scoring.points(s)),
                    })
                    .collect()
            })
            .collect();
        History { rounds, points }
    }

    /// The player's total.
    pub fn score(&self, p: PlayerId) -> Points {
        self.points[p].iter().sum()
    }

    /// The player's total before round `round` (0-based).
    pub fn score_before(&self, p: PlayerId, round: usize) -> Points {
        self.points[p][..round].iter().sum()
    }

    /// The colours of the games the player played over the board, by round.
    pub fn colors(&self, p: PlayerId) -> Vec<Option<Color>> {
        self.rounds[p].iter().map(Outcome::played_color).collect()
    }

    /// Whether the two players were ever paired (a forfeited game counts).
    pub fn have_met(&self, a: PlayerId, b: PlayerId) -> bool {
        self.rounds[a]
            .iter()
            .any(|o| matches!(o, Outcome::Game { opponent, .. } if *opponent == b))
    }

    /// Whether the player had a pairing-allocated bye or a forfeit win (either rules out
    /// another pairing-allocated bye).
    pub fn had_point_without_playing(&self, p: PlayerId) -> bool {
        self.rounds[p].iter().any(|o| match o {
            Outcome::Bye(ByeKind::Pairing) => true,
            Outcome::Game {
                result: Some(r),
                color,
                ..
            } => !r.is_played() && r.share(*color) == Share::Win,
            _ => false,
        })
    }

    /// Whether the player had a pairing-allocated bye.
    pub fn had_pairing_bye(&self, p: PlayerId) -> bool {
        self.rounds[p].contains(&Outcome::Bye(ByeKind::Pairing))
    }
}
