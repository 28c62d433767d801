//! The commands: every change to a tournament is one of these, kept in a log.

use crate::player::{NewPlayer, PlayerId};
use crate::round::Bye;
use crate::scoring::GameResult;
use crate::settings::Settings;
use serde::{Deserialize, Serialize};

/// One change. Rounds and boards are numbered from 0 here (the messages say them from 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Command {
    /// Starts the log: the settings, frozen from then on (boxed: the other commands are
    /// small; serde writes the settings as they are).
    Create(Box<Settings>),
    /// Registers a player (after round 1 is paired: a late entry, Swiss only, with a bye of
    /// the chosen kind for every round already paired).
    AddPlayer(NewPlayer),
    /// Two players who must not be paired against each other (same club or family).
    Forbid {
        /// One player.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// The ban on two players meeting lifted.
    Allow {
        /// One player.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// A player moved to another number in the entry order (before round 1 only): the
    /// players between shift by one.
    MovePlayer {
        /// Who.
        player: PlayerId,
        /// The number they take.
        to: PlayerId,
    },
    /// The player is paired no more; the results so far stay.
    Withdraw {
        /// Who.
        player: PlayerId,
    },
    /// A half-point (or zero-point) bye asked for a round not yet paired (Swiss).
    RequestBye {
        /// Who.
        player: PlayerId,
        /// Which round.
        round: usize,
        /// A half-point bye (otherwise zero).
        half: bool,
    },
    /// A bye asked for taken back, before its round is paired.
    CancelBye {
        /// Who.
        player: PlayerId,
        /// Which round.
        round: usize,
    },
    /// The pairing of the next round (round robin or Swiss), as made by the engine
    /// ([`crate::Tournament::pair_next_round`]) or typed by the arbiter. The boards carry
    /// colours: `(white, black)`.
    Pair {
        /// The round, which must be the next one.
        round: usize,
        /// `(white, black)`, board 1 first.
        boards: Vec<(PlayerId, PlayerId)>,
        /// The byes (requested and pairing-allocated).
        byes: Vec<Bye>,
    },
    /// The pairing of the last paired round replaced by hand, before any result in it.
    ChangePairing {
        /// The round, which must be the last paired one.
        round: usize,
        /// `(white, black)`, board 1 first.
        boards: Vec<(PlayerId, PlayerId)>,
        /// The byes.
        byes: Vec<Bye>,
    },
    /// The matches of a knockout round, in bracket order: `(higher seed, lower seed)`, the
    /// second `None` for a bye.
    PairKnockout {
        /// The round, which must be the next one.
        round: usize,
        /// The matches.
        matches: Vec<(PlayerId, Option<PlayerId>)>,
    },
    /// A board's result (in a knockout: the result of the next game of match `board`).
    SetResult {
        /// The round.
        round: usize,
        /// The board (the match in a knockout).
        board: usize,
        /// The result.
        result: GameResult,
    },
}
