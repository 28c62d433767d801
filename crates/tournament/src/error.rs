//! Why a command is refused.

use crate::player::PlayerId;
use crate::settings::TieBreak;
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
    /// A tournament without a name.
    NoName,
    /// A scoring where a win does not score more than a draw, or a draw less than a loss.
    BadScoring,
    /// A Swiss of no rounds.
    NoRounds,
    /// A tie-break listed twice.
    TieBreakTwice(TieBreak),
    /// A player entered without a name.
    NoPlayerName,
    /// A player withdrawn already.
    AlreadyWithdrawn(PlayerId),
    /// A bye asked for a round that is paired or past the last (0-based).
    NotARoundToPair(usize),
    /// A second bye asked for the same round.
    ByeTwice {
        /// Who.
        player: PlayerId,
        /// Round, 0-based.
        round: usize,
    },
    /// A pairing that does not give the bye the player asked for.
    ByeAsked {
        /// Who.
        player: PlayerId,
        /// Round, 0-based.
        round: usize,
    },
    /// A round paired out of turn: the next to pair is this one (0-based).
    NotNextRound(usize),
    /// A pairing changed that is not the last paired round's.
    NotLastRound,
    /// A forbidden pairing lifted that was never forbidden.
    NotForbidden(PlayerId, PlayerId),
    /// A bye taken back for a round already paired (0-based).
    RoundPaired(usize),
    /// A bye taken back that was never asked for.
    NoByeAsked {
        /// Who.
        player: PlayerId,
        /// Round, 0-based.
        round: usize,
    },
    /// A game entered in a knockout match already decided.
    MatchOver,
    /// Fewer than two players to pair.
    TooFewPlayers,
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
            Error::NoName => write!(f, "the tournament needs a name"),
            Error::BadScoring => write!(
                f,
                "a win must score more than a draw, a draw at least a loss"
            ),
            Error::NoRounds => write!(f, "a Swiss needs at least one round"),
            Error::TieBreakTwice(t) => write!(f, "the tie-break {} is listed twice", t.name()),
            Error::NoPlayerName => write!(f, "a player needs a name"),
            Error::AlreadyWithdrawn(p) => write!(f, "player {} is already withdrawn", p + 1),
            Error::NotARoundToPair(r) => {
                write!(f, "round {} is not a round still to pair", r + 1)
            }
            Error::ByeTwice { player, round } => write!(
                f,
                "player {} already has a bye in round {}",
                player + 1,
                round + 1
            ),
            Error::ByeAsked { player, round } => write!(
                f,
                "player {} asked for a bye in round {}",
                player + 1,
                round + 1
            ),
            Error::NotNextRound(r) => write!(f, "the next round to pair is round {}", r + 1),
            Error::NotLastRound => write!(f, "only the last paired round can be changed"),
            Error::NotForbidden(a, b) => write!(
                f,
                "players {} and {} are not a forbidden pair",
                a + 1,
                b + 1
            ),
            Error::RoundPaired(r) => write!(f, "round {} is already paired", r + 1),
            Error::NoByeAsked { player, round } => write!(
                f,
                "player {} asked for no bye in round {}",
                player + 1,
                round + 1
            ),
            Error::MatchOver => write!(f, "this match is decided"),
            Error::TooFewPlayers => write!(f, "a tournament needs at least two players"),
        }
    }
}

impl std::error::Error for Error {}
