//! Why a command is refused.

use std::fmt;

/// A refused command: the tournament is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The first command of a log must be `Create`, and only the first.
    NotCreatedFirst,
    /// A player number that is not registered.
    UnknownPlayer(usize),
    /// A round that is not paired (1-based in the message).
    UnknownRound(usize),
    /// A board that the round does not have.
    UnknownBoard {
        /// Round, 0-based.
        round: usize,
        /// Board, 0-based.
        board: usize,
    },
    /// The previous round still has boards without a result.
    RoundIncomplete(usize),
    /// Every round of the tournament is paired.
    TournamentOver,
    /// A player appears twice in one round's pairing.
    PairedTwice(usize),
    /// An active player is neither on a board nor given a bye.
    NotPaired(usize),
    /// A withdrawn or not yet entered player is paired.
    NotActive(usize),
    /// A player is paired against themself.
    SelfPairing(usize),
    /// No pairing satisfies the hard rules; pair this round by hand.
    NoLegalPairing,
    /// The command does not apply to this format (say why).
    WrongFormat(&'static str),
    /// A result for a knockout match that is already decided.
    MatchDecided {
        /// Round, 0-based.
        round: usize,
        /// Match, 0-based.
        board: usize,
    },
    /// The pairing of a round with results entered cannot be changed.
    RoundHasResults(usize),
    /// Players can be reordered only before round 1 is paired.
    Started,
    /// More rounds than a tournament may have ([`crate::MAX_ROUNDS`]): a Swiss asked for
    /// them, or a round robin would have them with one more player.
    TooManyRounds,
    /// More players than a tournament may have ([`crate::MAX_PLAYERS`]).
    TooManyPlayers,
    /// Anything else that is refused (the text says what).
    Invalid(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotCreatedFirst => write!(f, "the log must start with one Create command"),
            Error::UnknownPlayer(p) => write!(f, "no player number {}", p + 1),
            Error::UnknownRound(r) => write!(f, "round {} is not paired", r + 1),
            Error::UnknownBoard { round, board } => {
                write!(f, "round {} has no board {}", round + 1, board + 1)
            }
            Error::RoundIncomplete(r) => {
                write!(f, "round {} still has boards without a result", r + 1)
            }
            Error::TournamentOver => write!(f, "every round is already paired"),
            Error::PairedTwice(p) => write!(f, "player {} is paired twice", p + 1),
            Error::NotPaired(p) => {
                write!(f, "player {} has neither an opponent nor a bye", p + 1)
            }
            Error::NotActive(p) => {
                write!(f, "player {} is withdrawn or not yet entered", p + 1)
            }
            Error::SelfPairing(p) => write!(f, "player {} is paired against themself", p + 1),
            Error::NoLegalPairing => write!(
                f,
                "no pairing satisfies the hard rules (no rematch, one pairing bye, colours); pair by hand"
            ),
            Error::WrongFormat(why) => write!(f, "{why}"),
            Error::MatchDecided { round, board } => write!(
                f,
                "match {} of round {} is already decided",
                board + 1,
                round + 1
            ),
            Error::RoundHasResults(r) => write!(
                f,
                "round {} has results: undo them before changing its pairing",
                r + 1
            ),
            Error::Started => write!(
                f,
                "the players can be reordered only before round 1 is paired"
            ),
            Error::TooManyRounds => write!(
                f,
                "a tournament may have at most {} rounds",
                crate::MAX_ROUNDS
            ),
            Error::TooManyPlayers => write!(
                f,
                "a tournament may have at most {} players",
                crate::MAX_PLAYERS
            ),
            Error::Invalid(text) => write!(f, "{text}"),
        }
    }
}

impl std::error::Error for Error {}
