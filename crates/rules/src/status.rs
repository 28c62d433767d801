//! How a game stands: going on, or over with a winner (or a draw) and the reason.

use super::Color;
use std::fmt;

/// Why a game ended (docs/RULES.md section 7). The page's wasm module declares it to JS as the
/// union `OutcomeReason` of its kebab-case names (the wasm build derives tsify).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "OutcomeReason"),
    serde(rename_all = "kebab-case")
)]
#[cfg_attr(feature = "tsify", derive(serde::Serialize))]
pub enum Reason {
    /// The side to move has no piece left.
    NoPieces,
    /// The side to move has pieces but no legal move.
    Blocked,
    /// The same position occurred for the third time.
    Repetition,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player's time ran out (the game clock, src/clock): that player loses.
    TimeForfeit,
}

impl Reason {
    /// A short lower-case name: `no-pieces`, `blocked`, `repetition`, `resignation`,
    /// `agreement`, `time-forfeit`.
    pub const fn name(self) -> &'static str {
        match self {
            Reason::NoPieces => "no-pieces",
            Reason::Blocked => "blocked",
            Reason::Repetition => "repetition",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::TimeForfeit => "time-forfeit",
        }
    }

    /// The value of the PDN `[Termination]` tag for an ending the result token alone does not
    /// tell (as in PGN): `time forfeit`; `None` for the others.
    pub const fn pdn_termination(self) -> Option<&'static str> {
        match self {
            Reason::TimeForfeit => Some("time forfeit"),
            _ => None,
        }
    }

    /// The reason a PDN `[Termination]` tag names (compared without regard to case), if any.
    pub fn from_pdn_termination(text: &str) -> Option<Reason> {
        [Reason::TimeForfeit].into_iter().find(|r| {
            r.pdn_termination()
                .is_some_and(|t| t.eq_ignore_ascii_case(text.trim()))
        })
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game: who won (`None` for a draw) and why. The study module's errors give it
/// to JS as `{winner, reason}` (the wasm build derives serde and tsify).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "tsify", derive(serde::Serialize, tsify::Tsify))]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended (declared under the name `Reason` crosses as: `OutcomeReason`).
    #[cfg_attr(feature = "tsify", tsify(type = "OutcomeReason"))]
    pub reason: Reason,
}

impl Outcome {
    /// The points each side scores: `(white, black)`, 2 for a win, 1 for a draw, 0 for a loss.
    pub const fn score(self) -> (u8, u8) {
        match self.winner {
            Some(Color::White) => (2, 0),
            Some(Color::Black) => (0, 2),
            None => (1, 1),
        }
    }
}

/// Whether a game goes on or is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The side to move has a legal move and nothing has ended the game.
    Ongoing,
    /// The game has ended.
    Over(Outcome),
}

impl Status {
    /// Whether the game has ended.
    pub const fn is_over(self) -> bool {
        matches!(self, Status::Over(_))
    }

    /// The outcome, if the game has ended.
    pub const fn outcome(self) -> Option<Outcome> {
        match self {
            Status::Ongoing => None,
            Status::Over(o) => Some(o),
        }
    }

    /// The PDN result token: `2-0`, `0-2`, `1-1`, or `*` while the game goes on.
    pub const fn result(self) -> &'static str {
        match self {
            Status::Ongoing => "*",
            Status::Over(o) => match o.score() {
                (2, _) => "2-0",
                (_, 2) => "0-2",
                _ => "1-1",
            },
        }
    }
}

impl fmt::Display for Status {
    /// `*`, or the result token followed by the reason, e.g. `2-0 (blocked)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("*"),
            Status::Over(o) => write!(f, "{} ({})", self.result(), o.reason),
        }
    }
}
